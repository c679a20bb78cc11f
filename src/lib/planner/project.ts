/**
 * The project the visitor builds: creating it, adding a unit of a model (the catalogue's "add to project" links),
 * and the lines it orders, in the planner's row order. Pure: every change returns a new project.
 */
import { clampQuantity, defaultChoice } from "./rows"
import type { LineChoice, PlannerRow, Project, RowId } from "./types"

export const emptyProject = (): Project => ({
  lines: {},
  port: "",
  otherPort: "",
  month: "",
  foundations: "",
  use: "",
  financing: false,
  siteLocation: "",
  distance: "",
})

/** The row a target names: a row id, or a product key (a "sizes" product's key names its first size). */
export const findRow = (rows: readonly PlannerRow[], target: string): PlannerRow | undefined =>
  rows.find((row) => row.id === target) ?? rows.find((row) => row.product.key === target)

/** Each row's starting choice, made once: the same object on every render, so a row without a line keeps its props. */
const startingChoices = new WeakMap<PlannerRow, LineChoice>()
const startingChoice = (row: PlannerRow): LineChoice => {
  let choice = startingChoices.get(row)
  if (!choice) startingChoices.set(row, (choice = defaultChoice(row)))
  return choice
}

/** The row's choice in the project, or its starting choice (never to be changed in place: every change makes a new one). */
export const choiceOf = (project: Project, row: PlannerRow): LineChoice => project.lines[row.id] ?? startingChoice(row)

/** The project with the row's choice replaced (its quantity brought into 0..999). */
export const withLine = (project: Project, rowId: RowId, choice: LineChoice): Project => ({
  ...project,
  lines: { ...project.lines, [rowId]: { ...choice, quantity: clampQuantity(choice.quantity) } },
})

/** One more unit of the target's row (1 when it had none); an unknown target leaves the project as it is. */
export function addToProject(project: Project, rows: readonly PlannerRow[], target: string): Project {
  const row = findRow(rows, target)
  if (!row) return project
  const choice = choiceOf(project, row)
  return withLine(project, row.id, { ...choice, quantity: choice.quantity + 1 })
}

/** The ordered lines (quantity above 0), in the rows' order. */
export function orderedLines(project: Project, rows: readonly PlannerRow[]): Array<{ row: PlannerRow; choice: LineChoice }> {
  return rows.flatMap((row) => {
    const choice = project.lines[row.id]
    return choice && choice.quantity > 0 ? [{ row, choice }] : []
  })
}
