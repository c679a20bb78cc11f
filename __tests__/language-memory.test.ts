import { CHOSEN_LANG_KEY } from "../src/lib/ui/language-choice"

/** A fresh copy of the module: its memory of the choice is the page's. */
const fresh = () => {
  let mod!: typeof import("../src/lib/browser/language-memory")
  jest.isolateModules(() => {
    mod = jest.requireActual("../src/lib/browser/language-memory")
  })
  return mod
}

describe("the visitor's language choice (lib/browser/language-memory)", () => {
  beforeEach(() => window.localStorage.clear())
  afterEach(() => jest.restoreAllMocks())

  it("is known at once, and written to storage only in the task after the click", () => {
    const { rememberLanguage, chosenLanguage } = fresh()
    const writes: Array<() => void> = []
    rememberLanguage("fr", (write) => writes.push(write))
    expect(chosenLanguage()).toBe("fr")
    expect(window.localStorage.getItem(CHOSEN_LANG_KEY)).toBeNull()
    expect(writes).toHaveLength(1)
    writes[0]()
    expect(window.localStorage.getItem(CHOSEN_LANG_KEY)).toBe("fr")
  })

  it("writes in a task of its own by default (a timer), not inside the click", () => {
    jest.useFakeTimers()
    try {
      const { rememberLanguage } = fresh()
      rememberLanguage("en")
      expect(window.localStorage.getItem(CHOSEN_LANG_KEY)).toBeNull()
      jest.runAllTimers()
      expect(window.localStorage.getItem(CHOSEN_LANG_KEY)).toBe("en")
    } finally {
      jest.useRealTimers()
    }
  })

  it("reads a choice of an earlier visit from storage, and none when there is none", () => {
    expect(fresh().chosenLanguage()).toBeNull()
    window.localStorage.setItem(CHOSEN_LANG_KEY, "en")
    expect(fresh().chosenLanguage()).toBe("en")
  })

  it("keeps the choice for the page when storage is refused (a private window), without failing", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError")
    })
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError")
    })
    const { rememberLanguage, chosenLanguage, readStored, writeStored } = fresh()
    expect(chosenLanguage()).toBeNull()
    rememberLanguage("fr", (write) => write())
    expect(chosenLanguage()).toBe("fr")
    expect(() => writeStored("k", "v")).not.toThrow()
    expect(readStored("k")).toBeNull()
  })
})
