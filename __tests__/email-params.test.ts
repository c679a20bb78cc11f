import { brochureParams, contactParams, productQuoteParams, quoteParams } from "../src/lib/email-params"
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
    ["first name only", { firstName: "Marie" }, { name: "Marie", email: "No email provided", phone: "No phone provided", message: "No message provided" }],
    ["last name only", { lastName: "Payet" }, { name: "Payet", email: "No email provided", phone: "No phone provided", message: "No message provided" }],
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
      { name: "No name provided", email: "No email provided", phone: "No phone provided", message: "No message provided", product: "", subject: "General Quote Request" },
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
    ["with a blank product", { ...full, product: " " }, { ...full, product: "No product specified", subject: "Quote Request for No product specified" }],
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
    ["from a page without a product", person, { ...person, message: "No message provided", product: "Brochure Download", subject: "Brochure Request" }],
    [
      "from a product page",
      { ...person, product: "Apple Cabin" },
      { ...person, message: "No message provided", product: "Apple Cabin", subject: "Brochure Request for Apple Cabin" },
    ],
    [
      "nothing",
      {},
      { name: "No name provided", email: "No email provided", phone: "No phone provided", message: "No message provided", product: "Brochure Download", subject: "Brochure Request" },
    ],
  ])("%s", (_l, values, expected) => expect(brochureParams(values, texts)).toStrictEqual(expected))
})

import { enquiryMailto, mailtoHref } from "../src/lib/mailto"

describe("mailto fallback", () => {
  it("encodes subject and body (RFC 6068: %20 spaces, CRLF line breaks)", () => {
    expect(mailtoHref("hello@kaz-horizon.example", "Quote & more", "a b\nc")).toBe("mailto:hello@kaz-horizon.example?subject=Quote%20%26%20more&body=a%20b%0D%0Ac")
  })
  it("writes the whole enquiry, verbatim", () => {
    const params = productQuoteParams({ ...full, product: "Apple Cabin", message: "<b>2</b> cabins 🏠\nport: Le Port" }, texts)
    const href = enquiryMailto("hello@kaz-horizon.example", params, mailtoTexts)
    expect(href.startsWith("mailto:hello@kaz-horizon.example?subject=Quote%20Request%20for%20Apple%20Cabin&body=")).toBe(true)
    const body = decodeURIComponent(href.split("&body=")[1])
    expect(body).toBe(`Name: ${full.name}\r\nE-mail: ${full.email}\r\nPhone: ${full.phone}\r\nProduct: Apple Cabin\r\n\r\n<b>2</b> cabins 🏠\r\nport: Le Port`)
  })
  it("uses a generic subject for the contact form", () => {
    expect(enquiryMailto("a@example.com", contactParams({ firstName: "A" }, texts), mailtoTexts)).toContain("subject=Enquiry%20from%20the%20website")
  })
})
