import path from "path"
import { loaderPageScripts, loaderScript, startBundlesAfterFirstPaint } from "../src/gatsby/defer-hydration"
import { componentScripts, pageDataFile, pagePathOf, pageScriptsRewrite } from "../src/gatsby/page-scripts"
import { makePageLoaderConstant } from "../src/gatsby/security-headers"
import { postBuildFixture } from "./helpers/post-build-fixture"

const STATS = {
  namedChunkGroups: {
    "component---src-templates-product-tsx": {
      assets: [
        { name: "styles-9.css" },
        { name: "commons-1.js" },
        { name: "a44c-2.js" },
        { name: "component---src-templates-product-tsx-3.js" },
      ],
    },
    "component---src-pages-index-tsx": { assets: ["styles-9.css", "commons-1.js", "component---src-pages-index-tsx-4.js"] },
  },
}

/** A page as the earlier rewrites leave it: its path in the page-path script, its bundles started by the loader. */
const PAGE = (pagePath: string) =>
  startBundlesAfterFirstPaint(
    makePageLoaderConstant(
      `<html><body><main>${pagePath}</main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
        `<script src="/webpack-runtime-5.js" async></script><script src="/framework-6.js" async></script><script src="/app-7.js" async></script></body></html>`,
    ),
  )

const fixture = postBuildFixture("page-scripts-")
const writePageData = (pagePath: string, componentChunkName: string) =>
  fixture.write(
    path.relative(fixture.ctx.publicDir, pageDataFile(fixture.ctx.publicDir, pagePath)),
    JSON.stringify({ componentChunkName, path: pagePath }),
  )

describe("componentScripts", () => {
  it("lists a page component's JavaScript files in webpack's order, root-relative, with no stylesheet", () => {
    expect(componentScripts(STATS, "component---src-templates-product-tsx")).toEqual([
      "/commons-1.js",
      "/a44c-2.js",
      "/component---src-templates-product-tsx-3.js",
    ])
    // older stats list the assets as strings
    expect(componentScripts(STATS, "component---src-pages-index-tsx")).toEqual(["/commons-1.js", "/component---src-pages-index-tsx-4.js"])
    expect(componentScripts(STATS, "component---src-pages-gone-tsx")).toEqual([])
  })
})

describe("pagePathOf and pageDataFile", () => {
  it("reads the page's path back from its page-path script, attribute escapes undone", () => {
    expect(pagePathOf(PAGE("/terms&conditions/"))).toBe("/terms&conditions/")
    expect(PAGE("/terms&conditions/")).toContain('data-page-path="/terms&amp;conditions/"')
    expect(pagePathOf("<html><body>no script</body></html>")).toBeNull()
  })
  it("finds the page data where Gatsby writes it, the home page's under index", () => {
    expect(pageDataFile("/p", "/")).toBe(path.join("/p", "page-data", "index", "page-data.json"))
    expect(pageDataFile("/p", "/fr/cabine-apple/")).toBe(path.join("/p", "page-data", "fr", "cabine-apple", "page-data.json"))
    expect(pageDataFile("/p", "/404.html")).toBe(path.join("/p", "page-data", "404.html", "page-data.json"))
  })
})

describe("pageScriptsRewrite", () => {
  it("names the page component's scripts on the loader, from the page's page data; the loader's text does not change", () => {
    writePageData("/apple-cabins/", "component---src-templates-product-tsx")
    const rewrite = pageScriptsRewrite(fixture.ctx.publicDir, STATS)
    const page = PAGE("/apple-cabins/")
    expect(rewrite.isDone(page)).toBe(false)
    const out = rewrite.apply(page)
    expect(loaderPageScripts(out)).toEqual(["/commons-1.js", "/a44c-2.js", "/component---src-templates-product-tsx-3.js"])
    expect(out).toContain(
      '<script id="gatsby-bundles-after-paint" data-page-scripts="/commons-1.js /a44c-2.js /component---src-templates-product-tsx-3.js">' +
        loaderScript(["/webpack-runtime-5.js", "/framework-6.js", "/app-7.js"]) +
        "</script>",
    )
    expect(rewrite.isDone(out)).toBe(true)
    expect(rewrite.apply(out)).toBe(out)
  })

  it("leaves a page whose page data or chunk group it cannot find as it is (the app then loads the scripts itself)", () => {
    const rewrite = pageScriptsRewrite(fixture.ctx.publicDir, STATS)
    expect(rewrite.apply(PAGE("/no-data/"))).toBe(PAGE("/no-data/"))
    writePageData("/odd/", "component---src-pages-gone-tsx")
    expect(rewrite.apply(PAGE("/odd/"))).toBe(PAGE("/odd/"))
    expect(rewrite.isDone(PAGE("/odd/"))).toBe(false)
  })
})
