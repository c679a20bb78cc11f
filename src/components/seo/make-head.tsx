import React from "react"
import type { HeadFC, HeadProps } from "gatsby"
import { Seo } from "../Seo"
import { useSiteData, type SiteData } from "../../hooks/use-site-data"
import { DEFAULT_LANG, uiFor, type Lang, type UiStrings } from "../../i18n"
import type { LangPageContext } from "../../lib/content/content-i18n"
import { sitePath, type SitePathName } from "../../lib/routes/routes"
import type { Crumb } from "../../lib/seo/structured-data"

/** What a page's head says of itself: what Seo takes but the language, the other versions and the path. */
export type PageSeo = Omit<React.ComponentProps<typeof Seo>, "lang" | "alternates" | "pathname">

/** What a page's head is written from: the page's props, and what every head reads in the page's language. */
export interface HeadInput<Data, Context extends LangPageContext = LangPageContext> {
  data: Data
  /** the page's context (its language, its other versions, and what the page's creation put there) */
  pageContext: Context
  location: HeadProps["location"]
  /** the page's language (English where its context has none) */
  lang: Lang
  /** the interface words of the page's language */
  ui: UiStrings
  /** the site's data in the page's language */
  site: SiteData
  /** a breadcrumb to one of the site's fixed pages (home, products, about, blogs…) in the page's language */
  crumb: (name: string, page: SitePathName) => Crumb
}

/**
 * A page's `Head` export: Seo with the page's language, its versions in the other languages (both from its page
 * context) and its path; `describe` gives the rest (title, description, image, breadcrumbs, structured data). Gatsby's
 * Head API has no React context: everything comes from the page's props.
 */
export function makeHead<Data = object, Context extends LangPageContext = LangPageContext>(
  describe: (page: HeadInput<Data, Context>) => PageSeo,
): HeadFC<Data, Context> {
  function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
    const site = useSiteData(pageContext.lang)
    const lang = pageContext.lang ?? DEFAULT_LANG
    const crumb = (name: string, page: SitePathName): Crumb => ({ name, path: sitePath(page, pageContext.lang) })
    return (
      <Seo
        lang={pageContext.lang}
        alternates={pageContext.alternates}
        pathname={location.pathname}
        {...describe({ data, pageContext, location, lang, ui: uiFor(lang), site, crumb })}
      />
    )
  }
  return Head
}

/** The title and description of a page with `seo` fields: its SEO title, else `title` (the page's own by default). */
export const seoText = (
  page: { title: string; seo: { title?: string | null; description: string } },
  title = page.title,
): Pick<PageSeo, "title" | "description"> => ({ title: page.seo.title ?? title, description: page.seo.description })
