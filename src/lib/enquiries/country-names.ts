/**
 * The phone field's country names in a language, from the browser's own table (Intl.DisplayNames, the names the
 * Unicode CLDR gives: « Bahreïn », « Eswatini », « Macédoine du Nord ») over the phone library's table of that language,
 * whose French names are partly English, outdated or wrong (« Bahrain », « Swaziland », « Guinée équatorial », two
 * entries merged in one). The library's other words (its "International" entry ZZ, the field's own labels) stay;
 * a code the browser does not name keeps the library's name.
 */
export function countryNames(lang: string, library: Readonly<Record<string, string>>): Record<string, string> {
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" })
  } catch {
    return { ...library } // a browser without Intl.DisplayNames: the library's names
  }
  return Object.fromEntries(
    Object.entries(library).map(([key, label]) => {
      if (!/^[A-Z]{2}$/.test(key) || key === "ZZ") return [key, label]
      let name: string | undefined
      try {
        name = names?.of(key)
      } catch {
        name = undefined
      }
      return [key, name && name !== key ? name : label]
    }),
  )
}

/** A name as the collation mostly orders it, compared without ICU: accents dropped, lower case ("Åland" near "Aland"). */
const roughKey = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/**
 * The country codes in about the order of their names, as the phone field's list shows them. The library sorts its
 * options with `String.prototype.localeCompare`, about 1,500 comparisons through ICU (78 ms of a phone's CPU, 4x
 * slowed, in the task after the planner's first tap, issue 60; an `Intl.Collator` here cost nearly as much). Given
 * the codes in this order, its sort runs through them almost in one pass, and still decides the order. The rough
 * key is compared with `<`; a code without a name is sorted by the code, as the library shows it.
 */
export function countriesByName<C extends string>(codes: readonly C[], names: Readonly<Record<string, string>>): C[] {
  const keys = new Map(codes.map((code) => [code, roughKey(names[code] || code)]))
  const key = (code: C) => keys.get(code) as string
  return [...codes].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
}
