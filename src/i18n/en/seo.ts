import { LANGUAGES } from "../languages"

/** Words of the page heads, in English: feed title, locale, breadcrumb names of the fixed pages. */
export const seo = {
  /** og:locale: the language's own, from the language table */
  locale: LANGUAGES.en.ogLocale,
  /** title of the RSS feed's <link rel="alternate">; {brand} from data/site.en.json */
  feedTitle: "{brand} blog",
  /** the RSS feed's description */
  feedDescription: "Articles on prefabricated and modular buildings by {brand}.",
  crumbs: {
    home: "Home",
    blog: "Blog",
    about: "About",
  },
} as const
