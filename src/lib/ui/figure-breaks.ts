/**
 * Where a specification value may wrap (issue 41): a dimension written "W6240*L11800*H2480" or "6 240 × 11 800" is
 * one word to the browser, which either overflows its box (clipped in a card) or, told to break anywhere, breaks
 * it in the middle of a figure ("W6240*L11800*H24 / 80"). The value is cut after each dimension separator (* or ×),
 * and the pieces are rendered with a line-break opportunity (<wbr>) between them (src/components/product/SpecValue.tsx):
 * a value wraps between its dimensions, never inside a figure. The text itself is unchanged (joining the pieces gives it back).
 */
const AFTER_SEPARATOR = /(?<=[*×])(?=\S)/

export const figureBreakPieces = (value: string): string[] => value.split(AFTER_SEPARATOR)
