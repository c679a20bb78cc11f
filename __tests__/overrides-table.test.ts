/**
 * The overrides' table (src/gatsby/overrides/table.ts) is the list of every override: docs/overrides.md is its
 * rendering, every module of src/gatsby/overrides/ is in a row, every file a row names exists, and the Gatsby keys
 * the head filter drops are still the ones Gatsby's files write.
 */
import fs from "fs"
import path from "path"
import { OVERRIDES, renderOverridesDoc } from "../src/gatsby/overrides/table"
import { isLeftOut } from "../src/gatsby/overrides/head-elements-left-out"

const root = path.join(__dirname, "..")
const DOC = path.join(root, "docs/overrides.md")
const FOLDER = "src/gatsby/overrides"
/** The folder's modules that are not an override themselves: the table, and the guard the swaps share. */
const NOT_AN_OVERRIDE = new Set(["table.ts", "guarded-replacement.ts"])

describe("docs/overrides.md", () => {
  it("is the table of src/gatsby/overrides/table.ts, rendered (UPDATE_DOCS=1 writes it again)", () => {
    const rendered = renderOverridesDoc()
    if (process.env.UPDATE_DOCS === "1") fs.writeFileSync(DOC, rendered)
    expect(fs.readFileSync(DOC, "utf8")).toBe(rendered)
  })
})

describe("the overrides' table", () => {
  it("names every module of src/gatsby/overrides/ in a row", () => {
    const named = new Set(OVERRIDES.flatMap((o) => o.files))
    const modules = fs.readdirSync(path.join(root, FOLDER)).filter((f) => !NOT_AN_OVERRIDE.has(f))
    expect(modules.filter((f) => !named.has(`${FOLDER}/${f}`))).toEqual([])
  })

  it("names only files that exist, and each override once", () => {
    const files = OVERRIDES.flatMap((o) => o.files)
    expect(files.filter((f) => !fs.existsSync(path.join(root, f)))).toEqual([])
    expect(new Set(OVERRIDES.map((o) => o.name)).size).toBe(OVERRIDES.length)
  })

  it("fills every column of every row", () => {
    for (const o of OVERRIDES)
      for (const [key, value] of Object.entries(o)) expect([o.name, key, value.length > 0]).toEqual([o.name, key, true])
  })
})

describe("the head elements left out (head-elements-left-out.ts) are the ones Gatsby writes", () => {
  const read = (file: string) => fs.readFileSync(require.resolve(file, { paths: [root] }), "utf8")

  it.each(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"])(
    "gatsby-plugin-image's gatsby-ssr still adds the head key %s",
    (key) => {
      expect(read("gatsby-plugin-image/gatsby-ssr.js")).toContain(`key: "${key}"`)
      expect(isLeftOut(key)).toBe(true)
    },
  )

  it("Gatsby's static-entry still keys its generator meta generator-<version>", () => {
    expect(read("gatsby/cache-dir/static-entry.js")).toContain("key={`generator-${gatsbyVersion}`}")
    expect(isLeftOut("generator-5.16.0")).toBe(true)
    expect(isLeftOut("gatsby-chunk-mapping")).toBe(false)
  })
})
