import fs from "fs"
import path from "path"
import {
  exitCode,
  readiness,
  report,
  repositoryFromRemote,
  REQUIRED_SECRETS,
  REQUIRED_VARIABLES,
} from "../tools/publish/lib/publish-check.mjs"

type Line = { status: "ok" | "todo" | "unknown"; fr: string; en: string; details?: string[] }
const root = path.join(__dirname, "..")
const workflow = fs.readFileSync(path.join(root, ".github/workflows/deploy.yml"), "utf8")
const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.en.json"), "utf8"))
const realSite = {
  ...site,
  contact: {
    ...site.contact,
    phone: "+262 262 42 17 85",
    whatsapp: "+262692421785",
    email: "bonjour@kaz-horizon.re",
    vat: "FR40303265045",
  },
  designer: { ...site.designer, url: "https://www.atelier-lagon.re" },
  publisher: {
    legalForm: "SAS",
    shareCapital: "10 000 €",
    rcs: "RCS Saint-Denis de La Réunion 303 265 045",
    publicationDirector: "Marie Payet",
    host: { name: "Cloudflare, Inc.", address: "101 Townsend St, San Francisco, CA 94107, USA", phone: "+1 650 319 8930" },
    mediator: { name: "CM2C", address: "14 rue Saint-Jean, 75017 Paris", url: "https://www.cm2c.net" },
  },
  placeholders: [],
}
const files = (doc: unknown) => [{ path: "data/site.en.json", doc }]
const variables = {
  SITE_URL: "https://www.kaz-horizon.re",
  GATSBY_EMAILJS_SERVICE_ID: "service_k4z",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_k4z",
  GATSBY_EMAILJS_PUBLIC_KEY: "pk_9Hq2",
  CLOUDFLARE_PAGES_PROJECT: "kaz-horizon",
  GATSBY_CMS_AUTH_URL: "https://sveltia-cms-auth.kaz.workers.dev",
}
const green = { status: "completed", conclusion: "success", url: "https://github.com/kaz/site/actions/runs/1", commit: "abc1234" }

describe("npm run publish:check: is the hosted editor ready, in French then in English", () => {
  it("finds the repository in a git remote's address", () => {
    expect(repositoryFromRemote("git@github.com:kaz-horizon/site.git\n")).toBe("kaz-horizon/site")
    expect(repositoryFromRemote("https://github.com/kaz-horizon/site")).toBe("kaz-horizon/site")
    expect(repositoryFromRemote("https://gitlab.com/kaz/site.git")).toBeUndefined()
    expect(repositoryFromRemote("")).toBeUndefined()
  })

  it("says ready when the workflow, the content, the settings, the sign-in and the last run are", () => {
    const lines: Line[] = readiness({
      workflow,
      files: files(realSite),
      repository: "kaz/site",
      hasToken: true,
      github: { variables, secrets: REQUIRED_SECRETS, lastRun: green },
    })
    expect(lines.map((l) => l.status)).toEqual(["ok", "ok", "ok", "ok", "ok"])
    expect(exitCode(lines)).toBe(0)
    expect(report(lines).split("\n").at(-1)).toBe(
      "L’éditeur en ligne est prêt\u00A0: vous pouvez publier seul. — The hosted editor is ready: you can publish alone.",
    )
  })

  it("names each placeholder of the content, and says what only GitHub knows cannot be checked without a repository or a token", () => {
    const lines: Line[] = readiness({ workflow, files: files(site), repository: "kaz/site", hasToken: false })
    expect(lines.map((l) => l.status)).toEqual(["ok", "todo", "unknown", "unknown", "unknown"])
    expect(lines[1].details).toContain('data/site.en.json: contact.phone "+262 262 00 01 23" is a placeholder phone number')
    expect(lines[2].fr).toBe(
      "Les réglages du dépôt (adresse du site, formulaires, hébergeur)\u00A0: impossible de vérifier, aucun jeton GitHub (GITHUB_TOKEN) pour interroger kaz/site.",
    )
    expect(exitCode(lines)).toBe(1)
    expect(exitCode(readiness({ workflow, files: files(realSite), hasToken: true }))).toBe(2)
  })

  it("lists the settings missing or wrong, and a sign-in relay not set", () => {
    const { SITE_URL: _site, GATSBY_CMS_AUTH_URL: _relay, ...some } = variables
    const lines: Line[] = readiness({
      workflow,
      files: files(realSite),
      repository: "kaz/site",
      hasToken: true,
      github: { variables: { ...some, GATSBY_EMAILJS_SERVICE_ID: "service_xxx" }, secrets: ["CLOUDFLARE_API_TOKEN"], lastRun: green },
    })
    expect(lines[2].details).toEqual([
      "SITE_URL: variable not set",
      "CLOUDFLARE_ACCOUNT_ID: secret not set",
      "SITE_URL is not set: canonical links, Open Graph tags, the sitemap and the terms would name https://kaz-horizon.example",
      'GATSBY_EMAILJS_SERVICE_ID "service_xxx" is a stand-in, not your EmailJS id',
    ])
    expect(lines[3]).toMatchObject({
      status: "todo",
      en: 'The "Sign In with GitHub" relay is not set (GATSBY_CMS_AUTH_URL): meanwhile, sign in with an access token.',
    })
    expect(REQUIRED_VARIABLES).toContain("CLOUDFLARE_PAGES_PROJECT")
  })

  it("says the last publication failed, with its address, or is under way, or never ran", () => {
    const github = (lastRun?: object) => ({ variables, secrets: REQUIRED_SECRETS, ...(lastRun ? { lastRun } : {}) })
    const last = (lastRun?: object): Line =>
      readiness({ workflow, files: files(realSite), repository: "kaz/site", hasToken: true, github: github(lastRun) as never }).at(-1)!
    expect(last({ ...green, conclusion: "failure" })).toEqual({
      status: "todo",
      fr: "La dernière publication a échoué (abc1234)\u00A0: ouvrez-la et lisez l’étape en rouge.",
      en: "The last publication failed (abc1234): open it and read the step in red.",
      details: [green.url],
    })
    expect(last({ ...green, status: "in_progress", conclusion: null }).status).toBe("unknown")
    expect(last().status).toBe("todo")
  })

  it("refuses a workflow that does not publish the editor, or none", () => {
    expect(readiness({ workflow: undefined, files: [], hasToken: false })[0].status).toBe("todo")
    expect(readiness({ workflow: "name: Publish\n", files: [], hasToken: false })[0].status).toBe("todo")
  })
})
