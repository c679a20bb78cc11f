import React, { useContext } from "react"
import { charactersLeft, groupDigits } from "../../lib/enquiries/field-limits"
import { formatMessage } from "../../lib/ui/format-message"
import { LangContext, useUi } from "../../i18n"
import * as styles from "./Form.module.css"

/** The id of a field's count, to add to the field's aria-describedby while it is shown. */
export const countId = (fieldId: string): string => `${fieldId}-count`

/**
 * The ids that describe a field: its own (a hint), and its count while the count is shown (an id that points at
 * nothing is not left in aria-describedby).
 */
export const describedBy = (fieldId: string, value: string, max: number, ...own: string[]): string | undefined =>
  [...own, ...(charactersLeft(value, max) === null ? [] : [countId(fieldId)])].join(" ") || undefined

/** Under a field near its maximum length: how many characters are left ("1,234 characters left"); nothing before. */
export const LengthCount: React.FC<{ fieldId: string; value: string; max: number }> = ({ fieldId, value, max }) => {
  const { forms: ui } = useUi()
  const lang = useContext(LangContext)
  const left = charactersLeft(value, max)
  if (left === null) return null
  const text =
    left === 0
      ? formatMessage(ui.count.none, { max: groupDigits(max, lang) })
      : left === 1
        ? ui.count.one
        : formatMessage(ui.count.many, { count: groupDigits(left, lang) })
  return (
    <p id={countId(fieldId)} className={`${styles.hint} ${styles.count}`} data-testid="length-count">
      {text}
    </p>
  )
}
