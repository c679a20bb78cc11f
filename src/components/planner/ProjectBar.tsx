import React from "react"
import { countOf } from "../../lib/planner/text"
import type { ProjectSummary } from "../../lib/planner/summary"
import type { ContentLang } from "../../lib/planner/types"
import type { PlannerWords } from "../../i18n/planner"
import * as styles from "./Planner.module.css"

interface Props {
  summary: ProjectSummary
  words: PlannerWords
  lang: ContentLang
}

/**
 * On phones (below 1024 px, where the summary comes after every model card): a compact bar that stays at the bottom
 * of the screen while the models scroll by, with the units and containers so far and a link to the summary. Hidden
 * while nothing is ordered, and from 1024 px, where the summary is beside the models.
 */
const ProjectBarView: React.FC<Props> = ({ summary, words, lang }) => {
  const { units, containers } = summary.totals
  if (!units) return null
  return (
    // no landmark of its own: it repeats what the summary region says, and leads there
    <div className={styles.bar} data-testid="planner-bar">
      <p className={styles.barFigures}>
        <span>{countOf(words.text.units, units, lang)}</span>
        {containers.total ? <span>{countOf(words.text.containerCount, containers.total, lang)}</span> : null}
      </p>
      <a href="#planner-summary" className={styles.barLink}>
        {words.bar.summary}
      </a>
    </div>
  )
}

/** Memoized: rendered again only when the figures change (issue 60). */
export const ProjectBar = React.memo(ProjectBarView)
