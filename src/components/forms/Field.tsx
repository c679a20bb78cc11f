import React from "react"
import * as styles from "./Form.module.css"

/**
 * A labelled form field: the label and the control inside. A required field's label carries a visible * (hidden
 * from screen readers, which hear the control's aria-required); an optional field's label ends with its
 * `optional` marker, e.g. '(optional)', which is part of the field's accessible name.
 */
export const Field: React.FC<{ id: string; label: string; optional?: string; children: React.ReactNode }> = ({
  id,
  label,
  optional,
  children,
}) => (
  <div className={styles.field}>
    <label className={styles.label} htmlFor={id}>
      {label}
      {optional ? (
        <span className={styles.optional}> {optional}</span>
      ) : (
        <span className={styles.req} aria-hidden="true">
          *
        </span>
      )}
    </label>
    {children}
  </div>
)
