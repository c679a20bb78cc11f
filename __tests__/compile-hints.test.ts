/**
 * @jest-environment node
 */
/** V8's compile hint on the site's bundles, and the post-build check that finds a bundle without it. */
import fs from "fs"
import os from "os"
import path from "path"
import { buildBundles, bundlesWithoutCompileHint, compileHintsStep } from "../src/gatsby/overrides/compile-hint"
import { COMPILE_HINT, COMPILE_HINT_STAGE, SITE_BUNDLE } from "../src/gatsby/overrides/compile-hint"

const webpackStages = (): Record<string, number> => {
  // webpack comes with Gatsby; its stage numbers are read where the banner plugin reads them
  const { Compilation } = require(require.resolve("webpack", { paths: [path.dirname(require.resolve("gatsby/package.json"))] }))
  return Compilation as Record<string, number>
}

const STATS = {
  namedChunkGroups: {
    app: { assets: [{ name: "webpack-runtime-1a.js" }, { name: "styles.2b.css" }, { name: "framework-3c.js" }, { name: "app-4d.js" }] },
    "component---src-templates-product-tsx": {
      assets: [{ name: "commons-5e.js" }, { name: "component---src-templates-product-tsx-6f.js" }],
    },
    "react-slick": { assets: [{ name: "commons-5e.js" }, { name: "react-slick-7a.js" }] },
  },
}

describe("the compile hint", () => {
  it("is V8's magic comment for a whole file", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad")
  })

  it("is written after the minifier and before the source maps and the content hashes", () => {
    const stages = webpackStages()
    expect(COMPILE_HINT_STAGE).toBeGreaterThan(stages.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE)
    expect(COMPILE_HINT_STAGE).toBeLessThan(stages.PROCESS_ASSETS_STAGE_DEV_TOOLING)
    expect(COMPILE_HINT_STAGE).toBeLessThan(stages.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH)
  })

  it("goes on the bundles at the root of public/, not on the content editor's", () => {
    expect(SITE_BUNDLE.test("app-4d.js")).toBe(true)
    expect(SITE_BUNDLE.test("admin/cms.js")).toBe(false)
    expect(SITE_BUNDLE.test("styles.2b.css")).toBe(false)
  })
})

describe("the post-build check", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true }))

  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text)

  it("lists this build's bundles from webpack's stats, each once, without the stylesheet", () => {
    expect(buildBundles(STATS)).toEqual([
      "app-4d.js",
      "commons-5e.js",
      "component---src-templates-product-tsx-6f.js",
      "framework-3c.js",
      "react-slick-7a.js",
      "webpack-runtime-1a.js",
    ])
  })

  it("passes when every bundle starts with the hint, and ignores the bundles of older builds", () => {
    write("webpack.stats.json", JSON.stringify(STATS))
    for (const name of buildBundles(STATS)) write(name, `${COMPILE_HINT}\n(self.webpackChunk=[]).push([])`)
    write("app-0old.js", "(self.webpackChunk=[]).push([])")
    expect(compileHintsStep.run({ publicDir: dir } as never, {} as never)).toBe("all 6 bundles start with V8's compile hint")
  })

  it("names the bundles without it, and a hint that is not the first line does not count", () => {
    write("webpack.stats.json", JSON.stringify(STATS))
    for (const name of buildBundles(STATS)) write(name, `${COMPILE_HINT}\ncode`)
    write("framework-3c.js", "code")
    write("react-slick-7a.js", `"use strict";\n${COMPILE_HINT}\ncode`)
    expect(bundlesWithoutCompileHint(dir, buildBundles(STATS))).toEqual(["framework-3c.js", "react-slick-7a.js"])
    expect(() => compileHintsStep.run({ publicDir: dir } as never, {} as never)).toThrow(
      '2 of the 6 bundles do not start with "//# allFunctionsCalledOnLoad": framework-3c.js, react-slick-7a.js',
    )
  })

  it("stops when webpack's stats are missing", () => {
    expect(() => compileHintsStep.run({ publicDir: dir } as never, {} as never)).toThrow("webpack.stats.json is missing")
  })
})
