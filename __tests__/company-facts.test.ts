import fs from "fs"
import path from "path"
import {
  companyFactErrors,
  frenchVat,
  isCompanyAddress,
  LEGAL_FACTS,
  luhnValid,
  shownFact,
  sirenIn,
  sirenProblem,
} from "../src/lib/content/company-facts"
import { uiFor } from "../src/i18n/all"
import { entryProblems } from "../src/cms/entry-check"

const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "site.en.json"), "utf8"))
const messages = (doc: unknown) => companyFactErrors(doc).map((e) => `${e.field}: ${e.message}`)

/** The settings once the company has given its facts (a real-looking SIREN: 552 032 534 passes Luhn, its VAT key is 27). */
const given = {
  ...site,
  contact: { ...site.contact, vat: "FR27 552 032 534" },
  publisher: {
    legalForm: "SAS",
    shareCapital: "37 000 €",
    rcs: "RCS Saint-Denis de La Réunion 552 032 534",
    publicationDirector: "Marie-Claire Payet",
    host: { name: "Hébergeur", address: "Roubaix", phone: "+33 9 72 10 10 07" },
    mediator: { name: "CM2C", address: "Paris", url: "https://www.cm2c.net" },
  },
  placeholders: ["contact.street", "contact.phone", "contact.whatsapp", "contact.email", "designer.url"],
}

describe("the shipped site settings", () => {
  // true today (the company has given none of its legal facts) and once it has given them all: the test holds either way
  it("pass: each legal fact reads as a placeholder exactly when the list names it", () => {
    expect(messages(site)).toEqual([])
    for (const fact of LEGAL_FACTS) {
      const value: string = fact.split(".").reduce((o, k) => o[k], site)
      expect([fact, value.includes("[…]")]).toEqual([fact, (site.placeholders ?? []).includes(fact)])
    }
    expect(site.publisher.rcs).toMatch(/^RCS Saint-Denis de La Réunion /)
  })
})

describe("companyFactErrors", () => {
  it("passes the facts once given", () => expect(messages(given)).toEqual([]))

  it("refuses a listed fact that reads as filled: the sample passing for a fact", () => {
    const doc = { ...site, publisher: { ...site.publisher, shareCapital: "10 000 €" } }
    expect(messages(doc)).toEqual([
      'publisher.shareCapital: is "10 000 €", which reads as a real fact, but "placeholders" lists it as not given: write "[…]" where the company\'s value goes (the pages show it as « [à compléter : …] »), or remove "publisher.shareCapital" from "placeholders" once this is the real value',
    ])
  })

  it("refuses a fact not given that the list forgets, and a list entry that is no field", () => {
    const doc = { ...given, publisher: { ...given.publisher, publicationDirector: "[…]" }, placeholders: ["publisher.director"] }
    expect(messages(doc)).toEqual([
      'placeholders[0]: names "publisher.director", which is not a text field of this file',
      'publisher.publicationDirector: holds "[…]" (a fact not given yet) but "placeholders" does not name it: add "publisher.publicationDirector" to that list, so that npm run build:deploy refuses it until it is filled',
    ])
  })

  it("refuses the old samples: a SIREN of zeros, a VAT number with a run, a mediator on the company's domain", () => {
    const doc = {
      ...given,
      contact: { ...given.contact, vat: "FR00 123 456 789" },
      publisher: {
        ...given.publisher,
        rcs: "RCS Saint-Denis 000 000 000",
        mediator: { ...given.publisher.mediator, url: "https://mediateur.kaz-horizon.example" },
      },
    }
    expect(messages(doc)).toEqual([
      'publisher.rcs: gives the SIREN 000000000, which is a sample number (a run such as 000 000 000 or 123 456 789): write "[…]" until the company gives its own',
      'contact.vat: is "FR00 123 456 789", a sample number: its SIREN 123456789 is a sample number (a run such as 000 000 000 or 123 456 789); write "[…]" until the company gives it',
      'publisher.mediator.url: is "https://mediateur.kaz-horizon.example", on the company\'s own domain: the consumer mediator is an independent body (Code de la consommation, L. 613-1); write "[…]" until the company names the one it has joined',
    ])
  })

  it("refuses a VAT number that is not the SIREN's, a wrong key, a court without its SIREN", () => {
    expect(messages({ ...given, contact: { ...given.contact, vat: "FR44 732 829 320" } })).toEqual([
      "contact.vat: contains the SIREN 732829320, but publisher.rcs gives 552032534: a French VAT number is FR, a key and the company's own SIREN",
    ])
    expect(messages({ ...given, contact: { ...given.contact, vat: "FR28 552 032 534" } })[0]).toMatch(
      /^contact\.vat: is "FR28 552 032 534", a sample number: its key should be 27 for the SIREN 552032534/,
    )
    expect(messages({ ...given, publisher: { ...given.publisher, rcs: "Saint-Denis 552 032 534" } })[0]).toMatch(
      /^publisher\.rcs: is "Saint-Denis 552 032 534": write "RCS", the town of the commerce court/,
    )
    expect(
      messages({
        ...given,
        publisher: { ...given.publisher, rcs: "RCS Saint-Denis de La Réunion […]" },
        placeholders: [...given.placeholders, "publisher.rcs"],
      }),
    ).toEqual(["contact.vat: is given, but publisher.rcs still has no SIREN: a French VAT number contains the SIREN, so give both"])
  })

  it("refuses a mediator's site that is no https address", () => {
    const doc = { ...given, publisher: { ...given.publisher, mediator: { ...given.publisher.mediator, url: "www.cm2c.net" } } }
    expect(messages(doc)).toEqual([
      'publisher.mediator.url: is "www.cm2c.net": write the mediator\'s web address, starting with https://, or "[…]" until the company names its mediator',
    ])
  })

  it("runs in the editor's pre-save check of the site settings", () => {
    const doc = {
      ...site,
      contact: { ...site.contact, vat: "FR00 123 456 789" },
      placeholders: site.placeholders.filter((p: string) => p !== "contact.vat"),
    }
    const problems = entryProblems({
      collection: "site",
      data: doc,
      i18n: { fr: JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "site.fr.json"), "utf8")) },
    })
    expect(problems.join("\n")).toMatch(/\[contact\.vat\]: is "FR00 123 456 789", a sample number/)
  })
})

describe("the rules", () => {
  it("reads a SIREN and checks it", () => {
    expect(sirenIn("RCS Saint-Denis de La Réunion 552 032 534")).toBe("552032534")
    expect(sirenIn("RCS Saint-Denis de La Réunion […]")).toBeNull()
    expect(luhnValid("552032534")).toBe(true)
    expect(luhnValid("552032535")).toBe(false)
    expect(sirenProblem("552032534")).toBeNull()
    expect(sirenProblem("123456789")).toMatch(/sample/)
    expect(frenchVat("FR 27 552032534")).toEqual({ key: "27", siren: "552032534", expectedKey: "27" })
    expect(frenchVat("DE123456789")).toBeNull()
  })
  it("tells the company's addresses from an independent body's", () => {
    const company = { brand: "Kaz Horizon", email: "contact@kazhorizon.re" }
    expect(isCompanyAddress("https://mediation.kazhorizon.re/", company)).toBe(true)
    expect(isCompanyAddress("https://mediateur.kaz-horizon.example", company)).toBe(true)
    expect(isCompanyAddress("https://www.cm2c.net", company)).toBe(false)
  })
  it("shows a fact not given in the page's language, the part given kept", () => {
    for (const [lang, expected] of [
      ["fr", "RCS Saint-Denis de La Réunion [à compléter\u00a0: numéro SIREN]"],
      ["en", "RCS Saint-Denis de La Réunion [to be completed: SIREN number]"],
    ] as const) {
      const { unfilled } = uiFor(lang).legal
      expect(shownFact(site.publisher.rcs, unfilled.what.rcs, unfilled)).toBe(expected)
    }
    expect(shownFact("FR27 552 032 534", "numéro de TVA", { template: "[à compléter : {what}]" })).toBe("FR27 552 032 534")
  })
})
