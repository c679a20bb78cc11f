import fs from "fs"
import path from "path"
import os from "os"
import { parseHeadersFile, headersFor } from "../tools/server/lib/headers-file.mjs"
import { addScriptHashes, cspHash, inlineScripts, makePageLoaderConstant } from "../src/gatsby/headers/security"
import { countRules, expandHeadersRules, expandPattern } from "../src/gatsby/headers/rules"
import { pageFolders } from "../src/gatsby/headers/write"

/** The top level of a built public/, as the build writes static/_headers out for it. */
const TOP = {
  /** the folders of public/ with a page: not fonts/, icons/, page-data/ or static/ */
  pageDirs: ["about", "admin", "blog-details", "expandable-container-house", "fr", "terms&conditions"],
  files: [
    "index.html",
    "404.html",
    "app-3f0e2a1b9c8d7e6f5a4b.js",
    "framework-0123456789abcdef.js",
    "webpack-runtime-a1b2c3d4e5f6.js",
    "component---src-templates-legal-page-tsx-5c3e1f.js",
    "styles.2f4e6a8b.css",
    "manifest.webmanifest",
    "sitemap.xml",
    "rss.xml",
    "robots.txt",
    "favicon.ico",
  ],
}
const source = fs.readFileSync(path.join(__dirname, "..", "static", "_headers"), "utf8")
const text = expandHeadersRules(source, TOP)
const rules = parseHeadersFile(text) as { pattern: string; regex: RegExp; headers: Record<string, string> }[]

const HTML = ["/", "/about/", "/terms&conditions/", "/expandable-container-house/20ft/", "/blog-details/14/", "/404.html", "/fr/a-propos/"]
/** the content editor's files (gatsby-plugin-decap-cms): its page, its bundle, Decap's and React's prebuilt files */
const ADMIN = ["/admin/", "/admin/index.html", "/admin/cms.js", "/admin/chunks/index.1a2b3c4d.js", "/admin/cms.css"]
const PAGE_DATA = [
  "/page-data/app-data.json",
  "/page-data/about/page-data.json",
  "/page-data/index/page-data.json",
  "/page-data/sq/d/2744294623.json",
]
const HASHED = [
  "/app-3f0e2a1b9c8d7e6f5a4b.js",
  "/framework-0123456789abcdef.js",
  "/webpack-runtime-a1b2c3d4e5f6.js",
  "/component---src-templates-legal-page-tsx-5c3e1f.js",
  "/styles.2f4e6a8b.css",
  "/static/6d91c86c0fde632ba4cd01062fd9ccfa/2a4de/hero-2.jpg",
  "/static/logo-5e1b7c3a2f.svg",
]
const NOT_HASHED = [
  "/fonts/inter-latin-400-700.woff2",
  "/icons/icon-192.png",
  "/manifest.webmanifest",
  "/sitemap.xml",
  "/rss.xml",
  "/robots.txt",
  "/favicon.ico",
]
const ALL = [...HTML, ...PAGE_DATA, ...HASHED, ...NOT_HASHED, ...ADMIN]

const csp = (p: string): Record<string, string[]> =>
  Object.fromEntries(
    (headersFor(rules, p)["Content-Security-Policy"] ?? "")
      .split(";")
      .map((d: string) => d.trim())
      .filter(Boolean)
      .map((d: string) => {
        const [name, ...values] = d.split(/\s+/)
        return [name, values]
      }),
  ) as Record<string, string[]>

describe("static/_headers", () => {
  it("parses, and every header line belongs to a path", () => {
    expect(rules.length).toBeGreaterThan(3)
  })

  it.each(ALL)("%s gets the security headers", (p) => {
    const h = headersFor(rules, p)
    expect(h["X-Content-Type-Options"]).toBe("nosniff")
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
    expect(h["X-Frame-Options"]).toBe("DENY")
    expect(Number(/max-age=(\d+)/.exec(h["Strict-Transport-Security"])?.[1])).toBeGreaterThanOrEqual(31536000)
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"])
      expect(h["Permissions-Policy"]).toContain(feature)
  })

  it.each(HTML)("%s has the Content-Security-Policy of the brief", (p) => {
    const c = csp(p)
    expect(c["default-src"]).toEqual(["'self'"])
    expect(c["script-src"]).toEqual(["'self'"]) // hashes are added to public/_headers at build time
    expect(c["connect-src"]).toEqual(["'self'", "https://api.emailjs.com"])
    expect(c["img-src"]).toEqual(["'self'", "data:", "blob:"])
    expect(c["media-src"]).toEqual(["'self'"])
    expect(c["font-src"]).toEqual(["'self'"])
    expect(c["style-src"]).toEqual(["'self'", "'unsafe-inline'"])
    expect(c["frame-ancestors"]).toEqual(["'none'"])
    expect(c["base-uri"]).toEqual(["'self'"])
    expect(c["form-action"]).toEqual(["'self'"])
    expect(c["object-src"]).toEqual(["'none'"])
    expect(headersFor(rules, p)["Content-Security-Policy"]).not.toMatch(/unsafe-eval|\*/)
  })

  it.each([...PAGE_DATA, ...HASHED, ...NOT_HASHED])("%s (no document) goes without the documents' policies", (p) => {
    const h = headersFor(rules, p)
    expect(h["Content-Security-Policy"]).toBeUndefined()
    expect(h["Cross-Origin-Opener-Policy"]).toBeUndefined()
  })

  it.each(ADMIN)(
    "%s (the content editor) has its own policy, with what Sveltia CMS needs and no more, and is kept out of search engines",
    (p) => {
      const c = csp(p)
      expect(c["script-src"]).toEqual(["'self'", "'wasm-unsafe-eval'"])
      expect(c["connect-src"]).toEqual(["'self'", "blob:", "data:", "https://api.github.com"])
      expect(c["font-src"]).toEqual(["'self'", "data:"])
      expect(c["frame-ancestors"]).toEqual(["'none'"])
      expect(c["object-src"]).toEqual(["'none'"])
      const h = headersFor(rules, p)
      expect(h["X-Robots-Tag"]).toBe("noindex, nofollow")
      expect(h["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
      expect(h["Cache-Control"] ?? "").not.toMatch(/immutable/)
    },
  )

  it("writes the site's rules out for this build's files: no placeholder left, /admin/ left out, within Cloudflare's 100 rules", () => {
    const rulesText = text
      .split("\n")
      .filter((l) => !l.startsWith("#"))
      .join("\n")
    expect(rulesText).not.toMatch(/\{pages\}|\{root\}/)
    expect(expandPattern("/{pages}", TOP)).toEqual([
      "/",
      "/404.html",
      "/index.html",
      ...TOP.pageDirs.filter((d) => d !== "admin").map((d) => `/${d}/*`),
    ])
    expect(expandPattern("/{root}*.css", TOP)).toEqual(["/styles.2f4e6a8b.css"])
    expect(() => expandPattern("/{elsewhere}", TOP)).toThrow("unknown placeholder")
    expect(countRules(text)).toBeLessThanOrEqual(100)
  })

  it.each([...HTML, ...PAGE_DATA])("%s is revalidated on every request", (p) => {
    expect(headersFor(rules, p)["Cache-Control"]).toBe("public, max-age=0, must-revalidate")
  })

  it.each(HASHED)("%s (content-hashed) is cached for a year, immutable", (p) => {
    expect(headersFor(rules, p)["Cache-Control"]).toBe("public, max-age=31536000, immutable")
  })

  it.each(NOT_HASHED)("%s (not hashed) is never marked immutable", (p) => {
    expect(headersFor(rules, p)["Cache-Control"] ?? "").not.toMatch(/immutable/)
  })

  it.each(ALL)("%s: no header is set by two matching rules (static hosts would join the values with a comma)", (p) => {
    const seen = new Map<string, string>()
    for (const rule of rules.filter((r) => r.regex.test(p))) {
      for (const name of Object.keys(rule.headers)) {
        expect([name, seen.get(name)]).toEqual([name, undefined])
        seen.set(name, rule.pattern)
      }
    }
  })
})

describe("inline-script hashes for the CSP", () => {
  const html =
    '<html><head><script type="application/ld+json">{"@type":"Thing"}</script><script type="module">const e=1;</script></head>' +
    '<body><script src="/app-1.js" async></script><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/terms&conditions/";window.___webpackCompilationHash="abc";/*]]>*/</script>' +
    '<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/</script></body></html>'

  it("finds executable inline scripts only (no src, no JSON-LD)", () => {
    expect(inlineScripts(html)).toEqual([
      "const e=1;",
      '/*<![CDATA[*/window.pagePath="/terms&conditions/";window.___webpackCompilationHash="abc";/*]]>*/',
      '/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/',
    ])
  })

  it("hashes as CSP expects (SHA-256, base64)", () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(cspHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })

  it("makes the page-path script identical on every page, keeping the path in a data attribute", () => {
    const a = makePageLoaderConstant(html)
    const b = makePageLoaderConstant(html.replace("/terms&conditions/", "/about/"))
    expect(a).toContain('<script id="gatsby-script-loader" data-page-path="/terms&amp;conditions/">')
    expect(inlineScripts(a)[1]).toBe(inlineScripts(b)[1])
    expect(inlineScripts(a)[1]).toBe(
      '/*<![CDATA[*/window.pagePath=document.currentScript.getAttribute("data-page-path");window.___webpackCompilationHash="abc";/*]]>*/',
    )
    expect(makePageLoaderConstant(a)).toBe(a)
  })

  it("adds sorted, unique hashes to script-src of every CSP line", () => {
    const out = addScriptHashes(text, ["'sha256-b'", "'sha256-a'", "'sha256-b'"])
    const rulesOut = parseHeadersFile(out)
    const policy = headersFor(rulesOut, "/about/")["Content-Security-Policy"]
    expect(policy).toMatch(/(^|; )script-src 'self' 'sha256-a' 'sha256-b'(;|$)/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(addScriptHashes(text, [])).toBe(text)
  })
})

describe("e-mail API origin in connect-src", () => {
  const { addCspSources, extraConnectOrigin } = jest.requireActual("../src/gatsby/headers/security")
  it("adds only a non-default, secure origin", () => {
    expect(extraConnectOrigin(undefined)).toBeNull()
    expect(extraConnectOrigin("https://api.emailjs.com")).toBeNull()
    expect(extraConnectOrigin("https://mail.kaz-horizon.example/base")).toBe("https://mail.kaz-horizon.example")
    expect(extraConnectOrigin("http://insecure.example")).toBeNull()
    const out = addCspSources(text, "connect-src", ["https://mail.kaz-horizon.example"])
    expect(headersFor(parseHeadersFile(out), "/")["Content-Security-Policy"]).toContain(
      "connect-src 'self' https://api.emailjs.com https://mail.kaz-horizon.example;",
    )
  })
})

describe("pageFolders", () => {
  it("lists the top-level folders of public/ that hold an HTML page, at any depth, and no folder of assets", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-folders-"))
    const write = (rel: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
      fs.writeFileSync(path.join(dir, rel), "x")
    }
    for (const rel of ["index.html", "about/index.html", "fr/a-propos/index.html", "fonts/inter.woff2", "icons/icon-192.png"]) write(rel)
    for (const rel of ["static/abc/img.avif", "page-data/index/page-data.json", "_gatsby/slices/_gatsby-scripts-1.html"]) write(rel)
    // Gatsby names the page-data folder of a path ending in .html after it: a folder, not a page
    fs.mkdirSync(path.join(dir, "page-data", "404.html"), { recursive: true })
    try {
      expect(pageFolders(dir).sort()).toEqual(["_gatsby", "about", "fr"])
    } finally {
      fs.rmSync(dir, { recursive: true })
    }
  })
})
