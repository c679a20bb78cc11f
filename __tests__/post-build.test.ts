import fs from "fs"
import path from "path"
import { headersStep, MAX_HEADER_LINE, overlongLines } from "../src/gatsby/headers/write"
import { htmlRewritesStep, htmlRewrites, rewritePage } from "../src/gatsby/overrides/html-rewrites"
import { runPostBuildSteps, type PostBuildContext, type PostBuildStep } from "../src/gatsby/post-build/steps"
import { POST_BUILD_STEPS } from "../src/gatsby/post-build/index"
import { addCspMeta, cspHash } from "../src/gatsby/headers/security"
import { loaderScript } from "../src/gatsby/overrides/bundles-after-paint"
import { buildDataFile } from "../src/gatsby/overrides/build-data-file"
import { postBuildFixture, postBuildReporter } from "./helpers/post-build-fixture"

/** A page as Gatsby 5 writes it: the page-path loader script and the async bundle tags. */
const GATSBY_PAGE = (pagePath: string) =>
  `<!DOCTYPE html><html><head></head><body><main>${pagePath}<div class="w"><picture><img src="/static/a/b/c.jpg" alt="" loading="lazy"/></picture></div></main>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";window.___webpackCompilationHash="abc";/*]]>*/</script>` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script></body></html>`

/** Each language's chunk of interface words, as the build's webpack stats name them (src/i18n/load-ui.ts). */
const WORDS = { en: "/ui-en-5e1f.js", fr: "/ui-fr-7a2b.js" }
const STATS = {
  namedChunkGroups: {
    app: { assets: [{ name: "app-2.js" }] },
    "ui-en": { assets: [{ name: "ui-en-5e1f.js" }] },
    "ui-fr": { assets: [{ name: "ui-fr-7a2b.js" }, { name: "ui-fr-7a2b.js.map" }] },
  },
}
const HTML_REWRITES = htmlRewrites(WORDS)

const reporter = postBuildReporter
const fixture = postBuildFixture("post-build-", { pagePaths: ["/", "/about/", "/404/"] })
let ctx: PostBuildContext
const writePage = fixture.write
const readPage = fixture.read

beforeEach(() => {
  ctx = fixture.ctx
  const headers = fs.readFileSync(path.join(__dirname, "..", "static", "_headers"), "utf8")
  fs.writeFileSync(path.join(ctx.staticDir, "_headers"), headers)
  fs.writeFileSync(path.join(ctx.publicDir, "_headers"), headers)
  fs.writeFileSync(path.join(ctx.publicDir, "webpack.stats.json"), JSON.stringify(STATS))
})

describe("running the post-build steps", () => {
  const step = (name: string, run: PostBuildStep["run"]): PostBuildStep => ({ name, run })

  it("runs the steps in order and prints what each did", async () => {
    const r = reporter()
    const order: string[] = []
    const ok = await runPostBuildSteps(
      [step("first", () => (order.push("first"), "did one")), step("second", () => (order.push("second"), "did two"))],
      ctx,
      r,
    )
    expect(ok).toBe(true)
    expect(order).toEqual(["first", "second"])
    expect(r.info.mock.calls).toEqual([["post-build, first: did one"], ["post-build, second: did two"]])
    expect(r.panicOnBuild).not.toHaveBeenCalled()
  })

  it("fails the build naming the step that threw, and runs no later step", async () => {
    const r = reporter()
    const later = jest.fn(() => "never")
    const error = new Error("something broke")
    const ok = await runPostBuildSteps(
      [
        step("broken", () => {
          throw error
        }),
        step("later", later),
      ],
      ctx,
      r,
    )
    expect(ok).toBe(false)
    expect(r.panicOnBuild).toHaveBeenCalledWith('Post-build step "broken" failed: something broke', error)
    expect(later).not.toHaveBeenCalled()
    expect(r.info).not.toHaveBeenCalled()
  })

  it("writes the search-engine files, the feed and the manifest, then each page's critical CSS, before rewriting pages and hashing for _headers; checks the bundles last", () => {
    expect(POST_BUILD_STEPS.map((s) => s.name)).toEqual([
      "sitemap, robots and not-found rules",
      "feed",
      "web app manifest",
      "critical CSS",
      "HTML rewrites",
      "_headers",
      "compile hints",
    ])
  })
})

describe("HTML rewrites", () => {
  it("rewrites Gatsby's pages, hashes their inline scripts and says how many pages each rewrite changed", async () => {
    writePage("index.html", GATSBY_PAGE("/"))
    writePage("about/index.html", GATSBY_PAGE("/about/"))
    const r = reporter()
    expect(await runPostBuildSteps([htmlRewritesStep], ctx, r)).toBe(true)
    expect(readPage("about/index.html")).toContain('<script id="gatsby-script-loader" data-page-path="/about/">')
    expect(readPage("about/index.html")).toContain('<script id="gatsby-bundles-after-paint">')
    expect(readPage("about/index.html")).not.toContain('<script src="/app-2.js" async>')
    expect(readPage("about/index.html")).not.toContain("___chunkMapping")
    // page-path script (now the same on both pages) and bundle loader; the chunk mapping is in a file now
    expect(ctx.inlineScriptHashes?.size).toBe(2)
    const buildData = buildDataFile(GATSBY_PAGE("/"))!
    expect(fs.readFileSync(path.join(ctx.publicDir, buildData.src), "utf8")).toBe('window.___chunkMapping="{}";\n')
    expect(r.info).toHaveBeenCalledWith(
      `post-build, HTML rewrites: 2 pages (stray NUL characters removed: 0 rewritten, 2 already; page-path script made constant: 2 rewritten, 0 already; bundles started after the first paint: 2 rewritten, 0 already; interface words started with the bundles: 2 rewritten, 0 already; build data moved to a file: 2 rewritten, 0 already; lazy pictures kept until the first paint: 2 rewritten, 0 already); 2 inline-script hashes; wrote ${buildData.src}`,
    )
  })

  it("removes the NUL characters React 18's stream leaves before a character of several bytes, and nothing else", () => {
    const page = GATSBY_PAGE("/").replace("</body>", "<p>Soci\u0000été, r\u0000épondons</p></body>")
    const { html, outcomes } = rewritePage(page, HTML_REWRITES)
    expect(html).not.toContain("\u0000")
    expect(html).toContain("<p>Société, répondons</p>")
    expect(outcomes[0]).toBe("rewritten")
    expect(rewritePage(GATSBY_PAGE("/"), HTML_REWRITES).outcomes[0]).toBe("already")
  })

  it("writes one loader text on every page and in the slice, and says when the critical-CSS step split the stylesheet", async () => {
    writePage("index.html", GATSBY_PAGE("/"))
    writePage("about/index.html", GATSBY_PAGE("/about/"))
    writePage(
      "_gatsby/slices/_gatsby-scripts-1.html",
      '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>',
    )
    ctx.fullStylesheet = "/styles.0f1e.css"
    const r = reporter()
    expect(await runPostBuildSteps([htmlRewritesStep], ctx, r)).toBe(true)
    const loader = loaderScript([buildDataFile(GATSBY_PAGE("/"))!.src, "/webpack-runtime-1.js", "/app-2.js"], WORDS)
    for (const page of ["index.html", "about/index.html"]) expect(readPage(page)).toContain(loader)
    // the slice has no chunk mapping of its own here: its loader starts the bundles only
    const sliceLoader = loaderScript(["/webpack-runtime-1.js", "/app-2.js"], WORDS)
    expect(readPage("_gatsby/slices/_gatsby-scripts-1.html")).toContain(sliceLoader)
    // page-path script and bundle loader (the slice's loader is hashed too)
    expect(ctx.inlineScriptHashes).toEqual(new Set([expect.any(String), cspHash(loader), cspHash(sliceLoader)]))
    expect(r.info.mock.calls[0][0]).toMatch(
      /; 3 inline-script hashes; the loader adds each page's rest of \/styles\.0f1e\.css; wrote \/build-data-[0-9a-f]{20}\.js$/,
    )
  })

  it("leaves the content editor's page (admin/index.html) alone: it is no page of the site, and no rewrite is missed on it", async () => {
    writePage("index.html", GATSBY_PAGE("/"))
    const editor = '<!doctype html><html><head><script defer="defer" src="cms.js"></script></head><body></body></html>'
    writePage("admin/index.html", editor)
    const r = reporter()
    expect(await runPostBuildSteps([htmlRewritesStep], ctx, r)).toBe(true)
    expect(r.warn).not.toHaveBeenCalled()
    expect(r.info.mock.calls[0][0]).toMatch(/^post-build, HTML rewrites: 1 pages /)
    expect(readPage("admin/index.html")).toBe(editor)
  })

  it("accepts pages a previous build already rewrote (a warm build keeps unchanged pages)", async () => {
    const once = rewritePage(GATSBY_PAGE("/"), HTML_REWRITES)
    expect(once.outcomes).toEqual(["already", "rewritten", "rewritten", "rewritten", "rewritten", "rewritten"])
    expect(rewritePage(once.html, HTML_REWRITES)).toEqual({
      html: once.html,
      outcomes: ["already", "already", "already", "already", "already", "already"],
    })
    writePage("index.html", once.html)
    const r = reporter()
    expect(await runPostBuildSteps([htmlRewritesStep], ctx, r)).toBe(true)
    expect(r.info.mock.calls[0][0]).toContain("page-path script made constant: 0 rewritten, 1 already")
  })

  it("fails the build when Gatsby's page-path script changed shape and the rewrite matched no page", async () => {
    const changed = (p: string) => GATSBY_PAGE(p).replace(`window.pagePath="${p}";`, `window.pagePath=${JSON.stringify({ p })};`)
    writePage("index.html", changed("/"))
    writePage("about/index.html", changed("/about/"))
    const r = reporter()
    expect(await runPostBuildSteps([htmlRewritesStep], ctx, r)).toBe(false)
    expect(r.panicOnBuild.mock.calls[0][0]).toBe(
      'Post-build step "HTML rewrites" failed: the rewrite "page-path script made constant" matched none of the 2 pages: Gatsby\'s markup has changed; update makePageLoaderConstant in src/gatsby/headers/security.ts',
    )
    expect(ctx.inlineScriptHashes).toBeUndefined()
  })

  it("fails the build when the webpack stats name no chunk of a language's interface words", async () => {
    writePage("index.html", GATSBY_PAGE("/"))
    fs.writeFileSync(
      path.join(ctx.publicDir, "webpack.stats.json"),
      JSON.stringify({ namedChunkGroups: { "ui-en": STATS.namedChunkGroups["ui-en"] } }),
    )
    const r = reporter()
    expect(await runPostBuildSteps([htmlRewritesStep], ctx, r)).toBe(false)
    expect(r.panicOnBuild.mock.calls[0][0]).toBe(
      'Post-build step "HTML rewrites" failed: public/webpack.stats.json has no chunk "ui-fr": src/i18n/load-ui.ts names each language\'s chunk',
    )
  })

  it("fails the build when Gatsby's bundle tags changed shape", async () => {
    writePage("index.html", GATSBY_PAGE("/").replace(/ async>/g, ' defer="">'))
    const r = reporter()
    expect(await runPostBuildSteps([htmlRewritesStep], ctx, r)).toBe(false)
    expect(r.panicOnBuild.mock.calls[0][0]).toBe(
      'Post-build step "HTML rewrites" failed: the rewrite "bundles started after the first paint" matched none of the 1 pages: Gatsby\'s markup has changed; update startBundlesAfterFirstPaint in src/gatsby/overrides/bundles-after-paint.ts',
    )
  })

  it("warns, naming them, about pages a rewrite missed while it matched others; slices are not pages", async () => {
    writePage("index.html", GATSBY_PAGE("/"))
    writePage("odd/index.html", "<html><body><p>hand-written</p></body></html>")
    writePage("_gatsby/slices/_gatsby-scripts-1.html", '<script src="/app-2.js" async></script>')
    const r = reporter()
    expect(await runPostBuildSteps([htmlRewritesStep], ctx, r)).toBe(true)
    expect(r.warn.mock.calls).toEqual([
      ['HTML rewrite "page-path script made constant" did not match 1 of 2 pages: odd/index.html'],
      ['HTML rewrite "bundles started after the first paint" did not match 1 of 2 pages: odd/index.html'],
      ['HTML rewrite "interface words started with the bundles" did not match 1 of 2 pages: odd/index.html'],
      ['HTML rewrite "build data moved to a file" did not match 1 of 2 pages: odd/index.html'],
    ])
  })

  it("fails the build when there is no page at all", async () => {
    const r = reporter()
    expect(await runPostBuildSteps([htmlRewritesStep], ctx, r)).toBe(false)
    expect(r.panicOnBuild.mock.calls[0][0]).toBe(`Post-build step "HTML rewrites" failed: no HTML page in ${ctx.publicDir}`)
  })
})

describe("_headers", () => {
  it("writes the policy with the hashes and prints how long its longest line is", async () => {
    ctx.inlineScriptHashes = new Set([cspHash("a()"), cspHash("b()")])
    const r = reporter()
    expect(await runPostBuildSteps([headersStep], ctx, r)).toBe(true)
    const lines = fs.readFileSync(path.join(ctx.publicDir, "_headers"), "utf8").split("\n")
    const csp = lines.find((l) => l.startsWith("  Content-Security-Policy:"))!
    expect(csp).toContain(`script-src 'self' ${[cspHash("a()"), cspHash("b()")].sort().join(" ")};`)
    const longest = Math.max(...lines.map((l) => l.length))
    const rules = lines.filter((l) => l.trim() && !l.startsWith("#") && !l.startsWith(" ")).length
    expect(r.info).toHaveBeenCalledWith(
      `post-build, _headers: wrote _headers (${rules} rules of 100; 2 inline-script hashes in script-src; longest line ${longest} of 2000 characters) and the policy into 0 not-found page(s)`,
    )
    // the content editor's policy gets none of the site's inline-script hashes
    const admin = lines[lines.indexOf("/admin/*") + 1]
    expect(admin).toMatch(/^ {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; /)
  })

  it("writes the site's policy into every not-found page (no rule can name every unknown path), not into other pages", async () => {
    ctx.inlineScriptHashes = new Set([cspHash("a()")])
    const page = '<html><head><meta charSet="utf-8"/><title>x</title><script>a()</script></head><body></body></html>'
    for (const file of ["404.html", "404/index.html", "fr/404.html", "blog-details/404.html", "about/index.html"]) {
      fs.mkdirSync(path.dirname(path.join(ctx.publicDir, file)), { recursive: true })
      fs.writeFileSync(path.join(ctx.publicDir, file), page)
    }
    const r = reporter()
    expect(await runPostBuildSteps([headersStep], ctx, r)).toBe(true)
    expect(r.info.mock.calls[0][0]).toMatch(/ and the policy into 4 not-found page\(s\)$/)
    const html = readPage("fr/404.html")
    expect(html).toMatch(
      /^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[^"]+'; [^"]+"\/><title>/,
    )
    expect(html).not.toContain("frame-ancestors")
    expect(readPage("about/index.html")).toBe(page)
  })

  it("adds the policy to a page once, escapes it for an attribute, and replaces the one an earlier build wrote", () => {
    const policy = `default-src 'self'; img-src "x" &; frame-ancestors 'none'`
    const once = addCspMeta("<head><title>x</title></head>", policy)
    expect(once).toBe(
      `<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src &quot;x&quot; &amp;"/><title>x</title></head>`,
    )
    expect(addCspMeta(once, policy)).toBe(once)
    expect(addCspMeta(once, "default-src 'none'")).toBe(
      `<head><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/><title>x</title></head>`,
    )
  })

  it("fails the build when the rules written out for the build's files pass the 100 Cloudflare Pages reads", async () => {
    ctx.inlineScriptHashes = new Set()
    // a folder of pages each: the site's policies are written once per top-level folder that holds a page
    for (let i = 0; i < 100; i++) {
      fs.mkdirSync(path.join(ctx.publicDir, `folder-${i}`))
      fs.writeFileSync(path.join(ctx.publicDir, `folder-${i}`, "index.html"), "<html></html>")
    }
    const r = reporter()
    expect(await runPostBuildSteps([headersStep], ctx, r)).toBe(false)
    expect(r.panicOnBuild.mock.calls[0][0]).toMatch(
      /^Post-build step "_headers" failed: public\/_headers has 1\d\d rules; Cloudflare Pages reads only the first 100: /,
    )
  })

  it("fails the build, leaving the file as copied, when the policy line exceeds what Cloudflare Pages reads", async () => {
    // 40 hashes of 53 characters: the CSP line passes 2,000 characters
    ctx.inlineScriptHashes = new Set(Array.from({ length: 40 }, (_, i) => cspHash(`script${i}()`)))
    const before = fs.readFileSync(path.join(ctx.publicDir, "_headers"), "utf8")
    const r = reporter()
    expect(await runPostBuildSteps([headersStep], ctx, r)).toBe(false)
    const message: string = r.panicOnBuild.mock.calls[0][0]
    expect(message).toMatch(
      /^Post-build step "_headers" failed: line \d+ of public\/_headers \(Content-Security-Policy\) is \d{4} characters long; Cloudflare Pages ignores lines over 2000 characters, so the header would not be sent \(40 inline-script hashes: did a rewrite of the HTML stop matching\?\)$/,
    )
    expect(fs.readFileSync(path.join(ctx.publicDir, "_headers"), "utf8")).toBe(before)
  })

  it("finds over-long lines by number and header name, and accepts a line of exactly the limit", () => {
    const ok = `  X-Test: ${"a".repeat(MAX_HEADER_LINE - 10)}`
    expect(ok.length).toBe(MAX_HEADER_LINE)
    expect(overlongLines(`/*\n${ok}\n  X-Long: ${"b".repeat(MAX_HEADER_LINE)}\n`)).toEqual([
      { line: 3, name: "X-Long", length: MAX_HEADER_LINE + 10 },
    ])
  })

  it("fails the build when public/_headers was not copied from static/", async () => {
    fs.rmSync(path.join(ctx.publicDir, "_headers"))
    ctx.inlineScriptHashes = new Set()
    const r = reporter()
    expect(await runPostBuildSteps([headersStep], ctx, r)).toBe(false)
    expect(r.panicOnBuild.mock.calls[0][0]).toBe(
      'Post-build step "_headers" failed: public/_headers is missing: static/_headers should have been copied into public/',
    )
  })
})
