/**
 * Stops the production build when mini-css-extract-plugin cannot put the site's CSS in one order for every page.
 *
 * Webpack merges the CSS of a chunk's modules in the order the pages import them. When two pages import the same
 * stylesheets in different orders, the plugin picks one order, warns "Conflicting order" and carries on, and a rule
 * that ties with another in specificity then wins on some pages and loses on others. This turns those warnings into one
 * build error that says what to do (the history: docs/testing.md).
 */

/** What webpack's compiler offers that the check uses. */
export interface CompilerLike {
  webpack: { WebpackError: new (message: string) => Error }
  hooks: { afterCompile: { tap: (name: string, fn: (compilation: CompilationLike) => void) => void } }
}
export interface CompilationLike {
  warnings: Array<{ message: string }>
  errors: Error[]
}

const CONFLICTING_ORDER = /\[mini-css-extract-plugin\][\s\S]*Conflicting order/

/** The warnings of a compilation that are mini-css-extract-plugin's "Conflicting order". */
export function cssOrderConflicts(warnings: ReadonlyArray<{ message: string }>): Array<{ message: string }> {
  return warnings.filter((warning) => CONFLICTING_ORDER.test(warning.message))
}

/** The build error for the conflicts found: how many, what to do, and each warning as webpack wrote it. */
export function cssOrderError(conflicts: ReadonlyArray<{ message: string }>): string {
  return [
    `CSS order: ${conflicts.length} conflicting order warning${conflicts.length === 1 ? "" : "s"} from mini-css-extract-plugin.`,
    "Two pages or components import the same stylesheets (CSS modules, or components that import them) in different orders, so the merged stylesheet cannot follow both. Import them in one order everywhere (see the chunk groups named below); the build then prints no warning.",
    ...conflicts.map((conflict) => conflict.message.trim()),
  ].join("\n\n")
}

export class CssOrderCheck {
  apply(compiler: CompilerLike): void {
    compiler.hooks.afterCompile.tap("CssOrderCheck", (compilation) => {
      const conflicts = cssOrderConflicts(compilation.warnings)
      if (!conflicts.length) return
      compilation.warnings = compilation.warnings.filter((warning) => !conflicts.includes(warning))
      compilation.errors.push(new compiler.webpack.WebpackError(cssOrderError(conflicts)))
    })
  }
}

/**
 * `gatsby develop` (and so `npm run cms`) puts every page's CSS in one "commons" chunk, whose module order conflicts
 * the production bundles do not have: mini-css-extract-plugin printed about 450 lines of "Conflicting order" there.
 * The production build's check (CssOrderCheck) is the one that guards the real order; in development the warnings
 * are left out. True when the plugin was found.
 */
export function ignoreCssOrderInDevelop(config: { plugins?: unknown[] }): boolean {
  const plugin = config.plugins?.find((p) => (p as object | undefined)?.constructor?.name === "MiniCssExtractPlugin") as
    { options?: { ignoreOrder?: boolean } } | undefined
  if (!plugin?.options) return false
  plugin.options.ignoreOrder = true
  return true
}
