/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { productSchema } from "../src/content-model/products"
import { hasRun, lostFigures, staleFigures, staleFigureWarnings, textFields } from "../src/lib/content/stale-figures"

const root = path.join(__dirname, "..")
const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(root, "data", rel), "utf8"))
const cabinEn = read("products/apple-cabins.en.json")
const cabinFr = read("products/apple-cabins.fr.json")
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits any field of a parsed file
const changed = (doc: any, change: (d: any) => void) => {
  const copy = JSON.parse(JSON.stringify(doc))
  change(copy)
  return copy
}

describe("lostFigures and hasRun", () => {
  it("lists the figures a text no longer gives, each once, counting repeats", () => {
    expect(lostFigures(["1", "3"], ["2", "4"])).toEqual(["1", "3"])
    expect(lostFigures(["13", "19.8", "26"], ["13", "19.8", "28"])).toEqual(["26"])
    expect(lostFigures(["3", "3"], ["3"])).toEqual(["3"])
    expect(lostFigures(["1", "3"], ["3", "1"])).toEqual([])
  })

  it("finds a run of figures in order", () => {
    expect(hasRun(["13", "1", "3"], ["1", "3"])).toBe(true)
    expect(hasRun(["1", "13"], ["1", "3"])).toBe(false)
    expect(hasRun(["3", "1"], ["1", "3"])).toBe(false)
  })
})

describe("staleFigures (a figure changed in one field that other fields still give)", () => {
  it("reads only the texts a reader reads: not ids, paths or shared values", () => {
    const fields = textFields(cabinEn, productSchema).map((f) => f.field)
    expect(fields).toContain("specs[1].value")
    expect(fields).toContain("pitch")
    expect(fields).not.toContain("path")
    expect(fields).not.toContain("sections[3].tabs[0].id")
  })

  it("the installation time changed in the specs, left at its old value in the pitch, the SEO text and the intro", () => {
    const after = changed(cabinEn, (d) => (d.specs[1].value = "2 to 4 days"))
    const stale = staleFigures(cabinEn, after, productSchema, "en")
    expect(stale).toEqual([
      {
        field: "specs[1].value",
        before: "1 to 3 days",
        after: "2 to 4 days",
        added: ["2", "4"],
        figures: ["1", "3"],
        elsewhere: ["pitch", "seo.description", "intro[1]"],
      },
    ])
    expect(staleFigureWarnings("data/products/apple-cabins.en.json", stale)).toEqual([
      'data/products/apple-cabins.en.json: "1 to 3 days" became "2 to 4 days" in specs[1].value, but "1" and "3" still appear in: pitch, seo.description, intro[1]. Check them.',
    ])
  })

  it("names fields in the caller's words, and quotes a long text around its changed figure", () => {
    const after = changed(cabinEn, (d) => (d.pitch = d.pitch.replace("1 to 3 days", "2 to 4 days")))
    const [warning] = staleFigureWarnings("f.json", staleFigures(cabinEn, after, productSchema, "en"), (f) => `<${f}>`)
    expect(warning).toMatch(
      /^f\.json: "….*installed in 1 to 3 days\.?" became ".*2 to 4 days\.?" in <pitch>, but "1" and "3" still appear in: /,
    )
    expect(warning).toContain("<specs[1].value>")
    expect(warning).toMatch(/Check them\.$/)
  })

  it("reads a translation's figures in its language (19,8 is 19.8)", () => {
    const after = changed(cabinFr, (d) => (d.specs[0].value = d.specs[0].value.replace("19,8", "20,5")))
    const stale = staleFigures(cabinFr, after, productSchema, "fr")
    expect(stale.map((s) => [s.field, s.figures])).toEqual([["specs[0].value", ["19.8"]]])
    expect(stale[0].elsewhere.length).toBeGreaterThan(0)
  })

  it("says nothing when no figure changed, or when the old one appears nowhere else", () => {
    expect(
      staleFigures(
        cabinEn,
        changed(cabinEn, (d) => (d.pitch = "A cabin. Installed in 1 to 3 days.")),
        productSchema,
        "en",
      ),
    ).toEqual([])
    expect(
      staleFigures(
        cabinEn,
        changed(cabinEn, (d) => (d.specs[2].value = "Steel frame")),
        productSchema,
        "en",
      ),
    ).toEqual([])
    expect(
      staleFigures(
        cabinEn,
        changed(cabinEn, (d) => (d.specs[1].value = "1 to 3 days, 777 hours")),
        productSchema,
        "en",
      ),
    ).toEqual([])
    expect(staleFigures(cabinEn, cabinEn, productSchema, "en")).toEqual([])
  })
})

describe("npm run check:content: the stale-figure warning, against the file's last committed version", () => {
  const script = path.join(root, "tools", "content", "check-content.cjs")
  let repo: string
  beforeEach(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "stale-"))
    const copy = (from: string, to: string) => {
      fs.mkdirSync(to, { recursive: true })
      for (const e of fs.readdirSync(from, { withFileTypes: true })) {
        if (e.isDirectory()) {
          if (e.name === "images" || e.name === "videos") fs.symlinkSync(path.join(from, e.name), path.join(to, e.name))
          else copy(path.join(from, e.name), path.join(to, e.name))
        } else fs.copyFileSync(path.join(from, e.name), path.join(to, e.name))
      }
    }
    copy(path.join(root, "data"), path.join(repo, "data"))
  })
  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }))

  const git = (...args: string[]) =>
    spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@t.invalid", "-c", "commit.gpgsign=false", ...args], { cwd: repo })
  const editCabin = () => {
    const file = path.join(repo, "data", "products", "apple-cabins.en.json")
    const doc = JSON.parse(fs.readFileSync(file, "utf8"))
    doc.specs[1].value = "2 to 4 days"
    doc.planner.installationDays = { min: 2, max: 4 }
    fs.writeFileSync(file, JSON.stringify(doc, null, 2) + "\n")
  }
  const check = () => spawnSync(process.execPath, [script, path.join(repo, "data")], { encoding: "utf8" })

  it("warns about a changed file, and leaves the exit code to the check", () => {
    git("init", "-q")
    git("add", ".")
    git("commit", "-q", "-m", "content")
    editCabin()
    const failing = check()
    expect(failing.stderr).toContain(
      'data/products/apple-cabins.en.json: "1 to 3 days" became "2 to 4 days" in Specs, row 2 (Installation on site), but "1" and "3" still appear in: Pitch, SEO description, Intro paragraph 2. Check them.',
    )
    // the French spec row still says 1 to 3: an error of the check, as before
    expect(failing.stderr).toContain(
      "data/products/apple-cabins.fr.json: Specs, row 2 (Installation on site), French side [specs[1].value]: gives the figures 1, 3 where the English version gives 2, 4",
    )
    expect(failing.status).toBe(1)

    const fr = path.join(repo, "data", "products", "apple-cabins.fr.json")
    const doc = JSON.parse(fs.readFileSync(fr, "utf8"))
    doc.specs[1].value = "2 à 4 jours"
    fs.writeFileSync(fr, JSON.stringify(doc, null, 2) + "\n")
    const passing = check()
    expect(passing.stderr).toMatch(/^Warnings \(nothing stops; check each\):\n/)
    expect(passing.stderr).toContain(
      'data/products/apple-cabins.fr.json: "De 1 à 3 jours" became "2 à 4 jours" in Specs, row 2 (Installation sur site), French side',
    )
    expect(passing.stdout).toMatch(/84 content files checked, no problems/)
    expect(passing.status).toBe(0)
  })

  it("says nothing outside a git checkout", () => {
    editCabin()
    const result = check()
    expect(result.stderr).not.toMatch(/Warning/)
  })
})
