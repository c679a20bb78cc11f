/**
 * @jest-environment node
 */
/** The build error for CSS that mini-css-extract-plugin cannot merge in one order (src/gatsby/overrides/css-order-check.ts). */
import { CompilationLike, CompilerLike, CssOrderCheck, cssOrderConflicts, cssOrderError } from "../src/gatsby/overrides/css-order-check"

/** A warning as mini-css-extract-plugin 1.6 writes it (f30c684's build printed 13 of them). */
const conflict = new Error(
  [
    "chunk styles [mini-css-extract-plugin]",
    "Conflicting order. Following module has been added:",
    " * css ./node_modules/css-loader/dist/cjs.js??ruleSet[1].rules[10].oneOf[1].use[1]!./src/components/media/Picture.module.css",
    "despite it was not able to fulfill desired ordering with these modules:",
    " * css ./node_modules/css-loader/dist/cjs.js??ruleSet[1].rules[10].oneOf[1].use[1]!./src/components/seo/Seo.module.css",
    "   - couldn't fulfill desired order of chunk group(s) component---src-pages-about-tsx",
    "   - while fulfilling desired order of chunk group(s) component---src-pages-index-tsx",
  ].join("\n"),
)
const other = new Error("asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).")

function compile(warnings: Array<{ message: string }>) {
  let afterCompile: ((compilation: CompilationLike) => void) | undefined
  const compiler: CompilerLike = {
    webpack: { WebpackError: class extends Error {} },
    hooks: { afterCompile: { tap: (_name, fn) => void (afterCompile = fn) } },
  }
  new CssOrderCheck().apply(compiler)
  const compilation: CompilationLike = { warnings: [...warnings], errors: [] }
  afterCompile?.(compilation)
  return compilation
}

describe("cssOrderConflicts", () => {
  it("finds mini-css-extract-plugin's conflicting order warnings and no other warning", () => {
    expect(cssOrderConflicts([other, conflict, other])).toEqual([conflict])
    expect(cssOrderConflicts([other])).toEqual([])
    expect(cssOrderConflicts([new Error("Conflicting order of something else")])).toEqual([])
  })
})

describe("CssOrderCheck", () => {
  it("turns the conflicts into one build error that says what to do and names the stylesheets and pages", () => {
    const compilation = compile([other, conflict, conflict])
    expect(compilation.warnings).toEqual([other])
    expect(compilation.errors).toHaveLength(1)
    expect(compilation.errors[0].message).toBe(cssOrderError([conflict, conflict]))
    expect(compilation.errors[0].message).toMatch(/^CSS order: 2 conflicting order warnings from mini-css-extract-plugin\.\n\nTwo pages/)
    expect(compilation.errors[0].message).toContain("Import them in one order everywhere")
    expect(compilation.errors[0].message).toContain("Picture.module.css")
    expect(compilation.errors[0].message).toContain("couldn't fulfill desired order of chunk group(s) component---src-pages-about-tsx")
  })

  it("leaves a build without conflicts alone", () => {
    const compilation = compile([other])
    expect(compilation.warnings).toEqual([other])
    expect(compilation.errors).toEqual([])
  })

  it("says 'warning' for one conflict", () => {
    expect(cssOrderError([conflict])).toMatch(/^CSS order: 1 conflicting order warning from/)
  })
})
