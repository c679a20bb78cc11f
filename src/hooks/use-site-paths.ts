import { useContext } from "react"
import { LangContext } from "../i18n"
import { SITE_PATHS_BY_LANG, type SitePathName } from "../lib/routes/routes"

/** The singleton routes (home, about, products, blogs, contact) in the language of the page being rendered. */
export const useSitePaths = (): Record<SitePathName, string> => SITE_PATHS_BY_LANG[useContext(LangContext)]
