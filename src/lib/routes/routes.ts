/**
 * The URL path of every page of the site, in one place. Page creation, the feed, the not-found page, the cards,
 * the sidebars, the breadcrumbs and the browser tests all build their paths here.
 *
 * Paths are written as content writes them, without a trailing slash ("/blogs", "/blog-details/4"); the built
 * page lives at `<path>/` (withTrailingSlash), which is also its canonical URL and its sitemap entry.
 *
 * Every page kind is declared once, in PAGE_KIND_TABLE below: the content model (src/content-model/index.ts), page
 * creation (src/gatsby/create-pages.ts) and the browser tests (e2e/routes.ts) map over it. Every language is
 * declared once, in src/i18n/languages.ts: its folder (`pathPrefix`) and its URL words (`paths`). This module is
 * pure and imports nothing but that table at run time, so the browser bundle reads it without the content model.
 */
import { LANGS, LANGUAGES, SOURCE_LANG, byLang, type ContentLang, type LanguageTable } from "../../i18n/languages"

/**
 * A kind of page created from content, one page per JSON file of its folder in each language.
 */
export interface PageKindDeclaration {
  /** the GraphQL type of its content nodes (src/content-model/index.ts gives it its schema) */
  typeName: string
  /** its folder in data/ */
  folder: string
  /** its page component, in src/templates/ */
  template: string
  /**
   * How a page's path is made: "field": the content's own `path` field (each language writes its own); "base":
   * below the kind's folder word in each language (src/i18n/languages.ts `paths`), followed by the English file's
   * id in the source language and by the translation's `slug` in another.
   */
  path: "field" | "base"
  /** page context read by the layout, from fields of the content node: `{ productName: "name" }` */
  context?: Readonly<Record<string, string>>
}

/** THE page kinds, in the order the content model lists them and pages are created. */
export const PAGE_KIND_TABLE = {
  product: { typeName: "ProductJson", folder: "products", template: "product.tsx", path: "field", context: { productName: "name" } },
  featured: { typeName: "FeaturedJson", folder: "featured", template: "featured-product.tsx", path: "field" },
  blogPost: { typeName: "BlogPostJson", folder: "blog", template: "blog-post.tsx", path: "base" },
  legal: { typeName: "LegalPageJson", folder: "legal", template: "legal-page.tsx", path: "field" },
  service: { typeName: "ServiceJson", folder: "services", template: "service.tsx", path: "base" },
} as const satisfies Record<string, PageKindDeclaration>

export type PageKind = keyof typeof PAGE_KIND_TABLE
export const PAGE_KIND_NAMES = Object.keys(PAGE_KIND_TABLE) as PageKind[]
/** The page kinds whose paths are built below a folder word of each language. */
export type BasePageKind = { [K in PageKind]: (typeof PAGE_KIND_TABLE)[K]["path"] extends "base" ? K : never }[PageKind]

/** The routes that exist once: src/pages/*.tsx, in the order the browser tests list them. */
export const SITE_PATH_NAMES = ["home", "about", "products", "blogs", "contact", "quote"] as const
export type SitePathName = (typeof SITE_PATH_NAMES)[number]

/** The words each language gives its URLs (src/i18n/languages.ts `paths`): its singleton pages but the home page, and its folders. */
export type RouteWord = Exclude<SitePathName, "home"> | BasePageKind
/** The route words a language's `paths` lacks (src/i18n/languages.ts); never when every language names them all. */
type MissingRouteWords = { [L in ContentLang]: Exclude<RouteWord, keyof LanguageTable[L]["paths"]> }[ContentLang]
/** A type error naming the missing word when a language of src/i18n/languages.ts has no path for a route. */
export const EVERY_LANGUAGE_HAS_EVERY_ROUTE_WORD: [MissingRouteWords] extends [never] ? true : MissingRouteWords = true

/** A path below a language's folder: "" + "about" → "/about", "/fr" + "" → "/fr", "" + "" → "/". */
const below = (prefix: string, word: string): string => `${prefix}/${word}`.replace(/(.)\/$/, "$1")

/** The same routes in each language: the source language at the root, each other under its folder with its words. */
export const SITE_PATHS_BY_LANG: Record<ContentLang, Record<SitePathName, string>> = byLang((lang) => {
  const { pathPrefix, paths } = LANGUAGES[lang]
  return Object.fromEntries(SITE_PATH_NAMES.map((name) => [name, below(pathPrefix, name === "home" ? "" : paths[name])])) as Record<
    SitePathName,
    string
  >
})

/** The singleton routes of the source language (English, as the spec names them and src/pages/ files them). */
export const SITE_PATHS: Readonly<Record<SitePathName, string>> = SITE_PATHS_BY_LANG[SOURCE_LANG]

/** The brochure PDF of a language: site.json's file name in the source language, with the language before .pdf otherwise. */
export const brochureFileName = (fileName: string, lang: ContentLang = SOURCE_LANG): string =>
  lang === SOURCE_LANG ? fileName : fileName.replace(/\.pdf$/, `-${lang}.pdf`)

/** The RSS feed of a language's articles: /rss.xml, /fr/rss.xml. */
export const feedPath = (lang: ContentLang = SOURCE_LANG): string => `${LANGUAGES[lang].pathPrefix}/rss.xml`

/** The language of a site path: the language whose folder it is in, the source language otherwise. */
export const langOfPath = (pathname: string): ContentLang =>
  LANGS.find((lang) => {
    const prefix = LANGUAGES[lang].pathPrefix
    return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`))
  }) ?? SOURCE_LANG

/** The path of a singleton route in a language. */
export const sitePath = (name: SitePathName, lang: ContentLang = SOURCE_LANG): string => SITE_PATHS_BY_LANG[lang][name]

/**
 * The project planner with one more unit of a product (its file's key, e.g. "expandable-20ft"): /quote/?add=…,
 * /fr/devis/?add=…. A plain link, so the product pages carry no planner code; the planner applies `add` once.
 */
export const plannerAddPath = (productKey: string, lang: ContentLang = SOURCE_LANG): string =>
  `${sitePath("quote", lang)}/?add=${encodeURIComponent(productKey)}`

/** The folder of a "base" page kind's pages in a language: /blog-details, /fr/blog. */
const baseOf = (kind: BasePageKind, lang: ContentLang): string => below(LANGUAGES[lang].pathPrefix, LANGUAGES[lang].paths[kind])

/** A product, featured model or legal page: its JSON file names its own path. */
export interface PathNode {
  path: string
}
/**
 * An article or a service: in the source language its path is built from the id of its JSON file (`jsonId` in
 * GraphQL); in a translation from its slug.
 */
export interface IdNode {
  jsonId: string
  lang?: ContentLang | string | null
  slug?: string | null
}

const basePath = (kind: BasePageKind, node: IdNode): string => {
  const lang = (node.lang || SOURCE_LANG) as ContentLang
  if (!LANGUAGES[lang]) throw new Error(`${kind} ${node.jsonId} is in "${lang}", which is not a language of the site (${LANGS.join(", ")})`)
  if (lang === SOURCE_LANG) return `${baseOf(kind, lang)}/${node.jsonId}`
  if (!node.slug) throw new Error(`the ${node.lang} version of ${kind} ${node.jsonId} has no slug: its path cannot be built`)
  return `${baseOf(kind, lang)}/${node.slug}`
}

/** The path rule of each kind of a table of page kinds: pure, for any table. */
export const pagePathsOf = (table: Readonly<Record<string, PageKindDeclaration>>): Record<string, (node: PathNode | IdNode) => string> =>
  Object.fromEntries(
    Object.entries(table).map(([kind, { path }]) => [
      kind,
      (node: PathNode | IdNode) => (path === "field" ? (node as PathNode).path : basePath(kind as BasePageKind, node as IdNode)),
    ]),
  )

/** The page kinds created from content and the path of each page. */
export const PAGE_PATHS = pagePathsOf(PAGE_KIND_TABLE) as {
  [K in PageKind]: (typeof PAGE_KIND_TABLE)[K]["path"] extends "field" ? (node: PathNode) => string : (node: IdNode) => string
}

export const productPath = PAGE_PATHS.product
export const featuredPath = PAGE_PATHS.featured
export const legalPath = PAGE_PATHS.legal
export const blogPostPath = PAGE_PATHS.blogPost
export const servicePath = PAGE_PATHS.service

/** True for a site path of a language's singleton routes (/fr/blog is the French article list). */
const isSitePath = (lang: ContentLang, pathname: string) => Object.values(SITE_PATHS_BY_LANG[lang]).includes(pathname)

/**
 * True for a path at or below the articles' folder of a language (with or without a trailing slash), whatever the
 * id or slug: /blog-details, /blog-details/999, /fr/blog/x; not the folder itself when it is a page (/fr/blog is the
 * French article list).
 */
export const isBelowBlogPosts = (pathname: string): boolean =>
  LANGS.some((lang) => {
    const base = baseOf("blogPost", lang)
    return pathname.startsWith(`${base}/`) || (pathname === base && !isSitePath(lang, base))
  })

/**
 * The not-found pages of each language beyond Gatsby's own /404.html: the articles' folder (the HTML says 'Blog not
 * found.' / 'Article introuvable.' without JavaScript), and, for a translation, its whole folder (a page in its
 * language). `matchPath` renders them in the browser for any unknown path below; the most specific comes first.
 */
export const NOT_FOUND_PAGES: Record<ContentLang, Array<{ path: string; matchPath: string }>> = byLang((lang) =>
  [baseOf("blogPost", lang), LANGUAGES[lang].pathPrefix]
    .filter((folder) => folder !== "")
    .map((folder) => ({ path: `${folder}/404.html`, matchPath: `${folder}/*` })),
)

/**
 * The articles' folder has its own not-found page: static hosts serve it for an unknown /blog-details/<id>/ with
 * status 404 (Cloudflare Pages: the nearest 404.html up the folder tree; Netlify: the rules the build writes to public/_redirects),
 * so the HTML already says 'Blog not found.' without JavaScript.
 */
export const BLOG_NOT_FOUND_PATH = NOT_FOUND_PAGES[SOURCE_LANG][0].path
/** The client-side match path of that page: every unknown article id renders it in the browser too. */
export const BLOG_NOT_FOUND_MATCH = NOT_FOUND_PAGES[SOURCE_LANG][0].matchPath

/** The not-found page a host serves for an unknown article path of a language. */
export const blogNotFoundPath = (lang: ContentLang): string => NOT_FOUND_PAGES[lang][0].path
