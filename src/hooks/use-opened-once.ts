import { useState } from "react"

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
