import React, { useId, useRef, useState } from "react"
import { defaultTabIndex, nextTabIndex, tabIds } from "../../lib/ui/tabs"
import * as styles from "./Tabs.module.css"

export interface TabItem {
  id: string
  label: string
  content: React.ReactNode
}

interface Props {
  items: TabItem[]
  /** accessible name of the tab list */
  label: string
  defaultId?: string
}

/**
 * Accessible tabs (WAI-ARIA pattern, automatic activation): role tablist/tab/tabpanel, roving tabindex,
 * Left/Right/Up/Down, Home and End move the selection. Every panel is rendered; the inactive ones are `hidden`.
 */
export const Tabs: React.FC<Props> = ({ items, label, defaultId }) => {
  const group = useId().replace(/:/g, "")
  const [selected, setSelected] = useState(() =>
    defaultTabIndex(
      items.map((i) => i.id),
      defaultId,
    ),
  )
  const refs = useRef<Array<HTMLButtonElement | null>>([])

  const onKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(selected, e.key, items.length)
    if (next === null) return
    e.preventDefault()
    setSelected(next)
    refs.current[next]?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, i) => {
          const ids = tabIds(group, item.id)
          const active = i === selected
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[i] = el
              }}
              type="button"
              role="tab"
              id={ids.tab}
              aria-selected={active}
              aria-controls={ids.panel}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(i)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item, i) => {
        const ids = tabIds(group, item.id)
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={ids.panel}
            aria-labelledby={ids.tab}
            hidden={i !== selected}
            tabIndex={0}
            className={styles.panel}
          >
            {item.content}
          </div>
        )
      })}
    </div>
  )
}
