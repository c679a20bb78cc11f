import {
  dateRangeEnds,
  formatArea,
  formatDateRange,
  formatLongDate,
  formatMonth,
  formatNumber,
  formatRange,
  frenchToPlace,
  nextMonths,
  TO_PLACE,
} from "../src/lib/planner/format"
import { LANGS, LANGUAGES } from "../src/i18n/languages"

const NBSP = "\u00A0"
const NNBSP = "\u202F"

describe("formatNumber", () => {
  it("writes English figures with a comma between thousands and a dot before decimals", () => {
    expect(formatNumber(1257.9, "en")).toBe("1,257.9")
    expect(formatNumber(1234567.891, "en")).toBe("1,234,567.89")
    expect(formatNumber(74.34, "en")).toBe("74.34")
    expect(formatNumber(999, "en")).toBe("999")
    expect(formatNumber(0, "en")).toBe("0")
  })
  it("writes French figures with a narrow no-break space between thousands and a decimal comma", () => {
    expect(formatNumber(1257.9, "fr")).toBe(`1${NNBSP}257,9`)
    expect(formatNumber(74.34, "fr")).toBe("74,34")
    expect(formatNumber(84000, "fr")).toBe(`84${NNBSP}000`)
  })
  it("rounds to the fraction digits asked for and drops trailing zeros", () => {
    expect(formatNumber(19.8, "en")).toBe("19.8")
    expect(formatNumber(36.5, "en", 0)).toBe("37")
    expect(formatNumber(2.005, "en", 1)).toBe("2")
    expect(formatNumber(1096.2000000001, "en")).toBe("1,096.2")
    expect(formatNumber(-1500.25, "en")).toBe("-1,500.25")
    expect(formatNumber(-0.001, "en")).toBe("0")
  })
  it("writes what Intl would write (without paying for Intl at run time)", () => {
    const intl = {
      en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }),
      fr: new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }),
    }
    for (const n of [0, 7, 13, 19.8, 74.34, 999, 1000, 1257.9, 12345.67, 84000, 1204.2, 1234567.1])
      for (const lang of LANGS) expect(formatNumber(n, lang)).toBe(intl[lang].format(n))
  })
  it("groups with one of the characters the language table lists, and reads the decimal separator from it", () => {
    for (const lang of LANGS) {
      expect(LANGUAGES[lang].groupSeparators).toContain(LANGUAGES[lang].groupSeparator)
      expect(formatNumber(1.5, lang)).toBe(`1${LANGUAGES[lang].decimalSeparator}5`)
    }
  })
})

describe("formatArea and formatRange", () => {
  it("puts a no-break space between the figure and its unit", () => {
    expect(formatArea(74.34, "en")).toBe(`74.34${NBSP}m²`)
    expect(formatArea(74.34, "fr")).toBe(`74,34${NBSP}m²`)
    expect(formatArea(1440, "fr")).toBe(`1${NNBSP}440${NBSP}m²`)
  })
  it("writes a range with an en dash in English and « de … à … » in French", () => {
    expect(formatRange({ min: 3500, max: 4500 }, "en", "kg")).toBe(`3,500–4,500${NBSP}kg`)
    expect(formatRange({ min: 3500, max: 4500 }, "fr", "kg")).toBe(`de 3${NNBSP}500 à 4${NNBSP}500${NBSP}kg`)
    expect(formatRange({ min: 60, max: 90 }, "en")).toBe("60–90")
  })
  it("writes a range of one figure as that figure", () => {
    expect(formatRange({ min: 14, max: 14 }, "en", "days")).toBe(`14${NBSP}days`)
    expect(formatRange({ min: 14, max: 14 }, "fr", "jours")).toBe(`14${NBSP}jours`)
  })
})

describe("a place after « à » (frenchToPlace) and after each language's 'to' (TO_PLACE)", () => {
  it("contracts « à » with the article le or les of a French place name", () => {
    expect(frenchToPlace("Le Port")).toBe("au Port")
    expect(frenchToPlace("Le Havre")).toBe("au Havre")
    expect(frenchToPlace("Les Sables-d'Olonne")).toBe("aux Sables-d'Olonne")
  })
  it("writes « à » before any other name, la and l' included (they do not contract)", () => {
    expect(frenchToPlace("Port-Louis")).toBe("à Port-Louis")
    expect(frenchToPlace("Toamasina")).toBe("à Toamasina")
    expect(frenchToPlace("La Rochelle")).toBe("à La Rochelle")
    expect(frenchToPlace("L'Île-Rousse")).toBe("à L'Île-Rousse")
    // a word that only begins like an article
    expect(frenchToPlace("Lesbos")).toBe("à Lesbos")
    expect(frenchToPlace("Leith")).toBe("à Leith")
  })
  it("leaves English as it is", () => {
    expect(TO_PLACE.en("Le Port")).toBe("to Le Port")
    expect(TO_PLACE.fr("Le Port")).toBe("au Port")
    expect(`jusqu'${TO_PLACE.fr("Port-Louis")}`).toBe("jusqu'à Port-Louis")
  })
})

describe("dates and months", () => {
  it("writes a long date in each language, no-break spaces inside (a date never breaks across two lines)", () => {
    expect(formatLongDate("2027-01-26", "en")).toBe(`January${NBSP}26,${NBSP}2027`)
    expect(formatLongDate("2027-01-11", "fr")).toBe(`11${NBSP}janvier${NBSP}2027`)
    expect(formatLongDate("2027-04-01", "fr")).toBe(`1er${NBSP}avril${NBSP}2027`)
    expect(formatLongDate("2028-02-29", "fr")).toBe(`29${NBSP}février${NBSP}2028`)
    expect(formatLongDate("2027-02-30", "fr")).toBe("2027-02-30")
  })
  it("writes once what the two ends of a range of dates share (same month, same year, two years)", () => {
    const fr = (from: string, to: string) => formatDateRange({ from, to }, "du {from} au {to}", "fr")
    const en = (from: string, to: string) => formatDateRange({ from, to }, "{from} to {to}", "en")
    expect(fr("2027-01-06", "2027-01-26")).toBe(`du 6 au 26${NBSP}janvier${NBSP}2027`)
    expect(fr("2027-01-01", "2027-01-26")).toBe(`du 1er au 26${NBSP}janvier${NBSP}2027`)
    expect(fr("2027-01-28", "2027-02-03")).toBe(`du 28${NBSP}janvier au 3${NBSP}février${NBSP}2027`)
    expect(fr("2026-12-28", "2027-01-03")).toBe(`du 28${NBSP}décembre${NBSP}2026 au 3${NBSP}janvier${NBSP}2027`)
    expect(fr("2027-01-06", "2027-01-06")).toBe(`6${NBSP}janvier${NBSP}2027`)
    expect(en("2027-01-06", "2027-01-26")).toBe(`January${NBSP}6 to 26,${NBSP}2027`)
    expect(en("2027-01-28", "2027-02-03")).toBe(`January${NBSP}28 to February${NBSP}3,${NBSP}2027`)
    expect(en("2026-12-28", "2027-01-03")).toBe(`December${NBSP}28,${NBSP}2026 to January${NBSP}3,${NBSP}2027`)
    expect(dateRangeEnds("2027-01-06", "2027-01-26", "en")).toEqual({ from: `January${NBSP}6`, to: `26,${NBSP}2027` })
    expect(dateRangeEnds("2027-01-06", "2027-01-26", "fr")).toEqual({ from: "6", to: `26${NBSP}janvier${NBSP}2027` })
  })
  it("writes a month with its year", () => {
    expect(formatMonth("2027-03", "en")).toBe("March 2027")
    expect(formatMonth("2027-03", "fr")).toBe("mars 2027")
    expect(formatMonth("2027-08", "fr")).toBe("août 2027")
    expect(formatMonth("2027-13", "en")).toBe("2027-13")
  })
  it("lists the months from the one after today's, across a year end", () => {
    expect(nextMonths("2026-11-27", 3, "en")).toEqual([
      { value: "2026-12", label: "December 2026" },
      { value: "2027-01", label: "January 2027" },
      { value: "2027-02", label: "February 2027" },
    ])
    expect(nextMonths("2026-12-01", 2, "fr")).toEqual([
      { value: "2027-01", label: "janvier 2027" },
      { value: "2027-02", label: "février 2027" },
    ])
    const year = nextMonths("2026-01-31", 24, "en")
    expect(year).toHaveLength(24)
    expect(year[0].value).toBe("2026-02")
    expect(year[23].value).toBe("2028-01")
    expect(nextMonths("2026-01-31", 0, "en")).toEqual([])
  })
})
