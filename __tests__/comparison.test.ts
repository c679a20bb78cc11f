import fs from "fs"
import path from "path"
import { buildComparison, type ComparableProduct } from "../src/lib/content/comparison"
import { uiFor } from "../src/i18n"
import { isSourceLangFile } from "../src/lib/content/content-i18n"

const LABELS = uiFor("en").product.comparison.rows

const dir = path.join(__dirname, "..", "data", "products")
const expandable = fs
  .readdirSync(dir)
  .filter(isSourceLangFile)
  .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")))
  .filter((p) => p.group === "expandable") as ComparableProduct[]

describe("comparison of the expandable models, built from their data", () => {
  const c = buildComparison(expandable, LABELS, "/expandable-container-house/30ft")
  const row = (key: string) => c.rows.find((r) => r.key === key)?.values

  it("has the 20, 30 and 40ft models as columns in order, linking to each, the current one marked", () => {
    expect(c.columns.map((x) => x.path)).toEqual([
      "/expandable-container-house/20ft",
      "/expandable-container-house/30ft",
      "/expandable-container-house/40ft",
    ])
    expect(c.columns.map((x) => x.current)).toEqual([false, true, false])
  })
  it("shows the spec's figures exactly", () => {
    expect(row("external")).toEqual(["W6320*L5900*H2480", "W6260*L9000*H2480", "W6240*L11800*H2480"])
    expect(row("internal")).toEqual([null, "W6100*L8740*H2240", "W6080*L11540*H2200"])
    expect(row("folded")).toEqual(["W2200*L5900*H2480", "W2200*L9000*H2480", "W2200*L11800*H2480"])
    expect(row("area")).toEqual(["36.54 m²", "56.7 m²", "74.34 m²"])
    expect(row("mass")).toEqual(["3500-4500 kg", "4300-6000 kg", "6500-8000 kg"])
    expect(row("perContainer")).toEqual(["2 units per 40 HQ", "One per 40 HQ container", "One per 40 HQ container"])
    expect(row("side")).toEqual(["2270 mm", "2240 mm", null])
    expect(row("internalSide")).toEqual([null, "2060 mm", null])
  })
  it("leaves out rows no model fills and sorts by order whatever the input order", () => {
    const a: ComparableProduct = { name: "A", shortName: "A", path: "/a", order: 2, specs: [{ label: "Area", value: "1 m²", key: "area" }] }
    const b: ComparableProduct = { name: "B", shortName: "B", path: "/b", order: 1, specs: [{ label: "Colour", value: "red" }] }
    const out = buildComparison([a, b], LABELS)
    expect(out.columns.map((x) => x.name)).toEqual(["B", "A"])
    expect(out.rows).toEqual([{ key: "area", label: "Nominal area", values: [null, "1 m²"] }])
    expect(out.columns.every((x) => !x.current)).toBe(true)
  })
})
