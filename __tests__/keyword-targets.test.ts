import fs from "fs"
import path from "path"
import { isSourceLangFile } from "../src/lib/content/content-i18n"

/** Where the articles' keyword links lead: a real page, and for a product, that product's page. */
const root = path.join(__dirname, "..")
const data = path.join(root, "data")
const readDir = (dir: string) =>
  fs
    .readdirSync(path.join(data, dir))
    .filter(isSourceLangFile)
    .map((f) => ({ file: `data/${dir}/${f}`, doc: JSON.parse(fs.readFileSync(path.join(data, dir, f), "utf8")) }))

const products = readDir("products").map((p) => p.doc as { path: string; name: string; shortName: string; title: string })
const posts = readDir("blog").map((p) => ({ file: p.file, links: (p.doc.keywordLinks ?? []) as Array<{ keyword: string; href: string }> }))

/** Every route the site builds from data/ (products, featured pages, legal pages) and the singleton pages of src/pages. */
const routes = new Set<string>([
  ...["products", "featured", "legal"].flatMap((dir) => readDir(dir).map((d) => d.doc.path as string)),
  ...fs
    .readdirSync(path.join(root, "src/pages"))
    .filter((f) => f.endsWith(".tsx") && f !== "404.tsx")
    .map((f) => (f === "index.tsx" ? "/" : `/${f.replace(/\.tsx$/, "")}`)),
])

const singular = (words: string) =>
  words
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/s$/, ""))
    .join(" ")

/** The product page a keyword names: by a model size (20ft, 30ft, 40ft), or by a product's name, short name or title. */
function productNamed(keyword: string): string | undefined {
  const size = /\b(20|30|40)ft\b/i.exec(keyword)
  if (size) return products.find((p) => p.path.endsWith(`/${size[1]}ft`))?.path
  const k = singular(keyword)
  return products.find((p) => [p.name, p.shortName, p.title].some((n) => singular(n) === k))?.path
}

describe("keyword links of the articles", () => {
  it.each(posts.map((p) => [p.file, p]))("%s: every internal target is a page the site builds", (_file, post) => {
    const internal = post.links.filter((l) => l.href.startsWith("/"))
    expect(internal.filter((l) => !routes.has(l.href)).map((l) => `${l.keyword} -> ${l.href}`)).toEqual([])
  })

  it.each(posts.map((p) => [p.file, p]))("%s: a keyword naming a product links to that product's page", (_file, post) => {
    const wrong = post.links
      .map((l) => ({ ...l, page: productNamed(l.keyword) }))
      .filter((l) => l.page && l.href !== l.page)
      .map((l) => `${l.keyword} -> ${l.href}, not ${l.page}`)
    expect(wrong).toEqual([])
  })

  it("recognises the product a keyword names (the matcher the checks above rely on)", () => {
    expect(productNamed("capsule houses")).toBe("/capsule-houses")
    expect(productNamed("20ft expandable house")).toBe("/expandable-container-house/20ft")
    expect(productNamed("Industrial buildings")).toBe("/industrial-building")
    expect(productNamed("light steel villa")).toBe("/light-steel-villas")
    expect(productNamed("luxury villa")).toBe("/luxury-villa")
    expect(productNamed("portal frame")).toBeUndefined()
    expect(routes.has("/capsule-houses")).toBe(true)
    expect(routes.has("/featured-products/expandable-container-house")).toBe(true)
  })
})
