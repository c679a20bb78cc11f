import React, { useState } from "react"

interface Props extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "min" | "max" | "type"> {
  value: number
  min: number
  max: number
  /** whole numbers only (quantities) */
  integer?: boolean
  /** a valid value (a number within min..max) as it is typed, and the clamped value on blur */
  onValue: (value: number) => void
}

/** Brings a typed text into the range: empty or unreadable -> min; outside -> the nearest end. */
export function clampText(text: string, min: number, max: number, integer: boolean): number {
  const n = Number(text.trim().replace(",", "."))
  if (text.trim() === "" || !Number.isFinite(n)) return min
  const whole = integer ? Math.trunc(n) : n
  return Math.min(max, Math.max(min, whole))
}

const isValid = (text: string, min: number, max: number, integer: boolean): boolean => {
  if (!/^\d+([.,]\d+)?$/.test(text.trim())) return false
  const n = Number(text.trim().replace(",", "."))
  return (!integer || Number.isInteger(n)) && n >= min && n <= max
}

/**
 * A number field that never loses what is being typed: while it has the focus the text stays as typed, and each
 * valid value (within min..max) is passed on at once; an invalid text is brought into the range when the field
 * loses the focus (or on Enter, which does not submit the form).
 */
export const NumberInput: React.FC<Props> = ({ value, min, max, integer = false, onValue, onBlur, onKeyDown, ...rest }) => {
  const [draft, setDraft] = useState<string | null>(null)
  const commit = (text: string) => {
    const next = clampText(text, min, max, integer)
    setDraft(null)
    if (next !== value) onValue(next)
  }
  return (
    <input
      {...rest}
      type="number"
      inputMode={integer ? "numeric" : "decimal"}
      min={min}
      max={max}
      step={integer ? 1 : "any"}
      value={draft ?? String(value)}
      onChange={(e) => {
        const text = e.target.value
        setDraft(text)
        if (isValid(text, min, max, integer)) {
          const n = Number(text.replace(",", "."))
          if (n !== value) onValue(n)
        }
      }}
      onBlur={(e) => {
        if (draft !== null) commit(draft)
        onBlur?.(e)
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault()
          if (draft !== null) commit(draft)
        }
        onKeyDown?.(e)
      }}
    />
  )
}
