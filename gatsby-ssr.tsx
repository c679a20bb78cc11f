import React from "react"
import type { GatsbySSR } from "gatsby"
import { langOfPath } from "./src/lib/routes/routes"
import { leaveOutHeadElements } from "./src/gatsby/overrides/head-elements-left-out"
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

// the image plugin's head style and script and Gatsby's generator meta (src/gatsby/overrides/head-elements-left-out.ts)
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = leaveOutHeadElements
