import fs from "fs"
import path from "path"
import { telHref, telUrl, whatsappUrl } from "../src/lib/enquiries/contact-links"
import { siteSchema } from "../src/content-model/site"
import { validate } from "../src/lib/content/content-schema"
import { siteTokens } from "../src/lib/content/legal-items"

/** The dialled copy of the number the site settings once had beside `phone` (spelt in two parts, so that no file names it). */
const REMOVED = ["phone", "Href"].join("")
const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "site.en.json"), "utf8"))

describe("telHref (the number a call link dials, from the number as shown)", () => {
  it.each([
    ["+262 262 00 01 23", "+262262000123"],
    ["+262 (262) 00-01-23", "+262262000123"],
    ["+33 1.23.45.67.89", "+33123456789"],
    ["  +262262000123 ", "+262262000123"],
    ["0262 00 01 23", "0262000123"],
  ])("%s → %s", (shown, dialled) => {
    expect(telHref(shown)).toBe(dialled)
    expect(telUrl(shown)).toBe(`tel:${dialled}`)
  })

  it("is what the site settings' phone gives every call link, the structured data and the legal texts", () => {
    expect(site.contact[REMOVED]).toBeUndefined()
    expect(telHref(site.contact.phone)).toMatch(/^\+\d{6,15}$/)
    expect(siteTokens({ ...site, siteUrl: "https://x.example" }).phoneDigits).toBe(telHref(site.contact.phone))
  })

  it("leaves WhatsApp links as they were", () => {
    expect(whatsappUrl("+262 692 00 01 23")).toBe("https://wa.me/262692000123")
  })
})

describe("the site settings' phone field (content model)", () => {
  const withPhone = (phone: string) => validate({ ...site, contact: { ...site.contact, phone } }, siteSchema)

  it.each([["+262 262 00 01 23"], ["+262262000123"], ["+33 1 23 45 67 89"], ["+1 (555) 0100"]])("accepts %s", (phone) => {
    expect(withPhone(phone)).toEqual([])
  })

  it.each([
    ["0262 00 01 23", "no + and country code"],
    ["+262 262 00 01 23 ext. 4", "letters"],
    ["+12345", "5 digits"],
    ["+1234 5678 9012 3456", "16 digits"],
    ["Call +262 262 00 01 23", "text before the +"],
    ["+33 (0)1 23 45 67 89", "a trunk prefix the link would dial"],
  ])("refuses %s (%s) with a message that says what to write", (phone) => {
    const [error, ...others] = withPhone(phone)
    expect(others).toEqual([])
    expect(error.field).toBe("contact.phone")
    expect(error.message).toMatch(/^is not valid: expected a phone number as visitors read it, starting with "\+" and the country code/)
  })

  it("has no second, dialled copy of the number to forget", () => {
    expect(Object.keys(siteSchema.contact.fields)).not.toContain(REMOVED)
    expect(validate({ ...site, contact: { ...site.contact, [REMOVED]: "+262262000123" } }, siteSchema)).toEqual([
      { field: `contact.${REMOVED}`, message: "is not a known field (misspelt?)" },
    ])
  })
})
