import { absoluteUrl, canonicalUrl, pageTitle } from "../src/lib/seo/seo"

describe("seo helpers", () => {
  it("builds titles", () => {
    expect(pageTitle("About Us", "Kaz Horizon", "A home for everyone")).toBe("About Us | Kaz Horizon")
    expect(pageTitle(undefined, "Kaz Horizon", "A home for everyone")).toBe("Kaz Horizon | A home for everyone")
  })
  it("builds canonical and absolute URLs", () => {
    expect(canonicalUrl("https://example.org/", "/about")).toBe("https://example.org/about/")
    expect(canonicalUrl("https://example.org", "/terms&conditions/")).toBe("https://example.org/terms&conditions/")
    expect(absoluteUrl("https://example.org", "/static/x.jpg")).toBe("https://example.org/static/x.jpg")
    expect(absoluteUrl("https://example.org", "https://cdn.example.org/x.jpg")).toBe("https://cdn.example.org/x.jpg")
  })
})
