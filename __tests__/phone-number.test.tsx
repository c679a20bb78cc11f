import React, { useState } from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { asCountry, isDiallable, toInternational, withChosenCode } from "../src/lib/enquiries/phone-number"
import { contactPhone } from "../src/lib/enquiries/email-params"
import { isValidPhone, validateBrochure, validateProductQuote } from "../src/lib/enquiries/form-validation"
import { PhoneField } from "../src/components/forms/PhoneField"

describe("a national number typed after choosing a country becomes the international number (the library's parsing)", () => {
  it.each([
    ["Réunion, 0692 12 34 56 (held as +0692123456 by the international field)", "+0692123456", "RE", "+262692123456"],
    ["Réunion, the national number after the code", "+2620692123456", "RE", "+262692123456"],
    ["Réunion, no country chosen: the trunk 0 after the code dropped", "+2620692123456", undefined, "+262692123456"],
    ["Madagascar, 034 12 345 67", "+0341234567", "MG", "+261341234567"],
    ["Madagascar, without the trunk 0", "+341234567", "MG", "+261341234567"],
    ["France, 06 12 34 56 78", "+0612345678", "FR", "+33612345678"],
  ])("%s", (_, typed, country, expected) => {
    expect(toInternational(typed, asCountry(country))).toBe(expected)
    expect(isDiallable(expected)).toBe(true)
  })

  it.each([
    ["a valid number of another country stays", "+33612345678", "RE"],
    ["an incomplete number stays (the visitor is still typing)", "+069212", "RE"],
    ["no country chosen: nothing to convert", "+0692123456", undefined],
    ["'International' is no country", "+0692123456", "ZZ"],
    ["empty", "", "RE"],
  ])("%s", (_, typed, country) => {
    expect(toInternational(typed, asCountry(country))).toBe(typed)
  })

  it("puts the chosen country's code before a national number being typed (no country code begins with 0)", () => {
    expect(withChosenCode("0", "RE")).toBe("+2620")
    expect(withChosenCode("+0692", "RE")).toBe("+2620692")
    expect(withChosenCode("034", "MG")).toBe("+261034")
    expect(withChosenCode("0692", undefined)).toBe("0692")
    expect(withChosenCode("+33612", "RE")).toBe("+33612")
    expect(withChosenCode("", "RE")).toBe("")
  })

  it("knows the numbers a country cannot have", () => {
    expect(isDiallable("+262692123456")).toBe(true)
    expect(isDiallable("+26269212345")).toBe(false) // one digit short: the spec's pattern alone passes it
    expect(isDiallable("+0692123456")).toBe(false)
    expect(isDiallable("")).toBe(false)
    expect(asCountry("XX")).toBeUndefined()
  })
})

describe("the forms' phone rule: the spec's pattern, then the field's numbering plans", () => {
  const person = { name: "Marie", email: "m@example.com", message: "Hello" }
  it("refuses with the spec's reason a number the chosen country cannot have", () => {
    expect(isValidPhone("+26269212345")).toBe(true)
    expect(isValidPhone("+26269212345", isDiallable)).toBe(false)
    expect(validateProductQuote({ ...person, phone: "+26269212345" }, isDiallable)).toEqual({ ok: false, reason: "phone", field: "phone" })
    expect(validateBrochure({ ...person, phone: "+26269212345" }, isDiallable)).toEqual({ ok: false, reason: "phone", field: "phone" })
    expect(validateBrochure({ ...person, phone: "+262692123456" }, isDiallable)).toEqual({ ok: true })
  })
})

describe("the contact form sends an international number as it is dialled, with no format check", () => {
  it.each([
    ["+262 692 12 34 56", "+262692123456"],
    [" +261 34 12-345.67 ", "+261341234567"],
    ["+33 (0)6 12 34 56 78", "+33 (0)6 12 34 56 78"],
    ["0692 12 34 56", "0692 12 34 56"],
    ["call me at noon", "call me at noon"],
    ["", ""],
  ])("%s → %s", (typed, sent) => expect(contactPhone(typed)).toBe(sent))
})

describe("the phone field keeps the visitor's country", () => {
  // a number typed key by key through the library's own field: a few seconds on a busy machine
  jest.setTimeout(20_000)

  function Form({ sent }: { sent: string[] }) {
    const [value, setValue] = useState("")
    return (
      <PhoneField
        id="p"
        value={value}
        onChange={(v) => {
          sent.push(v)
          setValue(v)
        }}
      />
    )
  }
  const setup = () => {
    const sent: string[] = []
    const user = userEvent.setup()
    render(<Form sent={sent} />)
    return { sent, user, input: screen.getByRole("textbox") as HTMLInputElement, select: screen.getByRole("combobox") as HTMLSelectElement }
  }

  it("Réunion, then 0692 12 34 56 typed over the code: +262692123456, Réunion chosen throughout", async () => {
    const { sent, user, input, select } = setup()
    await user.selectOptions(select, "RE")
    // the code the field put in is selected and typed over
    await user.type(input, "0", { initialSelectionStart: 0, initialSelectionEnd: input.value.length })
    for (const digit of "692 12 34 56") {
      expect(select.value).toBe("RE")
      await user.type(input, digit)
    }
    await user.tab()
    expect(sent.at(-1)).toBe("+262692123456")
    // shown as it is dialled once the field is left (made again: a new input and list)
    expect((screen.getByRole("textbox") as HTMLInputElement).value).toBe("+262 692 12 34 56")
    expect((screen.getByRole("combobox") as HTMLSelectElement).value).toBe("RE")
  })

  it("Madagascar, then 034 12 345 67 after the code: +261341234567", async () => {
    const { sent, user, input, select } = setup()
    await user.selectOptions(select, "MG")
    await user.type(input, "0341234567")
    expect(sent.at(-1)).toBe("+261341234567")
    await user.tab()
    expect((screen.getByRole("textbox") as HTMLInputElement).value).toBe("+261 34 12 345 67")
    expect((screen.getByRole("combobox") as HTMLSelectElement).value).toBe("MG")
  })

  it("the national number first, then the country: converted, not dropped", async () => {
    const { sent, user, input, select } = setup()
    await user.type(input, "0692123456")
    expect(select.value).toBe("ZZ")
    await user.selectOptions(select, "RE")
    expect(sent.at(-1)).toBe("+262692123456")
    expect(input.value).toBe("+262 692 12 34 56")
    expect(select.value).toBe("RE")
  })

  it("an international number typed whole is kept as the library reads it", async () => {
    const { sent, user, input } = setup()
    await user.type(input, "+33612345678")
    expect(sent.at(-1)).toBe("+33612345678")
  })
})
