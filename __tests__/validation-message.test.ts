import { uiFor, type Lang } from "../src/i18n"
import { LANGS } from "../src/i18n/languages"
import { listOfLabels, missingFieldsMessage, validationMessage } from "../src/lib/enquiries/validation-message"

const NBSP = "\u00A0"
const en = uiFor("en").forms
const fr = uiFor("fr").forms

describe("the missing fields' message: one wording for every form (issue 57)", () => {
  it("says the spec's exact English sentence in the spec's forms, whatever is missing", () => {
    expect(missingFieldsMessage(en.validation, ["phone"], en.fields, true)).toBe("Please fill in all the fields.")
    expect(missingFieldsMessage(en.validation, ["name", "email"], en.fields, true)).toBe("Please fill in all the fields.")
  })
  it("names the empty fields in English where the spec fixes no text (the planner), as a British list", () => {
    expect(missingFieldsMessage(en.validation, ["phone"], en.fields, false)).toBe("Please fill in the “Phone” field.")
    expect(missingFieldsMessage(en.validation, ["name", "email", "phone"], en.fields, false)).toBe(
      "Please fill in the “Full name”, “E-mail” and “Phone” fields.",
    )
  })
  it("names them in every French form, spec form or not, with « » and no-break spaces", () => {
    for (const specForm of [true, false]) {
      expect(missingFieldsMessage(fr.validation, ["message"], fr.fields, specForm)).toBe(
        `Veuillez remplir le champ «${NBSP}Message${NBSP}».`,
      )
      expect(missingFieldsMessage(fr.validation, ["firstName", "phone"], fr.fields, specForm)).toBe(
        `Veuillez remplir les champs «${NBSP}Prénom${NBSP}» et «${NBSP}Téléphone${NBSP}».`,
      )
    }
  })
  it("says the general sentence when a spec form has every required field empty, in every language", () => {
    expect(missingFieldsMessage(fr.validation, ["name", "email", "phone"], fr.fields, true, true)).toBe("Veuillez remplir tous les champs.")
    expect(missingFieldsMessage(en.validation, ["name", "email", "phone"], en.fields, true, true)).toBe("Please fill in all the fields.")
    // the planner has optional fields: "all the fields" would be wrong there, it names them
    expect(missingFieldsMessage(fr.validation, ["name", "email", "phone"], fr.fields, false, true)).toBe(
      `Veuillez remplir les champs «${NBSP}Nom complet${NBSP}», «${NBSP}E-mail${NBSP}» et «${NBSP}Téléphone${NBSP}».`,
    )
  })
  it("falls back to the general sentence when no field is named", () =>
    expect(missingFieldsMessage(fr.validation, [], fr.fields, false)).toBe("Veuillez remplir tous les champs."))
  it("shows a field without a label by its name rather than nothing", () => expect(listOfLabels(["x"], en.validation)).toBe("“x”"))
  it("joins one to six labels as Intl.ListFormat's long conjunction does, in every language (en-GB, fr)", () => {
    const locales: Record<Lang, string> = { en: "en-GB", fr: "fr" }
    for (const lang of LANGS) {
      const words = uiFor(lang).forms.validation
      const list = new Intl.ListFormat(locales[lang], { style: "long", type: "conjunction" })
      for (let n = 1; n <= 6; n++) {
        const labels = ["Prénom", "Nom", "E-mail", "Téléphone", "Message", "Port"].slice(0, n)
        expect(listOfLabels(labels, words)).toBe(list.format(labels.map((label) => words.quotedLabel.replace("{label}", label))))
      }
    }
  })
})

describe("validationMessage", () => {
  it("gives the phone sentence for a bad phone, in each language", () => {
    expect(validationMessage(en.validation, { reason: "phone" }, en.fields)).toBe("Please enter a valid phone number with country code.")
    expect(validationMessage(fr.validation, { reason: "phone" }, fr.fields)).toBe(fr.validation.phone)
  })
  it("gives the missing fields' sentence otherwise", () =>
    expect(validationMessage(fr.validation, { reason: "required", missing: ["email"] }, fr.fields)).toBe(
      `Veuillez remplir le champ «${NBSP}E-mail${NBSP}».`,
    ))
})
