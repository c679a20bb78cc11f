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
