/** The parts of the browser `yieldToMain` uses (injected in tests). */
export type YieldEnvironment = {
  /** the Prioritized Task Scheduling API, where the browser has it (Chromium 129+) */
  scheduler?: { yield?: () => Promise<void> }
  setTimeout: (callback: () => void, ms: number) => unknown
}

const browserEnvironment = (): YieldEnvironment => ({
  scheduler: (globalThis as { scheduler?: YieldEnvironment["scheduler"] }).scheduler,
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
})

/**
 * Ends the current task and resolves in a new one, so the work that follows runs in a task of its own and the
 * browser can paint or answer input in between. `scheduler.yield()` resumes ahead of other queued tasks; where
 * the browser lacks it, a zero-delay timer resumes after them.
 */
export function yieldToMain(env: YieldEnvironment = browserEnvironment()): Promise<void> {
  if (typeof env.scheduler?.yield === "function") return env.scheduler.yield()
  return new Promise((resolve) => {
    env.setTimeout(resolve, 0)
  })
}
