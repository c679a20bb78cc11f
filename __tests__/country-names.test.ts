import fs from "fs"
import path from "path"
import frenchLibrary from "react-phone-number-input/locale/fr.json"
import englishLibrary from "react-phone-number-input/locale/en.json"
import { countryNames } from "../src/lib/enquiries/country-names"
import { COUNTRY_NAMES } from "../src/components/forms/PhoneField"
import frenchTable from "../src/lib/enquiries/country-names.fr.json"

const TABLE = path.join(__dirname, "../src/lib/enquiries/country-names.fr.json")

describe("the phone field's country names in French", () => {
  const fr = countryNames("fr", frenchLibrary)
  const cldr = process.versions.cldr
  if (process.env.UPDATE_COUNTRY_NAMES === "1") fs.writeFileSync(TABLE, `${JSON.stringify({ cldr, names: fr }, null, 2)}\n`)
  const written = JSON.parse(fs.readFileSync(TABLE, "utf8")) as typeof frenchTable

  it("are the CLDR's over the phone library's table, as written to country-names.fr.json", () => {
    // fails when the library's table changes, or this Node's CLDR is the one the file was written with and names
    // differ: `UPDATE_COUNTRY_NAMES=1 npx jest __tests__/country-names.test.ts` writes the file again. With another
    // CLDR (an older Node 22), the file's names are checked against the library's codes only.
    expect(Object.keys(written.names).sort()).toEqual(Object.keys(frenchLibrary).sort())
    if (written.cldr === cldr) expect(written.names).toEqual(fr)
  })

  it("are French and current where the phone library's are English, outdated or wrong", () => {
    expect(frenchLibrary.BH).toBe("Bahrain") // the library's table, for the record
    expect(written.names).toMatchObject({
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
      HK: "Hong Kong", // the CLDR's short names, as browsers show them, not « R.A.S. chinoise de Hong Kong »
      MO: "Macao",
      PS: "Palestine",
    })
  })

  it("keep the library's other words (International, ext.) and name no country in English", () => {
    expect(written.names.ZZ).toBe(frenchLibrary.ZZ)
    expect(written.names.ext).toBe(frenchLibrary.ext)
    expect(Object.values(written.names).filter((name) => /\b(?:Republic|Island|Islands)\b/.test(name))).toEqual([])
  })

  it("are the ones the French pages' phone field shows; English pages show the library's English names", () => {
    expect(COUNTRY_NAMES.fr).toBe(frenchTable.names)
    expect(COUNTRY_NAMES.en).toBe(englishLibrary)
  })

  it("keep the library's name for a code the CLDR does not name, and its International entry", () => {
    expect(countryNames("fr", { AA: "the library's", ZZ: "International", BH: "Bahrain" })).toEqual({
      AA: "the library's",
      ZZ: "International",
      BH: "Bahreïn",
    })
  })
})
