import React from "react"
import { useUi } from "../../i18n"
import { StaticPart } from "../ui/StaticPart"
import * as styles from "./KeyFacts.module.css"

/** One key fact as ProductJson.keyFacts gives it, written in the page's language (src/lib/content/key-facts.ts). */
export interface KeyFactData {
  key: string
  label: string
  value: string
}

/**
 * A product's key facts at a glance (issue 56): floor area, people housed (or span and length), shipping, production
 * and installation time, from the planner's figures. A static part: the build wrote them; nothing to hydrate.
 */
export const KeyFacts: React.FC<{ facts: readonly KeyFactData[]; className?: string }> = ({ facts, className }) => {
  const title = useUi().product.keyFactsTitle
  if (!facts.length) return null
  return (
    <StaticPart className={`${styles.box} ${className ?? ""}`} data-testid="key-facts">
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.list}>
        {facts.map((f) => (
          <div key={f.key} data-fact={f.key}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </StaticPart>
  )
}
