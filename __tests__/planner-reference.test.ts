import { brandInitials, projectReference, REFERENCE_ALPHABET } from "../src/lib/planner/reference"
import { emptyProject } from "../src/lib/planner/project"
import { encodeProject, decodeProject } from "../src/lib/planner/url"
import { PORTS_EN, ROWS_EN, ROWS_FR } from "./planner-fixtures"

describe("the project's reference", () => {
  const query = "m=expandable-20ft*30~solar-kit&port=toamasina"

  it("is the brand's initials and four characters read over the phone without doubt", () => {
    expect(brandInitials("Kaz Horizon")).toBe("KH")
    expect(projectReference(query, "KH")).toMatch(/^KH-[2-9A-HJKMNP-Z]{4}$/)
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILO]/)
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length)
  })

  it("is the same for the same project, in either language (the link's text, whatever the rows' words)", () => {
    const project = decodeProject(query, ROWS_EN, PORTS_EN, "2026-11-27").project
    const again = decodeProject(query, ROWS_FR, PORTS_EN, "2026-11-27").project
    expect(projectReference(encodeProject(project, ROWS_EN), "KH")).toBe(projectReference(encodeProject(again, ROWS_FR), "KH"))
    expect(projectReference(query, "KH")).toBe(projectReference(query, "KH"))
  })

  it("changes with the project: a thousand projects of one model, one per quantity, nearly all apart", () => {
    const refs = new Set(
      Array.from({ length: 1000 }, (_, i) =>
        projectReference(encodeProject({ ...emptyProject(), lines: { "expandable-20ft": { quantity: i, options: [] } } }, ROWS_EN), "KH"),
      ),
    )
    // 31⁴ ≈ 920,000 references: a thousand projects share one at most a few times
    expect(refs.size).toBeGreaterThan(995)
  })
})
