import fs from "fs"
import path from "path"
import { spawnSync } from "child_process"
// @ts-ignore -- an .mjs script without types
import {
  deployProblems,
  isPlaceholderPhone,
  isReservedHost,
  onCompanyDomain,
  refusalMessage,
  sirenProblem,
  vatProblem,
} from "../tools/deploy/lib/deploy-check.mjs"

const root = path.join(__dirname, "..")
const site = JSON.parse(fs.readFileSync(path.join(root, "data", "site.en.json"), "utf8"))

/**
 * The site settings as the repository ships them, with every placeholder written out here: the test keeps passing
 * once the owner has entered the real values in data/site.en.json (a publish runs the tests: docs/publishing.md).
 */
const placeholderSite = {
  ...site,
  contact: {
    ...site.contact,
    email: "hello@kaz-horizon.example",
    phone: "+262 262 00 01 23",
    whatsapp: "+262692000123",
    vat: "[…]",
  },
  designer: { ...site.designer, url: "https://atelier-lagon.example" },
  publisher: {
    legalForm: "[…]",
    shareCapital: "[…]",
    rcs: "RCS Saint-Denis de La Réunion […]",
    publicationDirector: "[…]",
    host: { name: "[…]", address: "[…]", phone: "[…]" },
    mediator: { name: "[…]", address: "[…]", url: "[…]" },
  },
  placeholders: [
    "contact.vat",
    "publisher.legalForm",
    "publisher.shareCapital",
    "publisher.rcs",
    "publisher.publicationDirector",
    "publisher.host.name",
    "publisher.host.address",
    "publisher.host.phone",
    "publisher.mediator.name",
    "publisher.mediator.address",
    "publisher.mediator.url",
  ],
}

/** What an owner fills in before deploying: real-looking values on real domains. */
const realEnv = {
  SITE_URL: "https://www.kazhorizon.re",
  GATSBY_EMAILJS_SERVICE_ID: "service_k4zh0r1",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_qu0te7",
  GATSBY_EMAILJS_PUBLIC_KEY: "Xb3kL9pQ2mN7vR1t",
}
const realSite = {
  ...site,
  contact: {
    ...site.contact,
    phone: "+262 262 42 17 85",
    whatsapp: "+262692421785",
    email: "contact@kazhorizon.re",
    vat: "FR27 552 032 534",
  },
  designer: { label: "Atelier Lagon", url: "https://www.atelierlagon.re" },
  publisher: {
    legalForm: "SAS (société par actions simplifiée)",
    shareCapital: "37 000 €",
    rcs: "RCS Saint-Denis de La Réunion 552 032 534",
    publicationDirector: "Marie-Claire Payet, présidente",
    host: { name: "Hébergeur SAS", address: "2 rue Kellermann, 59100 Roubaix, France", phone: "+33 9 72 10 10 07" },
    mediator: {
      name: "Médiateur de la consommation",
      address: "14 rue Saint-Jean, 75017 Paris",
      url: "https://www.mediateur-consommation.re",
    },
  },
  placeholders: [],
}

describe("deployProblems", () => {
  it("refuses the repository's placeholders and an empty environment, naming every problem", () => {
    const problems: string[] = deployProblems({ env: {}, files: [{ path: "data/site.en.json", doc: placeholderSite }] })
    expect(problems).toEqual([
      "SITE_URL is not set: canonical links, Open Graph tags, the sitemap and the terms would name https://kaz-horizon.example",
      "GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY are not set: the forms would send every enquiry to a local inbox that does not exist on a static host",
      'data/site.en.json: contact.email "hello@kaz-horizon.example" is a placeholder (kaz-horizon.example is a reserved example domain)',
      'data/site.en.json: designer.url "https://atelier-lagon.example" is a placeholder (atelier-lagon.example is a reserved example domain)',
      'data/site.en.json: contact.phone "+262 262 00 01 23" is a placeholder phone number',
      'data/site.en.json: contact.whatsapp "+262692000123" is a placeholder phone number',
      'data/site.en.json: contact.vat, publisher.legalForm, publisher.shareCapital, publisher.rcs, publisher.publicationDirector, publisher.host.name, publisher.host.address, publisher.host.phone, publisher.mediator.name, publisher.mediator.address, publisher.mediator.url still hold invented values (listed in "placeholders": write the real ones and empty that list)',
    ])
    const message = refusalMessage(problems)
    expect(message.split("\n")[0]).toBe("npm run build:deploy refused: 7 placeholder or missing settings would go live.")
    expect(message).toContain("  - SITE_URL is not set")
  })

  it("passes with real values", () => {
    expect(deployProblems({ env: realEnv, files: [{ path: "data/site.en.json", doc: realSite }] })).toEqual([])
  })

  it("refuses a placeholder SITE_URL, stand-in ids and a missing id", () => {
    const problems: string[] = deployProblems({
      env: {
        ...realEnv,
        SITE_URL: "https://kaz-horizon.example",
        GATSBY_EMAILJS_SERVICE_ID: "service_xxxxxxx",
        GATSBY_EMAILJS_PUBLIC_KEY: " ",
      },
      files: [],
    })
    expect(problems).toEqual([
      'SITE_URL "https://kaz-horizon.example" is a placeholder (a reserved example or local domain)',
      "GATSBY_EMAILJS_PUBLIC_KEY is not set: the forms would send every enquiry to a local inbox that does not exist on a static host",
      'GATSBY_EMAILJS_SERVICE_ID "service_xxxxxxx" is a stand-in, not your EmailJS id',
    ])
    expect(deployProblems({ env: { ...realEnv, SITE_URL: "http://www.kazhorizon.re" }, files: [] })).toEqual([
      'SITE_URL "http://www.kazhorizon.re" must start with https://',
    ])
    expect(deployProblems({ env: { ...realEnv, GATSBY_EMAILJS_TEMPLATE_ID: "local_inbox_template" }, files: [] })).toHaveLength(1)
  })

  it("refuses a fact not given yet anywhere, even off the list, and sample registration numbers", () => {
    const site = {
      ...realSite,
      contact: { ...realSite.contact, vat: "FR00 123 456 789" },
      publisher: { ...realSite.publisher, rcs: "RCS Saint-Denis 000 000 000", host: { ...realSite.publisher.host, name: "[…]" } },
    }
    const legal = { sections: [{ paragraphs: ["Hébergé par [à compléter : nom de l'hébergeur]."] }] }
    expect(
      deployProblems({
        env: realEnv,
        files: [
          { path: "data/site.en.json", doc: site },
          { path: "data/legal/legal-notice.fr.json", doc: legal },
        ],
      }),
    ).toEqual([
      'data/site.en.json: publisher.host.name "[…]" is a fact the company has not given yet: write the real value',
      'data/site.en.json: contact.vat "FR00 123 456 789" is a placeholder (a run such as 123456789)',
      'data/site.en.json: publisher.rcs "RCS Saint-Denis 000 000 000" gives the SIREN 000000000, a placeholder (a run such as 000 000 000)',
      `data/legal/legal-notice.fr.json: sections[0].paragraphs[0] "Hébergé par [à compléter : nom de l'hébergeur]." is a fact the company has not given yet: write the real value`,
    ])
  })

  it("refuses a VAT number that is not the SIREN's, and a mediator on the company's own domain", () => {
    const site = {
      ...realSite,
      contact: { ...realSite.contact, vat: "FR44 732 829 320" },
      publisher: { ...realSite.publisher, mediator: { ...realSite.publisher.mediator, url: "https://mediation.kazhorizon.re/" } },
    }
    expect(deployProblems({ env: realEnv, files: [{ path: "data/site.en.json", doc: site }] })).toEqual([
      'data/site.en.json: contact.vat "FR44 732 829 320" does not contain the SIREN of publisher.rcs (552032534): a French VAT number is FR, a key and the company\'s SIREN',
      'data/site.en.json: publisher.mediator.url "https://mediation.kazhorizon.re/" is on the company\'s own domain: the consumer mediator is an independent body',
    ])
  })

  it("finds a reserved-domain address in any content file and field", () => {
    const about = { team: [{ name: "A", social: [{ url: "https://linkedin.example/in/a" }] }], text: "Write to sales@example.com today" }
    expect(deployProblems({ env: realEnv, files: [{ path: "data/about.en.json", doc: about }] })).toEqual([
      'data/about.en.json: team[0].social[0].url "https://linkedin.example/in/a" is a placeholder (linkedin.example is a reserved example domain)',
      'data/about.en.json: text "Write to sales@example.com today" is a placeholder (example.com is a reserved example domain)',
    ])
  })
})

describe("the rules", () => {
  it("reserved hosts", () => {
    for (const h of ["kaz-horizon.example", "a.test", "x.invalid", "localhost", "example.com", "www.example.org", "127.0.0.1"])
      expect(isReservedHost(h)).toBe(true)
    for (const h of ["kazhorizon.re", "examples.com", "example.company.fr", "api.emailjs.com"]) expect(isReservedHost(h)).toBe(false)
  })
  it("placeholder phones", () => {
    expect(isPlaceholderPhone("+262 262 00 01 23")).toBe(true)
    expect(isPlaceholderPhone("+33 1 42 68 53 00")).toBe(false)
    expect(isPlaceholderPhone("+33 1 23 45 67 89")).toBe(true)
    expect(isPlaceholderPhone("+262 692 12 34 56")).toBe(true)
    expect(isPlaceholderPhone("+262 262 42 17 85")).toBe(false)
  })
  it("VAT numbers", () => {
    expect(vatProblem("FR27 552 032 534")).toBeNull()
    expect(vatProblem("FR28 552 032 534")).toBe("fails the check digits of a French VAT number")
    expect(vatProblem("FR00 123 456 789")).toBe("is a placeholder (a run such as 123456789)")
    expect(vatProblem("VAT pending")).toMatch(/is not a VAT number/)
  })
  it("SIREN numbers", () => {
    expect(sirenProblem("RCS Saint-Denis de La Réunion 552 032 534")).toBeNull()
    expect(sirenProblem("RCS Saint-Denis de La Réunion 552 032 535")).toMatch(/fails its check digit/)
    expect(sirenProblem("RCS Saint-Denis 000 000 000")).toMatch(/placeholder/)
    expect(sirenProblem("RCS Saint-Denis de La Réunion […]")).toBeNull()
  })
  it("the company's own domain", () => {
    const own = ["https://www.kazhorizon.re", "contact@kazhorizon.re"]
    expect(onCompanyDomain("https://mediateur.kazhorizon.re", own, "Kaz Horizon")).toBe(true)
    expect(onCompanyDomain("https://mediateur.kaz-horizon.example", [], "Kaz Horizon")).toBe(true)
    expect(onCompanyDomain("https://www.cm2c.net", own, "Kaz Horizon")).toBe(false)
  })
})

describe("npm run build:deploy", () => {
  it("refuses within seconds, before building, with one message naming SITE_URL", () => {
    const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" }
    const started = Date.now()
    const run = spawnSync(process.execPath, [path.join(root, "tools", "deploy", "build-deploy.mjs")], { cwd: root, env, encoding: "utf8" })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(run.status).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toMatch(/^npm run build:deploy refused: \d+ placeholder or missing settings would go live\.\n/)
    expect(run.stderr).toContain("  - SITE_URL is not set")
    expect(run.stderr).toContain("Nothing was built.")
  })
  it("is the script package.json names", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"))
    expect(pkg.scripts["build:deploy"]).toBe("node tools/deploy/build-deploy.mjs")
    expect(pkg.scripts.build).not.toMatch(/deploy/)
  })
})
