/**
 * usePlannerProject writes the project to the session and the URL after the change is painted (issue 60: the
 * address's history.replaceState took about 20 ms of a phone's CPU inside every "+" and keystroke of a quantity), and
 * a write not yet done when the planner goes is done then, unless the address is already another page's.
 */
import { act, renderHook, waitFor } from "@testing-library/react"
import { PROJECT_STORAGE_KEY, usePlannerProject } from "../src/components/planner/use-planner-project"
import { withLine } from "../src/lib/planner/project"
import { PORTS_EN, ROWS_EN } from "./planner-fixtures"

const ROW = ROWS_EN[0]
const TODAY = "2026-01-10"

beforeEach(() => {
  window.sessionStorage.clear()
  window.history.replaceState(null, "", "/quote/")
})

/** the planner mounted and ready, with one unit of the first row added */
function changed() {
  const hook = renderHook(() => usePlannerProject(ROWS_EN, PORTS_EN, TODAY))
  const replace = jest.spyOn(window.history, "replaceState")
  act(() => hook.result.current.setProject((p) => withLine(p, ROW.id, { quantity: 1, options: [] })))
  return { hook, replace }
}

afterEach(() => jest.restoreAllMocks())

describe("the project's writes", () => {
  it("are not done in the change's own task, and are done in a task after it", async () => {
    const { replace } = changed()
    expect(replace).not.toHaveBeenCalled()
    expect(window.location.search).toBe("")
    expect(window.sessionStorage.getItem(PROJECT_STORAGE_KEY)).toBeNull()
    await waitFor(() => expect(window.location.search).toMatch(/^\?m=/))
    expect(replace).toHaveBeenCalledTimes(1)
    expect(window.sessionStorage.getItem(PROJECT_STORAGE_KEY)).toBe(window.location.search.slice(1))
  })

  it("three quick changes write once, the last", async () => {
    const { hook, replace } = changed()
    for (const quantity of [2, 3]) act(() => hook.result.current.setProject((p) => withLine(p, ROW.id, { quantity, options: [] })))
    await waitFor(() => expect(window.location.search).toContain("*3"))
    expect(replace).toHaveBeenCalledTimes(1)
  })

  it("a write not done when the planner goes is done then, on the planner's address", () => {
    const { hook } = changed()
    hook.unmount()
    expect(window.location.search).toMatch(/^\?m=/)
    expect(window.sessionStorage.getItem(PROJECT_STORAGE_KEY)).toBe(window.location.search.slice(1))
  })

  it("but not over another page's address (a link followed before the write)", () => {
    const { hook } = changed()
    window.history.pushState(null, "", "/about/")
    hook.unmount()
    expect(window.location.pathname + window.location.search).toBe("/about/")
  })
})
