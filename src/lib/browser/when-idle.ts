/**
 * Runs `task` when the browser is idle (at the latest after `timeoutMs`), or after a short timeout where
 * requestIdleCallback does not exist (Safari); returns the cancel function an effect's clean-up needs.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 200)
  return () => window.clearTimeout(id)
}
