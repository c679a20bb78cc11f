import { loaderScript, startBundlesAfterFirstPaint, startsAfterFirstPaint } from "../src/gatsby/overrides/bundles-after-paint"
import { inlineScripts } from "../src/gatsby/headers/security"

const PAGE = (path: string) =>
  `<html><body><main>${path}</main><script id="gatsby-script-loader" data-page-path="${path}">/*x*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="f7";</script>` +
  `<script src="/webpack-runtime-10d9.js" async></script><script src="/framework-24f9.js" async></script>` +
  `<script src="/app-3a61.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`

describe("startBundlesAfterFirstPaint", () => {
  it("replaces Gatsby's bundle tags by one inline loader of the same files, in the same order", () => {
    const out = startBundlesAfterFirstPaint(PAGE("/about/"))
    expect(out).not.toMatch(/<script src=/)
    expect(out.match(/<script id="gatsby-bundles-after-paint">/g)).toHaveLength(1)
    expect(out).toContain(loaderScript(["/webpack-runtime-10d9.js", "/framework-24f9.js", "/app-3a61.js"]))
    expect(out.indexOf("gatsby-bundles-after-paint")).toBeGreaterThan(out.indexOf("___webpackCompilationHash"))
    expect(out).toContain('<!-- slice-end id="_gatsby-scripts-1" --></body>')
  })

  it("gives every page the same loader text, so the Content-Security-Policy needs one hash for it", () => {
    const a = inlineScripts(startBundlesAfterFirstPaint(PAGE("/about/")))
    const b = inlineScripts(startBundlesAfterFirstPaint(PAGE("/contact/")))
    expect(a[a.length - 1]).toBe(b[b.length - 1])
  })

  it("leaves a page without bundle tags (or already rewritten) unchanged", () => {
    const once = startBundlesAfterFirstPaint(PAGE("/"))
    expect(startBundlesAfterFirstPaint(once)).toBe(once)
    expect(startBundlesAfterFirstPaint("<html><body>plain</body></html>")).toBe("<html><body>plain</body></html>")
  })

  it("gives a page rewritten by an earlier build (another loader text) the loader of this build, with the same scripts", () => {
    const now = startBundlesAfterFirstPaint(PAGE("/"))
    const old = now.replace(
      loaderScript(["/webpack-runtime-10d9.js", "/framework-24f9.js", "/app-3a61.js"]),
      '(function(){var s=["/webpack-runtime-10d9.js","/framework-24f9.js","/app-3a61.js"],d=0;/*older*/})()',
    )
    expect(startsAfterFirstPaint(old)).toBe(false)
    expect(startBundlesAfterFirstPaint(old)).toBe(now)
    expect(startsAfterFirstPaint(now)).toBe(true)
    expect(startsAfterFirstPaint(PAGE("/"))).toBe(false)
  })
})

describe("the loader in a browser", () => {
  type Callback = (list: { getEntriesByName: (n: string) => unknown[] }, observer: { disconnect: () => void }) => void
  let observers: Callback[]
  const originalObserver = (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver

  beforeEach(() => {
    jest.useFakeTimers()
    observers = []
    ;(window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
      constructor(cb: Callback) {
        observers.push(cb)
      }
      observe() {}
    }
    document.head.innerHTML = ""
    document.body.innerHTML = ""
  })
  afterEach(() => {
    jest.useRealTimers()
    ;(window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver = originalObserver
  })

  const added = () => [...document.body.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"))
  const preloaded = () => [...document.head.querySelectorAll("link[rel=preload][as=script]")].map((l) => l.getAttribute("href"))
  /** Lets each added script finish loading (load or error), in turn, as the browser would. */
  const runScripts = (outcome: "load" | "error" = "load") => {
    for (let i = 0; i < 10; i++) {
      const last = document.body.querySelectorAll("script[src]")
      const script = last[last.length - 1]
      if (!script || script.hasAttribute("data-ran")) break
      script.setAttribute("data-ran", "")
      script.dispatchEvent(new Event(outcome))
      jest.runAllTimers()
    }
  }
  const sheets = () => [...document.head.querySelectorAll("link[rel=stylesheet]")].map((l) => l.getAttribute("href"))
  const run = () => {
    document.head.innerHTML = '<noscript id="gatsby-rest-css"><link rel="stylesheet" href="/page-css/0a1b.css"/></noscript>'
    new Function(loaderScript(["/webpack-runtime.js", "/framework.js", "/app.js"]))()
  }

  it("adds the bundles, async and in order, once the first contentful paint is reported, and only once", () => {
    run()
    expect(added()).toEqual([])
    observers[0]({ getEntriesByName: () => [] }, { disconnect: () => {} })
    jest.runAllTimers()
    expect(added()).toEqual([])
    const disconnect = jest.fn()
    observers[0]({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) }, { disconnect })
    jest.runAllTimers()
    // all three are fetched at once; each runs in a task of its own, after the previous one has run
    expect(preloaded()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
    expect(added()).toEqual(["/webpack-runtime.js"])
    runScripts()
    expect(added()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
    expect(sheets()).toEqual(["/page-css/0a1b.css"])
    expect(document.body.querySelectorAll<HTMLScriptElement>("script[src]")[0].async).toBe(true)
    expect(disconnect).toHaveBeenCalled()
    window.dispatchEvent(new Event("load"))
    jest.runAllTimers()
    expect(added()).toHaveLength(3)
    expect(preloaded()).toHaveLength(3)
    expect(sheets()).toHaveLength(1)
  })

  it("starts first the chunk of the page's language's words (<html lang>), and none for a language it does not name", () => {
    const words = { en: "/ui-en-1.js", fr: "/ui-fr-2.js" }
    const start = (lang: string) => {
      document.head.innerHTML = ""
      document.body.innerHTML = ""
      document.documentElement.lang = lang
      new Function(loaderScript(["/webpack-runtime.js", "/app.js"], words))()
      observers[observers.length - 1]({ getEntriesByName: () => [{}] }, { disconnect: () => {} })
      jest.runAllTimers()
      runScripts()
      return { preloaded: preloaded(), added: added() }
    }
    expect(start("fr")).toEqual({
      preloaded: ["/ui-fr-2.js", "/webpack-runtime.js", "/app.js"],
      added: ["/ui-fr-2.js", "/webpack-runtime.js", "/app.js"],
    })
    expect(start("en").added).toEqual(["/ui-en-1.js", "/webpack-runtime.js", "/app.js"])
    expect(start("de").added).toEqual(["/webpack-runtime.js", "/app.js"])
    document.documentElement.lang = ""
  })

  it("goes on with the next script when one fails to load, and removes the failed one (webpack would wait on it)", () => {
    const appended: string[] = []
    const append = Node.prototype.appendChild
    const spy = jest.spyOn(Node.prototype, "appendChild").mockImplementation(function (this: Node, child) {
      if ((child as Element).tagName === "SCRIPT") appended.push((child as Element).getAttribute("src") ?? "")
      return append.call(this, child)
    })
    run()
    observers[0]({ getEntriesByName: () => [{}] }, { disconnect: () => {} })
    jest.runAllTimers()
    runScripts("error")
    spy.mockRestore()
    expect(appended).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
    expect(added()).toEqual([])
  })

  it("adds the page's rest of the CSS, named by its <noscript> link, to the head before it adds the first script", () => {
    const order: string[] = []
    const append = Node.prototype.appendChild
    const spy = jest.spyOn(Node.prototype, "appendChild").mockImplementation(function (this: Node, child) {
      order.push((child as Element).getAttribute("href") ?? (child as Element).getAttribute("src") ?? "")
      return append.call(this, child)
    })
    run()
    observers[0]({ getEntriesByName: () => [{}] }, { disconnect: () => {} })
    jest.runAllTimers()
    runScripts()
    spy.mockRestore()
    // the stylesheet, the three preloads, then the scripts one by one
    expect(order).toEqual([
      "/page-css/0a1b.css",
      "/webpack-runtime.js",
      "/framework.js",
      "/app.js",
      "/webpack-runtime.js",
      "/framework.js",
      "/app.js",
    ])
  })

  it("adds no stylesheet on a page without a rest of the CSS", () => {
    new Function(loaderScript(["/app.js"]))()
    observers[0]({ getEntriesByName: () => [{}] }, { disconnect: () => {} })
    jest.runAllTimers()
    expect(sheets()).toEqual([])
    expect(added()).toEqual(["/app.js"])
  })

  it("falls back to 1 s after the load event when no paint is reported", () => {
    ;(window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver = undefined
    run()
    window.dispatchEvent(new Event("load"))
    jest.advanceTimersByTime(999)
    expect(added()).toEqual([])
    jest.advanceTimersByTime(1)
    // the pictures' task ran; the stylesheet's and the first script's follow, each after a zero-delay timer
    expect(sheets()).toEqual([])
    jest.runOnlyPendingTimers()
    expect(sheets()).toEqual(["/page-css/0a1b.css"])
    expect(added()).toEqual([])
    jest.runOnlyPendingTimers()
    runScripts()
    expect(added()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
    expect(sheets()).toEqual(["/page-css/0a1b.css"])
  })
})
