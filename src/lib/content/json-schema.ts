import type { Fields, Rule, StringRule } from "./content-schema"
import { isTranslated } from "./content-i18n"

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

/** What a field is, in words, for the editor's tooltip. */
export function describeRule(rule: Rule, lang: "source" | "translation" = "source"): string {
  switch (rule.kind) {
    case "string": {
      const what =
        rule.format === "path"
          ? "A site path"
          : rule.format === "url"
            ? "A link"
            : rule.pattern
              ? capitalise(rule.patternHint ?? "a value")
              : rule.i18n === "translate"
                ? "Text visitors read"
                : "A value"
      const where = rule.perLanguage
        ? "Each language has its own."
        : rule.i18n === "translate"
          ? lang === "source"
            ? "Translated: each other language's file beside this one (*.<language>.json) has its own."
            : "This language's text of the English file's field."
          : "Shared by every language: written once, in the English file."
      const figures = rule.figures ? " Holds figures: a translation gives the same numbers, in its own format." : ""
      return `${what}. ${where}${figures}${rule.note ? ` ${rule.note}` : ""}`
    }
    case "number":
      return `A ${rule.integer ? "whole number" : "number"}${rule.min !== undefined ? ` from ${rule.min}` : ""}${rule.max !== undefined ? ` up to ${rule.max}` : ""}. Shared by every language.`
    case "boolean":
      return "true or false. Shared by every language."
    case "enum":
      return `One of: ${rule.values.join(", ")}.`
    case "file":
      return `A file path relative to this JSON file, e.g. ../images/… (${EXTENSIONS_HINT(rule.extensions)}). Shared by every language.`
    case "array":
      return rule.perLanguage ? "A list each language writes whole." : "A list."
    case "object":
      return "A group of fields."
    case "union":
      return `A block: its "${rule.discriminator}" (${Object.keys(rule.variants).join(", ")}) decides its other fields.`
  }
}

const stringSchema = (rule: StringRule, lang: "source" | "translation"): JsonSchema => ({
  type: "string",
  description: describeRule(rule, lang),
  ...(rule.nonEmpty ? { minLength: 1 } : {}),
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
