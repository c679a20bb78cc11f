import React, { useContext, useMemo, useRef, useState } from "react"
import { isE164 } from "../../lib/enquiries/form-validation"
import { asCountry, toInternational, withChosenCode } from "../../lib/enquiries/phone-number"

/** The numbering plans' check, for a form that loads this field on demand (the planner: LazyPhoneField). */
export { isDiallable } from "../../lib/enquiries/phone-number"
import PhoneInput from "react-phone-number-input"
import flags from "react-phone-number-input/flags"
import englishLabels from "react-phone-number-input/locale/en.json"
import frenchTable from "../../lib/enquiries/country-names.fr.json"
import { LangContext, useUi, type Lang } from "../../i18n"

/**
 * The country list's names in each language of the site (src/i18n/languages.ts): the library's English table, and
 * for French the CLDR's names over the library's (src/lib/enquiries/country-names.ts, written at test time). A
 * language missing here is a type error.
 */
export const COUNTRY_NAMES: Record<Lang, Record<string, string>> = { en: englishLabels, fr: frenchTable.names }

interface Props {
  id: string
  value: string
  onChange: (value: string) => void
  describedBy?: string
  /** the most characters the field takes (lib/enquiries/field-limits.ts) */
  maxLength?: number
}

/**
 * International phone field: editable country calling code, the full country list with 'International' (ZZ) in the
 * page's language,
 * and the flags bundled from 'react-phone-number-input/flags' (inline SVG, never fetched from another site).
 * It lives only in the dialog chunk, so its metadata and flags load when a dialog opens.
 *
 * A country chosen in the list stays the visitor's choice: a national number typed with it ("0692 12 34 56" for
 * Réunion, which the international field alone would hold as "+0692123456" and reset the country), or typed before
 * choosing it, is handed to the form as the international number, "+262692123456", which the field then shows as
 * "+262 692 12 34 56" with the country still chosen (src/lib/enquiries/phone-number.ts, the library's own parsing).
 */
export const PhoneField: React.FC<Props> = ({ id, value, onChange, describedBy, maxLength }) => {
  const { forms: ui } = useUi()
  const lang = useContext(LangContext)
  const chosen = useRef<ReturnType<typeof asCountry>>(undefined)
  // what the field held when the visitor chose a country: the number the library's reset ("+262") would drop
  const beforeChoice = useRef<string | null>(null)
  const current = useRef(value)
  current.current = value
  // the visitor's own choice in the list (a change event of the select, which the library's typing never fires)
  const onSelect = (e: React.FormEvent<HTMLDivElement>) => {
    if (!(e.target instanceof HTMLSelectElement)) return
    chosen.current = asCountry(e.target.value)
    beforeChoice.current = current.current
  }
  // before the library reads what was typed: a national number over the chosen country's code keeps the code in front
  const onTyped = (e: React.FormEvent<HTMLDivElement>) => {
    const input = e.target
    if (!(input instanceof HTMLInputElement)) return
    const text = withChosenCode(input.value, chosen.current)
    if (text === input.value) return
    const atEnd = input.selectionStart === input.value.length
    input.value = text
    if (atEnd) input.setSelectionRange(text.length, text.length)
  }
  // leaving the field: a number typed with its trunk 0 ("+262 0692 12 34 56", which the library already sends as
  // "+262692123456") is shown as it is dialled; the library keeps what was typed until it gets a new value, so the
  // field is made again with it (no focus to keep: it has just left)
  const [shown, setShown] = useState(0)
  const onLeave = (e: React.FocusEvent<HTMLElement>) => {
    const input = e.target
    // not when the focus moves to the country list: making the field again would drop it
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return
    if (input instanceof HTMLInputElement && value && isE164(value) && input.value.replace(/\D/g, "") !== value.slice(1))
      setShown((n) => n + 1)
  }
  const change = (v: string | undefined) => {
    const typedBefore = beforeChoice.current
    beforeChoice.current = null
    const converted = typedBefore ? toInternational(typedBefore, chosen.current) : ""
    onChange(converted && converted !== typedBefore ? converted : toInternational(v ?? "", chosen.current))
  }
  // the country list in the page's language (the library's own English names otherwise), and the list's own name from
  // the interface words: the library's is "Phone number country", « Numéro de téléphone pays » in French. One object
  // per language: the field re-sorts its countries whenever it gets another one.
  const labels = useMemo(() => ({ ...COUNTRY_NAMES[lang], country: ui.phoneCountry }), [lang, ui.phoneCountry])
  return (
    // the list's change event bubbles here, after the library has handled it
    <div onChange={onSelect} onChangeCapture={onTyped} onBlur={onLeave}>
      <PhoneInput
        key={shown}
        id={id}
        name="phone"
        data-field="phone"
        aria-required="true"
        aria-describedby={describedBy}
        maxLength={maxLength}
        international
        countryCallingCodeEditable
        addInternationalOption
        flags={flags}
        labels={labels}
        autoComplete="tel"
        placeholder={ui.phonePlaceholder}
        value={value && isE164(value) ? value : undefined}
        onChange={change}
      />
    </div>
  )
}
