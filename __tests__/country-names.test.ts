import frenchLibrary from "react-phone-number-input/locale/fr.json"
import { countryNames } from "../src/lib/enquiries/country-names"
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
