/**
 * The one wording of a form's missing fields (issue 57): the spec's exact English sentence where the spec fixes it
 * (its four forms: 'Please fill in all the fields.'), and everywhere else (the French forms, the project planner) a
 * sentence naming the empty fields by their labels, in the form's order; a spec form sent with every required field
 * empty says the general sentence in every language (naming them all would say no more, at twice the length, and a
 * phone's toast would grow over the dialog's title). Pure: the words come from src/i18n.
 */
import { joinList } from "../../i18n/join-list"
import { formatMessage } from "../ui/format-message"

export interface MissingFieldWords {
  /** the spec's sentence (spec 5 and 8), said by its forms when `namesMissingFields` is false */
  required: string
  /** whether this language's spec forms name the empty fields too (the spec fixes only the English text) */
  namesMissingFields: boolean
  /** one empty field: {fields} is its quoted label */
  missingOne: string
  /** several: {fields} is their quoted labels joined as a list */
  missingMany: string
  /** how a label is quoted in the sentence: {label} */
  quotedLabel: string
  /** what joins a list's last two items, spaces included: " and " ("A, B and C"), " et " (« A, B et C ») */
  listAnd: string
}

/** The quoted labels joined as the language writes a list ("A, B and C", « A, B et C »), inside the tap on "Send". */
export function listOfLabels(labels: readonly string[], words: Pick<MissingFieldWords, "quotedLabel" | "listAnd">): string {
  const quoted = labels.map((label) => formatMessage(words.quotedLabel, { label }))
  return joinList(quoted, words.listAnd)
}

/**
 * What a form says when required fields are empty. `specForm`: one of the spec's forms, whose English sentence is
 * fixed; `missing`: the empty fields' names, in form order; `labels`: each field's label as the form shows it;
 * `every`: the empty fields are all the form's required ones.
 */
export function missingFieldsMessage(
  words: MissingFieldWords,
  missing: readonly string[],
  labels: Readonly<Record<string, string>>,
  specForm: boolean,
  every = false,
): string {
  if ((specForm && (!words.namesMissingFields || every)) || missing.length === 0) return words.required
  const names = missing.map((field) => labels[field] ?? field)
  return formatMessage(names.length === 1 ? words.missingOne : words.missingMany, { fields: listOfLabels(names, words) })
}

/** The message of a failed check of one of the enquiry forms (lib/enquiries/form-validation): phone or missing fields. */
export function validationMessage(
  words: MissingFieldWords & { phone: string },
  result: { reason: "phone" } | { reason: "required"; missing: readonly string[]; every?: boolean },
  labels: Readonly<Record<string, string>>,
  specForm = true,
): string {
  return result.reason === "phone" ? words.phone : missingFieldsMessage(words, result.missing, labels, specForm, result.every)
}
