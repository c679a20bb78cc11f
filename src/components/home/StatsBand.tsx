import React, { useEffect, useRef, useState } from "react"
import { COUNTER_DURATION_MS, COUNTER_STEPS, COUNTER_STEP_MS, counterText, counterValue } from "../../lib/ui/counter"
import { prefersReducedMotion } from "../../lib/ui/motion"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import { useSiteData } from "../../hooks/use-site-data"
import type { StatData } from "./types"
import * as styles from "./Home.module.css"

/**
 * One statistic. The server HTML shows the final number ('19+', « + de 19 » in French), so it reads right without JavaScript.
 * After hydration it resets to 0 (it is below the fold) and counts up in 100 steps over 2000 ms when it
 * scrolls into view; visitors who prefer reduced motion keep the final number.
 */
export const StatCounter: React.FC<StatData> = ({ count, title }) => {
  const ref = useRef<HTMLDivElement | null>(null)
  const { statValue } = useUi().home
  const [step, setStep] = useState(COUNTER_STEPS)

  useEffect(() => {
    const el = ref.current
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return
    setStep(0)
    let frame = 0
    const run = () => {
      const start = performance.now()
      const tick = (now: number) => {
        const next = Math.min(COUNTER_STEPS, Math.floor((now - start) / COUNTER_STEP_MS))
        setStep(next)
        if (next < COUNTER_STEPS) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect()
          run()
        }
      },
      { threshold: 0.4 },
    )
    io.observe(el)
    return () => {
      io.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])

  const finished = step >= COUNTER_STEPS
  const value = counterValue(count, step)
  return (
    <div ref={ref} className={styles.stat}>
      <p className={styles.statValue}>
        {/* the final text for assistive technology; the moving digits are decorative */}
        <span className="visually-hidden">{counterText(count, true, statValue)}</span>
        <span aria-hidden="true" data-testid="stat-value" data-finished={finished ? "true" : "false"}>
          {counterText(value, finished, statValue)}
        </span>
      </p>
      <p className={styles.statTitle}>{title}</p>
    </div>
  )
}

export const StatsBand: React.FC<{ stats: StatData[] }> = ({ stats }) => {
  const { home: ui } = useUi()
  const { brand } = useSiteData()
  return (
    <section className={styles.statsBand} aria-label={formatMessage(ui.statsLabel, { brand, seconds: COUNTER_DURATION_MS / 1000 })}>
      <div className={`container ${styles.statsGrid}`}>
        {stats.map((s) => (
          <StatCounter key={s.title} {...s} />
        ))}
      </div>
    </section>
  )
}
