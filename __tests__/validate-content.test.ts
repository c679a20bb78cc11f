import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { copyData as copyDataTo, REAL_DATA } from "./helpers/data-copy"
import { validateContentDir } from "../src/gatsby/content/validate-content"
import { loadContent } from "../src/gatsby/content/content-files"
import { slugify } from "../src/lib/content/slugify"
import { blogPostPath } from "../src/lib/routes/routes"

const realData = REAL_DATA

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests edit any field of a parsed JSON file
const edit = (dir: string, file: string, change: (doc: Record<string, any>) => void) => {
  const p = path.join(dir, file)
  const doc = JSON.parse(fs.readFileSync(p, "utf8"))
  change(doc)
  fs.writeFileSync(p, JSON.stringify(doc, null, 2))
}

describe("validateContentDir (the build's content check)", () => {
  let dir: string
  beforeEach(() => {
    dir = copyDataTo("content-")
  })
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }))

  it("passes on the project's own content", () => {
    expect(validateContentDir(realData)).toEqual([])
  })

  it("names the file and the field of a missing required field", () => {
    edit(dir, "site.en.json", (d) => delete d.brand)
    expect(validateContentDir(dir)).toEqual(["data/site.en.json: Brand [brand]: is missing (expected a text)"])
  })

  it("names the file and the field of a wrong type", () => {
    edit(dir, "home.en.json", (d) => (d.stats[0].count = "19"))
    expect(validateContentDir(dir)).toEqual([
      'data/home.en.json: Stats, row 1 (Years of Experience), count [stats[0].count]: has the wrong type: expected a whole number, found the text "19"',
    ])
  })

  it("names the file and the nested field of a broken menu entry", () => {
    edit(dir, "navigation.en.json", (d) => (d.main[2].subItems[0].path = "apple-cabins"))
    const [problem] = validateContentDir(dir)
    expect(problem).toContain(
      "data/navigation.en.json: Main, row 3 (Our Products), sub items, row 1 (Apple Cabin), path [main[2].subItems[0].path]: is not valid",
    )
  })

  it("names an image that does not exist", () => {
    edit(dir, "site.en.json", (d) => (d.logo = "./images/brand/missing.svg"))
    expect(validateContentDir(dir)).toEqual([
      'data/site.en.json: Logo [logo]: points to "./images/brand/missing.svg", which does not exist',
    ])
  })

  it("reports invalid JSON with the file name", () => {
    fs.writeFileSync(path.join(dir, "navigation.en.json"), "{ not json")
    const [problem] = validateContentDir(dir)
    expect(problem).toMatch(/^data\/navigation\.en\.json: line 1, column 3: not valid JSON: /)
  })

  describe("invalid JSON: the line and column, the line itself and a caret under the column", () => {
    const breakLine = (file: string, from: number, change: (line: string) => string) => {
      const p = path.join(dir, file)
      const lines = fs.readFileSync(p, "utf8").split("\n")
      const i = lines.findIndex((l, n) => n >= from && /^\s*"label": /.test(l))
      lines[i] = change(lines[i])
      fs.writeFileSync(p, lines.join("\n"))
      return { number: i + 1, text: lines[i] }
    }

    it("a property name without its quotes (Node gives a position)", () => {
      const line = breakLine("products/apple-cabins.en.json", 100, (l) => l.replace('"label"', "label"))
      const column = line.text.indexOf("label") + 1
      const [problem, ...others] = validateContentDir(dir)
      expect(others).toEqual([])
      const [head, shown, caret] = problem.split("\n")
      expect(head).toMatch(
        new RegExp(
          `^data/products/apple-cabins\\.en\\.json: line ${line.number}, column ${column}: not valid JSON: Expected (double-quoted )?property name`,
        ),
      )
      expect(head).not.toMatch(/position/)
      expect(shown).toBe(`  ${line.number} | ${line.text}`)
      expect(caret).toBe(`  ${" ".repeat(String(line.number).length)} | ${" ".repeat(column - 1)}^`)
    })

    it("a comma after a list's last entry (Node gives no position: the check finds it)", () => {
      const p = path.join(dir, "blog/3.fr.json")
      const text = fs.readFileSync(p, "utf8").replace(/\}\n(\s*)\]\n\}\n?$/, "},\n$1]\n}\n")
      fs.writeFileSync(p, text)
      const lines = text.split("\n")
      const bracket = lines.length - 2 // the line of the list's closing bracket, before "}" and the final newline
      expect(validateContentDir(dir)).toEqual([
        [
          `data/blog/3.fr.json: line ${bracket}, column 3: not valid JSON: Unexpected token ']' (a list or an object does not end with a comma: remove the one on line ${bracket - 1})`,
          `  ${bracket} |   ]`,
          `  ${" ".repeat(String(bracket).length)} |   ^`,
        ].join("\n"),
      ])
    })
  })

  it("reports a JSON file that is no known kind of content", () => {
    fs.writeFileSync(path.join(dir, "stray.en.json"), "{}")
    expect(validateContentDir(dir)[0]).toMatch(/^data\/stray\.en\.json: this file is not a known kind of content/)
  })

  it("reports a content file whose name does not say its language", () => {
    fs.renameSync(path.join(dir, "blog/3.en.json"), path.join(dir, "blog/3.json"))
    expect(validateContentDir(dir)).toEqual([
      "data/blog/3.json: a content file's name says its language: blog/3.en.json for English, blog/3.fr.json for its French version",
      "data/blog/3.fr.json: a translation without its English file data/blog/3.en.json",
    ])
  })

  it("reports a missing required singleton, and not its translation left without it", () => {
    fs.rmSync(path.join(dir, "navigation.en.json"))
    expect(validateContentDir(dir)).toEqual(["data/navigation.en.json: this required file is missing"])
  })

  describe("the French edition (each item's translation beside it: 3.en.json and 3.fr.json)", () => {
    it("names a missing French version", () => {
      fs.rmSync(path.join(dir, "blog/3.fr.json"))
      expect(validateContentDir(dir)).toEqual([
        "data/blog/3.fr.json: this file is missing: every item needs its French version (data/blog/3.en.json has none)",
      ])
    })

    it("names a gallery of another length, a missing block text and a figure written again", () => {
      edit(dir, "products/apple-cabins.fr.json", (d) => {
        d.gallery.pop()
        delete d.sections[0].heading
        d.order = 1
      })
      const file = "data/products/apple-cabins.fr.json"
      expect(validateContentDir(dir)).toEqual([
        `${file}: Gallery, French side [gallery]: has 7 entries, the English version has 8: the two must match one to one`,
        `${file}: Sections, block 1 (Measurements), heading, French side [sections[0].heading]: is missing: the English version has it, so the translation must have it too`,
        `${file}: Order, French side [order]: is shared by every language and stored once, in the English file: remove it from the translation`,
      ])
    })

    it("names blocks in another order, by the order alone (their types then differ too: that follows from it)", () => {
      edit(dir, "products/capsule-houses.fr.json", (d) => d.sections.reverse())
      const problems = validateContentDir(dir)
      expect(problems[0]).toContain(
        "data/products/capsule-houses.fr.json: Sections, block 1 (Capsule house film: outside views and t…), French side [sections[0]]: reads like the English item 4",
      )
      expect(problems.every((p) => p.endsWith(`move it back to place ${/English item (\d+)/.exec(p)![1]}`))).toBe(true)
    })

    it("checks a French page path and its uniqueness among the French pages", () => {
      edit(dir, "products/luxury-villa.fr.json", (d) => (d.path = "/fr/cabine-apple"))
      expect(validateContentDir(dir)).toEqual([
        'data/products/luxury-villa.fr.json: Path, French side [path]: is "/fr/cabine-apple", already used by data/products/apple-cabins.fr.json',
      ])
    })

    it("makes a French article's or service's slug from its title when it writes none (absent or left empty)", () => {
      edit(dir, "blog/4.fr.json", (d) => delete d.slug)
      edit(dir, "services/2.fr.json", (d) => (d.slug = ""))
      expect(validateContentDir(dir)).toEqual([])
      const { items } = loadContent(dir)
      const article = items.find((i) => i.file === "blog/4.fr.json")!
      expect(article.derivedSlug).toBe(true)
      expect(article.doc.slug).toBe(slugify(article.doc.title as string))
      expect(blogPostPath({ jsonId: "4", lang: "fr", slug: article.doc.slug as string })).toBe(
        `/fr/blog/${slugify(article.doc.title as string)}`,
      )
      const service = items.find((i) => i.file === "services/2.fr.json")!
      expect(service.doc.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(items.find((i) => i.file === "blog/3.fr.json")!.derivedSlug).toBeUndefined()
    })

    it("names both files when a slug made from a title is already another article's", () => {
      const taken = JSON.parse(fs.readFileSync(path.join(dir, "blog/3.fr.json"), "utf8")).slug
      edit(dir, "blog/4.fr.json", (d) => {
        delete d.slug
        d.title = taken.replace(/-/g, " ")
      })
      expect(validateContentDir(dir)).toEqual([
        `data/blog/4.fr.json: Slug, French side [slug]: is "${taken}" (made from its title: the file writes no slug), already used by data/blog/3.fr.json: write a slug of its own in one of them`,
      ])
    })

    it("tells a shared field's error once, in the English file", () => {
      edit(dir, "home.en.json", (d) => (d.stats[0].count = "19"))
      expect(validateContentDir(dir)).toHaveLength(1)
    })
  })

  describe("one fault, one message: the root cause first, not what follows from it", () => {
    it("an unknown block type in an English article is told on the English file only, not as a mismatch of the untouched translation", () => {
      edit(dir, "blog/3.en.json", (d) => (d.content[1].type = "headng"))
      expect(validateContentDir(dir)).toEqual([
        "data/blog/3.en.json: Content, block 2, type [content[1].type]: is the text \"headng\", expected one of 'heading', 'intro', 'paragraph', 'image'",
      ])
    })

    it("a product path used twice is told alone: not the pictures that no longer fit the page the duplicate now claims", () => {
      edit(dir, "products/luxury-villa.en.json", (d) => (d.path = "/apple-cabins"))
      expect(validateContentDir(dir)).toEqual([
        'data/products/luxury-villa.en.json: Path [path]: is "/apple-cabins", already used by data/products/apple-cabins.en.json',
      ])
    })

    it("a blog id used twice is told on the English file, which holds it, and not on the translation, which has no id", () => {
      edit(dir, "blog/4.en.json", (d) => (d.id = "3"))
      expect(validateContentDir(dir)).toEqual([
        'data/blog/4.en.json: Id [id]: is "3", already used by data/blog/3.en.json: give it the next free id, 15',
      ])
    })

    it("refuses an article id that is not a whole number, saying what to write", () => {
      edit(dir, "blog/4.en.json", (d) => (d.id = "4b"))
      expect(validateContentDir(dir)).toEqual([
        'data/blog/4.en.json: Id [id]: is not valid: expected a whole number written as text, e.g. "7", found the text "4b"',
      ])
    })

    it("a value used twice comes before the problems inside the files", () => {
      edit(dir, "blog/10.en.json", (d) => delete d.author)
      edit(dir, "blog/4.en.json", (d) => (d.id = "3"))
      expect(validateContentDir(dir)).toEqual([
        'data/blog/4.en.json: Id [id]: is "3", already used by data/blog/3.en.json: give it the next free id, 15',
        "data/blog/10.en.json: Author [author]: is missing (expected a text)",
      ])
    })

    it("a translation's own fault, beside its English file's unrelated one, is still told", () => {
      edit(dir, "blog/3.en.json", (d) => (d.content[1].type = "headng"))
      edit(dir, "blog/3.fr.json", (d) => (d.titel = d.title))
      expect(validateContentDir(dir)).toEqual([
        "data/blog/3.en.json: Content, block 2, type [content[1].type]: is the text \"headng\", expected one of 'heading', 'intro', 'paragraph', 'image'",
        "data/blog/3.fr.json: Titel, French side [titel]: is not a known field (misspelt?)",
      ])
    })

    it("a translation that is not JSON either, beside its English file that is not JSON", () => {
      for (const file of ["blog/3.en.json", "blog/3.fr.json"]) {
        const p = path.join(dir, file)
        fs.writeFileSync(p, fs.readFileSync(p, "utf8").replace(/^ {2}"(\w+)":/m, "  $1:"))
      }
      expect(validateContentDir(dir).map((p) => p.split("\n")[0])).toEqual([
        expect.stringMatching(/^data\/blog\/3\.en\.json: line 2, column 3: not valid JSON: .*"id"\)$/),
        expect.stringMatching(/^data\/blog\/3\.fr\.json: line 2, column 3: not valid JSON: .*"slug"\)$/),
      ])
    })
  })

  describe("messages name a language from the language table, not a literal 'French'", () => {
    afterEach(() => jest.resetModules())
    const withLangNames = (names: Record<string, string>) => {
      jest.resetModules()
      jest.doMock("../src/lib/content/content-i18n", () => {
        const actual = jest.requireActual("../src/lib/content/content-i18n")
        return { ...actual, LANG_NAMES: { ...actual.LANG_NAMES, ...names } }
      })
      return (require("../src/gatsby/content/validate-content") as typeof import("../src/gatsby/content/validate-content"))
        .validateContentDir
    }

    it("a missing translation, a file named without its language, a file of no known kind", () => {
      const check = withLangNames({ fr: "Français" })
      fs.rmSync(path.join(dir, "blog/3.fr.json"))
      fs.renameSync(path.join(dir, "blog/5.en.json"), path.join(dir, "blog/5.json"))
      fs.rmSync(path.join(dir, "blog/5.fr.json"))
      fs.writeFileSync(path.join(dir, "stray.en.json"), "{}")
      const problems = check(dir).join("\n")
      expect(problems).toContain("every item needs its Français version (data/blog/3.en.json has none)")
      expect(problems).toContain("blog/5.en.json for English, blog/5.fr.json for its Français version")
      expect(problems).toContain("or a translation of one (*.fr.json for Français)")
      expect(problems).not.toMatch(/French/)
    })
  })
})

describe("npm run check:content (the same check without a build)", () => {
  const run = (dir?: string) =>
    spawnSync(process.execPath, [path.join(__dirname, "..", "tools", "content", "check-content.cjs"), ...(dir ? [dir] : [])], {
      encoding: "utf8",
    })

  it("passes on the project's own content and says how many files it checked", () => {
    const result = run()
    expect(result.stderr).toBe("")
    expect(result.stdout).toMatch(/^data\/: 84 content files checked, no problems \(\d+ ms\)\n$/)
    expect(result.status).toBe(0)
  })

  it("exits 1 with the build's message naming the file and the field", () => {
    const dir = copyDataTo("content-")
    try {
      edit(dir, "products/luxury-villa.en.json", (d) => delete d.name)
      edit(dir, "blog/2.fr.json", (d) => (d.date = "2025-01-01"))
      const result = run(dir)
      expect(result.status).toBe(1)
      expect(result.stderr).toContain("Content errors in data/ (fix the file and build again):\n")
      expect(result.stderr).toContain("data/products/luxury-villa.en.json: Name [name]: is missing")
      expect(result.stderr).toContain("data/blog/2.fr.json: Date, French side [date]: is shared by every language")
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true })
    }
  })
})

describe("npm run check:content: nothing absurd accepted, the root cause first (issue 58, faults 3-6)", () => {
  const run = (dir: string, ...args: string[]) =>
    spawnSync(process.execPath, [path.join(__dirname, "..", "tools", "content", "check-content.cjs"), dir, ...args], { encoding: "utf8" })
  let dir: string
  beforeEach(() => {
    dir = copyDataTo("content-")
    // the project's layout: src/ beside data/, which the check reads for the pictures nothing uses
    fs.symlinkSync(path.join(__dirname, "..", "src"), path.join(path.dirname(dir), "src"))
  })
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }))
  const NOTE =
    "(14 picture(s) or video(s) that no content file points at are not listed until the file above can be read, whose pictures they may be.)"

  it.each([
    ["2025-02-30", "February 2025 has 28 days"],
    ["2024-02-30", "February 2024 has 29 days"],
    ["2025-04-31", "April 2025 has 30 days"],
  ])("refuses the impossible date %s in an article, saying why (fault 3)", (date, why) => {
    edit(dir, "blog/3.en.json", (d) => (d.date = date))
    expect(validateContentDir(dir)).toEqual([
      `data/blog/3.en.json: Date [date]: is not a day of the calendar: ${why}, found the text "${date}"`,
    ])
  })
  it("still takes 29 February of a leap year", () => {
    edit(dir, "blog/3.en.json", (d) => (d.date = "2024-02-29"))
    expect(validateContentDir(dir)).toEqual([])
  })

  const twice = (file: string) => {
    const p = path.join(dir, file)
    const text = fs.readFileSync(p, "utf8")
    // a second "name" line written right after the first
    const lines = text.split("\n")
    const at = lines.findIndex((l) => /^ {2}"name": /.test(l))
    lines.splice(at + 1, 0, '  "name": "Apple Cabin (old name)",')
    fs.writeFileSync(p, lines.join("\n"))
    return at + 1
  }
  it("refuses a key written twice, naming the key and both lines, and --fix keeps both for the maintainer (fault 4)", () => {
    const line = twice("products/apple-cabins.en.json")
    const expected = `data/products/apple-cabins.en.json: the key "name" is written twice, on lines ${line} and ${line + 1}: only the second would be kept; delete the one that is wrong`
    expect(validateContentDir(dir)).toEqual([expected])
    const before = fs.readFileSync(path.join(dir, "products/apple-cabins.en.json"), "utf8")
    const fixed = run(dir, "--fix")
    expect(fixed.status).toBe(1)
    expect(fixed.stderr.split("\n").slice(0, 2)).toEqual(["Content error in data/ (fix the file and build again):", expected])
    expect(fs.readFileSync(path.join(dir, "products/apple-cabins.en.json"), "utf8")).toBe(before)
  })
  it("names the object of a key written twice deeper in a file", () => {
    const p = path.join(dir, "home.en.json")
    fs.writeFileSync(p, fs.readFileSync(p, "utf8").replace(/("stats": \[\n\s*\{\n)(\s*)("count": \d+,\n)/, "$1$2$3$2$3"))
    expect(validateContentDir(dir)).toEqual([
      expect.stringMatching(/^data\/home\.en\.json: the key "count" is written twice in stats\[0\], on lines (\d+) and \d+:/),
    ])
  })

  it.each([
    ["not JSON", "{ not json", /^data\/products\/apple-cabins\.en\.json: line 1, column 3: not valid JSON/],
    ["a BOM", "\uFEFF{}", /^data\/products\/apple-cabins\.en\.json: line 1, column 1: the file starts with a byte order mark/],
    ["empty", "", /^data\/products\/apple-cabins\.en\.json: the file is empty: it holds the page's content as one JSON object/],
    ["a list", "[]\n", /^data\/products\/apple-cabins\.en\.json: The whole file \[\(file\)\]: must hold a JSON object, found a list/],
  ])("tells a product file that is %s first, its pictures' warnings folded into one note (fault 5)", (_label, text, error) => {
    fs.writeFileSync(path.join(dir, "products/apple-cabins.en.json"), text)
    const result = run(dir)
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split("\n")
    expect(lines[0]).toBe("Content error in data/ (fix the file and build again):")
    expect(lines[1]).toMatch(error)
    expect(result.stderr).not.toContain("no content file points at it")
    expect(lines[lines.length - 1]).toBe(NOTE)
  })
  it("tells a deleted English file by its translation, once, before anything else", () => {
    fs.rmSync(path.join(dir, "products/apple-cabins.en.json"))
    const result = run(dir)
    const lines = result.stderr.trim().split("\n")
    expect(lines.slice(0, 2)).toEqual([
      "Content error in data/ (fix the file and build again):",
      "data/products/apple-cabins.fr.json: a translation without its English file data/products/apple-cabins.en.json",
    ])
    expect(result.stderr).not.toContain("no content file points at it")
    expect(lines[lines.length - 1]).toBe(NOTE)
  })
  it.each([
    ["sections", 2, 3, ["Sections, block 3 (Product details)", "Sections, block 4 (Interior preview)"], [4, 3]],
    ["specs", 1, 2, ["Specs, row 3 (Structure)"], [2]],
  ])("tells a French %s list swap as the one fault it is: move it back (fault 5)", (list, a, b, places, targets) => {
    edit(dir, "products/apple-cabins.fr.json", (d) => ([d[list][a], d[list][b]] = [d[list][b], d[list][a]]))
    const problems = validateContentDir(dir)
    expect(problems).toHaveLength(places.length)
    problems.forEach((p, k) => {
      expect(p).toContain(`data/products/apple-cabins.fr.json: ${places[k]}, French side [${list}[`)
      expect(p).toMatch(new RegExp(`move it back to place ${targets[k]}$`))
    })
  })

  it.each([
    ["products/apple-cabins.en.json", "pitch", "Pitch [pitch]", 4000],
    ["products/apple-cabins.en.json", "name", "Name [name]", 4000],
    ["site.en.json", "legalName", "Legal name [legalName]", 300],
  ])("refuses a 5 MB text in %s %s, naming the field and its limit (fault 6)", (file, field, where, limit) => {
    edit(dir, file, (d) => (d[field] = "x".repeat(5 * 1024 * 1024)))
    expect(validateContentDir(dir)).toEqual([
      `data/${file}: ${where}: is too long: 5,242,880 characters, at most ${limit.toLocaleString("en-US")} (shorten it)`,
    ])
  })
  it("counts characters as a reader does: 4,000 emoji fit a limit of 4,000", () => {
    edit(dir, "products/apple-cabins.en.json", (d) => (d.pitch = "🏠".repeat(4000)))
    expect(validateContentDir(dir)).toEqual([])
    edit(dir, "products/apple-cabins.en.json", (d) => (d.pitch = "🏠".repeat(4001)))
    expect(validateContentDir(dir)).toEqual([
      "data/products/apple-cabins.en.json: Pitch [pitch]: is too long: 4,001 characters, at most 4,000 (shorten it)",
    ])
  })
  it("limits the short texts of every page more tightly: a button label, an SEO title", () => {
    edit(dir, "home.en.json", (d) => {
      d.aboutTeaser.button.label = "b".repeat(201)
      d.seo.title = "t".repeat(201)
    })
    expect(validateContentDir(dir)).toEqual([
      expect.stringMatching(/^data\/home\.en\.json: .*\[seo\.title\]: is too long: 201 characters, at most 200 \(shorten it\)$/),
      expect.stringMatching(
        /^data\/home\.en\.json: .*\[aboutTeaser\.button\.label\]: is too long: 201 characters, at most 200 \(shorten it\)$/,
      ),
    ])
  })
})
