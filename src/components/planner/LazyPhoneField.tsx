import React, { Suspense, useEffect, useRef, useState, useTransition } from "react"
import * as formStyles from "../forms/Form.module.css"

const loadPhoneField = () => import(/* webpackChunkName: "phone-field" */ "../forms/PhoneField")
const PhoneField = React.lazy(() => loadPhoneField().then((m) => ({ default: m.PhoneField })))

/** The phone field's numbering plans' check ("+262 6921 2345" is no Réunion number), once its chunk has loaded. */
export type PhoneCheck = (phone: string) => boolean

interface Props {
  id: string
  value: string
  onChange: (value: string) => void
  describedBy?: string
  placeholder: string
  /** true once the widget should load (the contact section nears the viewport, or a first interaction) */
  wanted: boolean
  /** the most characters the field takes (src/lib/enquiries/field-limits.ts) */
  maxLength?: number
  /** given the numbering plans' check when the widget's chunk has loaded */
  onCheck?: (check: PhoneCheck) => void
}

/** Puts the focus back on the widget's input when it replaces a plain input that had the focus. */
const FocusOnMount: React.FC<{ id: string; had: React.MutableRefObject<boolean> }> = ({ id, had }) => {
  useEffect(() => {
    if (!had.current) return
    const input = document.getElementById(id) as HTMLInputElement | null
    input?.focus()
    const end = input?.value.length ?? 0
    try {
      input?.setSelectionRange(end, end)
    } catch {
      /* an input type without a selection */
    }
  }, [id, had])
  return null
}

/**
 * The site's international phone field (src/components/forms/PhoneField.tsx), loaded on demand: its metadata and
 * flags (about 20 KB gzip) are not in the page's first load. Until it has loaded, a plain tel input with the same
 * id, name and value stands in (the server HTML has it too); the swap happens in a transition, so the plain input
 * stays until the widget is ready, and the focus follows.
 */
const LazyPhoneFieldView: React.FC<Props> = ({ id, value, onChange, describedBy, placeholder, wanted, maxLength, onCheck }) => {
  const [load, setLoad] = useState(false)
  const [, startTransition] = useTransition()
  const hadFocus = useRef(false)
  const check = useRef(onCheck)
  check.current = onCheck
  useEffect(() => {
    if (wanted && !load) startTransition(() => setLoad(true))
  }, [wanted, load])
  useEffect(() => {
    if (load) void loadPhoneField().then((m) => check.current?.(m.isDiallable))
  }, [load])

  const plain = (
    <input
      id={id}
      name="phone"
      data-field="phone"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      aria-required="true"
      aria-describedby={describedBy}
      maxLength={maxLength}
      placeholder={placeholder}
      className={formStyles.input}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onFocus={() => (hadFocus.current = true)}
      onBlur={() => (hadFocus.current = false)}
    />
  )
  // the boundary is always there, so that the swap (a transition) keeps the plain input on screen until the widget is ready
  return (
    <Suspense fallback={plain}>
      {load ? (
        <>
          <PhoneField id={id} value={value} onChange={onChange} describedBy={describedBy} maxLength={maxLength} />
          <FocusOnMount id={id} had={hadFocus} />
        </>
      ) : (
        plain
      )}
    </Suspense>
  )
}

/** Memoized: rendered again only when its own value or state changes, never on a keystroke in another field (issue 60). */
export const LazyPhoneField = React.memo(LazyPhoneFieldView)
