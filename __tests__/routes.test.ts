import fs from "fs"
import os from "os"
import path from "path"
import {
  blogPostPath,
  featuredPath,
  isBelowBlogPosts,
  legalPath,
  PAGE_PATHS,
  productPath,
  servicePath,
  SITE_PATHS,
  sitePath,
} from "../src/lib/routes/routes"
import { isUnknownBlogPath } from "../src/lib/routes/not-found"
import { PAGE_KIND_NAMES, PAGE_KIND_TABLE, pagePathsOf, type PageKindDeclaration } from "../src/lib/routes/routes"
import { PAGE_KINDS, pageSourceOf, pagePathOf } from "../src/gatsby/create-pages"
import { CONTENT_KINDS, PAGE_CONTENT, pageContentKinds } from "../src/content-model"
import { productSchema } from "../src/content-model/products"
import { FOLDERS, allRoutes, foldersOf } from "../e2e/routes"
import { buildSitemapXml } from "../src/gatsby/post-build/seo/sitemap"
import { DEFAULT_ROUTES, allRoutesFromData, roleOf, routesFromSitemap, twinOf } from "../tools/bench/lib/sitemap-routes.mjs"

describe("the path module (src/lib/routes/routes.ts)", () => {
  it("gives the singleton routes of the spec", () => {
    expect(SITE_PATHS).toEqual({ home: "/", about: "/about", products: "/products", blogs: "/blogs", contact: "/contact", quote: "/quote" })
  })

  it("builds article and service paths from the id of their JSON file", () => {
    expect(blogPostPath({ jsonId: "4" })).toBe("/blog-details/4")
    expect(servicePath({ jsonId: "6" })).toBe("/service-details/6")
  })

  it("gives each singleton route its French path under /fr", () => {
    expect(sitePath("home", "fr")).toBe("/fr")
    expect(sitePath("about", "fr")).toBe("/fr/a-propos")
    expect(sitePath("products", "fr")).toBe("/fr/produits")
    expect(sitePath("blogs", "fr")).toBe("/fr/blog")
    expect(sitePath("contact", "fr")).toBe("/fr/contact")
    expect(sitePath("about")).toBe("/about")
  })

  it("builds French article and service paths from their slug, and refuses one without", () => {
    expect(blogPostPath({ jsonId: "4", lang: "fr", slug: "usine-aux-fondations" })).toBe("/fr/blog/usine-aux-fondations")
    expect(servicePath({ jsonId: "6", lang: "fr", slug: "paiement-securise" })).toBe("/fr/services/paiement-securise")
    expect(blogPostPath({ jsonId: "4", lang: "en", slug: "ignored" })).toBe("/blog-details/4")
    expect(() => blogPostPath({ jsonId: "4", lang: "fr" })).toThrow("the fr version of blogPost 4 has no slug")
  })

  it("takes product, featured and legal paths from their own `path` field", () => {
    expect(productPath({ path: "/expandable-container-house/20ft" })).toBe("/expandable-container-house/20ft")
    expect(featuredPath({ path: "/featured-products/apple-cabin" })).toBe("/featured-products/apple-cabin")
    expect(legalPath({ path: "/terms&conditions" })).toBe("/terms&conditions")
  })

  it("recognises any path below the articles' base, and nothing else", () => {
    expect(isBelowBlogPosts("/blog-details/999")).toBe(true)
    expect(isBelowBlogPosts("/blog-details")).toBe(true)
    expect(isBelowBlogPosts("/blog-details-old/1")).toBe(false)
    expect(isBelowBlogPosts("/blogs")).toBe(false)
    expect(isUnknownBlogPath("/blog-details/")).toBe(true)
    expect(isUnknownBlogPath("/blog-details/abc/?x=1")).toBe(true)
    expect(isUnknownBlogPath("/service-details/9/")).toBe(false)
  })
})

describe("one place for paths", () => {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
  const src = path.join(__dirname, "..", "src")

  it("has a page file for every singleton route (Gatsby creates them from src/pages/ file names)", () => {
    for (const [name, p] of Object.entries(SITE_PATHS)) {
      const file = p === "/" ? "index.tsx" : `${p.slice(1)}.tsx`
      expect([name, fs.existsSync(path.join(src, "pages", file))]).toEqual([name, true])
    }
  })

  it("builds article and service paths nowhere else in src/", () => {
    const handBuilt = files(src)
      .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith(path.join("lib", "routes", "routes.ts")))
      .filter((f) => /["'`]\/(blog-details|service-details)/.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(src, f))
    expect(handBuilt).toEqual([])
  })

  it("writes the singleton routes nowhere else in src/ (links, breadcrumbs and rules read SITE_PATHS)", () => {
    // "/" is also the root of every URL (path utilities compare with it): the home route is checked where it is a link
    const named = Object.values(SITE_PATHS)
      .filter((p) => p !== "/")
      .map((p) => p.replace("/", "\\/"))
    const literal = new RegExp(`(to=|path: )["']\\/["']|(to=|path: |!== |=== )["'](${named.join("|")})["']`)
    const handWritten = files(src)
      .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith(path.join("lib", "routes", "routes.ts")))
      .flatMap((f) =>
        fs
          .readFileSync(f, "utf8")
          .split("\n")
          .map((line, i) => ({ at: `${path.relative(src, f)}:${i + 1}`, line }))
          .filter(({ line }) => literal.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      )
    expect(handWritten).toEqual([])
  })
})

describe("page creation", () => {
  it("creates one kind of page per entry of the path module, each reading the fields its path is built from", () => {
    expect(PAGE_KINDS.map((k) => k.kind).sort()).toEqual(Object.keys(PAGE_PATHS).sort())
    for (const k of PAGE_KINDS) {
      const fields = k.fields.split(" ")
      expect(fields).toContain("id")
      expect(fields.includes("path") || fields.includes("jsonId")).toBe(true)
    }
  })

  it("serves every created page at its path with a trailing slash", () => {
    expect(pagePathOf("blogPost", { id: "node-1", jsonId: "14" })).toBe("/blog-details/14/")
    expect(pagePathOf("service", { id: "node-2", jsonId: "1" })).toBe("/service-details/1/")
    expect(pagePathOf("legal", { id: "node-3", path: "/terms&conditions" })).toBe("/terms&conditions/")
    expect(pagePathOf("product", { id: "node-4", path: "/apple-cabins", name: "Apple Cabin" })).toBe("/apple-cabins/")
  })
})

describe("each page kind is declared once (src/lib/routes/routes.ts PAGE_KIND_TABLE)", () => {
  const PROJECT: PageKindDeclaration = { typeName: "ProjectJson", folder: "projects", template: "project.tsx", path: "field" }
  const withProject = { ...PAGE_KIND_TABLE, project: PROJECT }
  const projectSchema = { ...productSchema }

  it("is what the content model, page creation, the path module and the browser tests list", () => {
    expect(Object.keys(PAGE_PATHS)).toEqual(PAGE_KIND_NAMES)
    const called = (k: (typeof PAGE_KINDS)[number]) => ({ ...k, contextOf: k.contextOf?.({ name: "Apple Cabin" }) })
    expect(PAGE_KINDS.map(called)).toEqual(PAGE_KIND_NAMES.map((kind) => called(pageSourceOf(kind, PAGE_KIND_TABLE[kind]))))
    expect(CONTENT_KINDS.filter((k) => k.pageKind)).toEqual(pageContentKinds(PAGE_KIND_TABLE, PAGE_CONTENT))
    expect(FOLDERS).toEqual(foldersOf(PAGE_KIND_TABLE))
  })

  it("keeps what each derived list said before it was derived", () => {
    expect(PAGE_KINDS.map((k) => [k.kind, k.query, k.fields, k.template])).toEqual([
      ["product", "allProductJson", "id lang path name contentKey", "product.tsx"],
      ["featured", "allFeaturedJson", "id lang path contentKey", "featured-product.tsx"],
      ["blogPost", "allBlogPostJson", "id lang jsonId slug contentKey", "blog-post.tsx"],
      ["legal", "allLegalPageJson", "id lang path contentKey", "legal-page.tsx"],
      ["service", "allServiceJson", "id lang jsonId slug contentKey", "service.tsx"],
    ])
    expect(PAGE_KINDS[0].contextOf?.({ name: "Apple Cabin" })).toEqual({ productName: "Apple Cabin" })
    expect(PAGE_KINDS.slice(1).map((k) => k.contextOf)).toEqual([undefined, undefined, undefined, undefined])
    expect(CONTENT_KINDS.filter((k) => k.pageKind).map((k) => [k.typeName, k.source, k.unique, k.pageKind])).toEqual([
      ["ProductJson", { dir: "products" }, ["path", "name", "order"], "product"],
      ["FeaturedJson", { dir: "featured" }, ["path", "order"], "featured"],
      ["BlogPostJson", { dir: "blog" }, ["id", "title", "slug"], "blogPost"],
      ["LegalPageJson", { dir: "legal" }, ["path"], "legal"],
      ["ServiceJson", { dir: "services" }, ["id", "slug"], "service"],
    ])
    expect(FOLDERS).toEqual({ product: "products", featured: "featured", blogPost: "blog", legal: "legal", service: "services" })
  })

  it("is enough to add a kind: one entry in the table (and its schema, the content it holds) reaches every list", () => {
    expect(pagePathsOf(withProject).project({ path: "/projects/villa" })).toBe("/projects/villa")
    expect(pageSourceOf("project", PROJECT)).toEqual({
      kind: "project",
      query: "allProjectJson",
      fields: "id lang path contentKey",
      template: "project.tsx",
    })
    expect(pageContentKinds(withProject, { ...PAGE_CONTENT, project: { schema: projectSchema } }).at(-1)).toEqual({
      typeName: "ProjectJson",
      source: { dir: "projects" },
      schema: projectSchema,
      pageKind: "project",
    })
    expect(foldersOf(withProject).project).toBe("projects")
    // the content model names a kind it has no schema for
    expect(() => pageContentKinds(withProject, PAGE_CONTENT)).toThrow("the page kind project has no content model")
  })

  it("creates the pages of an added kind with nothing else changed (a fresh module registry with the table mocked)", async () => {
    let createPages: (args: unknown) => Promise<void> = async () => undefined
    jest.isolateModules(() => {
      jest.doMock("../src/lib/routes/routes", () => {
        const actual = jest.requireActual("../src/lib/routes/routes") as typeof import("../src/lib/routes/routes")
        return { ...actual, PAGE_KIND_TABLE: withProject, PAGE_PATHS: actual.pagePathsOf(withProject) }
      })
      createPages = require("../src/gatsby/create-pages").createPages
    })
    jest.dontMock("../src/lib/routes/routes")
    const pages: Array<{ path: string; component: string; context: { lang: string } }> = []
    const queries: string[] = []
    const graphql = async (query: string) => {
      queries.push(query)
      const field = /\{ (\w+) \{/.exec(query)![1]
      const nodes = field === "allProjectJson" ? [{ id: "p1", lang: "en", path: "/projects/villa", contentKey: "projects/villa.json" }] : []
      return { data: { [field]: { nodes } } }
    }
    await createPages({ graphql, actions: { createPage: (p: (typeof pages)[number]) => pages.push(p) }, reporter: {} })
    expect(queries).toContain("{ allProjectJson { nodes { id lang path contentKey } } }")
    const project = pages.find((p) => p.path === "/projects/villa/")!
    expect(project.component).toBe(path.resolve("src/templates/project.tsx"))
    expect(project.context.lang).toBe("en")
  })
})

describe("the path module stays pure: the browser bundle reads it without the content model", () => {
  const root = path.join(__dirname, "..")
  /** The modules a module imports at run time (`import type`, and names marked `type`, are erased), resolved to files. */
  const runtimeImports = (file: string): string[] =>
    [...fs.readFileSync(file, "utf8").matchAll(/^(import|export)\s+([^;]*?)\s+from\s+"(\.[^"]+)"/gms)]
      .filter(([, , names]) => {
        if (names.startsWith("type ")) return false
        const braced = /^\{([^}]*)\}$/s.exec(names.trim())
        return !braced || braced[1].split(",").some((name) => name.trim() && !name.trim().startsWith("type "))
      })
      .map(([, , , spec]) => {
        const base = path.resolve(path.dirname(file), spec)
        const found = [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((f) => fs.existsSync(f))
        if (!found) throw new Error(`${file}: cannot resolve ${spec}`)
        return found
      })
  const closure = (entry: string): string[] => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      runtimeImports(file).forEach(visit)
    }
    visit(entry)
    return [...seen].map((f) => path.relative(root, f).split(path.sep).join("/")).sort()
  }

  it("imports nothing but the path helpers and the language table", () => {
    for (const entry of ["routes.ts", "not-found.ts", "paths.ts"])
      expect(closure(path.join(root, "src", "lib", "routes", entry)).filter((f) => !f.startsWith("src/lib/routes/"))).toEqual(
        entry === "paths.ts" ? [] : ["src/i18n/languages.ts"],
      )
    expect(closure(path.join(root, "src", "i18n", "languages.ts"))).toEqual(["src/i18n/languages.ts"])
  })

  it("is imported by the content model, not the other way round", () => {
    expect(closure(path.join(root, "src", "content-model", "index.ts"))).toContain("src/lib/routes/routes.ts")
    expect(closure(path.join(root, "src", "gatsby", "create-pages.ts"))).not.toContain("src/content-model/index.ts")
  })
})

describe("benchmark route list (tools/bench/lib/sitemap-routes.mjs)", () => {
  const SITE = "https://www.example.com"
  const paths = ["/", "/about/", "/terms&conditions/", "/blog-details/14/", "/expandable-container-house/20ft/", "/café/"]

  it("reads back exactly the public routes a sitemap lists, decoded", () => {
    expect(routesFromSitemap(buildSitemapXml(SITE, [...paths, "/404/", "/404.html"])).sort()).toEqual([...paths].sort())
  })

  it("reads the sitemap of the build beside the content folder, and says so when there is no build", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"))
    try {
      fs.mkdirSync(path.join(root, "data"))
      expect(() => allRoutesFromData(path.join(root, "data"))).toThrow(
        /public\/sitemap\.xml does not exist: build the site first \(npm run build\)/,
      )
      fs.mkdirSync(path.join(root, "public"))
      fs.writeFileSync(path.join(root, "public", "sitemap.xml"), buildSitemapXml(SITE, paths))
      expect(allRoutesFromData(path.join(root, "data")).sort()).toEqual([...paths].sort())
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  it("gives the home page, the articles and the legal pages their roles", () => {
    const kinds = { articleBase: "/blog-details/", legal: ["/terms&conditions/", "/privacypolicy/"] }
    expect(roleOf("/", kinds)).toBe("home")
    expect(roleOf("/blog-details/14/", kinds)).toBe("article")
    expect(roleOf("/terms&conditions/", kinds)).toBe("article")
    expect(roleOf("/blog-details/", kinds)).toBe("page")
    expect(roleOf("/about/", kinds)).toBe("page")
  })

  it("finds a built page's French twin from its hreflang link, and lists only routes of this site by default", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "twins-"))
    try {
      fs.mkdirSync(path.join(dir, "terms&conditions"))
      fs.writeFileSync(
        path.join(dir, "terms&conditions", "index.html"),
        '<link rel="alternate" hrefLang="en" href="https://x.example/terms&amp;conditions/"/><link rel="alternate" hrefLang="fr" href="https://x.example/fr/conditions-g%C3%A9n%C3%A9rales/"/>',
      )
      fs.mkdirSync(path.join(dir, "404"))
      fs.writeFileSync(path.join(dir, "404", "index.html"), "<title>Page not found</title>")
      expect(twinOf(dir, "/terms&conditions/", "fr")).toBe("/fr/conditions-générales/")
      expect(twinOf(dir, "/404/", "fr")).toBeNull()
      expect(() => twinOf(dir, "/nowhere/", "fr")).toThrow(/is \/nowhere\/ a route of this build/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    for (const [route] of DEFAULT_ROUTES) expect(allRoutes()).toContain(route)
  })
})
