/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import {
  createBeasties,
  criticalCssCodeDigest,
  criticalCssKey,
  criticalCssStep,
  globalStyleOf,
  inlineCriticalCss,
  noscriptStylesheet,
  restOfStylesheet,
  restStylesheetHref,
  splitFontFaces,
} from "../src/gatsby/overrides/critical-css"
import { runPostBuildSteps, type PostBuildContext } from "../src/gatsby/post-build/steps"
import { postBuildFixture, postBuildReporter } from "./helpers/post-build-fixture"

const INTER =
  '@font-face{font-display:swap;font-family:Inter;font-weight:400 700;src:url(/fonts/inter-latin-400-700.woff2) format("woff2")}'
const INTER_EXT = '@font-face{font-family:"Inter";font-weight:100 900;src:url(/fonts/inter-latin-ext-wght-normal.woff2) format("woff2")}'
const FRAUNCES =
  '@font-face{font-display:swap;font-family:Fraunces;font-weight:600;src:url(/fonts/fraunces-latin-600.woff2) format("woff2")}'
const FALLBACK = '@font-face{font-family:Inter Fallback;size-adjust:106.93%;src:local("Arial")}'

/** A small site stylesheet, minified as Gatsby writes it. */
const FULL_CSS =
  FALLBACK +
  INTER +
  INTER_EXT +
  FRAUNCES +
  ':root{--f-body:"Inter","Inter Fallback",sans-serif;--c-ink:#1c1c1a}' +
  "body{font-family:var(--f-body)}h1{font-size:3rem}h4{font-size:1rem}" +
  ".card{padding:1rem}.unused{color:red}" +
  ":where(.pic){position:relative}.pic img{inset:0}" +
  ".toggle[aria-expanded=true] svg{rotate:180deg}.toggle svg{transition:rotate .2s}" +
  ".drawer{animation:slide .3s}@keyframes slide{0%{translate:100%}}@keyframes pulse{0%{opacity:0}}" +
  ".spinner{animation:pulse 1s infinite}" +
  "@media (min-width:900px){.card{padding:2rem}.modal{inset:0}}" +
  "@media print{.unused{display:none}}"

const PAGE = (css: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style data-href="/styles.abc123.css" data-identity="gatsby-global-css">${css}</style>` +
  `<link rel="preload" href="/fonts/fraunces-latin-600.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><title>T</title></head>` +
  `<body><div id="___gatsby">${body}</div><script id="gatsby-script-loader" data-page-path="/">/*x*/</script></body></html>`

const BODY =
  '<h1>Title</h1><div class="card"><div class="pic"><img src="/a.jpg" alt=""/></div></div>' +
  '<button class="toggle" aria-expanded="false"><svg></svg></button><!-- --><p>text</p>'

const warnings: string[] = []
const beasties = createBeasties((m) => warnings.push(m))
const critical = async (body = BODY) => {
  const { html, rest } = await inlineCriticalCss(PAGE(FULL_CSS, body), FULL_CSS, beasties)
  return { html, css: globalStyleOf(html)!.css, rest: rest! }
}

describe("inlineCriticalCss", () => {
  it("keeps the rules the server HTML uses and drops the others", async () => {
    const { css } = await critical()
    expect(css).toContain(".card{padding:1rem}")
    expect(css).toContain("h1{font-size:3rem}")
    expect(css).toContain(".pic img{inset:0}")
    expect(css).toContain(".toggle svg{transition:rotate .2s}")
    expect(css).not.toContain(".unused")
    expect(css).not.toContain("h4{")
    expect(warnings).toEqual([])
  })

  it("keeps custom properties, html and body rules, and rules whose selector starts with a pseudo-class such as :where()", async () => {
    const { css } = await critical("<p>plain</p>")
    expect(css).toContain(':root{--f-body:"Inter","Inter Fallback",sans-serif;--c-ink:#1c1c1a}')
    expect(css).toContain("body{font-family:var(--f-body)}")
    expect(css).toContain(":where(.pic){position:relative}")
  })

  it("drops states only JavaScript creates (an expanded toggle, an open drawer) and their keyframes", async () => {
    const { css } = await critical()
    expect(css).not.toContain("aria-expanded")
    expect(css).not.toContain(".drawer")
    expect(css).not.toContain("@keyframes")
    const withDrawer = await critical(`${BODY}<div class="drawer"></div>`)
    expect(withDrawer.css).toContain(".drawer{animation:slide .3s}@keyframes slide{0%{translate:100%}}")
    expect(withDrawer.css).not.toContain("@keyframes pulse")
  })

  it("leaves to the rest the rules only the subtree of a hidden element uses (the closed drawer), keeping the page's HTML", async () => {
    const closed = `${BODY}<div class="drawer" hidden=""><h4>Menu</h4><div class="card"></div></div>`
    const { html, css, rest } = await critical(closed)
    expect(css).not.toContain(".drawer")
    expect(css).not.toContain("h4{")
    expect(css).toContain(".card{padding:1rem}")
    expect(rest).toContain(".drawer{animation:slide .3s}")
    expect(rest).toContain("h4{font-size:1rem}")
    expect(html).toContain('<div class="drawer" hidden=""><h4>Menu</h4><div class="card"></div></div>')
  })

  it("keeps a media query with the rules in it that match the page, and drops one with none", async () => {
    const { css } = await critical()
    expect(css).toContain("@media (min-width:900px){.card{padding:2rem}}")
    expect(css).not.toContain(".modal")
    expect(css).not.toContain("@media print")
  })

  it("keeps every @font-face inline, none in the rest (a face added after the first paint re-lays out the text)", async () => {
    const { css, rest } = await critical()
    for (const face of [FALLBACK, INTER, INTER_EXT, FRAUNCES]) expect(css).toContain(face)
    expect(rest).not.toContain("@font-face")
  })

  it("adds a <noscript> link to the page's rest of the CSS right after the inline CSS, once", async () => {
    const { html, rest } = await critical()
    const href = restStylesheetHref(rest)
    expect(href).toMatch(/^\/page-css\/[0-9a-f]{16}\.css$/)
    expect(html).toContain(`</style>${noscriptStylesheet(href)}<link rel="preload"`)
    expect(noscriptStylesheet(href)).toBe(`<noscript id="gatsby-rest-css"><link rel="stylesheet" href="${href}"/></noscript>`)
    const again = await inlineCriticalCss(html, FULL_CSS, beasties)
    expect(again.html).toBe(html)
  })

  it("changes nothing else in the page, byte for byte", async () => {
    const source = PAGE(FULL_CSS, BODY)
    const { html, css, rest } = await critical()
    const restore = html.replace(css, FULL_CSS).replace(noscriptStylesheet(restStylesheetHref(rest)), "")
    expect(restore).toBe(source)
  })

  it("leaves a page without Gatsby's inline stylesheet unchanged", async () => {
    const plain = "<html><head><style>.a{color:red}</style></head><body><p>x</p></body></html>"
    expect(await inlineCriticalCss(plain, FULL_CSS, beasties)).toEqual({ html: plain, rest: null })
  })
})

describe("restOfStylesheet", () => {
  it("holds every rule, selector, keyframes and media query the page did not inline, and none it did", async () => {
    const { css, rest } = await critical()
    expect(rest).toContain(".unused{color:red}")
    expect(rest).toContain("h4{font-size:1rem}")
    expect(rest).toContain(".toggle[aria-expanded=true] svg{rotate:180deg}")
    expect(rest).toContain("@keyframes slide")
    expect(rest).toContain(".modal{inset:0}")
    expect(rest).toContain("@media print{.unused{display:none}}")
    expect(rest).not.toContain(".card{padding:1rem}")
    expect(rest).not.toContain("h1{")
    expect(rest).not.toContain(".card{padding:2rem}")
    expect(css + rest).not.toContain("undefined")
  })
  it("splits a selector list: the selectors inlined stay out, the others stay together", () => {
    expect(restOfStylesheet(".a,.b{color:red}.c{top:0}", ".a{color:red}")).toBe(".b{color:red}.c{top:0}")
  })
  it("drops an at-rule left empty and keeps one with rules left", () => {
    expect(
      restOfStylesheet(
        "@media (min-width:1px){.a{top:0}}@media (min-width:2px){.a{top:0}.b{top:1px}}",
        "@media (min-width:1px){.a{top:0}}@media (min-width:2px){.a{top:0}}",
      ),
    ).toBe("@media (min-width:2px){.b{top:1px}}")
  })
  it("keeps a rule inlined outside a media query but not inside it, and the reverse", () => {
    expect(restOfStylesheet(".a{top:0}@media print{.a{top:1px}}", ".a{top:0}")).toBe("@media print{.a{top:1px}}")
  })
})

describe("splitFontFaces", () => {
  it("splits out every @font-face, in order, from the rest of the sheet", () => {
    const { faces, rest } = splitFontFaces(FALLBACK + INTER + ".a{color:red}" + INTER_EXT + FRAUNCES)
    expect(faces).toEqual([FALLBACK, INTER, INTER_EXT, FRAUNCES])
    expect(rest).toBe(".a{color:red}")
  })
})

describe("the critical-CSS step", () => {
  const fixture = postBuildFixture("critical-css-")
  let ctx: PostBuildContext
  const reporter = postBuildReporter
  const { write, read } = fixture

  beforeEach(() => {
    ctx = fixture.ctx
    write("styles.abc123.css", FULL_CSS)
  })

  it("reduces every page's inline CSS, names the full stylesheet for the loader and says what it did", async () => {
    write("index.html", PAGE(FULL_CSS, BODY))
    write("about/index.html", PAGE(FULL_CSS, "<p>about</p>"))
    write("404.html", PAGE(FULL_CSS, '<div class="card">not found</div>'))
    write("_gatsby/slices/_gatsby-scripts-1.html", '<script src="/app-2.js" async></script>')
    const editor = "<!doctype html><html><head><style>.x{color:red}</style></head><body></body></html>"
    write("admin/index.html", editor)
    const r = reporter()
    expect(await runPostBuildSteps([criticalCssStep], ctx, r)).toBe(true)
    expect(ctx.fullStylesheet).toBe("/styles.abc123.css")
    const rests = fs.readdirSync(path.join(ctx.publicDir, "page-css"))
    expect(rests.length).toBeGreaterThanOrEqual(1)
    for (const page of ["index.html", "about/index.html", "404.html"]) {
      const html = read(page)
      const href = /<noscript id="gatsby-rest-css"><link rel="stylesheet" href="([^"]+)"/.exec(html)![1]
      expect(globalStyleOf(html)!.css + read(href.slice(1))).toContain(".unused{color:red}")
    }
    expect(globalStyleOf(read("about/index.html"))!.css).not.toContain(".card")
    expect(globalStyleOf(read("404.html"))!.css).toContain(".card{padding:1rem}")
    expect(read("admin/index.html")).toBe(editor)
    expect(read("styles.abc123.css")).toBe(FULL_CSS)
    expect(r.warn).not.toHaveBeenCalled()
    expect(r.info.mock.calls[0][0]).toMatch(
      /^post-build, critical CSS: 3 pages, inline CSS 1\.0 KB -> median 0\.\d KB \(largest 0\.\d KB, index\.html\); the rest of \/styles\.abc123\.css \(median 0\.\d KB, in [1-3] files of page-css\/\) added by the after-first-paint loader \(and a <noscript> link\); 0 pages' critical CSS kept from the last build \(\.cache\/critical-css\/\)$/,
    )
  })

  it("keeps each page's critical CSS for the next build: a page with the same HTML and stylesheet gets it back, an edited page is computed again", async () => {
    write("index.html", PAGE(FULL_CSS, BODY))
    write("about/index.html", PAGE(FULL_CSS, "<p>about</p>"))
    const fresh = { index: read("index.html"), about: read("about/index.html") }
    await runPostBuildSteps([criticalCssStep], ctx, reporter())
    const once = { index: read("index.html"), about: read("about/index.html") }
    const cacheDir = path.join(fixture.root, ".cache", "critical-css")
    expect(fs.readdirSync(cacheDir)).toHaveLength(2)

    // the next build: Gatsby renders the home page the same again and the about page with an edit
    write("index.html", fresh.index)
    write("about/index.html", PAGE(FULL_CSS, '<p>about</p><div class="card">new</div>'))
    // the kept entry is what the step uses: marked, it shows in the page
    const key = criticalCssKey(criticalCssCodeDigest(fixture.root), FULL_CSS, fresh.index)
    const entry = JSON.parse(fs.readFileSync(path.join(cacheDir, `${key}.json`), "utf8")) as { critical: string; rest: string }
    fs.writeFileSync(path.join(cacheDir, `${key}.json`), JSON.stringify({ ...entry, critical: entry.critical + ".kept{top:0}" }))
    ctx.fullStylesheet = undefined
    const r = reporter()
    expect(await runPostBuildSteps([criticalCssStep], ctx, r)).toBe(true)
    expect(read("index.html")).toBe(once.index.replace(entry.critical, entry.critical + ".kept{top:0}"))
    expect(globalStyleOf(read("about/index.html"))!.css).toContain(".card{padding:1rem}")
    expect(r.info.mock.calls[0][0]).toMatch(/; 1 pages' critical CSS kept from the last build \(\.cache\/critical-css\/\)$/)
    // the entries of this build only: the about page's old one is gone
    const code = criticalCssCodeDigest(fixture.root)
    const edited = PAGE(FULL_CSS, '<p>about</p><div class="card">new</div>')
    expect(fs.readdirSync(cacheDir).sort()).toEqual([`${key}.json`, `${criticalCssKey(code, FULL_CSS, edited)}.json`].sort())
  })

  it("gives a page an earlier build reduced the same CSS again (computed from the full stylesheet)", async () => {
    write("index.html", PAGE(FULL_CSS, BODY))
    await runPostBuildSteps([criticalCssStep], ctx, reporter())
    const once = read("index.html")
    ctx.fullStylesheet = undefined
    await runPostBuildSteps([criticalCssStep], ctx, reporter())
    expect(read("index.html")).toBe(once)
  })

  it("fails the build when no page inlines the site's stylesheet (Gatsby's markup has changed)", async () => {
    write("index.html", "<html><head><link rel=stylesheet href=/styles.abc123.css></head><body></body></html>")
    const r = reporter()
    expect(await runPostBuildSteps([criticalCssStep], ctx, r)).toBe(false)
    expect(r.panicOnBuild.mock.calls[0][0]).toMatch(
      /^Post-build step "critical CSS" failed: none of the 1 pages inlines the site's stylesheet/,
    )
  })

  it("fails the build when the pages inline different stylesheets: the loader adds one to every page", async () => {
    write("index.html", PAGE(FULL_CSS, BODY))
    write("about/index.html", PAGE(FULL_CSS, BODY).replace("styles.abc123.css", "styles.def456.css"))
    const r = reporter()
    expect(await runPostBuildSteps([criticalCssStep], ctx, r)).toBe(false)
    expect(r.panicOnBuild.mock.calls[0][0]).toMatch(/the pages inline 2 different stylesheets \(\/styles\.(abc123|def456)\.css, /)
  })

  it("inlines this build's stylesheet (webpack's stats) in the pages Gatsby kept from a build with an older one", async () => {
    const newer = FULL_CSS.replace(".card{padding:1rem}", ".card{padding:2rem}")
    write("styles.def456.css", newer)
    write(
      "webpack.stats.json",
      JSON.stringify({ namedChunkGroups: { app: { assets: [{ name: "app-1.js" }, { name: "styles.def456.css" }] } } }),
    )
    write("index.html", PAGE(FULL_CSS, BODY))
    write("about/index.html", PAGE(newer, BODY).replace("styles.abc123.css", "styles.def456.css"))
    const r = reporter()
    expect(await runPostBuildSteps([criticalCssStep], ctx, r)).toBe(true)
    for (const page of ["index.html", "about/index.html"]) {
      expect(globalStyleOf(read(page))).toEqual({ href: "/styles.def456.css", css: expect.stringContaining(".card{padding:2rem}") })
      expect(read(page)).not.toContain("abc123")
    }
    expect(ctx.fullStylesheet).toBe("/styles.def456.css")
    expect(r.info.mock.calls[0][0]).toMatch(
      /^post-build, critical CSS: 1 pages Gatsby kept from an earlier build inlined an older stylesheet: now \/styles\.def456\.css; 2 pages, /,
    )
  })

  it("fails the build when the stylesheet the pages name is not in public/", async () => {
    write("index.html", PAGE(FULL_CSS, BODY))
    fs.rmSync(path.join(ctx.publicDir, "styles.abc123.css"))
    const r = reporter()
    expect(await runPostBuildSteps([criticalCssStep], ctx, r)).toBe(false)
    expect(r.panicOnBuild.mock.calls[0][0]).toBe(
      'Post-build step "critical CSS" failed: the pages inline /styles.abc123.css, but public/styles.abc123.css is missing',
    )
  })

  it("refuses to run after the HTML rewrites, which hash the final pages for the Content-Security-Policy", async () => {
    write("index.html", PAGE(FULL_CSS, BODY))
    ctx.inlineScriptHashes = new Set()
    const r = reporter()
    expect(await runPostBuildSteps([criticalCssStep], ctx, r)).toBe(false)
    expect(read("index.html")).toBe(PAGE(FULL_CSS, BODY))
  })
})

describe("criticalCssKey", () => {
  it("changes with the code, the stylesheet and the page, and only with them", () => {
    const key = criticalCssKey("code", ".a{top:0}", "<p>page</p>")
    expect(criticalCssKey("code", ".a{top:0}", "<p>page</p>")).toBe(key)
    expect(criticalCssKey("code2", ".a{top:0}", "<p>page</p>")).not.toBe(key)
    expect(criticalCssKey("code", ".a{top:1px}", "<p>page</p>")).not.toBe(key)
    expect(criticalCssKey("code", ".a{top:0}", "<p>page.</p>")).not.toBe(key)
    // the parts are separated: the same text cut elsewhere is another key
    expect(criticalCssKey("code", ".a{top:0}<p>", "page</p>")).not.toBe(key)
  })
})
