import fs from "fs"
import path from "path"
import { fillTokens, linkKind, parseInline, parseLegalItem, plainText, sectionId, siteTokens } from "../src/lib/content/legal-items"

describe("parseLegalItem: 'label: text'", () => {
  it("splits at the first colon", () => {
    expect(parseLegalItem("Right to know: to ask what we hold: all of it.")).toEqual({
      label: "Right to know",
      text: "to ask what we hold: all of it.",
    })
  })
  it("keeps parentheses in labels", () => {
    expect(parseLegalItem("Letter of credit (LC): an irrevocable credit.").label).toBe("Letter of credit (LC)")
  })
  it("has no label without a colon", () => {
    expect(parseLegalItem("Server logs are kept 12 months.")).toEqual({ label: null, text: "Server logs are kept 12 months." })
  })
  it("does not take a sentence, a link or a URL scheme for a label", () => {
    expect(parseLegalItem("We keep it. Then: we delete it").label).toBeNull()
    expect(parseLegalItem("Write to [us](mailto:a@b.example) now").label).toBeNull()
    expect(parseLegalItem("https://example.org/page").label).toBeNull()
    expect(parseLegalItem("Label:").label).toBeNull()
  })
  it("trims and treats an over-long run before the colon as text", () => {
    const long = `${"word ".repeat(20)}: end`
    expect(parseLegalItem(long).label).toBeNull()
    expect(parseLegalItem("  Identifiers :  name  ")).toEqual({ label: "Identifiers", text: "name" })
  })
})

describe("fillTokens", () => {
  it("replaces known tokens and rejects unknown ones", () => {
    expect(fillTokens("Mail {email} or call {phone}", { email: "a@b.example", phone: "+262" })).toBe("Mail a@b.example or call +262")
    expect(() => fillTokens("Hi {nope}", {})).toThrow(/Unknown token \{nope\}/)
  })
})

describe("parseInline: [text](target)", () => {
  it("splits text and links of each kind", () => {
    expect(
      parseInline(
        "See [our page](/contact), [mail](mailto:a@b.example), [call](tel:+262262000123) or [ads](https://optout.aboutads.info/).",
      ),
    ).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "our page", href: "/contact", kind: "internal" },
      { type: "text", text: ", " },
      { type: "link", text: "mail", href: "mailto:a@b.example", kind: "mailto" },
      { type: "text", text: ", " },
      { type: "link", text: "call", href: "tel:+262262000123", kind: "tel" },
      { type: "text", text: " or " },
      { type: "link", text: "ads", href: "https://optout.aboutads.info/", kind: "external" },
      { type: "text", text: "." },
    ])
  })
  it("rejects unsafe or malformed targets", () => {
    expect(() => parseInline("[x](javascript:alert(1))")).toThrow()
    expect(() => parseInline("[x](http://insecure.example)")).toThrow()
    expect(linkKind("//evil.example")).toBeNull()
  })
  it("gives the plain text", () => {
    expect(plainText("Use [the form](/contact).")).toBe("Use the form.")
  })
})

describe("sectionId", () => {
  it("drops the number and slugifies", () => {
    expect(sectionId("11. Your rights under the GDPR")).toBe("your-rights-under-the-gdpr")
    expect(sectionId("16. California 'Shine the Light' law")).toBe("california-shine-the-light-law")
    expect(sectionId("Données")).toBe("donnees")
  })
})

describe("the legal content files", () => {
  const dir = path.join(__dirname, "..", "data", "legal")
  const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "site.en.json"), "utf8"))
  const tokens = siteTokens({ ...site, siteUrl: "https://kaz-horizon.example" })
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json"))

  it.each(files)("%s: every text has known tokens and valid links", (file) => {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))
    const texts: string[] = [...(doc.intro ?? [])]
    for (const s of doc.sections)
      texts.push(s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []), ...(s.details ?? []).map((d: { value: string }) => d.value))
    for (const text of texts) expect(() => parseInline(fillTokens(text, tokens))).not.toThrow()
  })
})
