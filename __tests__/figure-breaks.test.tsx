import React from "react"
import { render } from "@testing-library/react"
import { figureBreakPieces } from "../src/lib/ui/figure-breaks"
import { SpecValue } from "../src/components/product/SpecValue"

describe("spec values wrap between dimensions, never inside a figure (issue 41)", () => {
  it("cuts after each * or × separator", () => {
    expect(figureBreakPieces("W6240*L11800*H2480")).toEqual(["W6240*", "L11800*", "H2480"])
    expect(figureBreakPieces("11 800×6 240×2 480 mm")).toEqual(["11 800×", "6 240×", "2 480 mm"])
  })
  it("leaves a value without a separator whole, and a separator before a space alone", () => {
    for (const value of ["36,54 m²", "2 unités par conteneur 40 pieds HQ", "6 500-8 000 kg", "Sur demande", "", "11 800 × 6 240 mm", "*"])
      expect(figureBreakPieces(value)).toEqual([value])
  })
  it("gives the text back whole when the pieces are joined", () => {
    for (const value of ["W6240*L11800*H2480", "W2200*L5900*H2480 (replié)", "3×2×1"]) expect(figureBreakPieces(value).join("")).toBe(value)
  })
  it("renders a <wbr> between the pieces and the same text", () => {
    const html = (value: string) => render(<SpecValue value={value} />).container.innerHTML
    expect(html("W6240*L11800*H2480")).toBe("W6240*<wbr>L11800*<wbr>H2480")
    expect(html("74,34 m²")).toBe("74,34 m²")
  })
})
