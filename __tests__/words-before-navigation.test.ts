import { waitForWordsBeforeNavigation, withWordsPrefetch } from "../src/gatsby/overrides/words-before-navigation"
import { langOfPath } from "../src/lib/routes/routes"
import type { Lang } from "../src/i18n"

/** A page that has the English words; the French ones load when asked (or fail to). */
function words({ fails = false } = {}) {
  const loaded = new Set<Lang>(["en"])
  const loads: Lang[] = []
  const assigned: string[] = []
  return {
    loaded,
    loads,
    assigned,
    hasUi: (lang: Lang) => loaded.has(lang),
    loadUi: (lang: Lang) => {
      loads.push(lang)
      if (fails) return Promise.reject(new Error("Loading chunk ui-fr failed"))
      loaded.add(lang)
      return Promise.resolve()
    },
    langOfPath,
    href: () => "https://example.test/quote/?m=apple-cabins",
    assign: (url: string) => assigned.push(url),
  }
}

describe("a navigation waits for its page's interface words", () => {
  it("goes at once to a page of a language whose words are here", () => {
    const w = words()
    const navigate = jest.fn()
    waitForWordsBeforeNavigation(navigate, w)("/about/", { replace: true })
    expect(navigate).toHaveBeenCalledWith("/about/", { replace: true })
    expect(w.loads).toEqual([])
  })

  it("loads another language's words first, then navigates", async () => {
    const w = words()
    const navigate = jest.fn()
    await waitForWordsBeforeNavigation(navigate, w)("/fr/devis/?m=apple-cabins")
    expect(w.loads).toEqual(["fr"])
    expect(navigate).toHaveBeenCalledWith("/fr/devis/?m=apple-cabins", undefined)
    expect(w.loaded.has("fr")).toBe(true)
  })

  it("makes it a full load of the target when the words cannot load", async () => {
    const w = words({ fails: true })
    const navigate = jest.fn()
    await waitForWordsBeforeNavigation(navigate, w)("/fr/a-propos/#equipe")
    expect(navigate).not.toHaveBeenCalled()
    expect(w.assigned).toEqual(["https://example.test/fr/a-propos/#equipe"])
  })

  it("reads a relative target against the current page, and lets steps in the history through", () => {
    const w = words()
    const navigate = jest.fn()
    const go = waitForWordsBeforeNavigation(navigate, w)
    go("?m=villa")
    go(-1)
    expect(navigate.mock.calls).toEqual([
      ["?m=villa", undefined],
      [-1, undefined],
    ])
    expect(w.loads).toEqual([])
  })
})

describe("a hovered link prefetches its page's words", () => {
  it("asks for another language's words with the page, and nothing more for the page's own", async () => {
    const w = words()
    const hovering = jest.fn()
    const prefetch = withWordsPrefetch(hovering, w)
    prefetch("/contact/")
    expect(w.loads).toEqual([])
    prefetch("/fr/contact/")
    expect(hovering.mock.calls).toEqual([["/contact/"], ["/fr/contact/"]])
    expect(w.loads).toEqual(["fr"])
  })

  it("drops a failed fetch (the navigation asks again): no unhandled rejection", async () => {
    const w = words({ fails: true })
    const unhandled = jest.fn()
    process.on("unhandledRejection", unhandled)
    withWordsPrefetch(jest.fn(), w)("/fr/")
    await new Promise((r) => setTimeout(r, 0))
    process.off("unhandledRejection", unhandled)
    expect(unhandled).not.toHaveBeenCalled()
    expect(w.loads).toEqual(["fr"])
  })
})
