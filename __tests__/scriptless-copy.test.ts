/**
 * @jest-environment node
 */
/** The benchmark's scriptless copy of the site (tools/bench/lib/scriptless-copy.mjs). */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
// @ts-ignore -- .mjs module without types
import { withoutScripts, writeScriptlessCopy } from "../tools/bench/lib/scriptless-copy.mjs"

const page = [
  "<!DOCTYPE html><html><head>",
  '<style data-critical="">body{margin:0}</style>',
  '<link rel="preload" href="/fonts/fraunces-latin-600.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="preload" href="/app-1024.js" as="script"/>',
  '<link rel="modulepreload" href="/framework-30f2.js"/>',
  '<script type="application/ld+json" id="ld-website" data-gatsby-head="true">{"@type":"WebSite"}</script>',
  "</head><body>",
  '<div id="___gatsby"><main><h1>A home for everyone</h1></main></div>',
  '<noscript data-deferred-picture=""><picture><img src="/a.avif" alt="Cabin"/></picture></noscript>',
  '<script id="gatsby-script-loader" data-page-path="/">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<script id="gatsby-bundles-after-paint">(function(){var s=["/app.js"];})()</script>',
  '<script src="/webpack-runtime.js" async=""></script>',
  "</body></html>",
].join("")

describe("withoutScripts", () => {
  const stripped = withoutScripts(page)

  it("removes every script that would run, inline or not, and the script preloads", () => {
    expect(stripped).not.toMatch(/gatsby-script-loader|gatsby-bundles-after-paint|webpack-runtime|app-1024|framework-30f2/)
    expect(stripped.match(/<script/g)).toHaveLength(1)
  })

  it("keeps the content, the inline CSS, the font preload, the deferred pictures and the structured data", () => {
    expect(stripped).toBe(
      [
        "<!DOCTYPE html><html><head>",
        '<style data-critical="">body{margin:0}</style>',
        '<link rel="preload" href="/fonts/fraunces-latin-600.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
        '<script type="application/ld+json" id="ld-website" data-gatsby-head="true">{"@type":"WebSite"}</script>',
        "</head><body>",
        '<div id="___gatsby"><main><h1>A home for everyone</h1></main></div>',
        '<noscript data-deferred-picture=""><picture><img src="/a.avif" alt="Cabin"/></picture></noscript>',
        "</body></html>",
      ].join(""),
    )
  })
})

describe("writeScriptlessCopy", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "scriptless-"))
    const site = path.join(dir, "public")
    fs.mkdirSync(path.join(site, "blog-details", "3"), { recursive: true })
    fs.writeFileSync(path.join(site, "index.html"), page)
    fs.writeFileSync(path.join(site, "blog-details", "3", "index.html"), page)
    fs.writeFileSync(path.join(site, "app.js"), "console.log(1)")
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("copies the site with every page rewritten and the other files as they are, replacing an older copy", () => {
    const out = path.join(dir, "copy")
    fs.mkdirSync(out)
    fs.writeFileSync(path.join(out, "stale.html"), "old")
    expect(writeScriptlessCopy(path.join(dir, "public"), out)).toBe(2)
    expect(fs.readFileSync(path.join(out, "index.html"), "utf8")).toBe(withoutScripts(page))
    expect(fs.readFileSync(path.join(out, "blog-details", "3", "index.html"), "utf8")).toBe(withoutScripts(page))
    expect(fs.readFileSync(path.join(out, "app.js"), "utf8")).toBe("console.log(1)")
    expect(fs.existsSync(path.join(out, "stale.html"))).toBe(false)
    expect(fs.readFileSync(path.join(dir, "public", "index.html"), "utf8")).toBe(page)
  })
})
