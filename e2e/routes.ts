import fs from "node:fs"
import path from "node:path"
import { withTrailingSlash } from "../src/lib/routes/paths"
import {
  PAGE_KIND_NAMES,
  PAGE_KIND_TABLE,
  PAGE_PATHS,
  SITE_PATHS_BY_LANG,
  type PageKind,
  type PageKindDeclaration,
} from "../src/lib/routes/routes"
import { isSourceLangFile, langFile, splitLangFile, PUBLISHED_LANGS, SOURCE_LANG, type ContentLang } from "../src/lib/content/content-i18n"

const DATA_DIR = path.join(__dirname, "..", "data")

/** The languages the build publishes (GATSBY_PUBLISHED_LANGS, read the same way as the build reads it). */
export { PUBLISHED_LANGS }
/** The translated languages the build publishes: the browser tests that run in each of them. */
export const PUBLISHED_TRANSLATIONS = PUBLISHED_LANGS.filter((lang) => lang !== SOURCE_LANG)

/** The data/ folder of each kind of a table of page kinds (one JSON file per page): pure, for any table. */
export const foldersOf = (table: Readonly<Record<string, PageKindDeclaration>>): Record<string, string> =>
  Object.fromEntries(Object.entries(table).map(([kind, { folder }]) => [kind, folder]))

/** The data/ folder of each page kind, from src/lib/routes/routes.ts PAGE_KIND_TABLE. */
export const FOLDERS = foldersOf(PAGE_KIND_TABLE) as Record<PageKind, string>

type Item = { id?: string; path?: string; slug?: string }
const readJson = (file: string): Item => JSON.parse(fs.readFileSync(file, "utf8"))

/** Each page's fields that make its path in a language: the source file's id, the translation's own path or slug. */
const readFolder = (dir: string, lang: ContentLang): Item[] =>
  fs
    .readdirSync(path.join(DATA_DIR, dir))
    .filter(isSourceLangFile)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((f) => {
      const en = readJson(path.join(DATA_DIR, dir, f))
      return lang === SOURCE_LANG ? en : { ...en, ...readJson(path.join(DATA_DIR, dir, langFile(splitLangFile(f).base, lang))) }
    })

const pagePath = (kind: PageKind, item: Item, lang: ContentLang) =>
  PAGE_PATHS[kind]({ path: item.path ?? "", jsonId: item.id ?? "", lang, slug: item.slug })

/**
 * Every public route of the site in a language (served with a trailing slash), from data/ through the path module
 * the build uses (src/lib/routes/routes.ts): an expectation independent of the build, so a page the build forgot to create,
 * or an extra one, fails the SEO suite.
 */
export const allRoutes = (lang: ContentLang = SOURCE_LANG): string[] =>
  [
    ...Object.values(SITE_PATHS_BY_LANG[lang]),
    ...PAGE_KIND_NAMES.flatMap((kind) => readFolder(FOLDERS[kind], lang).map((item) => pagePath(kind, item, lang))),
  ].map(withTrailingSlash)

/**
 * One route per page template in a language: every singleton, every page of the kinds in `every` (by default the
 * products: each product composes its own blocks), and the first page of each other kind (services, featured models
 * and legal pages share one template and one style each). For checks whose cost is per page and whose findings are
 * per template.
 */
export const routesPerTemplate = (lang: ContentLang = SOURCE_LANG, every: PageKind[] = ["product"]): string[] =>
  [
    ...Object.values(SITE_PATHS_BY_LANG[lang]),
    ...PAGE_KIND_NAMES.flatMap((kind) => {
      const items = readFolder(FOLDERS[kind], lang)
      return (every.includes(kind) ? items : items.slice(0, 1)).map((item) => pagePath(kind, item, lang))
    }),
  ].map(withTrailingSlash)

/** The routes of one page kind in a language (the product pages carry Product structured data). */
export const routesOfKind = (kind: PageKind, lang: ContentLang = SOURCE_LANG): string[] =>
  readFolder(FOLDERS[kind], lang).map((item) => withTrailingSlash(pagePath(kind, item, lang)))

/** The singleton routes of a language (src/pages): top-level pages, not nested below a section. */
export const singletonRoutes = (lang: ContentLang = SOURCE_LANG): string[] => Object.values(SITE_PATHS_BY_LANG[lang]).map(withTrailingSlash)
