import React, { useEffect, useRef } from "react"
import { COUNTER_DURATION_MS, counterText } from "../../lib/ui/counter"
import { countUpWhenSeen } from "../../lib/browser/count-up"
import { prefersReducedMotion } from "../../lib/ui/motion"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import { useSiteData } from "../../hooks/use-site-data"
import { StaticPart } from "../ui/StaticPart"
import type { StatData } from "./types"
import * as styles from "./Home.module.css"

/**
 * One statistic. The server HTML shows the final number ('19+', « + de 19 » in French), so it reads right without
 * JavaScript; the band counts it up in the browser.
 */
export const StatCounter: React.FC<StatData> = ({ count, title }) => {
  const { statValue } = useUi().home
  const text = counterText(count, true, statValue)
  return (
    <div className={styles.stat}>
      <p className={styles.statValue}>
        {/* the final text for assistive technology; the moving digits are decorative */}
        <span className="visually-hidden">{text}</span>
        <span aria-hidden="true" data-testid="stat-value" data-count={count} data-finished="true">
          {text}
        </span>
      </p>
      <p className={styles.statTitle}>{title}</p>
    </div>
  )
}

/**
 * The statistics band. Its numbers reset to 0 once the page runs (the band is below the fold) and each counts up in
 * 100 steps over 2000 ms when it scrolls into view; visitors who prefer reduced motion keep the final numbers. The
 * statistics are a StaticPart, counted up on the DOM (src/lib/browser/count-up.ts): no hydration, no re-render.
 */
export const StatsBand: React.FC<{ stats: StatData[] }> = ({ stats }) => {
  const { home: ui } = useUi()
  const { brand } = useSiteData()
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    // each number carries the count it ends on (data-count), so the DOM alone says what to count up to
    const values = [...(ref.current?.querySelectorAll<HTMLElement>("[data-count]") ?? [])]
    const counters = values.map((value) => ({ box: value.closest(`.${styles.stat}`) ?? value, value, target: Number(value.dataset.count) }))
    return countUpWhenSeen(counters, ui.statValue, prefersReducedMotion())
  }, [stats, ui.statValue]) // new statistics are new numbers on the DOM: count them again

  return (
    <section
      ref={ref}
      className={styles.statsBand}
      aria-label={formatMessage(ui.statsLabel, { brand, seconds: COUNTER_DURATION_MS / 1000 })}
    >
      <StaticPart className={`container ${styles.statsGrid}`}>
        {stats.map((s) => (
          <StatCounter key={s.title} {...s} />
        ))}
      </StaticPart>
    </section>
  )
}
