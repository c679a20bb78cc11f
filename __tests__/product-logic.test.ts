import { defaultTabIndex, nextTabIndex, tabIds } from "../src/lib/ui/tabs"
import { parseSrcSet, toLightboxSlide, lightboxSlides, LIGHTBOX_DEFAULTS } from "../src/lib/ui/lightbox-slides"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { groupProducts } from "../src/lib/content/catalogue"
import { validate } from "../src/lib/content/content-schema"
import { catalogueSchema, type CatalogueData } from "../src/content-model/catalogue"
import { PRODUCT_GROUPS } from "../src/content-model/products"
import catalogueJson from "../data/catalogue.en.json"

const catalogue = catalogueJson as CatalogueData

describe("tabs", () => {
  it("selects the first tab by default (Size 1, 3 Rooms Villa), or a named one", () => {
    expect(defaultTabIndex(["size-1", "size-2", "size-3"])).toBe(0)
    expect(defaultTabIndex(["three-rooms", "two-rooms"])).toBe(0)
    expect(defaultTabIndex(["a", "b"], "b")).toBe(1)
    expect(defaultTabIndex(["a", "b"], "zzz")).toBe(0)
  })
  it("moves with the arrow keys, wrapping, and Home/End", () => {
    expect(nextTabIndex(0, "ArrowRight", 3)).toBe(1)
    expect(nextTabIndex(2, "ArrowRight", 3)).toBe(0)
    expect(nextTabIndex(0, "ArrowLeft", 3)).toBe(2)
    expect(nextTabIndex(1, "ArrowDown", 3)).toBe(2)
    expect(nextTabIndex(1, "ArrowUp", 3)).toBe(0)
    expect(nextTabIndex(1, "Home", 3)).toBe(0)
    expect(nextTabIndex(0, "End", 3)).toBe(2)
    expect(nextTabIndex(0, "Enter", 3)).toBeNull()
  })
  it("links tabs and panels with stable ids", () => {
    expect(tabIds("g1", "size-1")).toEqual({ tab: "g1-tab-size-1", panel: "g1-panel-size-1" })
  })
})

describe("lightbox slides from gatsby-plugin-image data", () => {
  const data = {
    width: 1600,
    height: 1000,
    layout: "constrained",
    images: {
      fallback: { src: "/static/x/1600.webp", srcSet: "/static/x/400.webp 400w,\n/static/x/800.webp 800w,\n/static/x/1600.webp 1600w" },
      sources: [],
    },
  }
  it("parses srcSet candidates", () => {
    expect(parseSrcSet("a.jpg 480w, b.jpg 960w")).toEqual([
      { src: "a.jpg", width: 480 },
      { src: "b.jpg", width: 960 },
    ])
    expect(parseSrcSet(undefined)).toEqual([])
  })
  it("builds responsive sources with heights from the aspect ratio", () => {
    const slide = toLightboxSlide(data, "A cabin")
    expect(slide.src).toBe("/static/x/1600.webp")
    expect(slide.alt).toBe("A cabin")
    expect(slide.srcSet).toEqual([
      { src: "/static/x/400.webp", width: 400, height: 250 },
      { src: "/static/x/800.webp", width: 800, height: 500 },
      { src: "/static/x/1600.webp", width: 1600, height: 1000 },
    ])
  })
  it("prefers WebP sources over the fallback", () => {
    const slide = toLightboxSlide({
      ...data,
      images: { fallback: { src: "/a.jpg", srcSet: "/a.jpg 800w" }, sources: [{ type: "image/webp", srcSet: "/a.webp 800w" }] },
    })
    expect(slide.src).toBe("/a.webp")
  })
  it("makes a gallery's slides: a picture from its responsive sources, a drawing's SVG from its URL at the zoom size, a missing file none", () => {
    const full = data as IGatsbyImageData
    const images = [
      { image: { childImageSharp: { full } }, alt: "A cabin" },
      { image: { publicURL: "/static/plan.svg" }, alt: "Floor plan" },
      { image: null, alt: "No file" },
    ]
    expect(lightboxSlides(images)).toEqual([
      toLightboxSlide(data, "A cabin"),
      { src: "/static/plan.svg", alt: "Floor plan", description: "Floor plan", width: 1600, height: 1200 },
    ])
    expect(lightboxSlides(images.slice(1, 2), { width: 3600, height: 2400 })).toEqual([
      { src: "/static/plan.svg", alt: "Floor plan", description: "Floor plan", width: 3600, height: 2400 },
    ])
  })
  it("keeps the spec's lightbox constants", () => {
    expect(LIGHTBOX_DEFAULTS).toEqual({ animation: { fade: 250, swipe: 500 }, carousel: { preload: 2, padding: "16px", spacing: "30%" } })
  })
})

describe("catalogue groups", () => {
  it("groups products, groups ordered by their first product, expandable models together", () => {
    const groups = groupProducts(
      [
        { group: "expandable", order: 7, name: "30" },
        { group: "cabins", order: 1, name: "apple" },
        { group: "expandable", order: 6, name: "20" },
        { group: "industrial", order: 5, name: "ind" },
        { group: "expandable", order: 8, name: "40" },
      ],
      catalogue.groups,
    )
    expect(groups.map((g) => g.group)).toEqual(["cabins", "industrial", "expandable"])
    expect(groups[2].products.map((p) => p.name)).toEqual(["20", "30", "40"])
    expect(groups[2].title).toBe("Expandable container houses")
    expect(groups[0].text).toBe("Compact, factory-finished units for guest rooms, retreats and resorts, installed in 1 to 3 days.")
  })

  it("has a heading and text in data/catalogue.en.json for every product group, and stops the build on a group without one", () => {
    expect(validate(catalogue, catalogueSchema)).toEqual([])
    expect(catalogue.groups.map((g) => g.group).sort()).toEqual([...PRODUCT_GROUPS].sort())
    expect(() => groupProducts([{ group: "villas", order: 1 }], catalogue.groups.slice(0, 1))).toThrow(
      'data/catalogue.en.json: no entry in "groups" for the product group "villas"',
    )
  })
})
