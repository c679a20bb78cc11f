/**
 * Validation rules of the enquiry forms (spec 5). Pure functions: a failure names its reason, and the form shows
 * the message of that reason in the visitor's language (src/i18n/<lang>/forms.ts, `validation`).
 */

/** A plus sign, 1 to 4 digits of country code, an optional space, then 7 to 15 digits. */
export const PHONE_PATTERN = /^\+\d{1,4}\s?\d{7,15}$/

export const isBlank = (value: unknown): boolean => value == null || String(value).trim() === ""

/**
 * A phone number in the spec's international form (PHONE_PATTERN) and, where the phone field has loaded its numbering
 * plans (`diallable`: src/lib/enquiries/phone-number.ts isDiallable, from the field's chunk), one its country can have:
 * "+262 6921 2345" passes the spec's pattern but is not a Réunion number.
 */
export const isValidPhone = (phone: string | null | undefined, diallable?: (phone: string) => boolean): boolean =>
  !isBlank(phone) && PHONE_PATTERN.test(String(phone)) && (!diallable || diallable(String(phone)))

/**
 * An E.164 value as the phone widget (react-phone-number-input) holds it: "+" and digits. The widget logs a console
 * error for an initial value of another shape, so the forms refuse such a draft value before handing it over.
 */
export const isE164 = (value: string): boolean => /^\+\d+$/.test(value)

/**
 * A failure names its reason and the field to focus; a "required" failure also lists every empty field, in form
 * order, and says whether they are all the form's required fields.
 */
export type ValidationResult =
  | { ok: true }
  | { ok: false; reason: "required"; field: string; missing: string[]; every: boolean }
  | { ok: false; reason: "phone"; field: string }
export type ValidationReason = "required" | "phone"

type Values = Record<string, string | null | undefined>

/** The names of the required fields that are empty, in form order. */
export const missingFields = (values: Values, required: readonly string[]): string[] => required.filter((f) => isBlank(values[f]))

/** `phoneRule`: the spec's pattern, and the phone field's numbering plans when `diallable` is given. */
const check = (
  values: Values,
  required: readonly string[],
  phoneRule: boolean,
  diallable?: (phone: string) => boolean,
): ValidationResult => {
  const missing = missingFields(values, required)
  if (missing.length) return { ok: false, reason: "required", field: missing[0], missing, every: missing.length === required.length }
  if (phoneRule && !isValidPhone(values.phone, diallable)) return { ok: false, reason: "phone", field: "phone" }
  return { ok: true }
}

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "message"] as const
export const QUOTE_FIELDS = ["name", "email", "phone", "message"] as const
/** The quote forms' optional fields: never validated, folded into the message when filled (lib/email-params). */
export const QUOTE_DETAIL_FIELDS = ["deliveryPort", "customisation"] as const
/** Every field of a quote form, required ones first. */
export const QUOTE_FORM_FIELDS = [...QUOTE_FIELDS, ...QUOTE_DETAIL_FIELDS] as const
export const BROCHURE_FIELDS = ["name", "email", "phone"] as const

/** Contact: all five fields required, no phone rule. */
export const validateContact = (v: Values): ValidationResult => check(v, CONTACT_FIELDS, false)
/** General quote: all four fields required, no phone rule. */
export const validateQuote = (v: Values): ValidationResult => check(v, QUOTE_FIELDS, false)
/** Product quote: all four fields required, then the phone pattern (and a number its country can have, given `diallable`). */
export const validateProductQuote = (v: Values, diallable?: (phone: string) => boolean): ValidationResult =>
  check(v, QUOTE_FIELDS, true, diallable)
/** Brochure: name, e-mail and phone required, then the phone pattern (and a number its country can have, given `diallable`). */
export const validateBrochure = (v: Values, diallable?: (phone: string) => boolean): ValidationResult =>
  check(v, BROCHURE_FIELDS, true, diallable)
