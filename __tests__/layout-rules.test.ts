import {
  isCurrentPage,
  isMenuItemActive,
  isMenuPathActive,
  isScrollUpActive,
  showsBrochureButton,
  showsCtaBanner,
  toggleSingle,
} from "../src/lib/ui/layout-rules"
import { isActivePath, normalizePath, withTrailingSlash } from "../src/lib/routes/paths"
import { isUnknownBlogPath } from "../src/lib/routes/not-found"

describe("brochure button rule", () => {
  it.each([
    ["/apple-cabins", true],
    ["/apple-cabins/", true],
    ["/expandable-container-house/20ft/", true],
    ["/expandable-container-house/40ft", true],
    ["/expandable-container-house-guide", true],
    ["/", false],
    ["/capsule-houses/", false],
    ["/featured-products/apple-cabin/", false],
    ["/featured-products/expandable-container-house/", false],
    ["/apple-cabins-old", false],
  ])("%s → %s", (path, shown) => expect(showsBrochureButton(path)).toBe(shown))
})

describe("CTA banner rule", () => {
  it.each([
    ["/", true],
    ["/about/", true],
    ["/contact", false],
    ["/contact/", false],
    ["/contact-us/", true],
  ])("%s → %s", (path, shown) => expect(showsCtaBanner(path)).toBe(shown))
})

describe("scroll-up threshold", () => {
  it("is inactive up to 100 px and active beyond", () => {
    expect(isScrollUpActive(0)).toBe(false)
    expect(isScrollUpActive(100)).toBe(false)
    expect(isScrollUpActive(101)).toBe(true)
  })
})

describe("active menu item", () => {
  const products = {
    label: "Our Products",
    path: "/products",
    subItems: [
      { label: "Apple Cabin", path: "/apple-cabins" },
      { label: "Expandable", subItems: [{ label: "20ft Model", path: "/expandable-container-house/20ft" }] },
    ],
  }
  it("highlights Home only on /", () => {
    expect(isMenuItemActive({ label: "Home", path: "/" }, "/")).toBe(true)
    expect(isMenuItemActive({ label: "Home", path: "/" }, "/about/")).toBe(false)
  })
  it("highlights a parent for its own path, a child and a nested child", () => {
    expect(isMenuItemActive(products, "/products/")).toBe(true)
    expect(isMenuItemActive(products, "/apple-cabins/")).toBe(true)
    expect(isMenuItemActive(products, "/expandable-container-house/20ft/")).toBe(true)
    expect(isMenuItemActive(products, "/blogs/")).toBe(false)
  })
  it("marks a language's home page only on itself, not on every page below its folder (issue 41)", () => {
    const accueil = { label: "Accueil", path: "/fr/" }
    expect(isMenuItemActive(accueil, "/fr/")).toBe(true)
    expect(isMenuItemActive(accueil, "/fr")).toBe(true)
    expect(isMenuItemActive(accueil, "/fr/?x=1#top")).toBe(true)
    for (const page of ["/fr/a-propos/", "/fr/produits/", "/fr/blog/x/", "/fr/produits-phares/cabine-apple/", "/"])
      expect([page, isMenuItemActive(accueil, page)]).toEqual([page, false])
    for (const target of ["/fr", "/fr/", "/"]) expect(isMenuPathActive("/fr/a-propos/", target)).toBe(false)
  })
  it("still marks a French section for the pages below it, and only that section", () => {
    const frProducts = { label: "Nos produits", path: "/fr/produits", subItems: [{ label: "Cabine Apple", path: "/fr/cabine-apple" }] }
    expect(isMenuItemActive(frProducts, "/fr/produits/")).toBe(true)
    expect(isMenuItemActive(frProducts, "/fr/cabine-apple/")).toBe(true)
    expect(isMenuItemActive(frProducts, "/fr/a-propos/")).toBe(false)
    expect(isMenuPathActive("/fr/blog/un-article/", "/fr/blog")).toBe(true)
    expect(isMenuPathActive("/fr-ancien/", "/fr")).toBe(false)
  })
  it("marks exactly one top-level item of each language's menu on a page of that language", () => {
    const menus = {
      en: ["/", "/about", "/products", "/blogs", "/contact"],
      fr: ["/fr", "/fr/a-propos", "/fr/produits", "/fr/blog", "/fr/contact"],
    }
    for (const paths of Object.values(menus))
      for (const page of paths) {
        const marked = paths.filter((target) => isMenuPathActive(`${page}/`.replace("//", "/"), target))
        expect([page, marked]).toEqual([page, [page]])
      }
  })
  it("aria-current: the page itself only", () => {
    expect(isCurrentPage("/fr/a-propos/", "/fr/a-propos")).toBe(true)
    expect(isCurrentPage("/fr/a-propos/", "/fr/")).toBe(false)
    expect(isCurrentPage("/fr/", "/fr")).toBe(true)
    expect(isCurrentPage("/about/", "/")).toBe(false)
  })
  it("matches whole path segments only", () => {
    expect(isMenuItemActive({ label: "Blogs", path: "/blogs" }, "/blogs/")).toBe(true)
    expect(isMenuItemActive({ label: "Blogs", path: "/blogs" }, "/blogs-archive/")).toBe(false)
  })
})

describe("single-open accordion", () => {
  it("opens, replaces and closes", () => {
    let open: string | null = null
    open = toggleSingle(open, "products")
    expect(open).toBe("products")
    open = toggleSingle(open, "services")
    expect(open).toBe("services")
    open = toggleSingle(open, "services")
    expect(open).toBeNull()
  })
})

describe("paths", () => {
  it("normalises and compares", () => {
    expect(withTrailingSlash("/about")).toBe("/about/")
    expect(withTrailingSlash("/")).toBe("/")
    expect(normalizePath("/terms%26conditions/?x=1#top")).toBe("/terms%26conditions")
    expect(normalizePath("/terms&conditions/")).toBe("/terms&conditions")
    expect(isActivePath("/about/", "/about")).toBe(true)
    expect(isActivePath("/aboutus/", "/about")).toBe(false)
  })
  it("recognises an unknown article path", () => {
    expect(isUnknownBlogPath("/blog-details/999/")).toBe(true)
    expect(isUnknownBlogPath("/blog-details/999")).toBe(true)
    expect(isUnknownBlogPath("/blogs/999")).toBe(false)
  })
})
