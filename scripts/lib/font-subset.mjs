/**
 * The characters of the Latin web-font subsets (scripts/subset-fonts.mjs) and the matching CSS unicode-range
 * (src/styles/global.css). A unit test checks that every character of the content files is inside it.
 */
const span = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("")

/** Basic Latin, Latin-1 Supplement, and the typographic signs French and English copy uses. */
export const LATIN_SUBSET_TEXT =
  span(0x20, 0x7e) +
  span(0xa0, 0xff) +
  "\u0131\u0152\u0153\u02c6\u02da\u02dc" +
  span(0x2013, 0x2014) +
  span(0x2018, 0x201a) +
  span(0x201c, 0x201e) +
  span(0x2020, 0x2022) +
  "\u2026\u2030\u2039\u203a\u2044\u20ac\u2122" +
  span(0x2190, 0x2193) +
  "\u2212\u2264\u2265"

/** The same set as a CSS unicode-range value. */
export const LATIN_SUBSET_UNICODE_RANGE =
  "U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2013-2014, U+2018-201A, U+201C-201E, " +
  "U+2020-2022, U+2026, U+2030, U+2039-203A, U+2044, U+20AC, U+2122, U+2190-2193, U+2212, U+2264-2265"
