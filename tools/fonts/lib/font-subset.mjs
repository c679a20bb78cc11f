/**
 * The characters of the Latin web-font subsets (tools/fonts/subset-fonts.mjs) and the matching CSS unicode-range
 * (src/styles/global.css). A unit test checks that every character of the content files is inside it.
 */
const span = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("")

/**
 * The characters of English and French copy: Basic Latin; from Latin-1 the no-break space, the signs the copy uses
 * (© « ° ² · » ×) and the French letters (À Â Ç È-Ë Î Ï Ô Ù Û Ü, and in lower case); Œ œ; the dashes, quotes,
 * bullet and ellipsis, the narrow no-break space of French typography (src/i18n/typography.ts), € → ≥. Not the
 * letters of other languages (ñ, ß, å…) nor signs the copy does not use: each glyph costs every visitor bytes in front
 * of the first paint (measured against all of Latin-1: Inter 27.7 -> 21 KB, Fraunces 17.0 -> 12.5 KB). A character
 * outside the subset is still shown, in the metric-matched local face (or from the Latin Extended file); the unit test
 * __tests__/font-subset.test.ts fails when a content file uses one.
 */
export const LATIN_SUBSET_TEXT =
  span(0x20, 0x7e) +
  "\u00a0\u00a9\u00ab\u00b0\u00b2\u00b7\u00bb\u00d7\u00c0\u00c2" +
  span(0xc7, 0xcb) +
  "\u00ce\u00cf\u00d4\u00d9\u00db\u00dc\u00e0\u00e2" +
  span(0xe7, 0xeb) +
  "\u00ee\u00ef\u00f4\u00f9\u00fb\u00fc\u0152\u0153" +
  span(0x2013, 0x2014) +
  "\u2018\u2019\u201c\u201d\u2022\u2026\u202f\u20ac\u2192\u2265"

/** The same set as a CSS unicode-range value. */
export const LATIN_SUBSET_UNICODE_RANGE =
  "U+0020-007E, U+00A0, U+00A9, U+00AB, U+00B0, U+00B2, U+00B7, U+00BB, U+00C0, U+00C2, U+00C7-00CB, U+00CE-00CF, " +
  "U+00D4, U+00D7, U+00D9, U+00DB-00DC, U+00E0, U+00E2, U+00E7-00EB, U+00EE-00EF, U+00F4, U+00F9, U+00FB-00FC, " +
  "U+0152-0153, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+202F, U+20AC, U+2192, U+2265"

/**
 * The OpenType layout features the subsets keep: those a browser applies to Latin text by itself (composition,
 * localised forms, marks, kerning, standard and contextual ligatures and alternates, variation substitution).
 * The others (fractions, numerators, denominators, proportional and tabular figures, stylistic sets and character
 * variants) act only where the CSS turns them on (`font-variant-*`, `font-feature-settings`), which the site's CSS
 * never does for these faces; kept, they brought 81 glyphs reachable only through them into Inter's subset
 * (279 -> 198 glyphs, 23.0 -> 19.4 KB). A unit test fails when the CSS turns on a feature outside this list.
 */
export const KEPT_LAYOUT_FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rclt", "rvrn", "curs", "dist"]
