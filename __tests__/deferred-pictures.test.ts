import {
  DEFERRED_PICTURE_ATTR,
  deferLazyPictures,
  RESTORE_DEFERRED_PICTURES,
  RESTORE_SLICE_MS,
  undeferredLazyPictures,
} from "../src/gatsby/overrides/deferred-pictures"
import { loaderScript } from "../src/gatsby/overrides/bundles-after-paint"

const lazy = (n: number) =>
  `<picture><source type="image/avif" srcSet="/static/${n}/a.avif 480w" sizes="100vw"/>` +
  `<img data-main-image="" src="/static/${n}/a.jpg" width="480" height="320" alt="Photo ${n}" loading="lazy" decoding="async"/></picture>`
const eager =
  '<picture><img data-main-image="" src="/static/0/hero.jpg" width="480" height="320" alt="Hero" loading="eager" decoding="async" fetchpriority="high"/></picture>'
const wrap = (picture: string) => `<div class="wrapper" style="aspect-ratio:3 / 2">${picture}</div>`
const PAGE = `<html><body><main>${wrap(eager)}${wrap(lazy(1))}<p>text</p>${wrap(lazy(2))}<img src="/logo.svg" loading="lazy" alt="Logo"/></main></body></html>`

describe("deferLazyPictures", () => {
  it("puts each lazy <picture> inside a deferred <noscript>, and leaves the largest paint and plain <img> tags alone", () => {
    const out = deferLazyPictures(PAGE)
    expect(out).toBe(
      `<html><body><main>${wrap(eager)}${wrap(`<noscript ${DEFERRED_PICTURE_ATTR}="">${lazy(1)}</noscript>`)}<p>text</p>` +
        `${wrap(`<noscript ${DEFERRED_PICTURE_ATTR}="">${lazy(2)}</noscript>`)}<img src="/logo.svg" loading="lazy" alt="Logo"/></main></body></html>`,
    )
    expect(undeferredLazyPictures(PAGE)).toBe(2)
    expect(undeferredLazyPictures(out)).toBe(0)
  })

  it("is idempotent: a page an earlier build rewrote stays as it is", () => {
    const once = deferLazyPictures(PAGE)
    expect(deferLazyPictures(once)).toBe(once)
    expect(deferLazyPictures("<html><body>plain</body></html>")).toBe("<html><body>plain</body></html>")
  })
})

describe("the loader puts the deferred pictures back", () => {
  const deferredNoscript = (markup: string) => {
    // with scripting on, a <noscript>'s content is text: build it as the browser parses it
    const n = document.createElement("noscript")
    n.setAttribute(DEFERRED_PICTURE_ATTR, "")
    n.textContent = markup
    return n
  }

  beforeEach(() => {
    document.head.innerHTML = ""
    document.body.innerHTML = '<main><div class="wrapper" id="w1"></div><div class="wrapper" id="w2"></div></main>'
    document.getElementById("w1")!.appendChild(deferredNoscript(lazy(1)))
    document.getElementById("w2")!.appendChild(deferredNoscript(lazy(2)))
  })

  /** Runs the loader's restore function `r` with `done` as its callback. */
  const restore = (done: () => void) => new Function("done", `${RESTORE_DEFERRED_PICTURES}r(done)`)(done)

  it("restores every picture in its place, with its attributes, and leaves no deferred <noscript>", async () => {
    await new Promise<void>((resolve) => restore(resolve))
    expect(document.querySelectorAll(`noscript[${DEFERRED_PICTURE_ATTR}]`)).toHaveLength(0)
    const img = document.querySelector<HTMLImageElement>("#w2 > picture > img")!
    expect(img.getAttribute("src")).toBe("/static/2/a.jpg")
    expect(img.getAttribute("loading")).toBe("lazy")
    expect(img.alt).toBe("Photo 2")
    expect(document.querySelector("#w1 > picture > source")!.getAttribute("srcset")).toBe("/static/1/a.avif 480w")
  })

  it("restores them in tasks of about RESTORE_SLICE_MS each, and calls back once, after the last one", () => {
    // every reading of the clock is 2 ms later: a slice holds the pictures put back before RESTORE_SLICE_MS has passed
    const perSlice = Math.ceil(RESTORE_SLICE_MS / 2)
    for (let i = 3; i <= 2 * perSlice; i++) {
      const w = document.createElement("div")
      w.id = `w${i}`
      document.querySelector("main")!.appendChild(w)
      w.appendChild(deferredNoscript(lazy(i)))
    }
    jest.useFakeTimers()
    let now = 0
    const clock = jest.spyOn(performance, "now").mockImplementation(() => (now += 2))
    try {
      const done = jest.fn()
      restore(done)
      expect(document.querySelectorAll("picture")).toHaveLength(perSlice)
      expect(done).not.toHaveBeenCalled()
      jest.advanceTimersByTime(0)
      expect(document.querySelectorAll("picture")).toHaveLength(2 * perSlice)
      expect(document.querySelectorAll(`noscript[${DEFERRED_PICTURE_ATTR}]`)).toHaveLength(0)
      expect(done).toHaveBeenCalledTimes(1)
      jest.runAllTimers()
      expect(done).toHaveBeenCalledTimes(1)
    } finally {
      clock.mockRestore()
      jest.useRealTimers()
    }
  })

  it("calls back at once on a page without deferred pictures", () => {
    document.body.innerHTML = "<main><p>text</p></main>"
    const done = jest.fn()
    restore(done)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it("restores them when the first paint is reported, before it adds the first script", () => {
    const observers: Array<(l: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void> = []
    const original = (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver
    ;(window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
      constructor(cb: (typeof observers)[number]) {
        observers.push(cb)
      }
      observe() {}
    }
    jest.useFakeTimers()
    try {
      new Function(loaderScript(["/app.js"]))()
      expect(document.querySelectorAll("picture")).toHaveLength(0)
      let picturesWhenScriptAdded = -1
      const append = Node.prototype.appendChild
      const spy = jest.spyOn(Node.prototype, "appendChild").mockImplementation(function (this: Node, child) {
        if ((child as Element).tagName === "SCRIPT") picturesWhenScriptAdded = document.querySelectorAll("picture").length
        return append.call(this, child)
      })
      observers[0]({ getEntriesByName: () => [{}] }, { disconnect: () => {} })
      jest.runAllTimers()
      spy.mockRestore()
      expect(picturesWhenScriptAdded).toBe(2)
    } finally {
      jest.useRealTimers()
      ;(window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver = original
    }
  })
})
