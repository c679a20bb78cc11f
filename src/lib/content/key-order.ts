import type { Fields, Rule } from "./content-schema"

/**
 * A content value with its keys in the content model's order, recursively: the order every file of data/ is written
 * in, and the order the editor (Decap CMS, which builds its data in its own order) writes back, so that saving a
 * file changes only what was edited. A block's type comes first, then its fields; keys the model does not know
 * keep their place after the known ones (the content check reports them).
 */
export function orderByRule(value: unknown, rule: Rule): unknown {
  if (rule.kind === "array" && Array.isArray(value)) return value.map((v) => orderByRule(v, rule.of))
  if (!value || typeof value !== "object" || Array.isArray(value)) return value
  if (rule.kind === "object") return orderByFields(value as Record<string, unknown>, rule.fields)
  if (rule.kind === "union") {
    const record = value as Record<string, unknown>
    const variant = rule.variants[String(record[rule.discriminator])]
    if (!variant) return value
    return orderByFields(record, { [rule.discriminator]: { kind: "string" }, ...variant })
  }
  return value
}

/** The keys of an object in the order of `fields`, each value ordered by its own rule. */
export function orderByFields(record: Record<string, unknown>, fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, rule] of Object.entries(fields)) if (key in record) out[key] = orderByRule(record[key], rule)
  for (const [key, value] of Object.entries(record)) if (!(key in out)) out[key] = value
  return out
}
