import fs from "node:fs"
import path from "node:path"
import { withTrailingSlash } from "../src/lib/paths"
import { PAGE_PATHS, SITE_PATHS, type PageKind } from "../src/lib/routes"
import { isSourceLangFile } from "../src/lib/content-i18n"

const DATA_DIR = path.join(__dirname, "..", "data")

/** The data/ folder of each page kind (one JSON file per page). Typed: a new page kind must be listed here. */
const FOLDERS: Record<PageKind, string> = {
  product: "products",
  featured: "featured",
  legal: "legal",
  blogPost: "blog",
  service: "services",
}

const readFolder = (dir: string): { id?: string; path?: string }[] =>
  fs
    .readdirSync(path.join(DATA_DIR, dir))
    .filter(isSourceLangFile)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((f) => JSON.parse(fs.readFileSync(path.join(DATA_DIR, dir, f), "utf8")))

/**
 * Every public route of the site (served with a trailing slash), from data/ through the path module the build
 * uses (src/lib/routes.ts): an expectation independent of the build, so a page the build forgot to create, or
 * an extra one, fails the SEO suite.
 */
export const allRoutes = (): string[] =>
  [
    ...Object.values(SITE_PATHS),
    ...(Object.keys(FOLDERS) as PageKind[]).flatMap((kind) =>
      readFolder(FOLDERS[kind]).map((item) => PAGE_PATHS[kind]({ path: item.path ?? "", jsonId: item.id ?? "" })),
    ),
  ].map(withTrailingSlash)

/**
 * One route per page template: every singleton and every product page (each product composes its own blocks),
 * and the first page of each other kind (articles, services, featured models and legal pages share one
 * template and one style each). For checks whose cost is per page and whose findings are per template.
 */
export const routesPerTemplate = (): string[] =>
  [
    ...Object.values(SITE_PATHS),
    ...(Object.keys(FOLDERS) as PageKind[]).flatMap((kind) => {
      const items = readFolder(FOLDERS[kind])
      return (kind === "product" ? items : items.slice(0, 1)).map((item) =>
        PAGE_PATHS[kind]({ path: item.path ?? "", jsonId: item.id ?? "" }),
      )
    }),
  ].map(withTrailingSlash)
