import frenchLibrary from "react-phone-number-input/locale/fr.json"
import { countriesByName, countryNames } from "../src/lib/enquiries/country-names"
import { countryNamesFor } from "../src/components/forms/PhoneField"

describe("the phone field's country names in French", () => {
  const fr = countryNames("fr", frenchLibrary)

  it("are French and current where the phone library's are English, outdated or wrong", () => {
    expect(frenchLibrary.BH).toBe("Bahrain") // the library's table, for the record
    expect(fr).toMatchObject({
      BH: "Bahreïn",
      KW: "Koweït",
      YE: "Yémen",
      GG: "Guernesey",
      SZ: "Eswatini",
      MK: "Macédoine du Nord",
      GQ: "Guinée équatoriale",
      SJ: "Svalbard et Jan Mayen",
      SK: "Slovaquie",
      RE: "La Réunion",
      MU: "Maurice",
      KM: "Comores",
    })
  })

  it("keep the library's other words and every code it lists", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(frenchLibrary).sort())
    expect(fr.ZZ).toBe(frenchLibrary.ZZ)
    expect(fr.ext).toBe(frenchLibrary.ext)
    expect(Object.values(fr).filter((name) => /\b(?:Republic|Island|Islands)\b/.test(name))).toEqual([])
  })

  it("are the ones the French pages' phone field shows; English pages keep the library's English names", () => {
    expect(countryNamesFor("fr")).toEqual(fr)
    expect(countryNamesFor("fr")).toBe(countryNamesFor("fr")) // made once
    expect(countryNamesFor("en")).toBeUndefined()
  })

  it("fall back to the library's names where the browser has no table", () => {
    const spy = jest.spyOn(Intl, "DisplayNames").mockImplementation(() => {
      throw new TypeError("Intl.DisplayNames is not a constructor")
    })
    try {
      expect(countryNames("fr", frenchLibrary)).toEqual(frenchLibrary)
    } finally {
      spy.mockRestore()
    }
  })
})

describe("the phone field's countries, given in the order of their names (issue 60)", () => {
  // the library's own list maker, which sorts with the comparator it is given (localeCompare by default); a file its
  // package's exports do not list, so by its path
  const { getCountrySelectOptions } = require(
    `${process.cwd()}/node_modules/react-phone-number-input/commonjs/helpers/phoneInputHelpers.js`,
  )
  const { getCountries } = require("react-phone-number-input")
  const english = require("react-phone-number-input/locale/en.json")
  const listOf = (countries: readonly string[], names: Record<string, string>) => {
    let comparisons = 0
    const options = getCountrySelectOptions({
      countries,
      countryNames: names,
      addInternationalOption: true,
      compareStrings: (a: string, b: string) => {
        comparisons += 1
        return a.localeCompare(b)
      },
    }) as Array<{ value?: string; label: string }>
    return { options, comparisons }
  }

  it.each([
    ["English", english as Record<string, string>],
    ["French", countryNames("fr", frenchLibrary)],
  ])("in %s: the list the library shows is the same, and its sort is one pass", (_lang, names) => {
    const codes: string[] = getCountries()
    const asBefore = listOf(codes, names)
    const sorted = listOf(countriesByName(codes, names), names)
    expect(sorted.options).toEqual(asBefore.options)
    expect(sorted.options[0]).toEqual({ label: names.ZZ }) // "International" first, as before
    // one pass: the rough key orders these names as the collation does
    expect(sorted.comparisons).toBe(codes.length - 1)
    expect(asBefore.comparisons).toBeGreaterThan(4 * codes.length)
  })

  it("sorts a code without a name by its code, as the library shows it, and a name without its accents or case", () => {
    expect(countriesByName(["FR", "XK", "DE"], { FR: "France", DE: "Germany" })).toEqual(["FR", "DE", "XK"])
    expect(countriesByName(["B", "A", "C"], { A: "Égypte", B: "eau", C: "Zambie" })).toEqual(["B", "A", "C"])
  })
})
