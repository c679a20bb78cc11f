import { useCallback, useEffect, useRef, useState } from "react"
import { afterNextPaint } from "../../lib/browser/after-next-paint"
import { sessionStore } from "../../lib/enquiries/drafts"
import { addToProject, emptyProject, findRow } from "../../lib/planner/project"
import { decodeProject, encodeProject, type Dropped } from "../../lib/planner/url"
import type { PlannerPort, PlannerRow, Project } from "../../lib/planner/types"

/** sessionStorage key of the project (its query string, as encodeProject writes it): /quote/ without a query restores it. */
export const PROJECT_STORAGE_KEY = "kaz-horizon:planner:project"

/** The query parameters that carry a project (src/lib/planner/url.ts); `add` is the product pages' "Add to my project". */
export const PROJECT_PARAMS = ["m", "port", "other", "month", "foundations", "use", "financing", "site", "distance"] as const
export const ADD_PARAM = "add"

export const readStoredProject = (): string | null => {
  try {
    return sessionStore()?.getItem(PROJECT_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

export const writeStoredProject = (query: string): void => {
  try {
    const s = sessionStore()
    if (!s) return
    if (query) s.setItem(PROJECT_STORAGE_KEY, query)
    else s.removeItem(PROJECT_STORAGE_KEY)
  } catch {
    /* quota or privacy mode: the URL still carries the project */
  }
}

/** The visitor's local date, "YYYY-MM-DD". */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The URL with the project's query: the project's parameters first, then any other parameter the URL had (but `add`). */
export function plannerUrl(location: Pick<Location, "pathname" | "search" | "hash">, query: string): string {
  const others = new URLSearchParams(location.search)
  for (const key of [...PROJECT_PARAMS, ADD_PARAM]) others.delete(key)
  const rest = others.toString()
  const search = [query, rest].filter(Boolean).join("&")
  return `${location.pathname}${search ? `?${search}` : ""}${location.hash}`
}

export interface PlannerProjectState {
  project: Project
  setProject: (update: (project: Project) => Project) => void
  /** the visitor's local date, known after mount (null in the server HTML and the first render) */
  today: string | null
  /** what a shared link carried that the planner left out */
  dropped: Dropped[]
  /** false until the project has been read from the URL or the session (after mount) */
  ready: boolean
  /** forgets the project (URL and session) and starts an empty one */
  reset: () => void
  /** the row "Add to my project" (`add=`) has just added a unit to, for the page to show and announce; null otherwise */
  added: PlannerRow | null
}

/**
 * The project and where it lives: the URL's query string (history.replaceState after each change is painted, no navigation) and
 * the session (so that /quote/ reached without a query restores it). Read after mount, so the server HTML (the empty
 * planner) and the first render match: the URL's project parameters win, else the stored query; then `add=<product
 * key or row id>` adds one unit once and leaves the URL. Read again on each navigation to the page while it is shown
 * (`navigation` changes: the header's link to /quote/ clicked on the planner), so the URL never loses the project
 * that is on screen (the stored query is that project).
 */
export function usePlannerProject(
  rows: readonly PlannerRow[],
  ports: readonly PlannerPort[],
  fixedToday?: string,
  /** the router's location key and query: a new value is a navigation to the page (the page's `location`) */
  navigation?: string,
): PlannerProjectState {
  const [project, setProjectState] = useState<Project>(emptyProject)
  const [today, setToday] = useState<string | null>(null)
  const [dropped, setDropped] = useState<Dropped[]>([])
  const [ready, setReady] = useState(false)
  const [added, setAdded] = useState<PlannerRow | null>(null)
  const inputs = useRef({ rows, ports })
  inputs.current = { rows, ports }

  useEffect(() => {
    const { rows: r, ports: p } = inputs.current
    const day = fixedToday ?? localToday()
    const params = new URLSearchParams(window.location.search)
    const fromUrl = PROJECT_PARAMS.some((key) => params.has(key))
    const decoded = decodeProject(fromUrl ? window.location.search : (readStoredProject() ?? ""), r, p, day)
    // only a shared link's parts are reported; the stored query is the planner's own
    const lost: Dropped[] = fromUrl ? decoded.dropped : []
    let restored = decoded.project
    const add = params.get(ADD_PARAM)
    let addedRow: PlannerRow | null = null
    if (add) {
      const withUnit = addToProject(restored, r, add)
      if (withUnit === restored) lost.push({ kind: "model", value: add })
      else addedRow = findRow(r, add) ?? null
      restored = withUnit
    }
    // a copy: each addition is a new value, so the same model added again is shown and announced again
    setAdded(addedRow ? { ...addedRow } : null)
    setToday(day)
    setProjectState(restored)
    setDropped(lost)
    setReady(true)
  }, [fixedToday, navigation])

  // The project is written to the session and the URL after the change is painted: history.replaceState takes about
  // 20 ms of a phone's CPU (4x slowed), more than a frame, in every "+" and keystroke of a quantity (issue 60, npm run
  // bench:inp). A newer change supersedes a write not yet done; leaving the page does it at once.
  const pendingWrite = useRef<(() => void) | null>(null)
  useEffect(() => {
    if (!ready) return
    const write = () => {
      pendingWrite.current = null
      // encoded here, not in the effect: the effects of a tap or a keystroke run before its paint
      const query = encodeProject(project, inputs.current.rows)
      writeStoredProject(query)
      const url = plannerUrl(window.location, query)
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
        window.history.replaceState(window.history.state, "", url)
    }
    pendingWrite.current = write
    const cancel = afterNextPaint(write)
    return () => void cancel()
  }, [project, ready])
  useEffect(() => {
    const page = window.location.pathname
    // unmounted with a write not done: done now, unless the address is already another page's (a link followed)
    return () => {
      if (pendingWrite.current && window.location.pathname === page) pendingWrite.current()
    }
  }, [])

  const setProject = useCallback((update: (p: Project) => Project) => setProjectState(update), [])
  const reset = useCallback(() => {
    setProjectState(emptyProject())
    setDropped([])
    setAdded(null)
  }, [])

  return { project, setProject, today, dropped, ready, reset, added }
}
