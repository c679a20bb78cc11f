import { dateParts, formatDate, isIsoDate, isoDate, parseIsoDate, writeDate } from "../src/lib/content/dates"

describe("ISO dates", () => {
  it("parses YYYY-MM-DD to a UTC time", () => {
    expect(parseIsoDate("2025-07-07")).toBe(Date.UTC(2025, 6, 7))
    expect(parseIsoDate("2024-02-29")).toBe(Date.UTC(2024, 1, 29))
  })
  it("rejects what is not an ISO calendar date", () => {
    for (const bad of ["July 7, 2025", "2025-7-7", "07/07/2025", "2025-02-30", "2025-02-29", "2025-13-01", "2025-07-07T00:00:00Z", ""])
      expect(isIsoDate(bad)).toBe(false)
  })
  it("isoDate keeps the date of an ISO date or date-time", () => {
    expect(isoDate("2025-06-05")).toBe("2025-06-05")
    expect(isoDate("2025-06-05T12:00:00+04:00")).toBe("2025-06-05")
    expect(isoDate("soon")).toBe("")
  })
})

describe("formatDate", () => {
  it("writes English dates as the site always showed them", () => {
    expect(formatDate("2025-04-24")).toBe("April 24, 2025")
    expect(formatDate("2025-07-07", "en")).toBe("July 7, 2025")
    expect(formatDate("2025-05-06")).toBe("May 6, 2025")
  })
  it("does not move a date with the time zone (computed in UTC)", () => {
    expect(formatDate("2025-01-01")).toBe("January 1, 2025")
    expect(formatDate("2025-12-31")).toBe("December 31, 2025")
  })
  it("writes every day of a year as Intl's en-US long date would (without paying for Intl at run time)", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10)
      expect(formatDate(iso, "en")).toBe(intl.format(t))
    }
  })
  it("writes French dates the French way: '7 juillet 2025', '1er août 2025'", () => {
    expect(formatDate("2025-07-07", "fr")).toBe("7 juillet 2025")
    expect(formatDate("2025-08-01", "fr")).toBe("1er août 2025")
    expect(formatDate("2025-12-31", "fr")).toBe("31 décembre 2025")
  })
  it("writes every French day of a year as Intl's fr-FR long date would, but the first of the month ('1er')", () => {
    const intl = new Intl.DateTimeFormat("fr-FR", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10)
      expect(formatDate(iso, "fr").replace(/^1er /, "1 ")).toBe(intl.format(t))
    }
  })
  it("returns a text that is not an ISO date unchanged", () => expect(formatDate("next week")).toBe("next week"))
})

describe("writeDate", () => {
  const d = dateParts("2027-07-01")!
  it("writes a date whole or without its month or year, with the space it is given", () => {
    expect(writeDate(d, "en")).toBe("July 1, 2027")
    expect(writeDate(d, "en", { year: false })).toBe("July 1")
    expect(writeDate(d, "en", { month: false, space: "\u00A0" })).toBe("1,\u00A02027")
    expect(writeDate(d, "fr")).toBe("1er juillet 2027")
    expect(writeDate(d, "fr", { year: false, space: "\u00A0" })).toBe("1er\u00A0juillet")
    expect(writeDate(d, "fr", { month: false, year: false })).toBe("1er")
    expect(formatDate("2027-07-01", "fr", { space: "\u00A0" })).toBe("1er\u00A0juillet\u00A02027")
  })
  it("has no parts for a text that is not an ISO date", () => expect(dateParts("2027-02-30")).toBeNull())
})
