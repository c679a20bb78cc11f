import { emptyProject } from "../src/lib/planner/project"
import type { Project } from "../src/lib/planner/types"
import { decodeProject, encodeProject } from "../src/lib/planner/url"
import { PORTS_EN, ROWS_EN, ROWS_FR } from "./planner-fixtures"

const TODAY = "2026-11-27"
const decode = (search: string) => decodeProject(search, ROWS_EN, PORTS_EN, TODAY)

const PROJECT: Project = {
  ...emptyProject(),
  lines: {
    "capsule-houses": { quantity: 2, options: ["bathroom-pod"], area: 28 },
    "expandable-20ft": { quantity: 30, options: ["furniture-pack", "solar-kit"], use: "office" },
    "apple-cabins@13": { quantity: 4, options: [] },
    "apple-cabins@19.8": { quantity: 1, options: ["terrace"] },
    "expandable-40ft": { quantity: 0, options: ["air-con"] },
    "industrial-building": { quantity: 1, options: [], span: 24, length: 60.5 },
  },
  port: "toamasina",
  month: "2027-03",
  foundations: "ready",
  use: "tourism",
  financing: true,
  siteLocation: "Fénérive-Est",
  distance: "50-150",
}

const ENCODED =
  "m=expandable-20ft*30!office~solar-kit~furniture-pack&m=apple-cabins@13*4&m=apple-cabins@19.8*1~terrace&m=capsule-houses*2:28~bathroom-pod" +
  "&m=industrial-building*1:24x60.5&port=toamasina&month=2027-03&foundations=ready&use=tourism&financing=1" +
  "&site=F%C3%A9n%C3%A9rive-Est&distance=50-150"

describe("encodeProject", () => {
  it("writes the ordered lines in row order, their sizes and options, then the answers, readably", () => {
    expect(encodeProject(PROJECT, ROWS_EN)).toBe(ENCODED)
  })
  it("leaves out empty answers, and writes nothing for an empty project", () => {
    expect(encodeProject(emptyProject(), ROWS_EN)).toBe("")
    expect(encodeProject({ ...emptyProject(), lines: { "expandable-40ft": { quantity: 1, options: [] } } }, ROWS_EN)).toBe(
      "m=expandable-40ft*1",
    )
  })
  it("writes the default size of a sized model, and an other port's name encoded", () => {
    const project = {
      ...emptyProject(),
      lines: { "capsule-houses": { quantity: 1, options: [] }, "industrial-building": { quantity: 1, options: [] } },
      port: "other",
      otherPort: " Nosy Be & Co / 50% ",
    }
    expect(encodeProject(project, ROWS_EN)).toBe(
      "m=capsule-houses*1:28&m=industrial-building*1:20x40&port=other&other=Nosy+Be+%26+Co+%2F+50%25",
    )
  })
})

describe("decodeProject", () => {
  it("restores an encoded project, in either language's rows, with nothing dropped", () => {
    const expected = { ...PROJECT, lines: { ...PROJECT.lines } }
    delete expected.lines["expandable-40ft"]
    expected.lines["expandable-20ft"] = { quantity: 30, options: ["solar-kit", "furniture-pack"], use: "office" }
    expect(decode(ENCODED)).toEqual({ project: expected, dropped: [] })
    expect(decode(`?${ENCODED}`).project).toEqual(expected)
    expect(decodeProject(ENCODED, ROWS_FR, PORTS_EN, TODAY).project).toEqual(expected)
  })
  it("reads the characters URLSearchParams would have percent-encoded, and an other port with spaces as + or %20", () => {
    const { project, dropped } = decode("m=apple-cabins%4013*2%7Eterrace&m=capsule-houses*1%3A30&port=other&other=Nosy%20Be+%26%20Co")
    expect(dropped).toEqual([])
    expect(project.lines).toEqual({
      "apple-cabins@13": { quantity: 2, options: ["terrace"] },
      "capsule-houses": { quantity: 1, options: [], area: 30 },
    })
    expect([project.port, project.otherPort]).toEqual(["other", "Nosy Be & Co"])
  })
  it("round-trips an other port's name", () => {
    const project = { ...emptyProject(), port: "other", otherPort: "Saint-Pierre (Miquelon) & Co 100% é" }
    expect(decode(encodeProject(project, ROWS_EN)).project).toEqual(project)
  })
  it("keeps the valid models and reports the unknown ones", () => {
    const { project, dropped } = decode("m=villa-xl*2&m=expandable-40ft*3&m=apple-cabins@14*1")
    expect(project.lines).toEqual({ "expandable-40ft": { quantity: 3, options: [] } })
    expect(dropped).toEqual([
      { kind: "model", value: "villa-xl" },
      { kind: "model", value: "apple-cabins@14" },
    ])
  })
  it("drops the unknown options of a known model and keeps the others", () => {
    const { project, dropped } = decode("m=expandable-20ft*2~jacuzzi~solar-kit~terrace")
    expect(project.lines["expandable-20ft"]).toEqual({ quantity: 2, options: ["solar-kit"] })
    expect(dropped).toEqual([
      { kind: "option", value: "jacuzzi", row: "expandable-20ft" },
      { kind: "option", value: "terrace", row: "expandable-20ft" },
    ])
  })
  it("drops a line whose quantity is not a whole number 0 to 999", () => {
    for (const bad of ["1000", "-1", "2.5", "abc", "", "1e3", "0x10"]) {
      const { project, dropped } = decode(`m=expandable-40ft*${encodeURIComponent(bad)}&m=expandable-20ft*1`)
      expect(project.lines).toEqual({ "expandable-20ft": { quantity: 1, options: [] } })
      expect(dropped).toEqual([{ kind: "quantity", value: bad, row: "expandable-40ft" }])
    }
    expect(decode("m=expandable-40ft*999").project.lines["expandable-40ft"].quantity).toBe(999)
    expect(decode("m=expandable-40ft*0")).toEqual({
      project: { ...emptyProject(), lines: { "expandable-40ft": { quantity: 0, options: [] } } },
      dropped: [],
    })
  })
  it("reads a model without a quantity as one unit, and a sized product's key as its first size", () => {
    expect(decode("m=capsule-houses&m=apple-cabins*2").project.lines).toEqual({
      "capsule-houses": { quantity: 1, options: [], area: 28 },
      "apple-cabins@13": { quantity: 2, options: [] },
    })
  })
  it("keeps a model whose size is out of its range at the default size, and reports the size", () => {
    const { project, dropped } = decode(
      "m=capsule-houses*2:41&m=industrial-building*1:50x60&m=expandable-40ft*1:30&m=apple-cabins@26*1:abc",
    )
    expect(project.lines).toEqual({
      "capsule-houses": { quantity: 2, options: [], area: 28 },
      "industrial-building": { quantity: 1, options: [], span: 20, length: 40 },
      "expandable-40ft": { quantity: 1, options: [] },
      "apple-cabins@26": { quantity: 1, options: [] },
    })
    expect(dropped).toEqual([
      { kind: "size", value: "41", row: "capsule-houses" },
      { kind: "size", value: "50x60", row: "industrial-building" },
      { kind: "size", value: "30", row: "expandable-40ft" },
      { kind: "size", value: "abc", row: "apple-cabins@26" },
    ])
    for (const bad of ["20", "20x", "x60", "20x60x2", "20x130", "-20x60", "20x 60"])
      expect(decode(`m=industrial-building*1:${encodeURIComponent(bad)}`).dropped).toEqual([
        { kind: "size", value: bad, row: "industrial-building" },
      ])
    expect(decode("m=capsule-houses*1:20").project.lines["capsule-houses"].area).toBe(20)
    expect(decode("m=capsule-houses*1:40").project.lines["capsule-houses"].area).toBe(40)
    expect(decode("m=capsule-houses*1:19.99").dropped).toHaveLength(1)
  })
  it("adds the quantities of a model given twice, joins its options and keeps its first valid size", () => {
    const { project, dropped } = decode(
      "m=capsule-houses*2:30~bathroom-pod&m=capsule-houses*3:35&m=expandable-20ft*600&m=expandable-20ft*500",
    )
    expect(project.lines).toEqual({
      "capsule-houses": { quantity: 5, options: ["bathroom-pod"], area: 30 },
      "expandable-20ft": { quantity: 999, options: [] },
    })
    expect(dropped).toEqual([{ kind: "quantity", value: "1100", row: "expandable-20ft" }])
    expect(decode("m=capsule-houses*1:99&m=capsule-houses*1:33").project.lines["capsule-houses"]).toEqual({
      quantity: 2,
      options: [],
      area: 33,
    })
  })
  it("keeps a listed port or an other port's name (trimmed, at most 80 characters), and drops an unknown port", () => {
    expect(decode("port=le-port").project.port).toBe("le-port")
    expect(decode("port=atlantis&other=x")).toEqual({ project: emptyProject(), dropped: [{ kind: "port", value: "atlantis" }] })
    const long = decode(`port=other&other=${"a".repeat(100)}`).project
    expect(long.otherPort).toHaveLength(80)
    expect(decode("port=other").project).toMatchObject({ port: "other", otherPort: "" })
    expect(decode("port=le-port&other=Nosy+Be").project).toMatchObject({ port: "le-port", otherPort: "" })
  })
  it("keeps a month from the one after today's, and drops a past, current or malformed month", () => {
    expect(decode("month=2026-12").project.month).toBe("2026-12")
    expect(decode("month=2030-01").project.month).toBe("2030-01")
    for (const bad of ["2026-11", "2025-12", "2027-13", "2027-3", "March", "2027-03-01"])
      expect(decode(`month=${bad}`)).toEqual({ project: emptyProject(), dropped: [{ kind: "month", value: bad }] })
  })
  it("keeps the known answers and reports the others", () => {
    expect(decode("foundations=todo&use=public&financing=1").project).toMatchObject({ foundations: "todo", use: "public", financing: true })
    expect(decode("financing=0").project.financing).toBe(false)
    expect(decode("foundations=maybe&use=castle&financing=yes").dropped).toEqual([
      { kind: "answer", value: "maybe" },
      { kind: "answer", value: "castle" },
      { kind: "answer", value: "yes" },
    ])
  })
  it("ignores the parameters it does not own, garbage and empty values", () => {
    expect(decode("add=expandable-20ft&utm_source=mail&lang=fr")).toEqual({ project: emptyProject(), dropped: [] })
    expect(decode("")).toEqual({ project: emptyProject(), dropped: [] })
    expect(decode("?")).toEqual({ project: emptyProject(), dropped: [] })
    expect(decode("m=&port=&month=&foundations=&use=&financing=")).toEqual({ project: emptyProject(), dropped: [] })
    expect(decode("%%%&&==&m")).toEqual({ project: emptyProject(), dropped: [] })
    expect(decode("m=%E0%A4%A&port=%zz").dropped).toEqual([
      { kind: "model", value: "\uFFFD%A" },
      { kind: "port", value: "%zz" },
    ])
  })
})

describe("a line's own use, the site and its distance", () => {
  it("keeps the first valid use of a line, and reports an unknown one (the line keeps the project's)", () => {
    const { project, dropped } = decode("m=expandable-20ft*2!castle~solar-kit&m=expandable-40ft*1!site&m=expandable-40ft*1!home")
    expect(project.lines["expandable-20ft"]).toEqual({ quantity: 2, options: ["solar-kit"] })
    expect(project.lines["expandable-40ft"]).toEqual({ quantity: 2, options: [], use: "site" })
    expect(dropped).toEqual([{ kind: "answer", value: "castle", row: "expandable-20ft" }])
  })
  it("reads a sized line's use after its size", () => {
    expect(decode("m=capsule-houses*1:30!office").project.lines["capsule-houses"]).toEqual({
      quantity: 1,
      options: [],
      area: 30,
      use: "office",
    })
  })
  it("trims and cuts the site's name, and drops an unknown distance", () => {
    const { project, dropped } = decode(`site=${encodeURIComponent(`  ${"x".repeat(90)}`)}&distance=far`)
    expect(project.siteLocation).toBe("x".repeat(80))
    expect(project.distance).toBe("")
    expect(dropped).toEqual([{ kind: "answer", value: "far" }])
  })
})
