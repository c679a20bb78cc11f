import fs from "fs"
import path from "path"
import { EDITOR_MAIN_MODULE } from "../src/gatsby/cms-admin"

const { withoutCdn, EXPECTED } = require("../src/gatsby/webpack/editor-no-cdn-loader.cjs") as {
  withoutCdn: (source: string) => string
  EXPECTED: { fonts: number; status: number }
}

describe("the content editor's build asks no CDN and no status page", () => {
  const main = require.resolve("@sveltia/cms")
  const source = fs.readFileSync(main, "utf8")

  it("rewrites the installed editor's main module, which the loader's rule matches", () => {
    expect(main.split(path.sep).join("/")).toMatch(EDITOR_MAIN_MODULE)
    const out = withoutCdn(source)
    // no font on another host, no status request (the loader's counts were found, so both were there)
    expect(out).not.toMatch(/url\(https?:\/\/[^)]*\.woff2?\)|githubstatus\.com\/api/)
    expect(out.split('local("Bundled copy loaded by the editor")').length - 1).toBe(EXPECTED.fonts)
    expect(out).toContain("data:application/json,{}")
  })

  it("stops the build when an upgrade moved what it rewrites", () => {
    expect(() => withoutCdn("const nothing = 1")).toThrow(/expected 3 remote fonts and 1 status URL in @sveltia\/cms, found 0 and 0/)
  })
})
