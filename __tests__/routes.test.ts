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
import { PAGE_KINDS, pagePathOf } from "../src/gatsby/create-pages"
import { buildSitemapXml } from "../src/gatsby/post-build/seo/sitemap"
import { allRoutesFromData, routesFromSitemap } from "../tools/bench/lib/sitemap-routes.mjs"

describe("the path module (src/lib/routes/routes.ts)", () => {
  it("gives the singleton routes of the spec", () => {
    expect(SITE_PATHS).toEqual({ home: "/", about: "/about", products: "/products", blogs: "/blogs", contact: "/contact" })
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
})
