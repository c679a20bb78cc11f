/**
 * Fills `{name}` placeholders of an interface sentence, e.g. format("Get a Quote for {product}", { product }).
 * A placeholder without a value is an error: a visitor must never see a raw `{name}`.
 */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => {
    if (!(key in values)) throw new Error(`formatMessage: no value for {${key}} in ${JSON.stringify(template)}`)
    return String(values[key])
  })
}
