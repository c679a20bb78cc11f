import fs from "fs"
import os from "os"
import path from "path"
import { entryProblems } from "../src/cms/entry-check"
import { plannerUi as plannerUiEn } from "../src/i18n/planner/ui.en"
import { plannerUi as plannerUiFr } from "../src/i18n/planner/ui.fr"
import { deliveryPortsSchema } from "../src/content-model/delivery-ports"
import { productSchema, type ProductOption, type ProductPlanner } from "../src/content-model/products"
import type { Queried } from "../src/content-model/common"
import { validateContentDir } from "../src/gatsby/content/validate-content"
import { translationErrors } from "../src/lib/content/content-i18n"
import { validate } from "../src/lib/content/content-schema"
import { deliveryPortErrors, productPlannerErrors, SIZING_FIELDS } from "../src/lib/content/planner-content"
import type { PlannerFields, PlannerOption, PlannerPort } from "../src/lib/planner/types"

const dataDir = path.join(__dirname, "..", "data")
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests edit any field of a parsed JSON file
type AnyDoc = Record<string, any>
const read = (rel: string): AnyDoc => JSON.parse(fs.readFileSync(path.join(dataDir, rel), "utf8"))
const productFiles = fs.readdirSync(path.join(dataDir, "products")).filter((f) => f.endsWith(".en.json"))

/** The content model's types are the planner's contract (src/lib/planner/types.ts): a drift is a type error here. */
const asPlannerFields = (p: ProductPlanner): PlannerFields => p
const asPlannerOption = (o: ProductOption): PlannerOption => o
const asPlannerPort = (p: Queried<typeof deliveryPortsSchema>["ports"][number]): PlannerPort => p

/** A product with only what the planner rules read. */
const product = (planner: AnyDoc, extra: AnyDoc = {}): AnyDoc => ({
  specs: [],
  options: [{ id: "solar-kit", label: "Solar kit" }],
  ...extra,
  planner: { installationDays: { min: 1, max: 2 }, foundation: "Pads", utilities: "Water", ...planner },
})
const fields = (doc: AnyDoc) => productPlannerErrors(doc).map((e) => e.field)

describe("the project planner's content (data/products planner and options, data/delivery-ports)", () => {
  it("the planner's figures of every product agree with the rules and with its spec rows", () => {
    expect(productFiles.length).toBeGreaterThan(0)
    for (const file of productFiles) {
      const doc = read(`products/${file}`)
      expect([file, validate(doc, productSchema)]).toEqual([file, []])
      expect([file, productPlannerErrors(doc)]).toEqual([file, []])
    }
  })

  it("every delivery port has its own id and a transit in whole days", () => {
    const doc = read("delivery-ports.en.json")
    expect(validate(doc, deliveryPortsSchema)).toEqual([])
    expect(deliveryPortErrors(doc)).toEqual([])
    expect(doc.ports.map((p: AnyDoc) => p.id)).toContain("le-port")
  })
  it("gives as the other port's example a port the list does not hold, in each language", () => {
    for (const [lang, ui] of [
      ["en", plannerUiEn],
      ["fr", plannerUiFr],
    ] as const) {
      const ports: AnyDoc[] = read(`delivery-ports.${lang}.json`).ports
      expect(ports.length).toBeGreaterThan(0)
      for (const p of ports) expect([lang, ui.delivery.otherPortHint]).not.toEqual([lang, expect.stringContaining(p.port)])
    }
  })

  it("the content model's queried types fit the planner's (a type check; the calls keep them used)", () => {
    const doc = read("products/expandable-20ft.en.json")
    expect(asPlannerFields(doc.planner).sizing).toBe("fixed")
    expect(asPlannerOption(doc.options[0]).id).toMatch(/^[a-z0-9-]+$/)
    expect(asPlannerPort(read("delivery-ports.en.json").ports[0]).transitDays).toBeGreaterThan(0)
  })

  describe("each sizing has its own fields, and only those", () => {
    it.each([
      ["fixed", { area: 36.54 }],
      ["sizes", { sizes: [13, 19.8] }],
      ["floorArea", { floorArea: { min: 18, max: 35, default: 24 } }],
      ["spanLength", { span: { min: 12, max: 60, default: 24 }, length: { min: 18, max: 240, default: 60 } }],
    ])("%s with its fields is accepted", (sizing, own) => {
      expect(productPlannerErrors(product({ sizing, ...own }))).toEqual([])
    })

    it.each(Object.entries(SIZING_FIELDS))("%s without its fields names each missing one", (sizing, own) => {
      const errors = productPlannerErrors(product({ sizing }))
      expect(errors.map((e) => e.field)).toEqual(own.map((key) => `planner.${key}`))
      expect(errors[0].message).toMatch(new RegExp(`^is missing: planner.sizing "${sizing}" needs it`))
    })

    it("refuses a field of another sizing", () => {
      expect(productPlannerErrors(product({ sizing: "fixed", area: 30, floorArea: { min: 18, max: 35, default: 24 } }))).toEqual([
        {
          field: "planner.floorArea",
          message:
            'is given, but planner.sizing is "fixed", which does not use it (it goes with "floorArea"): remove it, or change the sizing',
        },
      ])
      expect(fields(product({ sizing: "floorArea", floorArea: { min: 18, max: 35, default: 24 }, sizes: [1, 2], span: {} }))).toEqual([
        "planner.sizes",
        "planner.span",
      ])
    })

    it("wants the sizes of a 'sizes' model to differ", () => {
      expect(productPlannerErrors(product({ sizing: "sizes", sizes: [13, 19.8, 13] }))).toEqual([
        { field: "planner.sizes", message: "gives 13 twice: each size is a row of the planner, so the sizes must differ" },
      ])
    })
  })

  describe("ranges", () => {
    it("names a pick range's default outside it, as a maintainer reads it", () => {
      expect(productPlannerErrors(product({ sizing: "floorArea", floorArea: { min: 18, max: 35, default: 40 } }))).toEqual([
        { field: "planner.floorArea.default", message: "is 40, outside planner.floorArea (18 to 35)" },
      ])
    })

    it("refuses a min above the max, in every range", () => {
      const errors = productPlannerErrors(
        product({
          sizing: "spanLength",
          span: { min: 60, max: 12, default: 24 },
          length: { min: 18, max: 240, default: 60 },
          massKg: { min: 4500, max: 3500 },
          productionDays: { min: 90, max: 60 },
          installationDays: { min: 3, max: 1 },
        }),
      )
      expect(errors.map((e) => e.field)).toEqual(["planner.span", "planner.massKg", "planner.productionDays", "planner.installationDays"])
      expect(errors[0].message).toBe("runs from 60 to 12: its min must not be above its max")
    })

    it("counts production in whole days", () => {
      expect(productPlannerErrors(product({ sizing: "fixed", area: 30, productionDays: { min: 30.5, max: 45 } }))).toEqual([
        { field: "planner.productionDays.min", message: "is 30.5: production is counted in whole days" },
      ])
    })
  })

  it("takes units per container or area per container, not both", () => {
    expect(fields(product({ sizing: "fixed", area: 30, unitsPerContainer: 1, areaPerContainer: 50 }))).toEqual(["planner.areaPerContainer"])
    expect(fields(product({ sizing: "fixed", area: 30 }))).toEqual([]) // neither: assessed in the quotation
  })

  it("wants each option of a product to have its own id", () => {
    const doc = product({ sizing: "fixed", area: 30 }, { options: [{ id: "a" }, { id: "b" }, { id: "a" }] })
    expect(productPlannerErrors(doc)).toEqual([
      { field: "options[2].id", message: 'is "a", already the id of options[0]: each option of a product needs its own id' },
    ])
  })

  describe("the planner's figures agree with the spec rows", () => {
    const specs = [
      { label: "Total area", value: "36.54 m²", key: "area" },
      { label: "Mass", value: "3500-4500 kg", key: "mass" },
      { label: "Installation", value: "1 to 3 days", key: "installation" },
    ]
    const fixed = (planner: AnyDoc) =>
      product(
        { sizing: "fixed", area: 36.54, massKg: { min: 3500, max: 4500 }, installationDays: { min: 1, max: 3 }, ...planner },
        { specs },
      )

    it("accepts figures the spec rows give", () => {
      expect(productPlannerErrors(fixed({}))).toEqual([])
    })

    it("names the area that differs from the spec row", () => {
      expect(productPlannerErrors(fixed({ area: 36.5 }))).toEqual([
        {
          field: "planner.area",
          message: 'is 36.5, but the spec row "area" (specs[0].value) says "36.54 m²": the two must give the same figure',
        },
      ])
    })

    it("names a mass that differs from the spec row, and a mass the planner lacks", () => {
      expect(productPlannerErrors(fixed({ massKg: { min: 3500, max: 4600 } }))).toEqual([
        {
          field: "planner.massKg",
          message:
            'runs from 3500 to 4600, but the spec row "mass" (specs[1].value) says "3500-4500 kg": the two must give the same figures',
        },
      ])
      expect(productPlannerErrors(fixed({ massKg: undefined }))).toEqual([
        {
          field: "planner.massKg",
          message: 'is missing: the spec row "mass" (specs[1].value) gives the mass, "3500-4500 kg", and the planner reads it from here',
        },
      ])
    })

    it("compares installation days and sizes with their rows", () => {
      expect(fields(fixed({ installationDays: { min: 1, max: 2 } }))).toEqual(["planner.installationDays"])
      const sizes = (values: number[]) =>
        product({ sizing: "sizes", sizes: values }, { specs: [{ label: "Sizes", value: "13 m², 19.8 m² and 26 m²", key: "size" }] })
      expect(productPlannerErrors(sizes([13, 19.8, 26]))).toEqual([])
      expect(productPlannerErrors(sizes([13, 20, 26]))).toEqual([
        {
          field: "planner.sizes",
          message: 'gives 20, which the spec row "size" (specs[0].value) does not: it says "13 m², 19.8 m² and 26 m²"',
        },
      ])
    })

    it("reads only the area row of a fixed-size model (a villa's row gives its range of plans)", () => {
      const villa = product(
        { sizing: "floorArea", floorArea: { min: 80, max: 300, default: 150 } },
        { specs: [{ label: "Living area", value: "80 to 300 m²", key: "area" }] },
      )
      expect(productPlannerErrors(villa)).toEqual([])
    })
  })

  it("skips what the field types already refuse, and a document that is not an object", () => {
    expect(productPlannerErrors(null)).toEqual([])
    expect(productPlannerErrors(product({ sizing: "fixed", area: "36.54", massKg: { min: "x", max: 1 } }))).toEqual([])
    expect(deliveryPortErrors({ ports: "none" })).toEqual([])
  })

  describe("delivery ports", () => {
    const port = (id: string, transitDays: unknown = 28) => ({ id, port: id, country: "X", transitDays })

    it("wants each port to have its own id", () => {
      expect(deliveryPortErrors({ ports: [port("le-port"), port("toamasina"), port("le-port")] })).toEqual([
        { field: "ports[2].id", message: 'is "le-port", already the id of ports[0]: each port needs its own id' },
      ])
    })

    it("takes the transit in whole days from 1 (the content model's own rule)", () => {
      expect(validate({ ports: [port("le-port", 0), port("toamasina", 2.5), port("male", "30")] }, deliveryPortsSchema)).toEqual([
        { field: "ports[0].transitDays", message: "is 0, below the minimum 1" },
        { field: "ports[1].transitDays", message: "has the wrong type: expected a whole number, found a number" },
        { field: "ports[2].transitDays", message: 'has the wrong type: expected a whole number, found the text "30"' },
      ])
      expect(validate({ ports: [{ ...port("Le Port"), id: "Le Port" }] }, deliveryPortsSchema)[0].field).toBe("ports[0].id")
    })
  })

  describe("a translation's planner words and options follow the English file one to one", () => {
    const en = read("products/capsule-houses.en.json")
    const fr = read("products/capsule-houses.fr.json")

    it("accepts the French file as it is", () => {
      expect(translationErrors(en, fr, productSchema, "fr")).toEqual([])
    })

    it("names an option list of another length, an option id written again, a note the English option lacks", () => {
      const errors = (change: (doc: AnyDoc) => void) => {
        const copy = JSON.parse(JSON.stringify(fr))
        change(copy)
        return translationErrors(en, copy, productSchema, "fr").map((e) => `${e.field} ${e.message}`)
      }
      expect(errors((d) => d.options.pop())).toEqual([
        `options has ${fr.options.length - 1} entries, the English version has ${en.options.length}: the two must match one to one`,
      ])
      expect(errors((d) => (d.options[0].id = "terrasse"))).toEqual([
        "options[0].id is shared by every language and stored once, in the English file: remove it from the translation",
      ])
      const bare = JSON.parse(JSON.stringify(en))
      delete bare.options[0].note
      expect(translationErrors(bare, fr, productSchema, "fr").map((e) => e.field)).toEqual(["options[0].note"])
      expect(errors((d) => delete d.planner.utilities)).toEqual([
        "planner.utilities is missing: the English version has it, so the translation must have it too",
      ])
      expect(errors((d) => (d.planner.area = 24))).toEqual([
        "planner.area is shared by every language and stored once, in the English file: remove it from the translation",
      ])
    })
  })

  describe("occupancy and capacity", () => {
    const people = { measure: "people", sleeps: { min: 2, max: 4 }, seats: { min: 4, max: 6 } }
    const sized = (bySize: AnyDoc[], own: AnyDoc = {}) =>
      product({
        sizing: "sizes",
        sizes: [13, 26],
        occupancy: { ...people, sleeps: { min: 2, max: 4 }, seats: { min: 2, max: 5 }, bySize, ...own },
      })
    const sizes = [
      { size: 13, sleeps: { min: 2, max: 2 }, seats: { min: 2, max: 2 } },
      { size: 26, sleeps: { min: 2, max: 4 }, seats: { min: 4, max: 5 } },
    ]

    it("every product gives its monthly output, its crews and its occupancy (the content model's own rules)", () => {
      const doc = read("products/expandable-20ft.en.json")
      for (const [field, value, message] of [
        ["monthlyOutput", 0, "is 0, below the minimum 1"],
        ["installationCrews", 2.5, "has the wrong type: expected a whole number, found a number"],
      ] as const) {
        const bad = { ...doc, planner: { ...doc.planner, [field]: value } }
        expect(validate(bad, productSchema)).toEqual([{ field: `planner.${field}`, message }])
      }
      const noOccupancy = { ...doc, planner: { ...doc.planner, occupancy: undefined } }
      expect(validate(noOccupancy, productSchema).map((e) => e.field)).toEqual(["planner.occupancy"])
    })

    it("a model counted in people gives what it sleeps and seats; one counted by floor area gives neither", () => {
      expect(fields(product({ sizing: "fixed", area: 36.54, occupancy: people }))).toEqual([])
      expect(fields(product({ sizing: "fixed", area: 36.54, occupancy: { measure: "floorArea" } }))).toEqual([])
      expect(
        productPlannerErrors(product({ sizing: "fixed", area: 36.54, occupancy: { measure: "people", seats: people.seats } })),
      ).toEqual([
        {
          field: "planner.occupancy.sleeps",
          message: 'is missing: planner.occupancy.measure is "people", which needs how many people one unit sleeps',
        },
      ])
      expect(fields(product({ sizing: "spanLength", occupancy: { measure: "floorArea", seats: { min: 1, max: 2 } } }))).toContain(
        "planner.occupancy.seats",
      )
    })

    it("refuses a people range that runs downwards", () => {
      expect(productPlannerErrors(product({ sizing: "fixed", area: 36.54, occupancy: { ...people, seats: { min: 6, max: 4 } } }))).toEqual([
        { field: "planner.occupancy.seats", message: "runs from 6 to 4 people: its min must not be above its max" },
      ])
    })

    it("per size: every size once, only the model's sizes, and the model's figures from the smallest to the largest", () => {
      expect(fields(sized(sizes))).toEqual([])
      expect(productPlannerErrors(sized([sizes[0]]))).toEqual([
        { field: "planner.occupancy.bySize", message: "gives no figures for the size 26 of planner.sizes: give every size" },
        {
          field: "planner.occupancy.sleeps",
          message: "runs from 2 to 4, but its sizes (planner.occupancy.bySize) run from 2 to 2: the two must agree",
        },
        {
          field: "planner.occupancy.seats",
          message: "runs from 2 to 5, but its sizes (planner.occupancy.bySize) run from 2 to 2: the two must agree",
        },
      ])
      expect(fields(sized([...sizes, { ...sizes[0], size: 19.8 }]))).toEqual(["planner.occupancy.bySize[2].size"])
      expect(fields(sized([sizes[0], sizes[0], sizes[1]]))).toEqual(["planner.occupancy.bySize[1].size"])
      expect(fields(product({ sizing: "fixed", area: 36.54, occupancy: { ...people, bySize: sizes } }))).toEqual([
        "planner.occupancy.bySize",
      ])
    })

    it("the site settings give what one sailing carries, in whole containers, with the note in each language", () => {
      expect(read("site.en.json").capacity.containersPerSailing).toBeGreaterThanOrEqual(1)
      expect(read("site.fr.json").capacity.note).toMatch(/indicatifs/)
    })
  })

  describe("is run by the build's content check and by the editor", () => {
    let dir: string
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "planner-content-"))
      fs.cpSync(dataDir, path.join(dir, "data"), { recursive: true, filter: (src) => !/[\\/](images|videos)$/.test(src) })
      for (const folder of ["images", "videos"]) fs.symlinkSync(path.join(dataDir, folder), path.join(dir, "data", folder))
    })
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

    it("stops the build naming the file and the field", () => {
      const file = path.join(dir, "data", "products", "capsule-houses.en.json")
      const doc = JSON.parse(fs.readFileSync(file, "utf8"))
      doc.planner.floorArea.default = 40
      fs.writeFileSync(file, JSON.stringify(doc, null, 2))
      const ports = path.join(dir, "data", "delivery-ports.en.json")
      const portsDoc = JSON.parse(fs.readFileSync(ports, "utf8"))
      portsDoc.ports[1].id = portsDoc.ports[0].id
      fs.writeFileSync(ports, JSON.stringify(portsDoc, null, 2))
      expect(validateContentDir(path.join(dir, "data"))).toEqual([
        `data/delivery-ports.en.json: Ports, row 2 (${portsDoc.ports[1].port}), id [ports[1].id]: is "${portsDoc.ports[0].id}", already the id of ports[0]: each port needs its own id`,
        "data/products/capsule-houses.en.json: Planner floor area default [planner.floorArea.default]: is 40, outside planner.floorArea (18 to 35)",
      ])
    })

    it("stops the build on a bad occupancy or capacity, naming the file and the field", () => {
      const file = path.join(dir, "data", "products", "expandable-40ft.en.json")
      const doc = JSON.parse(fs.readFileSync(file, "utf8"))
      doc.planner.occupancy.sleeps = { min: 8, max: 6 }
      fs.writeFileSync(file, JSON.stringify(doc, null, 2))
      const site = path.join(dir, "data", "site.en.json")
      const siteDoc = JSON.parse(fs.readFileSync(site, "utf8"))
      siteDoc.capacity.containersPerSailing = 0
      fs.writeFileSync(site, JSON.stringify(siteDoc, null, 2))
      expect(validateContentDir(path.join(dir, "data"))).toEqual([
        "data/products/expandable-40ft.en.json: Planner occupancy sleeps [planner.occupancy.sleeps]: runs from 8 to 6 people: its min must not be above its max",
        "data/site.en.json: Capacity containers per sailing [capacity.containersPerSailing]: is 0, below the minimum 1",
      ])
    })

    it("refuses the editor's save with the same words", () => {
      const en = read("products/capsule-houses.en.json")
      const fr = read("products/capsule-houses.fr.json")
      expect(entryProblems({ collection: "products", data: en, i18n: { fr } })).toEqual([])
      en.planner.floorArea.default = 40
      expect(entryProblems({ collection: "products", data: en, i18n: { fr } })).toEqual([
        "Planner floor area default, English side [planner.floorArea.default]: is 40, outside planner.floorArea (18 to 35)",
      ])
    })
  })
})
