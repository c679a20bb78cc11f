/** The JSON Schemas code editors use for data/: generated from the content model, up to date, true to the build's check. */
import fs from "fs"
import path from "path"
import Ajv, { type ErrorObject } from "ajv"
import { contentJsonSchemas, generatedJson, JSON_SCHEMA_DIR, VSCODE_SETTINGS, vscodeSettings } from "../src/content-model/json-schemas"
import { listJsonFiles } from "../src/gatsby/content/content-files"
import { CONTENT_KINDS } from "../src/content-model"
import { describeRule } from "../src/lib/content/json-schema"
import { t } from "../src/lib/content/content-schema"

const root = path.join(__dirname, "..")
const dataDir = path.join(root, "data")
const schemas = contentJsonSchemas()

const ajv = new Ajv({ allErrors: true, strict: true })
ajv.addKeyword("patternErrorMessage")
const validators = new Map(schemas.map((s) => [s.file, ajv.compile(s.schema)]))

/** The schema VS Code applies to a data/ file, by the committed settings' globs. */
function schemaFileFor(rel: string): string | undefined {
  const settings = JSON.parse(fs.readFileSync(path.join(root, VSCODE_SETTINGS), "utf8")) as {
    "json.schemas": Array<{ fileMatch: string[]; url: string }>
  }
  const matches = (glob: string) => new RegExp(`^${glob.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]*")}$`).test(`/data/${rel}`)
  const hits = settings["json.schemas"].filter(
    ({ fileMatch }) =>
      fileMatch.some((g) => !g.startsWith("!") && matches(g)) && !fileMatch.some((g) => g.startsWith("!") && matches(g.slice(1))),
  )
  expect(hits.length).toBeLessThanOrEqual(1)
  return hits[0]?.url.split("/").pop()
}

const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(dataDir, rel), "utf8"))
const errorsOf = (file: string, doc: unknown): ErrorObject[] => {
  const validate = validators.get(file)!
  return validate(doc) ? [] : (validate.errors ?? [])
}

describe("the content files' JSON Schemas", () => {
  it("are committed as generated from the content model (run `npm run schemas` after changing the model)", () => {
    const dir = path.join(root, JSON_SCHEMA_DIR)
    expect(fs.readdirSync(dir).sort()).toEqual(schemas.map((s) => s.file).sort())
    for (const { file, schema } of schemas) expect(fs.readFileSync(path.join(dir, file), "utf8")).toBe(generatedJson(schema))
    expect(fs.readFileSync(path.join(root, VSCODE_SETTINGS), "utf8")).toBe(generatedJson(vscodeSettings()))
  })

  it("cover every content kind in English and in French", () => {
    expect(schemas).toHaveLength(CONTENT_KINDS.length * 2)
  })

  it("map every data file to exactly one schema, which accepts it", () => {
    const files = listJsonFiles(dataDir)
    expect(files.length).toBeGreaterThanOrEqual(84) // 42 English files and their French versions
    for (const rel of files) {
      const file = schemaFileFor(rel)
      expect([rel, file]).toEqual([rel, expect.stringMatching(/\.schema\.json$/)])
      expect([rel, errorsOf(file!, read(rel))]).toEqual([rel, []])
    }
  })

  it("refuse what the build refuses, at the field: a missing field, a wrong type, a misspelt key, a bad path", () => {
    const post = read("blog/3.en.json")
    const file = "blog-post.schema.json"
    const { title: _t, ...untitled } = post
    expect(errorsOf(file, untitled)).toContainEqual(expect.objectContaining({ keyword: "required", params: { missingProperty: "title" } }))
    expect(errorsOf(file, { ...post, date: 2025 })).toContainEqual(expect.objectContaining({ instancePath: "/date", keyword: "type" }))
    expect(errorsOf(file, { ...post, titel: "x" })).toContainEqual(
      expect.objectContaining({ keyword: "additionalProperties", params: { additionalProperty: "titel" } }),
    )
    expect(errorsOf(file, { ...post, date: "24/04/2025" })).toContainEqual(
      expect.objectContaining({ instancePath: "/date", keyword: "pattern" }),
    )
    expect(errorsOf("product.schema.json", { ...read("products/apple-cabins.en.json"), path: "/apple-cabins/" })).toContainEqual(
      expect.objectContaining({ instancePath: "/path", keyword: "pattern" }),
    )
  })

  it("know the blocks: a block's type decides its fields", () => {
    const post = read("blog/3.en.json")
    const content = [...post.content, { type: "heading", src: "../images/blog/cover-01.jpg" }]
    expect(errorsOf("blog-post.schema.json", { ...post, content }).length).toBeGreaterThan(0)
    const unknown = [...post.content, { type: "table", text: "x" }]
    expect(errorsOf("blog-post.schema.json", { ...post, content: unknown }).length).toBeGreaterThan(0)
  })

  it("describe a translation: only the translated fields; a shared field written again is refused", () => {
    const fr = read("blog/3.fr.json")
    expect(errorsOf("blog-post.fr.schema.json", fr)).toEqual([])
    expect(errorsOf("blog-post.fr.schema.json", { ...fr, date: "2025-04-24" })).toContainEqual(
      expect.objectContaining({ keyword: "additionalProperties", params: { additionalProperty: "date" } }),
    )
    const { title: _t, ...untitled } = fr
    expect(errorsOf("blog-post.fr.schema.json", untitled)).toContainEqual(expect.objectContaining({ params: { missingProperty: "title" } }))
  })

  it("say what each field is and where it is stored", () => {
    expect(describeRule(t.text())).toBe(
      "Text visitors read. Translated: each other language's file beside this one (*.<language>.json) has its own.",
    )
    expect(describeRule(t.string())).toBe("A value. Shared by every language: written once, in the English file.")
    expect(describeRule(t.date())).toBe(
      "An ISO date YYYY-MM-DD, e.g. 2025-04-24 for April 24, 2025. Shared by every language: written once, in the English file.",
    )
    expect(describeRule(t.image())).toBe(
      "A file path relative to this JSON file, e.g. ../images/… (jpg, jpeg, png, webp, avif, svg). Shared by every language.",
    )
  })
})
