import React, { useId, useState } from "react"
import { ACCORDION_MAX_HEIGHT, initialOpenItem, toggleItem } from "../../lib/ui/accordion"
import { Icon } from "../ui/Icon"
import type { Queried } from "../../content-model/common"
import type { aboutSchema } from "../../content-model/about"
import * as styles from "./About.module.css"

export type FaqItemData = Queried<typeof aboutSchema>["faq"]["items"][number]

/**
 * FAQ accordion (spec 4): first item open, at most one open, clicking the open item closes it.
 * Each question is a button with aria-expanded/aria-controls inside a heading; the panel is a labelled region,
 * at most 1000 px high. Closed panels are `hidden` from assistive technology and the tab order.
 */
export const FaqAccordion: React.FC<{ items: FaqItemData[] }> = ({ items }) => {
  const [open, setOpen] = useState(() => initialOpenItem(items))
  // React's ids contain ':'; keep them usable in CSS selectors
  const base = `faq${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`
  return (
    <div className={styles.accordion} data-testid="faq">
      {items.map((item) => {
        const expanded = open === item.id
        const buttonId = `${base}-q-${item.id}`
        const panelId = `${base}-a-${item.id}`
        return (
          <div key={item.id} className={`${styles.faqItem} ${expanded ? styles.faqOpen : ""}`}>
            <h3 className={styles.faqHeading}>
              <button
                type="button"
                id={buttonId}
                className={styles.faqButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleItem(current, item.id))}
              >
                <span>{item.question}</span>
                <Icon name="chevronDown" size={20} className={styles.faqIcon} />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.faqPanel}
              style={{ maxHeight: expanded ? ACCORDION_MAX_HEIGHT : 0 }}
              hidden={!expanded}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
