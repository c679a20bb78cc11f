import { isMenuItemActive, isScrollUpActive, showsBrochureButton, showsCtaBanner, toggleSingle } from "../src/lib/ui/layout-rules"
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
