import type { Fields, NumberRule, Rule, StringRule } from "./content-schema"
import { isTranslated } from "./content-i18n"
import { frenchTypography } from "../../i18n/typography"

/**
 * JSON Schema (draft-07) of the content files, generated from the content model, for code editors: completion, a
 * description of every field and errors while typing. The build's own check (src/gatsby/content/validate-content.ts) stays the
 * authority: it also checks what a schema cannot (an image that exists, a translation against its English file).
 *
 * `patternErrorMessage` is the message VS Code shows instead of the raw pattern.
 */
export type JsonSchema = { [key: string]: unknown }

const DRAFT = "http://json-schema.org/draft-07/schema#"

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const EXTENSIONS_HINT = (extensions: readonly string[]) => extensions.map((e) => e.slice(1)).join(", ")

/** How a field is edited: in the English file (every field), or in a translation (only its words). */
export type HintMode = "source" | "translation"
/** The languages a field's description is written in: English (the JSON Schemas, the editor), French (the editor). */
export type HintLang = "en" | "fr"

/**
 * The words of a field's description in one language, sentence by sentence, so that both languages say the same
 * thing in the same order (describeRule puts them together).
 */
interface RuleWords {
  sitePath: string
  link: string
  visitorText: string
  value: string
  perLanguage: string
  translated: Record<HintMode, string>
  shared: string
  figures: string
  number: (rule: NumberRule) => string
  boolean: string
  oneOf: (values: readonly string[]) => string
  file: (extensions: string) => string
  list: string
  listWholeInEachLanguage: string
  group: string
  block: (discriminator: string, variants: readonly string[]) => string
  /** the language's typography, applied to the whole description */
  typography: (text: string) => string
}

const RULE_WORDS: Record<HintLang, RuleWords> = {
  en: {
    sitePath: "A site path",
    link: "A link",
    visitorText: "Text visitors read",
    value: "A value",
    perLanguage: "Each language has its own.",
    translated: {
      source: "Translated: each other language's file beside this one (*.<language>.json) has its own.",
      translation: "This language's text of the English file's field.",
    },
    shared: "Shared by every language: written once, in the English file.",
    figures: "Holds figures: a translation gives the same numbers, in its own format.",
    number: (rule) =>
      `A ${rule.integer ? "whole number" : "number"}${rule.min !== undefined ? ` from ${rule.min}` : ""}${rule.max !== undefined ? ` up to ${rule.max}` : ""}. Shared by every language.`,
    boolean: "true or false. Shared by every language.",
    oneOf: (values) => `One of: ${values.join(", ")}.`,
    file: (extensions) => `A file path relative to this JSON file, e.g. ../images/… (${extensions}). Shared by every language.`,
    list: "A list.",
    listWholeInEachLanguage: "A list each language writes whole.",
    group: "A group of fields.",
    block: (discriminator, variants) => `A block: its "${discriminator}" (${variants.join(", ")}) decides its other fields.`,
    typography: (text) => text,
  },
  fr: {
    sitePath: "Un chemin du site",
    link: "Un lien",
    visitorText: "Texte lu par les visiteurs",
    value: "Une valeur",
    perLanguage: "Propre à chaque langue.",
    translated: {
      source: "Traduit : le fichier de chaque autre langue, à côté de celui-ci (*.<langue>.json), a le sien.",
      translation: "Le texte, dans cette langue, du champ du fichier anglais.",
    },
    shared: "Commun à toutes les langues : écrit une seule fois, dans le fichier anglais.",
    figures: "Contient des chiffres : une traduction reprend les mêmes nombres, écrits à sa façon.",
    number: (rule) => {
      const range =
        rule.min !== undefined && rule.max !== undefined
          ? ` de ${frenchNumber(rule.min)} à ${frenchNumber(rule.max)}`
          : rule.min !== undefined
            ? ` à partir de ${frenchNumber(rule.min)}`
            : rule.max !== undefined
              ? ` jusqu'à ${frenchNumber(rule.max)}`
              : ""
      return `Un ${rule.integer ? "nombre entier" : "nombre"}${range}. Commun à toutes les langues.`
    },
    boolean: "Oui ou non (true ou false). Commun à toutes les langues.",
    oneOf: (values) => `Une valeur parmi : ${values.join(", ")}.`,
    file: (extensions) =>
      `Un chemin de fichier relatif à ce fichier JSON, p. ex. ../images/… (${extensions}). Commun à toutes les langues.`,
    list: "Une liste.",
    listWholeInEachLanguage: "Une liste que chaque langue écrit en entier.",
    group: "Un groupe de champs.",
    block: (discriminator, variants) => `Un bloc : son « ${discriminator} » (${variants.join(", ")}) détermine ses autres champs.`,
    typography: frenchTypography,
  },
}

/**
 * A figure as French writes it: "1 000" (a narrow no-break space groups the thousands), "0,5"; a text that is no
 * number stays as it is. The one French number format of the hints, the editor's words and its refusals.
 */
export const frenchNumber = (n: number | string): string => {
  const value = Number(n)
  return Number.isFinite(value)
    ? new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 20 }).format(value).replace(/\s/g, "\u202F")
    : String(n)
}

/** Which language to describe a field in, and the content model's own sentences (a pattern's hint, a note) in it. */
export interface DescribeIn {
  lang: HintLang
  /** the model writes its pattern hints and notes in English: their text in `lang` (by default, as written) */
  phrase?: (english: string) => string
}

/**
 * What a field is, in words, for the editor's tooltip and the JSON Schemas' descriptions: in English by default, in
 * French with `{ lang: "fr", phrase }` (src/content-model/editor-words.ts frenchHint gives the model's sentences).
 */
export function describeRule(
  rule: Rule,
  mode: HintMode = "source",
  { lang, phrase = (text) => text }: DescribeIn = { lang: "en" },
): string {
  const w = RULE_WORDS[lang]
  return w.typography(describeIn(w, phrase, rule, mode))
}

function describeIn(w: RuleWords, phrase: (english: string) => string, rule: Rule, mode: HintMode): string {
  switch (rule.kind) {
    case "string": {
      const what =
        rule.format === "path"
          ? w.sitePath
          : rule.format === "url"
            ? w.link
            : rule.pattern
              ? rule.patternHint
                ? capitalise(phrase(rule.patternHint))
                : w.value
              : rule.i18n === "translate"
                ? w.visitorText
                : w.value
      const where = rule.perLanguage ? w.perLanguage : rule.i18n === "translate" ? w.translated[mode] : w.shared
      const figures = rule.figures ? ` ${w.figures}` : ""
      return `${what}. ${where}${figures}${rule.note ? ` ${phrase(rule.note)}` : ""}`
    }
    case "number":
      return w.number(rule)
    case "boolean":
      return w.boolean
    case "enum":
      return w.oneOf(rule.values)
    case "file":
      return w.file(EXTENSIONS_HINT(rule.extensions))
    case "array":
      return rule.perLanguage ? w.listWholeInEachLanguage : w.list
    case "object":
      return w.group
    case "union":
      return w.block(rule.discriminator, Object.keys(rule.variants))
  }
}

const stringSchema = (rule: StringRule, lang: "source" | "translation"): JsonSchema => ({
  type: "string",
  description: describeRule(rule, lang),
  ...(rule.nonEmpty ? { minLength: 1 } : {}),
  ...(rule.maxLength !== undefined ? { maxLength: rule.maxLength } : {}),
  ...(rule.pattern
    ? { pattern: rule.pattern.source, ...(rule.patternHint ? { patternErrorMessage: `Expected ${rule.patternHint}.` } : {}) }
    : {}),
})

/** The schema of one rule in an English file (every field). */
export function ruleSchema(rule: Rule): JsonSchema {
  switch (rule.kind) {
    case "string":
      return stringSchema(rule, "source")
    case "number":
      return {
        type: rule.integer ? "integer" : "number",
        description: describeRule(rule),
        ...(rule.min !== undefined ? { minimum: rule.min } : {}),
        ...(rule.max !== undefined ? { maximum: rule.max } : {}),
      }
    case "boolean":
      return { type: "boolean", description: describeRule(rule) }
    case "enum":
      return { type: "string", enum: [...rule.values], description: describeRule(rule) }
    case "file": {
      const ext = rule.extensions.map((e) => e.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")
      return {
        type: "string",
        description: describeRule(rule),
        pattern: `\\.(${ext})$`,
        patternErrorMessage: `Expected a path to a ${EXTENSIONS_HINT(rule.extensions)} file, relative to this JSON file.`,
      }
    }
    case "array":
      return {
        type: "array",
        description: describeRule(rule),
        items: ruleSchema(rule.of),
        ...(rule.min !== undefined ? { minItems: rule.min } : {}),
        ...(rule.max !== undefined ? { maxItems: rule.max } : {}),
      }
    case "object":
      return {
        ...objectSchema(
          rule.fields,
          (r) => ruleSchema(r),
          (r) => !r.optional,
        ),
        description: describeRule(rule),
      }
    case "union":
      return {
        description: describeRule(rule),
        oneOf: Object.entries(rule.variants).map(([name, fields]) =>
          variantSchema(
            rule.discriminator,
            name,
            objectSchema(fields, ruleSchema, (r) => !r.optional),
          ),
        ),
      }
  }
}

function objectSchema(
  fields: Fields,
  toSchema: (rule: Rule) => JsonSchema,
  isRequired: (rule: Rule) => boolean,
  keep: (rule: Rule) => boolean = () => true,
): JsonSchema {
  const entries = Object.entries(fields).filter(([, rule]) => keep(rule))
  const required = entries.filter(([, rule]) => isRequired(rule)).map(([key]) => key)
  return {
    type: "object",
    properties: Object.fromEntries(entries.map(([key, rule]) => [key, toSchema(rule)])),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  }
}

/** One variant of a block: its discriminator fixed to the variant's name (editors complete the name, then its fields). */
function variantSchema(discriminator: string, name: string, fields: JsonSchema): JsonSchema {
  const properties = { [discriminator]: { const: name, description: `This block is a "${name}".` }, ...(fields.properties as object) }
  const required = [discriminator, ...((fields.required as string[] | undefined) ?? []).filter((k) => k !== discriminator)]
  return { ...fields, title: name, properties, required }
}

/**
 * The schema of one rule in a translation file: only the fields written in each language, in the English file's
 * structure (lists of the same length, blocks with their type). A field the English file may omit is optional here
 * too; the build checks that both files agree.
 */
export function translationRuleSchema(rule: Rule): JsonSchema {
  switch (rule.kind) {
    case "string":
      return stringSchema(rule, "translation")
    case "array":
      if (rule.perLanguage) return ruleSchema(rule)
      return {
        type: "array",
        description: "The same list as in the English file, entry by entry, with the translated fields.",
        items: translationRuleSchema(rule.of),
      }
    case "object":
      return { ...translationObjectSchema(rule.fields), description: describeRule(rule) }
    case "union":
      return {
        description: `The English file's block, with its "${rule.discriminator}" and its translated fields.`,
        oneOf: Object.entries(rule.variants).map(([name, fields]) =>
          variantSchema(rule.discriminator, name, translationObjectSchema(fields)),
        ),
      }
    default:
      return ruleSchema(rule)
  }
}

const translationObjectSchema = (fields: Fields): JsonSchema =>
  objectSchema(fields, translationRuleSchema, (r) => !r.optional && !(r.kind === "string" && r.perLanguage), isTranslated)

/** A whole content file's schema: an English file (`lang: "source"`) or its translation. */
export function fileSchema(fields: Fields, opts: { title: string; description: string; lang: "source" | "translation" }): JsonSchema {
  const body = opts.lang === "source" ? objectSchema(fields, ruleSchema, (r) => !r.optional) : translationObjectSchema(fields)
  return { $schema: DRAFT, title: opts.title, description: opts.description, ...body }
}
