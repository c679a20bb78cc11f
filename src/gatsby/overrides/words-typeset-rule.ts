import path from "path"

/**
 * The rule that writes each language's interface words into the browser's bundles as plain strings with their
 * typography set (./words-typeset-loader.cjs; measurements: docs/performance.md). Its `pre` loader runs the module
 * at build time with the query below, which the rule leaves alone.
 */
export const WORDS_TYPESET_RULE = {
  test: /[\\/]src[\\/]i18n[\\/][a-z]{2,3}[\\/]index\.ts$/,
  resourceQuery: { not: [/words-source/] },
  enforce: "pre" as const,
  loader: path.join(process.cwd(), "src/gatsby/overrides/words-typeset-loader.cjs"),
}
