import { formatErrors, t, toSDL, validate, type Infer } from "../src/lib/content/content-schema"

const schema = {
  title: t.text(),
  order: t.number({ integer: true }),
  path: t.path(),
  date: t.date({ optional: true }),
  image: t.image(),
  tags: t.array(t.text(), { min: 1 }),
  blocks: t.array(t.union("type", { heading: { text: t.text() }, image: { image: t.image(), alt: t.text({ optional: true }) } })),
}
const good = {
  title: "Apple Cabin",
  order: 1,
  path: "/apple-cabins",
  image: "../images/a.jpg",
  tags: ["cabin"],
  blocks: [
    { type: "heading", text: "Hello" },
    { type: "image", image: "../images/b.jpg" },
  ],
}

describe("validate", () => {
  it("accepts a valid document", () => {
    expect(validate(good, schema, { fileExists: () => true })).toEqual([])
  })

  it.each([
    ["a missing field", { ...good, title: undefined }, "title", "is missing (expected a text)"],
    ["a wrong type", { ...good, order: "1" }, "order", 'has the wrong type: expected a whole number, found the text "1"'],
    ["an empty text", { ...good, title: "  " }, "title", "is empty (expected a text)"],
    ["a malformed path", { ...good, path: "apple-cabins/" }, "path", "is not valid"],
    ["a date written out", { ...good, date: "April 24, 2025" }, "date", "an ISO date YYYY-MM-DD, e.g. 2025-04-24 for April 24, 2025"],
    ["a date in another order", { ...good, date: "24/04/2025" }, "date", "an ISO date YYYY-MM-DD"],
    ["a month that does not exist", { ...good, date: "2025-13-01" }, "date", "an ISO date YYYY-MM-DD"],
    ["a wrong file type", { ...good, image: "../images/a.txt" }, "image", "a relative path to a file ending in"],
    ["a wrong list item", { ...good, tags: ["ok", 3] }, "tags[1]", "has the wrong type"],
    ["a too short list", { ...good, tags: [] }, "tags", "has 0 entries, at least 1 needed"],
    ["an unknown block type", { ...good, blocks: [{ type: "video" }] }, "blocks[0].type", "expected one of 'heading', 'image'"],
    ["a missing block field", { ...good, blocks: [{ type: "heading" }] }, "blocks[0].text", "is missing"],
    ["a misspelt field", { ...good, titel: "x" }, "titel", "is not a known field (misspelt?)"],
  ])("reports %s with the field's name", (_label, doc, field, message) => {
    const errors = validate(doc, schema, { fileExists: () => true })
    expect(errors).toHaveLength(1)
    expect(errors[0].field).toBe(field)
    expect(errors[0].message).toContain(message)
  })

  it("reports a referenced file that does not exist", () => {
    const errors = validate(good, schema, { fileExists: (p) => p !== "../images/b.jpg" })
    expect(errors).toEqual([{ field: "blocks[1].image", message: 'points to "../images/b.jpg", which does not exist' }])
  })

  it("formats errors as one message naming the file and each field", () => {
    const msg = formatErrors("data/products/x.json", [
      { field: "title", message: "is missing (expected a text)" },
      { field: "order", message: "has the wrong type" },
    ])
    expect(msg).toBe(
      'data/products/x.json: field "title" is missing (expected a text)\ndata/products/x.json: field "order" has the wrong type',
    )
  })
})

describe("toSDL", () => {
  it("declares node types without inference, nested types, files as links and union blocks", () => {
    const sdl = toSDL([{ typeName: "ThingJson", schema: { id: t.text(), ...schema } }])
    expect(sdl).toContain("type ThingJson implements Node @dontInfer {")
    expect(sdl).toContain("  jsonId: String!")
    expect(sdl).toContain("  title: String!")
    expect(sdl).toContain("  order: Int!")
    expect(sdl).toContain("  date: String\n")
    expect(sdl).toContain("  image: File @fileByRelativePath")
    expect(sdl).toContain("  tags: [String!]!")
    expect(sdl).toContain("  blocks: [ThingJsonBlocks!]!")
    expect(sdl).toMatch(
      /type ThingJsonBlocks \{\n {2}type: String!\n {2}text: String\n {2}image: File @fileByRelativePath\n {2}alt: String\n\}/,
    )
  })

  it("defines a shared nested type once", () => {
    const link = t.object({ label: t.text() }, { typeName: "Shared" })
    const sdl = toSDL([
      { typeName: "AJson", schema: { a: link } },
      { typeName: "BJson", schema: { b: link } },
    ])
    expect(sdl.match(/type Shared \{/g)).toHaveLength(1)
  })

  it("accepts the same type name declared twice with the same fields (e.g. an optional and a required button)", () => {
    const a = t.object({ label: t.text(), path: t.path() }, { typeName: "ButtonLink" })
    const b = t.object({ label: t.text(), path: t.path() }, { typeName: "ButtonLink", optional: true })
    const sdl = toSDL([{ typeName: "PageJson", schema: { a, b } }])
    expect(sdl.match(/type ButtonLink \{/g)).toHaveLength(1)
  })

  it("refuses a type name declared twice with different fields, naming both places", () => {
    const short = t.object({ label: t.text() }, { typeName: "Shared" })
    const long = t.object({ label: t.text(), path: t.path() }, { typeName: "Shared" })
    const build = () =>
      toSDL([
        { typeName: "AJson", schema: { menu: t.array(short) } },
        { typeName: "BJson", schema: { footer: t.object({ link: long }) } },
      ])
    expect(build).toThrow("GraphQL type Shared is declared twice with different fields: at AJson.menu[] and at BJson.footer.link.")
  })

  it("refuses two fields of a union block with the same name and different kinds", () => {
    const blocks = t.union("type", { a: { size: t.text() }, b: { size: t.number() } }, { typeName: "Block" })
    expect(() => toSDL([{ typeName: "CJson", schema: { blocks: t.array(blocks) } }])).toThrow("union Block: field size has two kinds")
  })
})

describe("Infer: the TypeScript type of a schema (checked by tsc over this file)", () => {
  const product = {
    name: t.text(),
    group: t.enum(["cabins", "villas"]),
    note: t.text({ optional: true }),
    cover: t.image(),
    sections: t.array(
      t.union("type", { text: { paragraphs: t.array(t.text()) }, video: { src: t.video(), label: t.text({ optional: true }) } }),
    ),
  }
  type Product = Infer<typeof product>
  type QueriedProduct = Infer<typeof product, { publicURL: string } | null>

  it("keeps enum literals, optional fields, file paths and a discriminated union of blocks", () => {
    const p: Product = {
      name: "Apple Cabin",
      group: "cabins",
      cover: "../images/a.jpg",
      sections: [
        { type: "text", paragraphs: ["One"] },
        { type: "video", src: "../videos/a.mp4" },
      ],
    }
    // @ts-expect-error a group that the schema does not list
    const wrongGroup: Product["group"] = "warehouses"
    // @ts-expect-error a text block has no `src`
    const wrongBlock: Product["sections"][number] = { type: "text", paragraphs: [], src: "x" }
    const labels = p.sections.map((s) => (s.type === "video" ? (s.label ?? s.src) : s.paragraphs.join(" ")))
    expect(labels).toEqual(["One", "../videos/a.mp4"])
    expect([wrongGroup, wrongBlock.type]).toEqual(["warehouses", "text"])
    expect(validate(p, product, { fileExists: () => true })).toEqual([])
  })

  it("gives file fields the queried File shape when asked", () => {
    const q: QueriedProduct = { name: "Apple Cabin", group: "villas", note: null, cover: { publicURL: "/static/a.jpg" }, sections: [] }
    expect(q.cover?.publicURL).toBe("/static/a.jpg")
  })
})
