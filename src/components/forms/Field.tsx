import React from "react"
import * as styles from "./Form.module.css"

/** A labelled, required form field: the label (with its visible required marker) and the control inside. */
export const Field: React.FC<{ id: string; label: string; children: React.ReactNode }> = ({ id, label, children }) => (
  <div className={styles.field}>
    <label className={styles.label} htmlFor={id}>
      {label}
      <span className={styles.req} aria-hidden="true">
        *
      </span>
    </label>
    {children}
  </div>
)
