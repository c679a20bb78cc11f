/** afterNextPaint (src/lib/browser/after-next-paint.ts): work put after the next painted frame, and cancelled. */
import { afterNextPaint, type PaintEnvironment } from "../src/lib/browser/after-next-paint"

/** A browser whose frames and timers the test runs by hand. */
function fakeBrowser(withFrames = true) {
  const frames = new Map<number, () => void>()
  const timers = new Map<number, () => void>()
  let next = 1
  const env: PaintEnvironment = {
    ...(withFrames
      ? {
          requestAnimationFrame: (cb) => (frames.set(next, cb), next++),
          cancelAnimationFrame: (h) => void frames.delete(h),
        }
      : {}),
    setTimeout: (cb) => (timers.set(next, cb), next++),
    clearTimeout: (h) => void timers.delete(h as number),
  }
  const drain = (queue: Map<number, () => void>) => {
    const due = [...queue.values()]
    queue.clear()
    due.forEach((cb) => cb())
  }
  return { env, paint: () => drain(frames), tick: () => drain(timers), pending: () => frames.size + timers.size }
}

describe("afterNextPaint", () => {
  it("runs the work in a task after the next frame, not in the frame's callback", () => {
    const b = fakeBrowser()
    const work = jest.fn()
    afterNextPaint(work, b.env)
    b.tick()
    expect(work).not.toHaveBeenCalled()
    b.paint()
    expect(work).not.toHaveBeenCalled()
    b.tick()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it("without animation frames, in a task of its own", () => {
    const b = fakeBrowser(false)
    const work = jest.fn()
    afterNextPaint(work, b.env)
    expect(work).not.toHaveBeenCalled()
    b.tick()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it("cancelled before the frame or before the task, it does not run, and says it was pending; after, it says not", () => {
    for (const at of ["before the frame", "before the task"] as const) {
      const b = fakeBrowser()
      const work = jest.fn()
      const cancel = afterNextPaint(work, b.env)
      if (at === "before the task") b.paint()
      expect({ at, pending: cancel() }).toEqual({ at, pending: true })
      b.paint()
      b.tick()
      expect(work).not.toHaveBeenCalled()
      expect(b.pending()).toBe(0)
    }
    const b = fakeBrowser()
    const work = jest.fn()
    const cancel = afterNextPaint(work, b.env)
    b.paint()
    b.tick()
    expect(cancel()).toBe(false)
    expect(work).toHaveBeenCalledTimes(1)
  })
})
