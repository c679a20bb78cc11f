import { COUNTER_STEPS, COUNTER_STEP_MS, counterText, counterValue } from "../ui/counter"

/** A statistic: its box (what must be seen), the element whose text counts up, and the number it ends on. */
export interface CountUp {
  box: Element
  value: HTMLElement
  target: number
}

/**
 * Counts the statistics' numbers up on the DOM itself, so that their server HTML needs no hydration
 * (src/components/home/StatsBand.tsx keeps it as a StaticPart). Each number reads 0 from the start and counts up in
 * COUNTER_STEPS steps over COUNTER_DURATION_MS once its box is 40% in view, then shows its final text (`finished`,
 * the interface words' `home.statValue`); `data-finished` says which text it shows. Visitors who prefer reduced
 * motion, and browsers without IntersectionObserver, keep the final numbers of the server HTML.
 * Returns the cleanup: the observer and the animations stopped.
 */
export function countUpWhenSeen(counters: readonly CountUp[], finished: string, reducedMotion: boolean): () => void {
  if (reducedMotion || typeof IntersectionObserver === "undefined" || !counters.length) return () => undefined
  const show = ({ value, target }: CountUp, step: number) => {
    const done = step >= COUNTER_STEPS
    value.textContent = counterText(counterValue(target, step), done, finished)
    value.dataset.finished = String(done)
  }
  const frames = new Map<CountUp, number>()
  const run = (counter: CountUp) => {
    const start = performance.now()
    let shown = 0
    const tick = (now: number) => {
      const step = Math.min(COUNTER_STEPS, Math.floor((now - start) / COUNTER_STEP_MS))
      if (step !== shown) show(counter, (shown = step)) // a frame within the same step writes nothing
      if (step < COUNTER_STEPS) frames.set(counter, requestAnimationFrame(tick))
      else frames.delete(counter)
    }
    frames.set(counter, requestAnimationFrame(tick))
  }
  for (const counter of counters) show(counter, 0)
  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const counter = entry.isIntersecting && counters.find((c) => c.box === entry.target)
        if (!counter) continue
        io.unobserve(entry.target)
        run(counter)
      }
    },
    { threshold: 0.4 },
  )
  for (const { box } of counters) io.observe(box)
  return () => {
    io.disconnect()
    for (const frame of frames.values()) cancelAnimationFrame(frame)
  }
}
