import { emptyProject } from "../src/lib/planner/project"
import type { PlannerContact, Project } from "../src/lib/planner/types"
import { validatePlanner } from "../src/lib/planner/validate"
import { PORTS_EN, ROWS_EN } from "./planner-fixtures"

const CONTACT: PlannerContact = { name: "Aina Rakoto", email: "aina@example.mg", phone: "+261 341234567", company: "", message: "" }
const PROJECT: Project = { ...emptyProject(), lines: { "expandable-40ft": { quantity: 1, options: [] } }, port: "toamasina" }

describe("validatePlanner", () => {
  it("accepts a project with a unit, a port and the contact's name, e-mail and phone (company and message optional)", () => {
    expect(validatePlanner(CONTACT, PROJECT, ROWS_EN)).toEqual({ ok: true })
    expect(validatePlanner(CONTACT, { ...PROJECT, port: "other", otherPort: "Nosy Be" }, ROWS_EN, PORTS_EN)).toEqual({ ok: true })
  })
  it("asks for at least one unit first", () => {
    const none = { ...emptyProject(), lines: { "expandable-40ft": { quantity: 0, options: [] } } }
    expect(validatePlanner({ ...CONTACT, name: "", phone: "12" }, none, ROWS_EN)).toEqual({ ok: false, reason: "units", field: "quantity" })
    expect(validatePlanner(CONTACT, { ...PROJECT, lines: { "villa-xl": { quantity: 3, options: [] } } }, ROWS_EN).ok).toBe(false)
  })
  it("then a port: listed, or other with a name (its own reason: the port is chosen, its name is missing)", () => {
    const port = { ok: false, reason: "port", field: "port" }
    expect(validatePlanner({ ...CONTACT, name: "" }, { ...PROJECT, port: "" }, ROWS_EN)).toEqual(port)
    expect(validatePlanner(CONTACT, { ...PROJECT, port: "atlantis" }, ROWS_EN, PORTS_EN)).toEqual(port)
    expect(validatePlanner(CONTACT, { ...PROJECT, port: "other", otherPort: "  " }, ROWS_EN)).toEqual({
      ok: false,
      reason: "otherPort",
      field: "port",
    })
  })
  it("then the required contact fields, in the form's order", () => {
    expect(validatePlanner({ ...CONTACT, name: " ", email: "" }, PROJECT, ROWS_EN)).toEqual({
      ok: false,
      reason: "required",
      field: "name",
      missing: ["name", "email"],
    })
    expect(validatePlanner({ ...CONTACT, email: "", phone: "" }, PROJECT, ROWS_EN)).toEqual({
      ok: false,
      reason: "required",
      field: "email",
      missing: ["email", "phone"],
    })
    expect(validatePlanner({ ...CONTACT, phone: "" }, PROJECT, ROWS_EN)).toEqual({
      ok: false,
      reason: "required",
      field: "phone",
      missing: ["phone"],
    })
  })
  it("then the spec's phone rule: +, 1 to 4 digits, an optional space, 7 to 15 digits", () => {
    for (const bad of ["0692123456", "+262 692 12 34 56", "+12345 1234567", "+262 123456", "+262-692123456"])
      expect(validatePlanner({ ...CONTACT, phone: bad }, PROJECT, ROWS_EN)).toEqual({ ok: false, reason: "phone", field: "phone" })
    for (const good of ["+262692123456", "+262 692123456", "+1 1234567", "+1234 123456789012345"])
      expect(validatePlanner({ ...CONTACT, phone: good }, PROJECT, ROWS_EN)).toEqual({ ok: true })
  })
  it("then, once the phone field has loaded its numbering plans, a number the country can have", () => {
    const diallable = (phone: string) => phone === "+262692123456"
    expect(validatePlanner({ ...CONTACT, phone: "+262692123456" }, PROJECT, ROWS_EN, PORTS_EN, diallable)).toEqual({ ok: true })
    expect(validatePlanner({ ...CONTACT, phone: "+26269212345" }, PROJECT, ROWS_EN, PORTS_EN, diallable)).toEqual({
      ok: false,
      reason: "phone",
      field: "phone",
    })
  })
})
