import fs from "fs"
import path from "path"
import { areasIn, crossFileFactErrors, modelAreas, productFactErrors } from "../src/lib/content/consistency"
import { entryProblems } from "../src/cms/entry-check"
import { validateContentDir } from "../src/gatsby/content/validate-content"
import { copyData } from "./helpers/data-copy"

const root = path.join(__dirname, "..", "data")
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"))
const english = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith(".en.json"))
    .map((f) => ({ file: `${dir}/${f}`, doc: read(`${dir}/${f}`) }))

describe("areas in prose", () => {
  it("reads single areas, lists and ranges, not a number before an area nor an area per container", () => {
    expect(areasIn("The 30ft model offers 56.7 m²: enough for two bedrooms")).toEqual([56.7])
    expect(areasIn("in 13, 19.8 and 26 m² sizes; 36.54, 56.7 or 74.34 m²")).toEqual([13, 19.8, 26, 36.54, 56.7, 74.34])
    expect(areasIn("Family homes of 75 to 120 m², 18-35 m²")).toEqual([75, 120, 18, 35])
    expect(areasIn("Size 1, 13 m²: a studio")).toEqual([13])
    expect(areasIn("a 1,200 m² warehouse")).toEqual([1200])
    expect(areasIn("about 30 m² per container")).toEqual([])
  })
  it("takes a model's areas from its spec rows and its planner", () => {
    expect([...modelAreas(read("products/light-steel-villas.en.json"))].sort((a, b) => a - b)).toEqual([75, 93, 120])
    expect([...modelAreas(read("products/expandable-40ft.en.json"))].sort((a, b) => a - b)).toEqual([70.2, 74.34])
  })
})

describe("productFactErrors", () => {
  it("passes every product as shipped", () => {
    for (const { file, doc } of english("products")) expect([file, productFactErrors(doc)]).toEqual([file, []])
  })
  it("refuses an area in prose that the spec rows and the planner do not give", () => {
    const villa = read("products/light-steel-villas.en.json")
    expect(productFactErrors({ ...villa, sizeRange: "From 93 m² (3 rooms)" })[0].message).toMatch(
      /^says "From 93 m²", but the model's areas run from 75 m² to 120 m²/,
    )
    expect(productFactErrors({ ...villa, sizeRange: "From 60 m² (3 rooms)" })).toEqual([
      {
        field: "sizeRange",
        message:
          "gives 60 m², which is none of the model's areas (75 m², 93 m², 120 m², from its spec rows and its planner figures): write one of these, or correct the spec rows",
      },
    ])
    const forty = read("products/expandable-40ft.en.json")
    const text = forty.intro[1].replace("74.34 m²", "76 m²")
    expect(productFactErrors({ ...forty, intro: [forty.intro[0], text] }).map((e) => e.field)).toEqual(["intro[1]"])
  })
  it("runs in the editor's pre-save check of a product", () => {
    const villa = read("products/light-steel-villas.en.json")
    const problems = entryProblems({
      collection: "products",
      data: { ...villa, pitch: "Our 99 m² plan" },
      i18n: { fr: read("products/light-steel-villas.fr.json") },
    })
    expect(problems.join("\n")).toMatch(/\[pitch\]: gives 99 m², which is none of the model's areas/)
  })
})

describe("crossFileFactErrors", () => {
  const docs = () => [{ file: "home.en.json", doc: read("home.en.json") }, ...english("products"), ...english("featured")]
  it("passes the home page's cards and the featured pages as shipped", () => expect(crossFileFactErrors(docs())).toEqual([]))
  it("refuses the home card that said « dès 93 m² » of a villa the planner offers from 75 m²", () => {
    const said = docs()
    const home0 = said[0].doc
    const cards0 = home0.models.cards.map((c: { path: string }) =>
      c.path === "/light-steel-villas" ? { ...c, subtitle: "Family homes from 93 m²" } : c,
    )
    said[0] = { file: "home.en.json", doc: { ...home0, models: { ...home0.models, cards: cards0 } } }
    expect(crossFileFactErrors(said)).toEqual([
      {
        file: "home.en.json",
        field: "models.cards[3].subtitle",
        message:
          'says "from 93 m²", but /light-steel-villas\'s areas run from 75 m² to 120 m² (its spec rows and its planner figures): write "from 75 m²" or the range',
      },
    ])
    const all = docs()
    const home = all[0].doc
    const cards = home.models.cards.map((c: { path: string }) =>
      c.path === "/light-steel-villas" ? { ...c, subtitle: "Family homes from 60 m²" } : c,
    )
    all[0] = { file: "home.en.json", doc: { ...home, models: { ...home.models, cards } } }
    expect(crossFileFactErrors(all)).toEqual([
      {
        file: "home.en.json",
        field: "models.cards[3].subtitle",
        message:
          "gives 60 m², which is none of /light-steel-villas's areas (75 m², 93 m², 120 m², from its spec rows and its planner figures): write one of these, or correct the spec rows",
      },
    ])
  })
  it("lets a card or a featured page of the expandable family give any of its models' areas", () => {
    const featured = docs().find((d) => d.file === "featured/expandable-container-house.en.json")!
    expect(JSON.stringify(featured.doc)).toContain("74.34")
    expect(featured.doc.productPath).toBe("/expandable-container-house/20ft")
  })
  it("stops the build's content check, naming the file and the field", () => {
    const dir = copyData()
    const home = JSON.parse(fs.readFileSync(path.join(dir, "home.en.json"), "utf8"))
    home.models.cards[3].subtitle = "Family homes from 60 m²"
    fs.writeFileSync(path.join(dir, "home.en.json"), JSON.stringify(home, null, 2) + "\n")
    expect(validateContentDir(dir).join("\n")).toMatch(
      /data\/home\.en\.json.*subtitle.*gives 60 m², which is none of \/light-steel-villas's areas/,
    )
  })
})
