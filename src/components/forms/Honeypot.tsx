import React from "react"
import { useUi } from "../../i18n"
import * as styles from "./Form.module.css"

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive technology);
 * form-filling bots do fill it, and such a submission is dropped (shown as sent, nothing sent).
 */
export const Honeypot: React.FC<{ id: string; value: string; onChange: (v: string) => void }> = ({ id, value, onChange }) => {
  const { forms: ui } = useUi()
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{ui.honeypotLabel}</label>
      <input
        id={id}
        name="company_website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
