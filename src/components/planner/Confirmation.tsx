import React, { useEffect, useRef } from "react"
import { Summary } from "./Summary"
import type { ProjectSummary } from "../../lib/planner/summary"
import type { ContentLang, PlannerPort, Project } from "../../lib/planner/types"
import type { PlannerWords } from "../../i18n/planner"
import type { PlannerCapacityNode } from "./page-data"
import * as styles from "./Planner.module.css"

interface Props {
  /** a copy of what was sent, with its reference */
  sent: { project: Project; summary: ProjectSummary; reference: string }
  capacity: PlannerCapacityNode
  ports: readonly PlannerPort[]
  lang: ContentLang
  words: PlannerWords
  today: string | null
  onPrint: () => void
  onStartNew: () => void
}

/** After a successful send: it says so, shows the summary of what was sent, and offers to print it or start again. */
export const Confirmation: React.FC<Props> = ({ sent, capacity, ports, lang, words, today, onPrint, onStartNew }) => {
  const t = words.confirm
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className={styles.confirmation} aria-labelledby="planner-sent-title" data-testid="planner-confirmation">
      <h2 id="planner-sent-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.sectionText}>{t.text}</p>
      <div className={styles.sentSummary}>
        <Summary
          id="planner-sent-summary-title"
          heading="h3"
          summary={sent.summary}
          project={sent.project}
          ports={ports}
          lang={lang}
          words={words}
          today={today}
          reference={sent.reference}
          capacityNote={capacity.note}
          testId="planner-sent-summary"
        />
      </div>
      <div className={styles.confirmActions}>
        <button type="button" className="btn" onClick={onPrint} data-testid="planner-print">
          {t.print}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onStartNew} data-testid="planner-start-new">
          {t.again}
        </button>
      </div>
    </section>
  )
}
