import { brochureParams, contactParams, productQuoteParams, quoteParams } from "../src/lib/enquiries/email-params"
import { uiFor } from "../src/i18n"

const { email: texts, mailto: mailtoTexts } = uiFor("en").forms

const full = { name: "Marie Payet", email: "marie@example.com", phone: "+262 692123456", message: "Two cabins for Saint-Gilles." }

describe("contact template params", () => {
  it.each([
    [
      "all values",
      { firstName: "Marie", lastName: "Payet", email: "marie@example.com", phone: "+262692123456", message: "Hello" },
      { name: "Marie Payet", email: "marie@example.com", phone: "+262692123456", message: "Hello" },
    ],
    [
      "first name only",
      { firstName: "Marie" },
      { name: "Marie", email: "No email provided", phone: "No phone provided", message: "No message provided" },
    ],
    [
      "last name only",
      { lastName: "Payet" },
      { name: "Payet", email: "No email provided", phone: "No phone provided", message: "No message provided" },
    ],
    ["nothing", {}, { name: "No name provided", email: "No email provided", phone: "No phone provided", message: "No message provided" }],
    [
      "blank strings and nulls",
      { firstName: "  ", lastName: null, email: " ", phone: "", message: "\n" },
      { name: "No name provided", email: "No email provided", phone: "No phone provided", message: "No message provided" },
    ],
    [
      "names are trimmed and joined by one space",
      { firstName: " Jean ", lastName: " Hoarau", email: "j@example.com", phone: "1", message: "m" },
      { name: "Jean Hoarau", email: "j@example.com", phone: "1", message: "m" },
    ],
  ])("%s", (_label, values, expected) => {
    expect(contactParams(values, texts)).toStrictEqual(expected)
  })

  it("keeps the message verbatim (spaces, line breaks, markup, emoji)", () => {
    const message = "  <b>bold</b> & <script>x</script>\n\n🏠 ok  "
    expect(contactParams({ message }, texts).message).toBe(message)
  })
})

describe("general quote template params", () => {
  it.each([
    ["all values", full, { ...full, product: "", subject: "General Quote Request" }],
    [
      "nothing",
      {},
      {
        name: "No name provided",
        email: "No email provided",
        phone: "No phone provided",
        message: "No message provided",
        product: "",
        subject: "General Quote Request",
      },
    ],
  ])("%s", (_l, values, expected) => expect(quoteParams(values, texts)).toStrictEqual(expected))
})

describe("product quote template params", () => {
  it.each([
    ["with a product", { ...full, product: "Apple Cabin" }, { ...full, product: "Apple Cabin", subject: "Quote Request for Apple Cabin" }],
    [
      "the 40ft model's full name",
      { ...full, product: "Expandable Container Houses 40ft Model" },
      { ...full, product: "Expandable Container Houses 40ft Model", subject: "Quote Request for Expandable Container Houses 40ft Model" },
    ],
    ["without a product", { ...full }, { ...full, product: "No product specified", subject: "Quote Request for No product specified" }],
    [
      "with a blank product",
      { ...full, product: " " },
      { ...full, product: "No product specified", subject: "Quote Request for No product specified" },
    ],
    [
      "nothing",
      {},
      {
        name: "No name provided",
        email: "No email provided",
        phone: "No phone provided",
        message: "No message provided",
        product: "No product specified",
        subject: "Quote Request for No product specified",
      },
    ],
  ])("%s", (_l, values, expected) => expect(productQuoteParams(values, texts)).toStrictEqual(expected))
})

describe("brochure template params", () => {
  const person = { name: "Marie Payet", email: "marie@example.com", phone: "+262692123456" }
  it.each([
    [
      "from a page without a product",
      person,
      { ...person, message: "No message provided", product: "Brochure Download", subject: "Brochure Request" },
    ],
    [
      "from a product page",
      { ...person, product: "Apple Cabin" },
      { ...person, message: "No message provided", product: "Apple Cabin", subject: "Brochure Request for Apple Cabin" },
    ],
    [
      "nothing",
      {},
      {
        name: "No name provided",
        email: "No email provided",
        phone: "No phone provided",
        message: "No message provided",
        product: "Brochure Download",
        subject: "Brochure Request",
      },
    ],
  ])("%s", (_l, values, expected) => expect(brochureParams(values, texts)).toStrictEqual(expected))
})

import { enquiryMailto, mailtoHref } from "../src/lib/enquiries/mailto"

describe("mailto fallback", () => {
  it("encodes subject and body (RFC 6068: %20 spaces, CRLF line breaks)", () => {
    expect(mailtoHref("hello@kaz-horizon.example", "Quote & more", "a b\nc")).toBe(
      "mailto:hello@kaz-horizon.example?subject=Quote%20%26%20more&body=a%20b%0D%0Ac",
    )
  })
  it("writes the whole enquiry, verbatim", () => {
    const params = productQuoteParams({ ...full, product: "Apple Cabin", message: "<b>2</b> cabins 🏠\nport: Le Port" }, texts)
    const href = enquiryMailto("hello@kaz-horizon.example", params, mailtoTexts)
    expect(href.startsWith("mailto:hello@kaz-horizon.example?subject=Quote%20Request%20for%20Apple%20Cabin&body=")).toBe(true)
    const body = decodeURIComponent(href.split("&body=")[1])
    expect(body).toBe(
      `Name: ${full.name}\r\nE-mail: ${full.email}\r\nPhone: ${full.phone}\r\nProduct: Apple Cabin\r\n\r\n<b>2</b> cabins 🏠\r\nport: Le Port`,
    )
  })
  it("uses a generic subject for the contact form", () => {
    expect(enquiryMailto("a@example.com", contactParams({ firstName: "A" }, texts), mailtoTexts)).toContain(
      "subject=Enquiry%20from%20the%20website",
    )
  })
})

import { foldQuoteDetails } from "../src/lib/enquiries/email-params"

describe("the quote forms' optional fields, folded into the message", () => {
  const message = "Two cabins for Saint-Gilles."
  it.each([
    ["both empty: the message unchanged", {}, message],
    ["both blank strings", { deliveryPort: "", customisation: "" }, message],
    ["whitespace only counts as empty", { deliveryPort: "  \t", customisation: "\n \n" }, message],
    ["nulls", { deliveryPort: null, customisation: null }, message],
    ["the delivery port only", { deliveryPort: "Port Louis (Mauritius)" }, `${message}\n\nDelivery port: Port Louis (Mauritius)`],
    ["the customisation only", { customisation: "White cladding" }, `${message}\n\nCustomisation: White cladding`],
    [
      "both, the port first",
      { deliveryPort: "Longoni (Mayotte)", customisation: "A second bathroom" },
      `${message}\n\nDelivery port: Longoni (Mayotte)\nCustomisation: A second bathroom`,
    ],
    [
      "values trimmed at both ends, inner line breaks kept",
      { deliveryPort: "  Durban \n", customisation: "\n Two bedrooms,\nsolar panels  " },
      `${message}\n\nDelivery port: Durban\nCustomisation: Two bedrooms,\nsolar panels`,
    ],
    [
      "a value that looks like a placeholder stays as typed",
      { customisation: "{product} {value}" },
      `${message}\n\nCustomisation: {product} {value}`,
    ],
  ])("%s", (_l, details, expected) => expect(foldQuoteDetails(message, details, texts)).toBe(expected))

  it("never rewrites the visitor's message (spaces, line breaks, markup, emoji)", () => {
    const typed = "  <b>bold</b> & <script>x</script>\n\n🏠 ok  \n"
    expect(foldQuoteDetails(typed, {}, texts)).toBe(typed)
    const folded = foldQuoteDetails(typed, { deliveryPort: "Moroni (Comoros)" }, texts)
    expect(folded.startsWith(typed)).toBe(true)
    expect(folded).toBe(`${typed}\n\nDelivery port: Moroni (Comoros)`)
  })

  it("the general quote: six keys, optional fields in the message", () => {
    expect(quoteParams({ ...full, deliveryPort: "Mombasa (Kenya)", customisation: "Insulated roof" }, texts)).toStrictEqual({
      ...full,
      message: `${full.message}\n\nDelivery port: Mombasa (Kenya)\nCustomisation: Insulated roof`,
      product: "",
      subject: "General Quote Request",
    })
    expect(quoteParams({ ...full, deliveryPort: " ", customisation: "" }, texts)).toStrictEqual({
      ...full,
      product: "",
      subject: "General Quote Request",
    })
  })

  it("the product quote: six keys, optional fields in the message", () => {
    expect(productQuoteParams({ ...full, product: "Apple Cabin", customisation: "Dark grey shell" }, texts)).toStrictEqual({
      ...full,
      message: `${full.message}\n\nCustomisation: Dark grey shell`,
      product: "Apple Cabin",
      subject: "Quote Request for Apple Cabin",
    })
  })

  it("a blank message keeps its default, the lines follow it (the forms refuse a blank message before this)", () => {
    expect(quoteParams({ deliveryPort: "Le Havre (France)" }, texts).message).toBe(
      "No message provided\n\nDelivery port: Le Havre (France)",
    )
  })

  it("the line texts live in the interface words (src/i18n/en/forms.ts)", () => {
    expect(texts.details).toEqual({ deliveryPort: "Delivery port: {value}", customisation: "Customisation: {value}" })
  })
})

describe("French subjects", () => {
  const fr = uiFor("fr").forms.email
  // the product's name has a capital: after a colon, not glued to « pour » (French review)
  it("name the product after a colon", () => {
    expect(productQuoteParams({ ...full, product: "Cabine Apple" }, fr).subject).toBe("Demande de devis\u00A0: Cabine Apple [FR]")
    expect(brochureParams({ ...full, product: "Cabine Apple" }, fr).subject).toBe("Demande de brochure\u00A0: Cabine Apple [FR]")
  })
})
