import { uiFor } from "../src/i18n"
import {
  PHONE_PATTERN,
  isE164,
  isValidPhone,
  validateBrochure,
  validateContact,
  validateProductQuote,
  validateQuote,
} from "../src/lib/enquiries/form-validation"

describe("phone pattern: +, 1-4 digits, optional space, 7-15 digits", () => {
  it("is the spec's pattern", () => expect(PHONE_PATTERN.source).toBe(String.raw`^\+\d{1,4}\s?\d{7,15}$`))
  it.each([
    ["+262692123456", true],
    ["+262 692123456", true],
    ["+1 2025550123", true],
    ["+18005550", true], // 8 digits: 1 + 7, the shortest
    ["+1800555", false], // 7 digits: too short
    ["+1234 123456789012345", true], // 4 + 15
    ["+1234123456789012345", true], // 19 digits: 4 + 15, the longest
    ["+12341234567890123456", false], // 20 digits: too long however it is split
    ["+1 123456", false], // 6 digits after the space
    ["+12345 1234567", false], // 5-digit country code before the space
    ["262692123456", false], // no plus
    ["+262 692 12 34 56", false], // spaces inside the number
    ["+262-692123456", false],
    ["+", false],
    ["", false],
    [" +262692123456", false],
    ["+262692123456 ", false],
  ])("%j → %s", (phone, ok) => {
    expect(isValidPhone(phone)).toBe(ok)
  })
  it("rejects null and undefined", () => {
    expect(isValidPhone(null)).toBe(false)
    expect(isValidPhone(undefined)).toBe(false)
  })
})

const contact = { firstName: "Marie", lastName: "Payet", email: "m@example.com", phone: "0692", message: "Hi" }
const quote = { name: "Marie Payet", email: "m@example.com", phone: "+262692123456", message: "Hi" }
const brochure = { name: "Marie Payet", email: "m@example.com", phone: "+262692123456" }

describe("contact form: all five fields required, no phone rule", () => {
  it("accepts a complete form whatever the phone looks like", () => expect(validateContact(contact)).toEqual({ ok: true }))
  it.each(Object.keys(contact))("reports %s when it is empty or blank", (field) => {
    for (const blank of ["", "   ", undefined]) {
      expect(validateContact({ ...contact, [field]: blank })).toEqual({
        ok: false,
        reason: "required",
        field,
        missing: [field],
        every: false,
      })
    }
  })
})

describe("general quote: four fields required, no phone rule", () => {
  it("accepts a complete form with any phone", () => expect(validateQuote({ ...quote, phone: "692 12 34 56" })).toEqual({ ok: true }))
  it.each(Object.keys(quote))("reports %s when empty", (field) =>
    expect(validateQuote({ ...quote, [field]: "" })).toEqual({ ok: false, reason: "required", field, missing: [field], every: false }),
  )
})

describe("product quote: four fields required, then the phone pattern", () => {
  it("accepts a complete form", () => expect(validateProductQuote(quote)).toEqual({ ok: true }))
  it.each(Object.keys(quote))("reports %s when empty", (field) =>
    expect(validateProductQuote({ ...quote, [field]: "" })).toEqual({
      ok: false,
      reason: "required",
      field,
      missing: [field],
      every: false,
    }),
  )
  it("reports a bad phone", () =>
    expect(validateProductQuote({ ...quote, phone: "+33" })).toEqual({ ok: false, reason: "phone", field: "phone" }))
  it("lists every empty field in form order, the first to focus", () =>
    expect(validateProductQuote({ ...quote, message: "", name: " " })).toEqual({
      ok: false,
      reason: "required",
      field: "name",
      missing: ["name", "message"],
      every: false,
    }))
  it("says when every required field is empty", () =>
    expect(validateBrochure({ name: "", email: " ", phone: "" })).toMatchObject({ missing: ["name", "email", "phone"], every: true }))
  it("reports an empty field before a bad phone", () =>
    expect(validateProductQuote({ ...quote, phone: "12", message: "" })).toMatchObject({ reason: "required", field: "message" }))
})

describe("brochure: name, e-mail, phone required, then the phone pattern", () => {
  it("accepts a complete form (no message field)", () => expect(validateBrochure(brochure)).toEqual({ ok: true }))
  it.each(Object.keys(brochure))("reports %s when empty", (field) =>
    expect(validateBrochure({ ...brochure, [field]: "" })).toEqual({
      ok: false,
      reason: "required",
      field,
      missing: [field],
      every: false,
    }),
  )
  it("reports a bad phone", () =>
    expect(validateBrochure({ ...brochure, phone: "0692123456" })).toMatchObject({ reason: "phone", field: "phone" }))
})

it("has the spec's exact message for each reason", () => {
  const { validation } = uiFor("en").forms
  expect(validation.required).toBe("Please fill in all the fields.")
  expect(validation.phone).toBe("Please enter a valid phone number with country code.")
})

describe("isE164 (what the phone widget accepts as its value)", () => {
  it("takes '+' and digits only", () => {
    expect(isE164("+262692000123")).toBe(true)
    for (const bad of ["", "+", "262692000123", "+262 692 00 01 23", "+262-692", "+33a"]) expect(isE164(bad)).toBe(false)
  })
})
