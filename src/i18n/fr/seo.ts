import type { UiStrings } from ".."
import { LANGUAGES } from "../languages"

/** Words of the page heads, in French: feed title, locale, breadcrumb names of the fixed pages. */
export const seo: UiStrings["seo"] = {
  /** og:locale: the language's own, from the language table */
  locale: LANGUAGES.fr.ogLocale,
  /** title of the RSS feed's <link rel="alternate">; {brand} from data/site.fr.json */
  feedTitle: "Blog {brand}",
  feedDescription: "Articles sur les bâtiments préfabriqués et modulaires, par {brand}.",
  crumbs: {
    home: "Accueil",
    blog: "Blog",
    about: "À propos",
  },
}
