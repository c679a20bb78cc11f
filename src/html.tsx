import React from "react"

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>
  headComponents: React.ReactNode
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>
  preBodyComponents: React.ReactNode
  body: string
  postBodyComponents: React.ReactNode
}

/**
 * The document around every page: Gatsby's default (cache-dir/default-html.js) without the two values only obsolete
 * browsers read, `<meta http-equiv="x-ua-compatible" content="ie=edge">` (Internet Explorer) and the viewport's
 * `shrink-to-fit=no` (Safari on iOS 9). Every byte before the text counts: an article's document is at the edge of
 * TCP's first congestion window (docs/performance.md, "Gatsby's build data is a cached file").
 */
export default function HTML(props: HtmlProps) {
  return (
    <html {...props.htmlAttributes} lang={props.htmlAttributes.lang ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  )
}
