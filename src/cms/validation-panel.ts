import type { EntryProblem } from "./entry-check"
import { markProblems, marksBehind } from "./mark-problems"
import { forgetOpened } from "./opened-entry"

/**
 * The build's refusal, where the maintainer looks for it (src/cms/entry-check.ts): in the error dialog (the thrown
 * message), on the fields (src/cms/mark-problems.ts) and in the editor's « Validation » panel, which otherwise runs
 * only the editor's own rules and said « Aucune erreur trouvée » beside a refused save. The panel lists the same
 * problems, in the same words, until the next save attempt checks again; a save that goes through, « Annuler toutes
 * les modifications » and leaving the entry clear them all.
 *
 * The panel is the editor's (Sveltia CMS): a `section.panel` whose heading is « Validation », redrawn by the editor at
 * will, so the list is put back whenever it is missing.
 */
const BLOCK_CLASS = "build-check-results"
const HIDDEN_ATTR = "data-hidden-by-build-check"
/** The panel's heading and its revert command, in the editor's languages (its locales fr.json and en-US.json). */
const PANEL_TITLES = ["Validation"]
const REVERT_ALL = ["Annuler toutes les modifications", "Revert All Changes"]
const PANEL_HEADING = { fr: "Construction du site (dernier essai d'enregistrement)", en: "Site build (last attempt to save)" }

let current: readonly EntryProblem[] = []
let version = 0

/** The editor's « Validation » panels on the page (the sidebar's, or its sheet's on a narrow screen). */
const panels = (doc: Document): HTMLElement[] =>
  [...doc.querySelectorAll<HTMLElement>("section.panel")].filter((s) =>
    PANEL_TITLES.includes(s.querySelector("h3")?.textContent?.trim() ?? ""),
  )

function draw(doc: Document): void {
  for (const panel of panels(doc)) {
    const body = panel.querySelector<HTMLElement>(":scope > div") ?? panel
    const block = body.querySelector<HTMLElement>(`.${BLOCK_CLASS}`)
    if (block?.dataset.version === String(version)) continue
    block?.remove()
    for (const el of body.querySelectorAll<HTMLElement>(`[${HIDDEN_ATTR}]`)) {
      el.removeAttribute(HIDDEN_ATTR)
      el.style.removeProperty("display")
    }
    if (!current.length) continue
    // the editor's « Aucune erreur trouvée » / placeholder would contradict the list
    for (const empty of body.querySelectorAll<HTMLElement>(".empty")) {
      empty.setAttribute(HIDDEN_ATTR, "")
      empty.style.display = "none"
    }
    const list = doc.createElement("div")
    list.className = BLOCK_CLASS
    list.dataset.version = String(version)
    list.setAttribute("role", "group")
    list.setAttribute("aria-label", `${PANEL_HEADING.fr} · ${PANEL_HEADING.en}`)
    list.style.cssText = "padding:12px;display:flex;flex-direction:column;gap:12px"
    const heading = doc.createElement("h4")
    heading.textContent = `${PANEL_HEADING.fr} · ${PANEL_HEADING.en}`
    heading.style.margin = "0"
    list.append(heading)
    for (const problem of current) {
      const item = doc.createElement("p")
      item.style.cssText = "margin:0;color:#b3261e;white-space:pre-line"
      item.textContent = `${problem.fr}\n${problem.en}`
      list.append(item)
    }
    body.prepend(list)
  }
}

let observer: MutationObserver | undefined

/** Marks the fields and fills the panel with `problems` (none: clears both). */
export function showBuildProblems(doc: Document, problems: readonly EntryProblem[]): void {
  current = problems
  version++
  markProblems(doc, problems)
  draw(doc)
}

/** Starts keeping the panel in step with the last refusal, and clearing it where the refusal no longer holds. */
export function watchValidationPanel(doc: Document): void {
  if (observer) return
  observer = new MutationObserver(() => {
    draw(doc)
    // a field at fault drawn since (a row scrolled into view) is marked too, where its list was
    if (current.length && marksBehind(doc, current)) markProblems(doc, current, { scroll: false })
  })
  observer.observe(doc.documentElement, { childList: true, subtree: true })
  const clear = () => current.length && showBuildProblems(doc, [])
  // another entry, or the list: the refusal was about the entry left
  let entry = location.hash
  window.addEventListener("hashchange", () => {
    if (location.hash !== entry) {
      clear()
      forgetOpened()
    }
    entry = location.hash
  })
  // « Annuler toutes les modifications »: the entry is as it was saved
  doc.addEventListener(
    "click",
    (event) => {
      const item = (event.target as Element | null)?.closest?.('[role="menuitem"]')
      if (item && REVERT_ALL.includes(item.textContent?.trim() ?? "")) clear()
    },
    true,
  )
}
