import fs from "fs"
import path from "path"
import { validate } from "../src/lib/content/content-schema"
import { blogPostSchema, BLOG_CATEGORIES } from "../src/content-model/blog"
import { serviceSchema } from "../src/content-model/services"
import { homeSchema } from "../src/content-model/home"
import { aboutSchema } from "../src/content-model/about"
import { groupBlocks } from "../src/lib/content/blog"
import { formatDate, parseIsoDate } from "../src/lib/content/dates"
import { linkKeywords } from "../src/lib/content/keyword-links"

const data = path.join(__dirname, "..", "data")
const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(data, rel), "utf8"))
const posts = Array.from({ length: 14 }, (_v, i) => read(`blog/${i + 1}.en.json`))

// Image existence is checked by the build (validate-content); here the shape and the editorial rules.
describe("blog articles", () => {
  it.each(posts.map((p) => [p.id, p]))("article %s matches the schema", (_id, post) => {
    expect(validate(post, blogPostSchema)).toEqual([])
  })

  it("has ids '1' to '14', dated April 24 to July 7, 2025 in order", () => {
    expect(posts.map((p) => p.id)).toEqual(Array.from({ length: 14 }, (_v, i) => String(i + 1)))
    expect(formatDate(posts[0].date)).toBe("April 24, 2025")
    expect(formatDate(posts[13].date)).toBe("July 7, 2025")
    const times = posts.map((p) => parseIsoDate(p.date))
    times.slice(1).forEach((t, i) => expect(t).toBeGreaterThan(times[i]))
  })

  it("uses every category of the spec", () => {
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES))
  })

  it.each(posts.map((p) => [p.id, p]))(
    "article %s is a real article: 500+ words, intro first, headings, an image pair, working keywords",
    (_id, post) => {
      const words = post.content.reduce((n: number, b: { text?: string }) => n + (b.text ? b.text.split(/\s+/).length : 0), 0)
      expect(words).toBeGreaterThanOrEqual(500)
      expect(post.content[0].type).toBe("intro")
      expect(post.content.filter((b: { type: string }) => b.type === "heading").length).toBeGreaterThanOrEqual(3)
      expect(groupBlocks(post.content).some((g) => g.kind === "pair")).toBe(true)
      expect(post.image).toBe(`../images/blog/cover-${String(post.id).padStart(2, "0")}.jpg`)
      const text = post.content
        .filter((b: { type: string }) => b.type !== "heading")
        .map((b: { text?: string }) => b.text ?? "")
        .join("\n")
      for (const link of post.keywordLinks) {
        const found = linkKeywords(text, [link]).some((s) => s.type === "link")
        expect([link.keyword, found]).toEqual([link.keyword, true])
      }
      expect(JSON.stringify(post)).not.toMatch(/lorem|ipsum|coming soon|TODO/i)
    },
  )

  it("links to every target the spec names, and to external sites", () => {
    const hrefs = new Set(posts.flatMap((p) => p.keywordLinks.map((l: { href: string }) => l.href)))
    for (const target of [
      "/light-steel-villas",
      "/industrial-building",
      "/expandable-container-house/20ft",
      "/expandable-container-house/30ft",
      "/",
    ])
      expect(hrefs).toContain(target)
    expect([...hrefs].filter((h) => /^https?:\/\//.test(h)).length).toBeGreaterThanOrEqual(3)
  })
})

describe("home, about and services content", () => {
  it("home.en.json and about.en.json match their schemas", () => {
    expect(validate(read("home.en.json"), homeSchema)).toEqual([])
    expect(validate(read("about.en.json"), aboutSchema)).toEqual([])
  })
  it("has the spec's statistics and four hero slides", () => {
    const home = read("home.en.json")
    expect(home.stats).toEqual([
      { count: 19, title: "Years of Experience" },
      { count: 189, title: "Satisfied Customers" },
      { count: 189, title: "Finished Projects" },
      { count: 167, title: "Collaborators Worldwide" },
    ])
    expect(home.hero).toHaveLength(4)
    expect(home.models.cards).toHaveLength(6)
    expect(home.testimonials.items.map((t: { rating: number }) => t.rating)).toEqual([5, 5, 5])
  })
  it("states the cancellation rule in the FAQ", () => {
    const faq = read("about.en.json")
      .faq.items.map((i: { answer: string }) => i.answer)
      .join(" ")
    expect(faq).toMatch(/8 business days after signing/)
    expect(faq).toMatch(/minus the bank transfer fees/)
  })
  it("has the six services, ids 1 to 6, in the spec's order", () => {
    const services = Array.from({ length: 6 }, (_v, i) => read(`services/${i + 1}.en.json`))
    services.forEach((s) => expect(validate(s, serviceSchema)).toEqual([]))
    expect(services.map((s) => s.title)).toEqual([
      "Property Management",
      "Mortgage Service",
      "Consulting Service",
      "Home Buying",
      "Home Selling",
      "Escrow Services",
    ])
    // each card carries its service's own summary: never the spec's "over 1 million homes for sale" (issue 56)
    expect(new Set(services.map((s) => s.summary)).size).toBe(6)
    expect(JSON.stringify(read("about.en.json"))).not.toMatch(/homes for sale/)
  })
})
