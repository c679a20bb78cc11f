/** Keyboard model of accessible tabs (WAI-ARIA Authoring Practices, automatic activation). */

/** The tab selected first: the one named, when it exists, else the first (spec 4: measurements default Size 1, floor plans default 3 Rooms). */
export function defaultTabIndex(ids: string[], preferred?: string): number {
  if (preferred) {
    const i = ids.indexOf(preferred)
    if (i >= 0) return i
  }
  return 0
}

/** The tab to move to after a key press, or null when the key does not move the selection. */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count
    case "Home":
      return 0
    case "End":
      return count - 1
    default:
      return null
  }
}

/** Stable DOM ids for a tab and its panel. */
export const tabIds = (groupId: string, tabId: string) => ({
  tab: `${groupId}-tab-${tabId}`,
  panel: `${groupId}-panel-${tabId}`,
})
