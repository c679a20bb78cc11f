/** The codes whose CLDR name is an administrative title, named by their short name instead (as Chromium names them). */
export const SHORT_NAMES: ReadonlySet<string> = new Set(["HK", "MO", "PS"])

/**
 * The phone field's country names in a language: the Unicode CLDR's (Intl.DisplayNames: « Bahreïn », « Eswatini »,
 * « Macédoine du Nord ») over the phone library's table of that language, whose French names are partly English,
 * outdated or wrong (« Bahrain », « Swaziland », « Guinée équatorial », two entries merged in one). The library's other
 * words (its "International" entry ZZ, the field's own labels) stay; a code the CLDR does not name keeps the library's.
 * SHORT_NAMES take the CLDR's short name (« Hong Kong », not « R.A.S. chinoise de Hong Kong »).
 *
 * Run at test time, not in the browser: the French table is written to ./country-names.fr.json
 * (`UPDATE_COUNTRY_NAMES=1 npx jest __tests__/country-names.test.ts`), which the field imports. In a browser the table
 * cost a phone 70-130 ms of loading the CLDR's region names (Intl.DisplayNames' first use, at 4× CPU slowdown) when
 * the field first opened on a French page (issue 60).
 */
export function countryNames(lang: string, library: Readonly<Record<string, string>>): Record<string, string> {
  const names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" })
  const shortNames = new Intl.DisplayNames([lang], { type: "region", style: "short", fallback: "none" })
  return Object.fromEntries(
    Object.entries(library).map(([key, label]) => {
      const name = /^[A-Z]{2}$/.test(key) && key !== "ZZ" ? (SHORT_NAMES.has(key) ? shortNames : names).of(key) : undefined
      return [key, name && name !== key ? name : label]
    }),
  )
}
