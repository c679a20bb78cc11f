/**
 * A small declarative schema for the JSON content in `data/`.
 *
 * One declaration serves two purposes:
 *  - `validate()` checks a parsed JSON file and returns errors that name the field
 *    (so a maintainer's mistake stops the build with a readable message), and
 *  - `toSDL()` turns the same declaration into explicit GraphQL types, so queries
 *    never depend on Gatsby's type inference.
 */

export type Rule =
  | { kind: "string"; optional?: boolean; nonEmpty?: boolean; pattern?: RegExp; patternHint?: string }
  | { kind: "number"; optional?: boolean; integer?: boolean; min?: number; max?: number }
  | { kind: "boolean"; optional?: boolean }
  | { kind: "enum"; values: readonly string[]; optional?: boolean }
  /** a file path relative to the JSON file (image, video, ...), linked as a File node */
  | { kind: "file"; optional?: boolean; extensions: readonly string[] }
  | { kind: "array"; of: Rule; optional?: boolean; min?: number; max?: number }
  | { kind: "object"; fields: Record<string, Rule>; optional?: boolean; typeName?: string }
  /** a list entry whose shape depends on its `type` field (content blocks) */
  | { kind: "union"; discriminator: string; variants: Record<string, Record<string, Rule>>; optional?: boolean; typeName?: string }

export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg"] as const
export const VIDEO_EXTENSIONS = [".mp4", ".webm"] as const

export const t = {
  string: (opts: { optional?: boolean; nonEmpty?: boolean; pattern?: RegExp; patternHint?: string } = {}): Rule => ({
    kind: "string",
    nonEmpty: true,
    ...opts,
  }),
  text: (opts: { optional?: boolean } = {}): Rule => ({ kind: "string", nonEmpty: true, ...opts }),
  path: (opts: { optional?: boolean } = {}): Rule => ({
    kind: "string",
    nonEmpty: true,
    pattern: /^\/([^\s]*[^\s/])?$/,
    patternHint: "a site path starting with '/' and without a trailing slash, e.g. /apple-cabins",
    ...opts,
  }),
  url: (opts: { optional?: boolean } = {}): Rule => ({
    kind: "string",
    nonEmpty: true,
    pattern: /^(https?:\/\/[^\s]+|\/[^\s]*|mailto:[^\s]+|tel:[^\s]+)$/,
    patternHint: "an absolute http(s) URL, a site path, a mailto: or a tel: link",
    ...opts,
  }),
  date: (opts: { optional?: boolean } = {}): Rule => ({
    kind: "string",
    nonEmpty: true,
    // ISO calendar dates (ISO_DATE_PATTERN of src/lib/dates.ts) sort as text, so GraphQL sorts and limits by them;
    // pages format them for display with formatDate
    pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    patternHint: "an ISO date YYYY-MM-DD, e.g. 2025-04-24 for April 24, 2025",
    ...opts,
  }),
  number: (opts: { optional?: boolean; integer?: boolean; min?: number; max?: number } = {}): Rule => ({
    kind: "number",
    ...opts,
  }),
  boolean: (opts: { optional?: boolean } = {}): Rule => ({ kind: "boolean", ...opts }),
  enum: (values: readonly string[], opts: { optional?: boolean } = {}): Rule => ({ kind: "enum", values, ...opts }),
  image: (opts: { optional?: boolean } = {}): Rule => ({ kind: "file", extensions: IMAGE_EXTENSIONS, ...opts }),
  video: (opts: { optional?: boolean } = {}): Rule => ({ kind: "file", extensions: VIDEO_EXTENSIONS, ...opts }),
  array: (of: Rule, opts: { optional?: boolean; min?: number; max?: number } = {}): Rule => ({
    kind: "array",
    of,
    ...opts,
  }),
  object: (fields: Record<string, Rule>, opts: { optional?: boolean; typeName?: string } = {}): Rule => ({
    kind: "object",
    fields,
    ...opts,
  }),
  union: (
    discriminator: string,
    variants: Record<string, Record<string, Rule>>,
    opts: { optional?: boolean; typeName?: string } = {},
  ): Rule => ({ kind: "union", discriminator, variants, ...opts }),
}

export interface ContentError {
  /** dotted field path, e.g. `gallery[2].image` */
  field: string
  message: string
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

const join = (base: string, key: string | number): string =>
  typeof key === "number" ? `${base}[${key}]` : base ? `${base}.${key}` : key

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
      if (rule.pattern && !rule.pattern.test(value))
        return void errors.push({ field, message: `is not valid: expected ${rule.patternHint ?? rule.pattern}, found ${describe(value)}` })
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
              ? `is missing (expected one of ${Object.keys(rule.variants).map((v) => `'${v}'`).join(", ")})`
              : `is ${describe(tag)}, expected one of ${Object.keys(rule.variants).map((v) => `'${v}'`).join(", ")}`,
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
 * Nested types are named `<Parent><Field>` unless the rule gives a `typeName`.
 */
export function toSDL(nodeTypes: Array<{ typeName: string; schema: Record<string, Rule> }>): string {
  const defs = new Map<string, string>()

  const fieldType = (rule: Rule, name: string): string => {
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
        return `[${fieldType({ ...rule.of, optional: false }, name).replace(" @fileByRelativePath", "")}]${bang}${
          rule.of.kind === "file" ? " @fileByRelativePath" : ""
        }`
      case "object": {
        const nested = rule.typeName ?? name
        addType(nested, rule.fields)
        return `${nested}${bang}`
      }
      case "union": {
        const nested = rule.typeName ?? name
        const merged: Record<string, Rule> = { [rule.discriminator]: t.string() }
        for (const variant of Object.values(rule.variants)) {
          for (const [k, r] of Object.entries(variant)) {
            if (k in merged && k !== rule.discriminator) {
              const prev = merged[k]
              if (prev.kind !== r.kind) throw new Error(`union ${nested}: field ${k} has two kinds`)
            }
            merged[k] = { ...r, optional: true }
          }
        }
        addType(nested, merged)
        return `${nested}${bang}`
      }
    }
  }

  const addType = (name: string, fields: Record<string, Rule>, isNode = false) => {
    if (defs.has(name)) return
    defs.set(name, "")
    // gatsby-transformer-json keeps a file's own `id` as `jsonId`: the node's `id` is Gatsby's
    const lines = Object.entries(fields).map(
      ([key, rule]) => `  ${isNode && key === "id" ? "jsonId" : key}: ${fieldType(rule, name + pascal(key))}`,
    )
    defs.set(name, `type ${name}${isNode ? " implements Node @dontInfer" : ""} {\n${lines.join("\n")}\n}`)
  }

  for (const { typeName, schema } of nodeTypes) addType(typeName, schema, true)
  return [...defs.values()].join("\n\n")
}
