import {
  breakpointAt,
  perViewAt,
  perViewAtWidth,
  perViewCssVars,
  slickLayout,
  trackArrowLeft,
  type SlidesPerView,
} from "../src/lib/ui/carousel"
import fs from "fs"
import path from "path"

const readProduct = (slug: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "products", `${slug}.en.json`), "utf8")) as {
    carousel: SlidesPerView
    gallery: unknown[]
  }

describe("breakpoints (mobile first)", () => {
  it("maps widths to the site's breakpoints", () => {
    expect(breakpointAt(320)).toBe("base")
    expect(breakpointAt(479)).toBe("base")
    expect(breakpointAt(480)).toBe("sm")
    expect(breakpointAt(767)).toBe("sm")
    expect(breakpointAt(768)).toBe("md")
    expect(breakpointAt(1023)).toBe("md")
    expect(breakpointAt(1024)).toBe("lg")
    expect(breakpointAt(1200)).toBe("xl")
    expect(breakpointAt(1920)).toBe("xl")
  })
  it("falls back to the nearest smaller breakpoint's value", () => {
    const s: SlidesPerView = { base: 1.2, md: 2, lg: 3, loop: true }
    expect(perViewAt(s, "sm")).toBe(1.2)
    expect(perViewAt(s, "xl")).toBe(3)
  })
})

/** Spec 2.8 and issue 5: slides per view at 375, 600, 800 and 1280 px, from each page's own data file. */
describe.each([
  ["apple-cabins", [1.2, 1.2, 2, 3]],
  ["capsule-houses", [1.2, 1.2, 2, 3]],
  ["luxury-villa", [1.2, 1.2, 2, 3]],
  ["light-steel-villas", [1.2, 1.2, 2, 3]],
  ["industrial-building", [1, 1, 1.5, 2]],
  ["expandable-20ft", [1, 1.5, 2, 3]],
  ["expandable-30ft", [1, 1.5, 2, 3]],
  ["expandable-40ft", [1.2, 1.2, 2, 3]],
])("%s carousel", (slug, expected) => {
  const { carousel, gallery } = readProduct(slug)
  it.each([375, 600, 800, 1280].map((w, i) => [w, expected[i]]))("at %ipx shows %f slides", (width, perView) => {
    expect(perViewAtWidth(carousel, width)).toBe(perView)
  })
  it("loops when there is more than one image", () => {
    expect(slickLayout(carousel, "lg", gallery.length).infinite).toBe(gallery.length > 3)
    expect(slickLayout(carousel, "base", gallery.length).infinite).toBe(gallery.length > 1)
  })
})

describe("slickLayout", () => {
  const apple: SlidesPerView = { base: 1.2, md: 2, lg: 3, loop: true }
  it("never passes a fraction to react-slick: 1.2 is one slide in a list 83.333% wide", () => {
    expect(slickLayout(apple, "base", 8)).toMatchObject({ slidesToShow: 1, listWidthPercent: 83.333 })
    expect(slickLayout(apple, "md", 8)).toMatchObject({ slidesToShow: 2, listWidthPercent: 100 })
    expect(slickLayout({ base: 1, md: 1.5, lg: 2, loop: true }, "md", 6)).toMatchObject({ slidesToShow: 1, listWidthPercent: 66.667 })
  })
  it("shows arrows on large screens only", () => {
    expect(slickLayout(apple, "md", 8).arrows).toBe(false)
    expect(slickLayout(apple, "lg", 8).arrows).toBe(true)
    expect(slickLayout(apple, "xl", 8).arrows).toBe(true)
  })
  it("autoplays the industrial carousel every 3000 ms, not with reduced motion", () => {
    const industrial = readProduct("industrial-building").carousel
    expect(slickLayout(industrial, "md", 6)).toMatchObject({ autoplay: true, autoplaySpeed: 3000 })
    expect(slickLayout(industrial, "md", 6, { reducedMotion: true }).autoplay).toBe(false)
    expect(slickLayout(apple, "md", 8).autoplay).toBe(false)
  })
  it("does not loop a single image", () => {
    expect(slickLayout(apple, "base", 1)).toMatchObject({ infinite: false, slidesToShow: 1 })
  })
})

describe("perViewCssVars", () => {
  it("gives the server HTML every breakpoint's slides per view", () => {
    expect(perViewCssVars({ base: 1, sm: 1.5, md: 2, lg: 3, loop: true })).toEqual({
      "--per-base": "1",
      "--per-sm": "1.5",
      "--per-md": "2",
      "--per-lg": "3",
      "--per-xl": "3",
    })
  })
})

describe("trackArrowLeft (the reviews' arrows)", () => {
  // three cards of 300 px with the spec's 30 px gap
  const one = { clientWidth: 300, cardWidth: 300, gap: 30, count: 3 }
  const two = { clientWidth: 630, cardWidth: 300, gap: 30, count: 3 }

  it("one card per view: one card at a time, round at both ends", () => {
    expect(trackArrowLeft({ ...one, scrollLeft: 0 }, 1)).toBe(330)
    expect(trackArrowLeft({ ...one, scrollLeft: 330 }, 1)).toBe(660)
    expect(trackArrowLeft({ ...one, scrollLeft: 660 }, 1)).toBe(0)
    expect(trackArrowLeft({ ...one, scrollLeft: 0 }, -1)).toBe(660)
    expect(trackArrowLeft({ ...one, scrollLeft: 660 }, -1)).toBe(330)
  })

  it("two cards per view: the last view is the second card's", () => {
    expect(trackArrowLeft({ ...two, scrollLeft: 0 }, 1)).toBe(330)
    expect(trackArrowLeft({ ...two, scrollLeft: 330 }, 1)).toBe(0)
    expect(trackArrowLeft({ ...two, scrollLeft: 0 }, -1)).toBe(330)
  })

  it("reads the first card in view from a position a swipe left between two cards", () => {
    expect(trackArrowLeft({ ...one, scrollLeft: 340 }, 1)).toBe(660)
    expect(trackArrowLeft({ ...one, scrollLeft: 320 }, -1)).toBe(0)
  })

  it("stays at the start when the cards have no width (not laid out)", () => {
    expect(trackArrowLeft({ scrollLeft: 0, clientWidth: 0, cardWidth: 0, gap: 0, count: 3 }, 1)).toBe(0)
  })
})
