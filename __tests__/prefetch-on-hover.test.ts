import fs from "fs"
import path from "path"
import { HOVER_PREFETCH_DELAY_MS, delayHover, installHoverPrefetchDelay, type Timers } from "../src/gatsby/overrides/hover-prefetch-delay"

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("delayHover", () => {
  it("waits 100 ms before prefetching", () => {
    const prefetch = jest.fn()
    const d = delayHover(prefetch, realTimers)
    d.hovering("/about/")
    jest.advanceTimersByTime(99)
    expect(prefetch).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(prefetch).toHaveBeenCalledWith("/about/")
    expect(HOVER_PREFETCH_DELAY_MS).toBe(100)
  })
  it("prefetches nothing when the pointer leaves first, and only the last link entered", () => {
    const prefetch = jest.fn()
    const d = delayHover(prefetch, realTimers)
    d.hovering("/about/")
    jest.advanceTimersByTime(60)
    d.leave()
    jest.advanceTimersByTime(500)
    expect(prefetch).not.toHaveBeenCalled()
    d.hovering("/contact/")
    jest.advanceTimersByTime(50)
    d.hovering("/blogs/")
    jest.advanceTimersByTime(100)
    expect(prefetch.mock.calls).toEqual([["/blogs/"]])
  })
})

describe("installHoverPrefetchDelay", () => {
  const setup = () => {
    document.body.innerHTML = `<a href="/about/" id="a"><span id="inner">About</span></a><p id="out">text</p>`
    const hovering = jest.fn()
    const loader = { hovering }
    const uninstall = installHoverPrefetchDelay(loader, document, realTimers)
    const out = (from: string, to: string) =>
      document
        .getElementById(from)!
        .dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.getElementById(to) }))
    return { loader, hovering, uninstall, out }
  }

  it("replaces the loader's hovering by the delayed one", () => {
    const { loader, hovering, uninstall } = setup()
    loader.hovering("/about/")
    expect(hovering).not.toHaveBeenCalled()
    jest.advanceTimersByTime(100)
    expect(hovering).toHaveBeenCalledWith("/about/")
    uninstall()
    loader.hovering("/x/")
    expect(hovering).toHaveBeenLastCalledWith("/x/")
  })

  it("cancels when the pointer leaves the link, not when it moves inside it", () => {
    const { loader, hovering, out } = setup()
    loader.hovering("/about/")
    out("a", "inner") // from the link onto its own text: still on the link
    jest.advanceTimersByTime(100)
    expect(hovering).toHaveBeenCalledTimes(1)
    loader.hovering("/about/")
    jest.advanceTimersByTime(40)
    out("inner", "out") // left the link
    jest.advanceTimersByTime(200)
    expect(hovering).toHaveBeenCalledTimes(1)
  })
})

describe("what the delay wraps is still Gatsby's (a Gatsby upgrade that moved it fails here)", () => {
  const read = (file: string) => fs.readFileSync(require.resolve(file, { paths: [path.join(__dirname, "..")] }), "utf8")

  it.each(["gatsby-link/dist/index.js", "gatsby-link/dist/index.modern.mjs"])("%s calls ___loader.hovering on mouseenter", (file) => {
    expect(read(file)).toMatch(/onMouseEnter:(?:function\(\w+\)|\w+=>)\{[^}]*___loader\.hovering\(/)
  })

  it("Gatsby's public loader (window.___loader) still has hovering", () => {
    expect(read("gatsby/cache-dir/loader.js")).toMatch(/\n\s*hovering: rawPath => instance\.hovering\(rawPath\),/)
  })
})
