import type { GatsbySSR } from "gatsby"

export { wrapPageElement } from "./src/gatsby/wrap-page"

// The self-hosted fonts are not preloaded, on purpose: measured with Lighthouse (mobile, simulated), preloading
// Inter and Fraunces (68 KB) delayed the largest paint from 1.3 s to 2.3 s on the home page and from 1.6 s to
// 2.1 s on an article, because they compete with the hero image and the HTML. `font-display: swap` shows the
// text at once in the fallback font.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
