import { frenchTypography, withTypography } from "../src/lib/content/typography"

describe("French typography", () => {
  it("puts a no-break space before a colon and a narrow one before ; ? !", () => {
    expect(frenchTypography("Port de livraison : Le Port")).toBe("Port de livraison\u00A0: Le Port")
    expect(frenchTypography("Pourquoi ? Parce que ; voilà !")).toBe("Pourquoi\u202F? Parce que\u202F; voilà\u202F!")
  })
  it("inside French quotation marks", () => {
    expect(frenchTypography("la « maison pour tous »")).toBe("la «\u00A0maison pour tous\u00A0»")
  })
  it("leaves addresses, times and text without a space before the sign alone", () => {
    for (const text of ["https://www.kazhorizon.re/fr/", "mailto:contact@kazhorizon.re", "de 8 h à 17 h", "10:30", "Note: x"])
      expect(frenchTypography(text)).toBe(text)
  })
  it("is idempotent", () => {
    const once = frenchTypography("Question ? « Oui » : non !")
    expect(frenchTypography(once)).toBe(once)
  })
  it("reaches every string of a value, keeps functions, and leaves English alone", () => {
    const fn = (n: number) => `${n} ?`
    const value = { a: "Oui ?", b: ["Non !"], c: { d: "x : y" }, fn, n: 3 }
    const fr = withTypography("fr", value)
    expect(fr).toEqual({ a: "Oui\u202F?", b: ["Non\u202F!"], c: { d: "x\u00A0: y" }, fn, n: 3 })
    expect(withTypography("en", value)).toBe(value)
  })
})
