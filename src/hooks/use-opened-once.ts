import { startTransition, useEffect, useState } from "react"
import { whenIdle } from "../lib/browser/when-idle"

/**
 * True from the first render in which `open` is true, and ever after. A closed, hidden part (the mobile drawer, a
 * planner row's options) builds its contents at its first opening and keeps them, with their state, when it closes
 * again: closed, they were in the server HTML and the hydration of every page load for nothing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  // set during the render that opens it (React renders again at once, before committing): the contents are there
  // in the same commit as the open state, for the dialog's focus and the disclosure's aria-controls
  if (open && !opened) setOpened(true)
  return opened || open
}

/**
 * As `useOpenedOnce`, and true as well once the page is first idle (at the latest `timeoutMs` after the part mounted):
 * the contents are built, hidden, in a transition (React renders them in slices of about 5 ms), so that the first
 * opening only shows them. Still out of the server HTML and the hydration. Issue 60: building the mobile drawer at its
 * first opening was most of that tap's 290 ms on a phone at 4x (npm run bench:inp). A part built in every page's
 * load window this way counts in its script (a planner row's options are built near the screen instead: ModelRow).
 */
export function useBuiltWhenIdle(open: boolean, timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), timeoutMs), [timeoutMs])
  return useOpenedOnce(open) || idle
}
