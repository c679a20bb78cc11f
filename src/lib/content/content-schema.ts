/**
 * A small declarative schema for the JSON content in `data/`.
 *
 * One declaration serves two purposes:
 *  - `validate()` checks a parsed JSON file and returns errors that name the field
 *    (so a maintainer's mistake stops the build with a readable message), and
 *  - `toSDL()` turns the same declaration into explicit GraphQL types, so queries
 *    never depend on Gatsby's type inference.
 */
import { impossibleDateReason, ISO_DATE_PATTERN } from "./dates"

interface Optionality {
  optional?: boolean
}
/**
 * How a field is stored in the other languages (Decap CMS's field-level `i18n` values): "translate" fields are written
 * in every language's file; "none" fields are stored once, in the English file, and shared by every language.
 */
export type I18nMode = "translate" | "none"
export interface StringRule extends Optionality {
  kind: "string"
  nonEmpty?: boolean
  pattern?: RegExp
  patternHint?: string
  /** text visitors read is translated ("translate", t.text's default); ids, links, addresses and dates are shared ("none") */
  i18n?: I18nMode
  /** a site path or URL (shared link targets are mapped to the page of the reader's language), or an ISO date */
  format?: "path" | "url" | "date"
  /** each language has its own value or none (a French slug the English page does not need) */
  perLanguage?: boolean
  /** a text holding figures (dimensions, areas, masses): a translation must give the same numbers, in its own format */
  figures?: boolean
  /** a sentence more for the editor's hint and the JSON Schema's description (what an empty optional field means) */
  note?: string
  /** the most characters the text may hold (TEXT_LIMITS gives each builder's default) */
  maxLength?: number
}
export interface NumberRule extends Optionality {
  kind: "number"
  integer?: boolean
  min?: number
  max?: number
}
export interface BooleanRule extends Optionality {
  kind: "boolean"
}
export interface EnumRule<V extends string = string> extends Optionality {
  kind: "enum"
  values: readonly V[]
}
/** a file path relative to the JSON file (image, video, ...), linked as a File node */
export interface FileRule extends Optionality {
  kind: "file"
  extensions: readonly string[]
}
export interface ArrayRule<Of extends Rule = Rule> extends Optionality {
  kind: "array"
  of: Of
  min?: number
  max?: number
  /** each language writes its own whole list (a legal text adapted to each country), not a translation entry by entry */
  perLanguage?: boolean
}
export type Fields = Record<string, Rule>
export interface ObjectRule<F extends Fields = Fields> extends Optionality {
  kind: "object"
  fields: F
  typeName?: string
}
/** a list entry whose shape depends on its `type` field (content blocks) */
export interface UnionRule<D extends string = string, V extends Record<string, Fields> = Record<string, Fields>> extends Optionality {
  kind: "union"
  discriminator: D
  variants: V
  typeName?: string
}

export type Rule = StringRule | NumberRule | BooleanRule | EnumRule | FileRule | ArrayRule | ObjectRule | UnionRule

/** `optional: true` in the type when the options say so, so that `Infer` can tell required from optional fields. */
type WithOptional<R, O> = R & (O extends { optional: true } ? { optional: true } : { optional?: false })
type Opt = { optional?: boolean }

/**
 * The TypeScript type of the data a rule describes, the way schema libraries infer it: one declaration, no
 * hand-written copy. `File` is what a file field holds: the relative path (a string) in the JSON files, or the File
 * node as queried (see `Queried` in src/content-model). Optional fields may be absent or, when queried, null.
 * A union becomes a discriminated union on its discriminator; a record of fields (a content file's schema) an object.
 */
export type Infer<R, File = string> = R extends { kind: "string" }
  ? string
  : R extends { kind: "number" }
    ? number
    : R extends { kind: "boolean" }
      ? boolean
      : R extends EnumRule<infer V>
        ? V
        : R extends { kind: "file" }
          ? File
          : R extends ArrayRule<infer Of>
            ? Array<Infer<Of, File>>
            : R extends ObjectRule<infer F>
              ? InferFields<F, File>
              : R extends UnionRule<infer D, infer V>
                ? { [K in keyof V & string]: Simplify<{ [P in D]: K } & InferFields<V[K], File>> }[keyof V & string]
                : R extends Fields
                  ? InferFields<R, File>
                  : never

type Simplify<T> = { [K in keyof T]: T[K] } & {}
type RequiredKeys<F> = { [K in keyof F]: F[K] extends { optional: true } ? never : K }[keyof F]
type OptionalKeys<F> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F]

/** The type of a record of fields (a content file's top level, an object, a union variant). */
export type InferFields<F, File = string> = Simplify<
  { [K in RequiredKeys<F>]: Infer<F[K], File> } & { [K in OptionalKeys<F>]?: Infer<F[K], File> | null }
>

export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg"] as const
export const VIDEO_EXTENSIONS = [".mp4", ".webm"] as const

/**
 * The most characters of a text field, by the builder that declares it, unless the field says otherwise (`maxLength`):
 * each well above the longest text of data/ today (measured: docs/content-model.md "Limits"), low enough that a
 * pasted file or a runaway script stops the check instead of a page.
 */
export const TEXT_LIMITS = {
  /** t.text: text a visitor reads, up to a few paragraphs (the longest today: a legal paragraph of 853) */
  text: 4000,
  /** t.string: an id, a code, a name, an address line (the longest today: 36) */
  string: 300,
  /** t.path: a site path (the longest today: 47) */
  path: 300,
  /** t.url: a link to another site, a map's address with its query (the longest today: 81) */
  url: 2000,
} as const

type StringOpts = {
  maxLength?: number
  optional?: boolean
  nonEmpty?: boolean
  pattern?: RegExp
  patternHint?: string
  i18n?: I18nMode
  perLanguage?: boolean
  note?: string
}
type I18nOpt = { optional?: boolean; i18n?: I18nMode; perLanguage?: boolean; figures?: boolean; maxLength?: number }

/**
 * The rule builders. Each keeps the literal types of what it is given (enum values, object fields, union variants,
 * `optional: true`), so that `Infer<typeof someSchema>` is precise.
 */
export const t = {
  /** a shared value (an id, a code, an address field): stored once, in the English file, unless `i18n: "translate"` */
  string: <O extends StringOpts = {}>(opts: O = {} as O): WithOptional<StringRule, O> =>
    ({
      kind: "string",
      nonEmpty: true,
      i18n: "none",
      maxLength: TEXT_LIMITS.string,
      ...opts,
    }) as WithOptional<StringRule, O>,
  /** text a visitor reads: written in every language */
  text: <O extends I18nOpt = {}>(opts: O = {} as O): WithOptional<StringRule, O> =>
    ({ kind: "string", nonEmpty: true, i18n: "translate", maxLength: TEXT_LIMITS.text, ...opts }) as WithOptional<StringRule, O>,
  /**
   * A site path. A link target is shared (written once, in English; the build maps it to the page of the reader's
   * language); a page's own path is `i18n: "translate"` (each language has its own slug).
   */
  path: <O extends I18nOpt = {}>(opts: O = {} as O): WithOptional<StringRule, O> =>
    ({
      kind: "string",
      nonEmpty: true,
      i18n: "none",
      format: "path",
      maxLength: TEXT_LIMITS.path,
      pattern: /^\/([^\s]*[^\s/])?$/,
      patternHint: "a site path starting with '/' and without a trailing slash, e.g. /apple-cabins",
      ...opts,
    }) as WithOptional<StringRule, O>,
  url: <O extends I18nOpt = {}>(opts: O = {} as O): WithOptional<StringRule, O> =>
    ({
      kind: "string",
      nonEmpty: true,
      i18n: "none",
      format: "url",
      maxLength: TEXT_LIMITS.url,
      pattern: /^(https?:\/\/[^\s]+|\/[^\s]*|mailto:[^\s]+|tel:[^\s]+)$/,
      patternHint: "an absolute http(s) URL, a site path, a mailto: or a tel: link",
      ...opts,
    }) as WithOptional<StringRule, O>,
  date: <O extends I18nOpt = {}>(opts: O = {} as O): WithOptional<StringRule, O> =>
    ({
      kind: "string",
      nonEmpty: true,
      i18n: "none",
      format: "date",
      // ISO calendar dates sort as text, so GraphQL sorts and limits by them; pages format them for display with
      // formatDate; a day the month does not have (2025-02-30) is refused too (impossibleDateReason)
      pattern: ISO_DATE_PATTERN,
      patternHint: "an ISO date YYYY-MM-DD, e.g. 2025-04-24 for April 24, 2025",
      ...opts,
    }) as WithOptional<StringRule, O>,
  number: <O extends { optional?: boolean; integer?: boolean; min?: number; max?: number } = {}>(
    opts: O = {} as O,
  ): WithOptional<NumberRule, O> =>
    ({
      kind: "number",
      ...opts,
    }) as WithOptional<NumberRule, O>,
  boolean: <O extends Opt = {}>(opts: O = {} as O): WithOptional<BooleanRule, O> =>
    ({ kind: "boolean", ...opts }) as WithOptional<BooleanRule, O>,
  enum: <V extends string, O extends Opt = {}>(values: readonly V[], opts: O = {} as O): WithOptional<EnumRule<V>, O> =>
    ({ kind: "enum", values, ...opts }) as WithOptional<EnumRule<V>, O>,
  /** a file of any of `extensions` (e.g. only SVG for technical drawings) */
  file: <O extends Opt = {}>(extensions: readonly string[], opts: O = {} as O): WithOptional<FileRule, O> =>
    ({ kind: "file", extensions, ...opts }) as WithOptional<FileRule, O>,
  image: <O extends Opt = {}>(opts: O = {} as O): WithOptional<FileRule, O> =>
    ({ kind: "file", extensions: IMAGE_EXTENSIONS, ...opts }) as WithOptional<FileRule, O>,
  video: <O extends Opt = {}>(opts: O = {} as O): WithOptional<FileRule, O> =>
    ({ kind: "file", extensions: VIDEO_EXTENSIONS, ...opts }) as WithOptional<FileRule, O>,
  array: <Of extends Rule, O extends { optional?: boolean; min?: number; max?: number; perLanguage?: boolean } = {}>(
    of: Of,
    opts: O = {} as O,
  ): WithOptional<ArrayRule<Of>, O> =>
    ({
      kind: "array",
      of,
      ...opts,
    }) as WithOptional<ArrayRule<Of>, O>,
  object: <F extends Fields, O extends { optional?: boolean; typeName?: string } = {}>(
    fields: F,
    opts: O = {} as O,
  ): WithOptional<ObjectRule<F>, O> =>
    ({
      kind: "object",
      fields,
      ...opts,
    }) as WithOptional<ObjectRule<F>, O>,
  union: <D extends string, V extends Record<string, Fields>, O extends { optional?: boolean; typeName?: string } = {}>(
    discriminator: D,
    variants: V,
    opts: O = {} as O,
  ): WithOptional<UnionRule<D, V>, O> => ({ kind: "union", discriminator, variants, ...opts }) as WithOptional<UnionRule<D, V>, O>,
}

export interface ContentError {
  /** dotted field path, e.g. `gallery[2].image` */
  field: string
  message: string
  /**
   * A field whose other problems in the same file all follow from this one (a translated list in another order than
   * the English list: its items' figures and block types then differ too): the check tells this one alone.
   */
  covers?: string
}

export interface ValidateOptions {
  /** returns true when a file referenced from the JSON exists (relative to the JSON file) */
  fileExists?: (relativePath: string) => boolean
}

const describe = (value: unknown): string => {
  if (value === null) return "null"
  if (Array.isArray(value)) return "a list"
  if (typeof value === "string") return `the text ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + "…" : value)}`
  return `a ${typeof value}`
}

const expected = (rule: Rule): string => {
  switch (rule.kind) {
    case "string":
      return rule.patternHint ?? "a text"
    case "number":
      return rule.integer ? "a whole number" : "a number"
    case "boolean":
      return "true or false"
    case "enum":
      return `one of ${rule.values.map((v) => `'${v}'`).join(", ")}`
    case "file":
      return `a relative path to a file ending in ${rule.extensions.join(", ")}`
    case "array":
      return "a list"
    case "object":
    case "union":
      return "an object"
  }
}

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
const characters = (text: string): number => {
  let n = 0
  for (const _ of text) n++
  return n
}
const tooLong = (text: string, max: number): boolean => text.length > max && characters(text) > max

const join = (base: string, key: string | number): string => (typeof key === "number" ? `${base}[${key}]` : base ? `${base}.${key}` : key)

function check(value: unknown, rule: Rule, field: string, errors: ContentError[], opts: ValidateOptions): void {
  if (value === undefined || value === null) {
    if (!rule.optional) errors.push({ field, message: `is missing (expected ${expected(rule)})` })
    return
  }
  const wrong = (): void => {
    errors.push({ field, message: `has the wrong type: expected ${expected(rule)}, found ${describe(value)}` })
  }
  switch (rule.kind) {
    case "string":
      if (typeof value !== "string") return wrong()
      if (rule.nonEmpty && value.trim() === "") return void errors.push({ field, message: "is empty (expected a text)" })
      if (rule.maxLength !== undefined && tooLong(value, rule.maxLength))
        return void errors.push({
          field,
          message: `is too long: ${characters(value).toLocaleString("en-US")} characters, at most ${rule.maxLength.toLocaleString("en-US")} (shorten it)`,
        })
      if (rule.pattern && !rule.pattern.test(value))
        return void errors.push({ field, message: `is not valid: expected ${rule.patternHint ?? rule.pattern}, found ${describe(value)}` })
      if (rule.format === "date") {
        const impossible = impossibleDateReason(value)
        if (impossible) return void errors.push({ field, message: `is not a day of the calendar: ${impossible}, found ${describe(value)}` })
      }
      return
    case "number":
      if (typeof value !== "number" || Number.isNaN(value)) return wrong()
      if (rule.integer && !Number.isInteger(value)) return wrong()
      if (rule.min !== undefined && value < rule.min)
        return void errors.push({ field, message: `is ${value}, below the minimum ${rule.min}` })
      if (rule.max !== undefined && value > rule.max)
        return void errors.push({ field, message: `is ${value}, above the maximum ${rule.max}` })
      return
    case "boolean":
      if (typeof value !== "boolean") return wrong()
      return
    case "enum":
      if (typeof value !== "string" || !rule.values.includes(value)) return wrong()
      return
    case "file": {
      if (typeof value !== "string" || value.trim() === "") return wrong()
      const lower = value.toLowerCase()
      if (!rule.extensions.some((ext) => lower.endsWith(ext))) return wrong()
      if (opts.fileExists && !opts.fileExists(value))
        errors.push({ field, message: `points to ${JSON.stringify(value)}, which does not exist` })
      return
    }
    case "array":
      if (!Array.isArray(value)) return wrong()
      if (rule.min !== undefined && value.length < rule.min)
        errors.push({ field, message: `has ${value.length} entries, at least ${rule.min} needed` })
      if (rule.max !== undefined && value.length > rule.max)
        errors.push({ field, message: `has ${value.length} entries, at most ${rule.max} allowed` })
      value.forEach((item, i) => check(item, rule.of, join(field, i), errors, opts))
      return
    case "object":
      if (typeof value !== "object" || Array.isArray(value)) return wrong()
      checkFields(value as Record<string, unknown>, rule.fields, field, errors, opts)
      return
    case "union": {
      if (typeof value !== "object" || Array.isArray(value)) return wrong()
      const record = value as Record<string, unknown>
      const tag = record[rule.discriminator]
      const variant = typeof tag === "string" ? rule.variants[tag] : undefined
      if (!variant) {
        errors.push({
          field: join(field, rule.discriminator),
          message:
            tag === undefined
              ? `is missing (expected one of ${Object.keys(rule.variants)
                  .map((v) => `'${v}'`)
                  .join(", ")})`
              : `is ${describe(tag)}, expected one of ${Object.keys(rule.variants)
                  .map((v) => `'${v}'`)
                  .join(", ")}`,
        })
        return
      }
      checkFields(record, { [rule.discriminator]: t.string(), ...variant }, field, errors, opts)
      return
    }
  }
}

function checkFields(
  record: Record<string, unknown>,
  fields: Record<string, Rule>,
  base: string,
  errors: ContentError[],
  opts: ValidateOptions,
): void {
  for (const [key, rule] of Object.entries(fields)) check(record[key], rule, join(base, key), errors, opts)
  for (const key of Object.keys(record)) {
    if (!(key in fields)) errors.push({ field: join(base, key), message: "is not a known field (misspelt?)" })
  }
}

/** Validates a parsed JSON document against an object schema. */
export function validate(doc: unknown, schema: Record<string, Rule>, opts: ValidateOptions = {}): ContentError[] {
  const errors: ContentError[] = []
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    errors.push({ field: "(file)", message: `must hold a JSON object, found ${describe(doc)}` })
    return errors
  }
  checkFields(doc as Record<string, unknown>, schema, "", errors, opts)
  return errors
}

/** Formats errors of one file as a single message naming the file and each field. */
export function formatErrors(file: string, errors: ContentError[]): string {
  return errors.map((e) => `${file}: field "${e.field}" ${e.message}`).join("\n")
}

const pascal = (s: string) => s.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_m, _sep, c: string) => c.toUpperCase())

/**
 * Builds GraphQL SDL for node types and all their nested object types (each defined once).
 * Nested types are named `<Parent><Field>` unless the rule gives a `typeName`. A type name given to two different
 * shapes is an error naming both places (Gatsby would otherwise get whichever came first, and the other place's
 * fields would silently vanish from the schema).
 */
export function toSDL(nodeTypes: Array<{ typeName: string; schema: Fields }>): string {
  const defs = new Map<string, { sdl: string; at: string }>()

  const fieldType = (rule: Rule, name: string, at: string): string => {
    const bang = rule.optional ? "" : "!"
    switch (rule.kind) {
      case "string":
      case "enum":
        return `String${bang}`
      case "number":
        return `${rule.integer ? "Int" : "Float"}${bang}`
      case "boolean":
        return `Boolean${bang}`
      case "file":
        return `File @fileByRelativePath`
      case "array":
        return `[${fieldType({ ...rule.of, optional: false }, name, `${at}[]`).replace(" @fileByRelativePath", "")}]${bang}${
          rule.of.kind === "file" ? " @fileByRelativePath" : ""
        }`
      case "object": {
        const nested = rule.typeName ?? name
        addType(nested, rule.fields, at)
        return `${nested}${bang}`
      }
      case "union": {
        const nested = rule.typeName ?? name
        const merged: Fields = { [rule.discriminator]: t.string() }
        for (const variant of Object.values(rule.variants)) {
          for (const [k, r] of Object.entries(variant)) {
            if (k in merged && k !== rule.discriminator) {
              const prev = merged[k]
              if (prev.kind !== r.kind) throw new Error(`union ${nested}: field ${k} has two kinds`)
            }
            merged[k] = { ...r, optional: true }
          }
        }
        addType(nested, merged, at)
        return `${nested}${bang}`
      }
    }
  }

  const addType = (name: string, fields: Fields, at: string, isNode = false) => {
    // gatsby-transformer-json keeps a file's own `id` as `jsonId`: the node's `id` is Gatsby's
    const lines = Object.entries(fields).map(
      ([key, rule]) => `  ${isNode && key === "id" ? "jsonId" : key}: ${fieldType(rule, name + pascal(key), `${at}.${key}`)}`,
    )
    const sdl = `type ${name}${isNode ? " implements Node @dontInfer" : ""} {\n${lines.join("\n")}\n}`
    const earlier = defs.get(name)
    if (earlier && earlier.sdl !== sdl)
      throw new Error(
        `GraphQL type ${name} is declared twice with different fields: at ${earlier.at} and at ${at}. ` +
          `Give one of them another typeName, or make both the same shape.\n${earlier.sdl}\n${sdl}`,
      )
    if (!earlier) defs.set(name, { sdl, at })
  }

  for (const { typeName, schema } of nodeTypes) addType(typeName, schema, typeName, true)
  return [...defs.values()].map((d) => d.sdl).join("\n\n")
}
