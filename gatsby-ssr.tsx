import React from "react"
import type { GatsbySSR } from "gatsby"
import { langOfPath } from "./src/lib/routes/routes"
// the server renders the pages of every language: all their interface words (the browser loads a page's own, src/i18n/load-ui.ts)
import "./src/i18n/all"

export { wrapPageElement } from "./src/gatsby/wrap-page"

// Fraunces (the headings) is preloaded, so it is usually there by the first paint and a heading that only just fits
// its lines is not re-wrapped at the font swap. Inter (the body) is not: preloading it as well delayed the largest
// paint (it competes with the largest image and the HTML), and its metric-matched fallback keeps the body text in
// place at the swap. Measurements: docs/performance.md, "Fonts".
const PRELOADED_FONTS = ["/fonts/fraunces-latin-600.woff2"]

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // <html lang>: English at the root, French under /fr (the path source's langOfPath)
  setHtmlAttributes({ lang: langOfPath(pathname) })
  setHeadComponents(
    PRELOADED_FONTS.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
  )
}

/**
 * Head elements left out of every page:
 *  - gatsby-plugin-image adds a style, a <noscript> style and an inline module script for its GatsbyImage
 *    component's fade-in. The site draws its images with its own Picture component
 *    (src/components/media/Picture.tsx), which needs none of them.
 *  - Gatsby's `<meta name="generator" content="Gatsby 5.x">` (key `generator-<version>`): it tells every visitor the
 *    framework's exact version and nothing else; every byte before the text counts (src/html.tsx).
 */
const IMAGE_PLUGIN_HEAD_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"])
const isLeftOut = (key: string): boolean => IMAGE_PLUGIN_HEAD_KEYS.has(key) || key.startsWith("generator-")

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(getHeadComponents().filter((c) => !(React.isValidElement(c) && c.key !== null && isLeftOut(String(c.key)))))
}
