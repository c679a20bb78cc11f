/** The parts of the browser `afterNextPaint` uses (injected in tests). */
export type PaintEnvironment = {
  requestAnimationFrame?: (callback: () => void) => number
  cancelAnimationFrame?: (handle: number) => void
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

const browserEnvironment = (): PaintEnvironment => ({
  requestAnimationFrame: typeof globalThis.requestAnimationFrame === "function" ? (cb) => globalThis.requestAnimationFrame(cb) : undefined,
  cancelAnimationFrame: typeof globalThis.cancelAnimationFrame === "function" ? (h) => globalThis.cancelAnimationFrame(h) : undefined,
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
})

/**
 * Runs `work` in a task after the next frame is painted (a timer started from the frame's animation callback), so
 * work that need not be seen in that frame does not delay it: an interaction's time runs until its next paint.
 * Without animation frames (a hidden tab, tests), a zero-delay timer. Returns a function that cancels it and answers
 * whether it was still pending.
 */
export function afterNextPaint(work: () => void, env: PaintEnvironment = browserEnvironment()): () => boolean {
  let pending = true
  let frame: number | undefined
  let timer: unknown
  const run = () => {
    if (!pending) return
    pending = false
    work()
  }
  if (env.requestAnimationFrame) frame = env.requestAnimationFrame(() => (timer = env.setTimeout(run, 0)))
  else timer = env.setTimeout(run, 0)
  return () => {
    const was = pending
    pending = false
    if (frame !== undefined) env.cancelAnimationFrame?.(frame)
    if (timer !== undefined) env.clearTimeout(timer)
    return was
  }
}
