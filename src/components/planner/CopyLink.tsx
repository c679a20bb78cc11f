import React, { useEffect, useRef, useState } from "react"
import type { PlannerWords } from "../../i18n/planner"
import * as formStyles from "../forms/Form.module.css"
import * as styles from "./Planner.module.css"

/** How long "Link copied" stays. */
const COPIED_MS = 4000

/**
 * Copies the page's address (which carries the project) with the Clipboard API; where it is missing or refused, a
 * read-only field with the link is shown and selected, so the visitor copies it.
 */
export const CopyLink: React.FC<{ words: PlannerWords }> = ({ words }) => {
  const t = words.share
  const [copied, setCopied] = useState(false)
  const [fallback, setFallback] = useState<string | null>(null)
  const field = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS)
    return () => window.clearTimeout(timer)
  }, [copied])
  useEffect(() => {
    if (fallback !== null) field.current?.select()
  }, [fallback])

  const copy = async () => {
    const href = window.location.href
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard")
      await navigator.clipboard.writeText(href)
      setFallback(null)
      setCopied(true)
    } catch {
      setFallback(href)
      setCopied(false)
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className="btn btn--ghost" onClick={() => void copy()} data-testid="planner-copy-link">
        {t.copy}
      </button>
      <p role="status" className={styles.copied} data-testid="planner-copy-status">
        {copied ? t.copied : ""}
      </p>
      {fallback !== null ? (
        <div className={formStyles.field}>
          <label htmlFor="planner-link" className={formStyles.label}>
            {t.fallback}
          </label>
          <input
            ref={field}
            id="planner-link"
            type="url"
            readOnly
            className={formStyles.input}
            value={fallback}
            onFocus={(e) => e.currentTarget.select()}
            aria-describedby="planner-link-hint"
          />
          <p id="planner-link-hint" className={formStyles.hint}>
            {t.fallbackHint}
          </p>
        </div>
      ) : null}
    </div>
  )
}
