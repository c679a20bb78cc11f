/**
 * The delivery fields render again only when what they show changes (issue 60): a "+" or a quantity typed changes the
 * project's lines, which they do not show, and renders the summary and the row, not them.
 */
import { DeliveryFields, sameDeliveryProps, type DeliveryFieldsProps } from "../src/components/planner/DeliveryFields"
import { emptyProject, withLine } from "../src/lib/planner/project"
import { plannerWords } from "../src/i18n/planner"
import { PORTS_EN, ROWS_EN } from "./planner-fixtures"

const base: DeliveryFieldsProps = {
  project: emptyProject(),
  ports: PORTS_EN,
  lang: "en",
  words: plannerWords("en"),
  today: "2026-01-10",
  optional: "(optional)",
  onChange: () => undefined,
}

describe("sameDeliveryProps", () => {
  it("is what the delivery fields' memo compares their props with", () => {
    expect((DeliveryFields as unknown as { compare: unknown }).compare).toBe(sameDeliveryProps)
  })

  it("is true for a change of the project's lines only (a quantity, an option, a model added)", () => {
    const withUnit = withLine(base.project, ROWS_EN[0].id, { quantity: 3, options: [] })
    expect(withUnit).not.toBe(base.project)
    expect(sameDeliveryProps(base, { ...base, project: withUnit })).toBe(true)
    expect(sameDeliveryProps(base, { ...base, project: { ...base.project } })).toBe(true)
  })

  it("is false for a change of any field the delivery fields show", () => {
    const changes: Partial<DeliveryFieldsProps["project"]>[] = [
      { port: "toamasina" },
      { otherPort: "Nosy Be" },
      { month: "2026-05" },
      { foundations: "unsure" },
      { use: "home" },
      { financing: true },
      { siteLocation: "Foulpointe" },
      { distance: "50-150" },
    ]
    for (const change of changes)
      expect({ change, same: sameDeliveryProps(base, { ...base, project: { ...base.project, ...change } }) }).toEqual({
        change,
        same: false,
      })
  })

  it("is false for a change of any other prop", () => {
    const others: Partial<DeliveryFieldsProps>[] = [
      { ports: [...PORTS_EN] },
      { lang: "fr" },
      { words: plannerWords("fr") },
      { today: null },
      { optional: "(facultatif)" },
      { onChange: () => undefined },
    ]
    for (const other of others)
      expect({ other: Object.keys(other)[0], same: sameDeliveryProps(base, { ...base, ...other }) }).toEqual({
        other: Object.keys(other)[0],
        same: false,
      })
  })
})
