import fs from "fs"
import path from "path"
import { describeField, labelOf, parseFieldPath } from "../src/lib/content/describe-field"
import { labelOf as cmsLabelOf } from "../src/content-model/cms-config"
import { productSchema } from "../src/content-model/products"
import { blogPostSchema } from "../src/content-model/blog"
import { siteSchema } from "../src/content-model/site"
import { navigationSchema } from "../src/content-model/navigation"

const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", rel), "utf8"))
const cabin = read("products/apple-cabins.en.json")
const cabinFr = read("products/apple-cabins.fr.json")
const article = read("blog/3.en.json")

describe("describeField (a field in the maintainer's words)", () => {
  it("parses a code path", () => {
    expect(parseFieldPath("sections[3].tabs[0].description")).toEqual(["sections", 3, "tabs", 0, "description"])
    expect(parseFieldPath("seo.description")).toEqual(["seo", "description"])
  })

  it("uses the editor's labels", () => {
    expect(labelOf).toBe(cmsLabelOf)
    expect(labelOf("keywordLinks")).toBe("Keyword links")
    expect(labelOf("seo")).toBe("SEO")
  })

  it("numbers rows from 1 and names a row by its own label, the language side of a translation last", () => {
    expect(describeField("specs[1].value", productSchema, cabin)).toBe("Specs, row 2 (Installation on site)")
    expect(describeField("specs[1].value", productSchema, { ...cabin, specs: cabinFr.specs }, "fr")).toBe(
      "Specs, row 2 (Installation sur site), French side",
    )
    expect(describeField("specs[1].label", productSchema, cabin, "en")).toBe("Specs, row 2 (Installation on site), label")
  })

  it("paragraphs of a text list, groups, blocks by their heading or type, nested rows", () => {
    expect(describeField("intro[1]", productSchema, cabin)).toBe("Intro paragraph 2")
    expect(describeField("seo.description", productSchema, cabin)).toBe("SEO description")
    expect(describeField("planner.floorArea.default", productSchema, cabin)).toBe("Planner floor area default")
    expect(describeField("content[2].text", blogPostSchema, article)).toMatch(/^Content, block 3 \((.+)\), text$/)
    const heading = article.content.findIndex((b: { type: string }) => b.type === "heading")
    expect(describeField(`content[${heading}].text`, blogPostSchema, article)).toBe(
      `Content, block ${heading + 1} (${article.content[heading].text.length > 40 ? article.content[heading].text.slice(0, 39).trimEnd() + "…" : article.content[heading].text}), text`,
    )
    const paragraph = article.content.findIndex((b: { type: string; text?: string }) => b.type === "paragraph")
    expect(describeField(`content[${paragraph}].text`, blogPostSchema, article)).toBe(`Content, block ${paragraph + 1} (Paragraph), text`)
    expect(describeField("main[2].subItems[0].path", navigationSchema, read("navigation.en.json"))).toMatch(
      /^Main, row 3 \(.+\), sub items, row 1 \(.+\), path$/,
    )
  })

  it("works without the file (no row names), with the source side when asked, and for a field the model does not know", () => {
    expect(describeField("social[1].url", siteSchema)).toBe("Social, row 2, url")
    expect(describeField("contact.phone", siteSchema, undefined, "en", { sourceSide: true })).toBe("Contact phone, English side")
    expect(describeField("titel", blogPostSchema, article, "fr")).toBe("Titel, French side")
    expect(describeField("(file)", blogPostSchema, article, "fr")).toBe("The whole file, French side")
  })
})
