/**
 * Phone numbers that dial: a national number typed after choosing a country becomes the international number, and a
 * number the chosen country cannot have is told apart. The parsing and the numbering plans are react-phone-number-input's
 * (libphonenumber-js, the same "min" metadata as the field), never ours. Imported by the phone field's chunk only
 * (src/components/forms/PhoneField.tsx): its metadata is about 20 KB gzip, which no page's first load carries.
 */
import { getCountryCallingCode, isSupportedCountry, isValidPhoneNumber, parsePhoneNumber, type Country } from "react-phone-number-input"

/** A country the field knows ("RE", "MG"), or undefined for none / "International" (ZZ). */
export const asCountry = (code: string | null | undefined): Country | undefined =>
  code && code !== "ZZ" && isSupportedCountry(code as Country) ? (code as Country) : undefined

/** The number parsed, or undefined (the library throws on some inputs). */
function parse(text: string, country?: Country): ReturnType<typeof parsePhoneNumber> {
  try {
    return parsePhoneNumber(text, country)
  } catch {
    return undefined
  }
}

/**
 * The international number (E.164, "+262692123456") of what the field holds:
 * - a valid number, as its country dials it: "+262 0692 12 34 56" (the trunk 0 kept after the code, which the
 *   numbering plan drops) is "+262692123456";
 * - with a country chosen, a national number typed with it: "0692 12 34 56" (which the international field holds as
 *   "+0692123456"), or after the country's code. Only the digits typed: a plan's rule that adds digits (Madagascar's
 *   seven-digit local numbers, read as "20" and the number) would turn a number still being typed into another one.
 * Anything else (an incomplete number, no country chosen) is returned unchanged.
 */
export function toInternational(value: string, country: Country | undefined): string {
  if (!value) return value
  const whole = parse(value)
  if (whole?.isValid()) return whole.number
  if (!country) return value
  const digits = value.replace(/\D/g, "")
  const code = getCountryCallingCode(country)
  // the digits after the country's code, or all of them when the field lost the code ("+0692…")
  const national = digits.startsWith(code) ? digits.slice(code.length) : digits
  const parsed = parse(national, country)
  return parsed?.isValid() && parsed.countryCallingCode === code && national.endsWith(parsed.nationalNumber) ? parsed.number : value
}

/**
 * What the field's input holds as the visitor types a national number over the chosen country's code: "0" (the code
 * selected and typed over), or "+0…", which no country code begins with. The international field would hold "+0…"
 * and drop the country; with a country chosen, its code goes in front ("+262 0692…", which toInternational makes
 * "+262 692…" once complete), so the country stays chosen while the visitor types.
 */
export const withChosenCode = (text: string, country: Country | undefined): string =>
  country && text && (!text.startsWith("+") || text.startsWith("+0"))
    ? `+${getCountryCallingCode(country)}${text.replace(/^\+/, "")}`
    : text

/**
 * True when the number can be dialled: a valid number of its country (by its numbering plan: length and leading
 * digits). "+262 69" or "+262 6921 2345" is not.
 */
export const isDiallable = (value: string): boolean => !!value && isValidPhoneNumber(value)
