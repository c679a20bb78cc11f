import React from "react"
import type { GatsbySSR } from "gatsby"

export { wrapPageElement } from "./src/gatsby/wrap-page"

const PRELOADED_FONTS = ["/fonts/inter-latin-wght-normal.woff2", "/fonts/fraunces-latin-600-normal.woff2"]

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents(
    PRELOADED_FONTS.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
  )
}
