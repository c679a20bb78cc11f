import { formatMessage } from "../src/lib/ui/format-message"

describe("formatMessage", () => {
  it("fills every placeholder", () => {
    expect(formatMessage("Get a Quote for {product}", { product: "Apple Cabin" })).toBe("Get a Quote for Apple Cabin")
    expect(formatMessage("{a} of {b}", { a: 1, b: 3 })).toBe("1 of 3")
  })
  it("leaves text without placeholders as it is", () => {
    expect(formatMessage("Blog not found.", {})).toBe("Blog not found.")
  })
  it("refuses a placeholder without a value", () => {
    expect(() => formatMessage("Quote Request for {product}", {})).toThrow("{product}")
  })
})
