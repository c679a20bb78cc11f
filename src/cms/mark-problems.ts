import type { EntryProblem } from "./entry-check"

/**
 * Marks, in the editor's form, the fields the build's check refused (src/cms/entry-check.ts): a red outline and the
 * problem written under the field, until the next save attempt checks again. The editor (Sveltia CMS) renders each
 * field as `.field[data-key-path="specs.1.value"]` inside its language's pane `[data-locale="fr"]` (`_default` for an
 * entry in one language); a field it does not
 * show (a row that was removed) marks its nearest shown parent.
 */
export const PROBLEM_ATTR = "data-build-problem"
const NOTE_CLASS = "build-problem-note"

/** `specs[1].value` → `specs.1.value`, the editor's key path. */
export const keyPathOf = (field: string): string => field.replace(/\[(\d+)\]/g, ".$1").replace(/^\./, "")

/** The key path and its parents, nearest first: `specs.1.value`, `specs.1`, `specs`. */
export const keyPathAndParents = (keyPath: string): string[] =>
  keyPath.split(".").map((_, i, parts) => parts.slice(0, parts.length - i).join("."))

/** The field a problem is shown on: its own, or its nearest parent the editor has drawn (it draws rows as they scroll into view). */
export function fieldOf(doc: Document, problem: EntryProblem): HTMLElement | undefined {
  // an entry in one language only (a single page's file) has one pane, "_default"
  const pane = `:is([data-locale="${CSS.escape(problem.lang)}"], [data-locale="_default"])`
  return keyPathAndParents(keyPathOf(problem.field))
    .map((path) => doc.querySelector<HTMLElement>(`${pane} .field[data-key-path="${CSS.escape(path)}"]`))
    .find((el): el is HTMLElement => !!el)
}

/** Whether a problem's field, drawn since it was marked (a row scrolled into view), is not marked yet. */
export const marksBehind = (doc: Document, problems: readonly EntryProblem[]): boolean =>
  problems.some((problem) => {
    const field = fieldOf(doc, problem)
    return !!field && !field.hasAttribute(PROBLEM_ATTR)
  })

export function markProblems(doc: Document, problems: readonly EntryProblem[], { scroll = true } = {}): void {
  for (const el of doc.querySelectorAll(`[${PROBLEM_ATTR}]`)) {
    el.removeAttribute(PROBLEM_ATTR)
    ;(el as HTMLElement).style.removeProperty("outline")
    ;(el as HTMLElement).style.removeProperty("outline-offset")
  }
  for (const note of doc.querySelectorAll(`.${NOTE_CLASS}`)) note.remove()
  let first: HTMLElement | undefined
  for (const problem of problems) {
    const field = fieldOf(doc, problem)
    if (!field) continue
    field.setAttribute(PROBLEM_ATTR, "")
    field.style.setProperty("outline", "3px solid #b3261e")
    field.style.setProperty("outline-offset", "4px")
    const note = doc.createElement("p")
    note.className = NOTE_CLASS
    note.setAttribute("role", "alert")
    note.style.cssText = "color:#b3261e;font-weight:600;margin:6px 0 0"
    // French, then English, as the refusal says it
    note.style.whiteSpace = "pre-line"
    note.textContent = `${problem.fr}\n${problem.en}`
    field.append(note)
    first ??= field
  }
  if (scroll) first?.scrollIntoView({ block: "center" })
}
