import { isExternalHref, linkKeywords } from "../src/lib/content/keyword-links"

const links = [
  { keyword: "light steel villas", href: "/light-steel-villas" },
  { keyword: "light steel", href: "/light-steel-villas" },
  { keyword: "Kaz Horizon", href: "/" },
  { keyword: "screw piles", href: "https://en.wikipedia.org/wiki/Screw_piles" },
]

describe("linkKeywords", () => {
  it("returns the text alone when there are no keywords", () => {
    expect(linkKeywords("Plain text.", [])).toEqual([{ type: "text", text: "Plain text." }])
    expect(linkKeywords("Plain text.", null)).toEqual([{ type: "text", text: "Plain text." }])
    expect(linkKeywords("", links)).toEqual([])
  })

  it("links several keywords in order, keeping the text between them", () => {
    const segs = linkKeywords("Kaz Horizon builds light steel villas on screw piles.", links)
    expect(segs).toEqual([
      { type: "link", text: "Kaz Horizon", href: "/", external: false },
      { type: "text", text: " builds " },
      { type: "link", text: "light steel villas", href: "/light-steel-villas", external: false },
      { type: "text", text: " on " },
      { type: "link", text: "screw piles", href: "https://en.wikipedia.org/wiki/Screw_piles", external: true },
      { type: "text", text: "." },
    ])
  })

  it("links every occurrence of a keyword used twice", () => {
    const segs = linkKeywords("Kaz Horizon ships. Ask Kaz Horizon.", links)
    expect(segs.filter((s) => s.type === "link")).toHaveLength(2)
    expect(segs.map((s) => s.text).join("")).toBe("Kaz Horizon ships. Ask Kaz Horizon.")
  })

  it("prefers the longest keyword where keywords overlap", () => {
    const segs = linkKeywords("Our light steel villas and light steel frames.", links)
    expect(segs).toEqual([
      { type: "text", text: "Our " },
      { type: "link", text: "light steel villas", href: "/light-steel-villas", external: false },
      { type: "text", text: " and " },
      { type: "link", text: "light steel", href: "/light-steel-villas", external: false },
      { type: "text", text: " frames." },
    ])
  })

  it("gives the leftmost match priority over a longer one starting later", () => {
    const segs = linkKeywords("ab cd ef", [
      { keyword: "ab cd", href: "/a" },
      { keyword: "cd ef", href: "/b" },
    ])
    expect(segs).toEqual([
      { type: "link", text: "ab cd", href: "/a", external: false },
      { type: "text", text: " ef" },
    ])
  })

  it("ignores case and keeps the text's own spelling", () => {
    const segs = linkKeywords("LIGHT STEEL VILLAS are popular.", links)
    expect(segs[0]).toEqual({ type: "link", text: "LIGHT STEEL VILLAS", href: "/light-steel-villas", external: false })
  })

  it("matches whole words only", () => {
    expect(linkKeywords("Kaz Horizons and lightsteel", links)).toEqual([{ type: "text", text: "Kaz Horizons and lightsteel" }])
    expect(linkKeywords("(Kaz Horizon)", links)[1]).toMatchObject({ type: "link", text: "Kaz Horizon" })
  })

  it("tells http targets from internal ones", () => {
    expect(isExternalHref("https://example.org")).toBe(true)
    expect(isExternalHref("http://example.org")).toBe(true)
    expect(isExternalHref("HTTPS://EXAMPLE.ORG")).toBe(true)
    expect(isExternalHref("/industrial-building")).toBe(false)
    expect(isExternalHref("/")).toBe(false)
  })

  it("keeps text that looks like HTML as plain text, and handles regex characters in keywords", () => {
    const text = '<b>Bold</b> & <script>alert("x")</script> costs $5 (approx.) at Kaz Horizon'
    const segs = linkKeywords(text, [...links, { keyword: "$5 (approx.)", href: "/" }])
    expect(segs.map((s) => s.text).join("")).toBe(text)
    expect(segs.filter((s) => s.type === "link").map((s) => s.text)).toEqual(["$5 (approx.)", "Kaz Horizon"])
    expect(segs[0]).toEqual({ type: "text", text: '<b>Bold</b> & <script>alert("x")</script> costs ' })
  })

  it("ignores empty keywords", () => {
    expect(linkKeywords("text", [{ keyword: "", href: "/" }])).toEqual([{ type: "text", text: "text" }])
  })
})
