/**
 * The French interface words: buttons, labels, hints, toasts, form messages, aria labels.
 * One module per area of the site, like the English ones (src/i18n/en/); content lives in data/. They are written
 * with plain spaces: the French typography's no-break spaces are set here, each string when it is first read
 * (src/i18n/typography.ts), for the server rendering, the feeds, the editor and the tests. The browser's
 * bundles get these words with their typography already set, by the build (src/gatsby/overrides/words-typeset-loader.cjs).
 */
import type { UiStrings } from ".."
import { withLazyTypography } from "../typography"
import { about } from "./about"
import { blog } from "./blog"
import { catalogue } from "./catalogue"
import { common } from "./common"
import { enquiry } from "./enquiry"
import { forms } from "./forms"
import { home } from "./home"
import { layout } from "./layout"
import { legal } from "./legal"
import { media } from "./media"
import { notFound } from "./notFound"
import { product } from "./product"
import { seo } from "./seo"
import { services } from "./services"

export const fr: UiStrings = withLazyTypography("fr", {
  about,
  blog,
  catalogue,
  common,
  enquiry,
  forms,
  home,
  layout,
  legal,
  media,
  notFound,
  product,
  seo,
  services,
})
