import React, { useContext, useMemo } from "react"
import { isE164 } from "../../lib/enquiries/form-validation"
import { countryNames } from "../../lib/enquiries/country-names"
import PhoneInput from "react-phone-number-input"
import flags from "react-phone-number-input/flags"
import frenchCountryNames from "react-phone-number-input/locale/fr.json"
import englishLabels from "react-phone-number-input/locale/en.json"
import { LangContext, useUi, type Lang } from "../../i18n"

/**
 * The country list's names in each language of the site (src/i18n/languages.ts): the browser's names in that language
 * over the library's table (src/lib/enquiries/country-names.ts), or undefined for the library's own English names. A
 * language missing here is a type error. Made when a field of that language first opens (about 250 names), not for
 * every page that loads the dialog.
 */
const COUNTRY_TABLES: Record<Lang, (() => Record<string, string>) | undefined> = {
  en: undefined,
  fr: () => countryNames("fr", frenchCountryNames),
}
const madeNames = new Map<Lang, Record<string, string>>()
export function countryNamesFor(lang: Lang): Record<string, string> | undefined {
  const make = COUNTRY_TABLES[lang]
  if (!make) return undefined
  const names = madeNames.get(lang) ?? make()
  madeNames.set(lang, names)
  return names
}

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
 */
export const PhoneField: React.FC<Props> = ({ id, value, onChange, describedBy, maxLength }) => {
  const { forms: ui } = useUi()
  const lang = useContext(LangContext)
  // the country list in the page's language (the library's own English names otherwise), and the list's own name from
  // the interface words: the library's is "Phone number country", « Numéro de téléphone pays » in French. One object
  // per language: the field re-sorts its countries whenever it gets another one.
  const labels = useMemo(() => ({ ...(countryNamesFor(lang) ?? englishLabels), country: ui.phoneCountry }), [lang, ui.phoneCountry])
  return (
    <PhoneInput
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
      onChange={(v) => onChange(v ?? "")}
    />
  )
}
