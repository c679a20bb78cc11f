/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import webpack from "webpack"
import { GuardedReplacement, swapFileFor } from "../src/gatsby/overrides/guarded-replacement"
import { partytownSwap } from "../src/gatsby/overrides/partytown-swap"
import { reactDomUtilsSwap, redirectReactDomUtils } from "../src/gatsby/overrides/react-dom-utils-swap"

/** A project in miniature: Gatsby's runtime folder with its module, ours beside it, and an entry. */
function project(entry: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guarded-replacement-"))
  fs.mkdirSync(path.join(dir, "cache-dir"))
  fs.writeFileSync(path.join(dir, "cache-dir", "react-dom-utils.js"), 'module.exports = "GATSBY-ORIGINAL"\n')
  fs.writeFileSync(path.join(dir, "cache-dir", "plugin-browser.js"), 'module.exports = "GATSBY-PLUGIN"\n')
  fs.writeFileSync(path.join(dir, "ours.js"), 'module.exports = "OURS"\n')
  fs.writeFileSync(path.join(dir, "cache-dir", "app.js"), entry)
  return dir
}

/** Bundles the project's entry with one guarded swap: the bundle's text and the compilation's errors. */
function bundle(dir: string, plugin: webpack.WebpackPluginInstance): Promise<{ code: string; errors: string[] }> {
  const compiler = webpack({
    mode: "development",
    devtool: false,
    context: dir,
    entry: "./cache-dir/app.js",
    output: { path: path.join(dir, "out"), filename: "bundle.js" },
    plugins: [plugin],
  })
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err) return reject(err)
      const code = fs.existsSync(path.join(dir, "out", "bundle.js")) ? fs.readFileSync(path.join(dir, "out", "bundle.js"), "utf8") : ""
      compiler.close(() => resolve({ code, errors: (stats?.compilation.errors ?? []).map((e) => e.message) }))
    }),
  )
}

const guard = (dir: string, overrides: Partial<ConstructorParameters<typeof GuardedReplacement>[0]> = {}) =>
  new GuardedReplacement({
    name: "Gatsby's react-dom-utils",
    ours: "ours.js",
    gatsbyFile: path.join(dir, "cache-dir", "react-dom-utils.js"),
    test: /react-dom-utils/,
    replace: (data) => {
      if (data.request !== "./react-dom-utils") return false
      data.request = path.join(dir, "ours.js")
      return true
    },
    fixIn: "the test",
    ...overrides,
  })

describe("GuardedReplacement", () => {
  it("swaps Gatsby's module for ours in the bundle", async () => {
    const dir = project('module.exports = require("./react-dom-utils")\n')
    const { code, errors } = await bundle(dir, guard(dir))
    expect(errors).toEqual([])
    expect(code).toContain('"OURS"')
    expect(code).not.toContain("GATSBY-ORIGINAL")
  })

  it("stops the build, saying what to update, when no module of the bundles matched (Gatsby imports it otherwise)", async () => {
    const dir = project('module.exports = require("./react-dom-utils-renamed.js")\n')
    fs.writeFileSync(path.join(dir, "cache-dir", "react-dom-utils-renamed.js"), 'module.exports = "GATSBY-RENAMED"\n')
    const { errors } = await bundle(dir, guard(dir, { test: /react-dom-utils$/ }))
    expect(errors).toEqual([
      "Gatsby's react-dom-utils is no longer swapped for ours.js: no module of the bundles matched. Gatsby has changed; update the test (docs/upgrading.md says how to check what the swap was for).",
    ])
  })

  it("stops the build before bundling when Gatsby's file is gone", () => {
    const dir = project("module.exports = 1\n")
    const missing = path.join(dir, "cache-dir", "gone.js")
    expect(() => guard(dir, { gatsbyFile: missing }).apply(webpack({ context: dir, entry: "./cache-dir/app.js" }))).toThrow(
      `Gatsby's react-dom-utils is no longer swapped for ours.js: ${missing} does not exist.`,
    )
  })

  it("swaps a module Gatsby requires by its file (a plugin's gatsby-browser) once it is resolved", async () => {
    const dir = project('module.exports = require("./plugin-browser.js")\n')
    const test = /[\\/]cache-dir[\\/]plugin-browser\.js$/
    const { code, errors } = await bundle(
      dir,
      guard(dir, {
        gatsbyFile: path.join(dir, "cache-dir", "plugin-browser.js"),
        test,
        replace: swapFileFor(path.join(dir, "ours.js"), test),
      }),
    )
    expect(errors).toEqual([])
    expect(code).toContain('"OURS"')
    expect(code).not.toContain("GATSBY-PLUGIN")
  })
})

describe("the build's two swaps", () => {
  it("find Gatsby's files where the installed Gatsby has them", () => {
    expect(() => reactDomUtilsSwap()).not.toThrow()
    expect(() => partytownSwap()).not.toThrow()
  })

  it("redirectReactDomUtils says whether it redirected", () => {
    expect(redirectReactDomUtils({ request: "./react-dom-utils", context: path.join("site", ".cache") })).toBe(true)
    expect(redirectReactDomUtils({ request: "./react-dom-utils", context: path.join("site", "src") })).toBe(false)
  })
})
