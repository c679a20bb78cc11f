import { handleRouteModuleError, isChunkLoadError, RELOAD_GUARD_MS } from "../src/lib/browser/chunk-reload"

const memoryStorage = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
}

describe("route module failure (spec 8)", () => {
  it.each([
    [Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" }), true],
    [new Error("Loading CSS chunk component---src-pages-about-tsx failed."), true],
    [new TypeError("Failed to fetch dynamically imported module: /app-1.js"), true],
    [new Error("Cannot read properties of undefined"), false],
    [undefined, false],
  ])("recognises %p → %p", (err, expected) => expect(isChunkLoadError(err)).toBe(expected))

  it("logs and reloads once, then not again within the guard time for the same path", () => {
    const storage = memoryStorage()
    const log = jest.fn()
    const reload = jest.fn()
    const err = Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" })
    expect(handleRouteModuleError(err, { log, reload, storage, path: "/about/", now: 1000 })).toBe(true)
    expect(log).toHaveBeenCalledWith("A page module failed to load; reloading the page.", err)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(handleRouteModuleError(err, { log, reload, storage, path: "/about/", now: 1000 + RELOAD_GUARD_MS - 1 })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(handleRouteModuleError(err, { log, reload, storage, path: "/about/", now: 1000 + RELOAD_GUARD_MS + 1 })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it("ignores other errors", () => {
    const reload = jest.fn()
    expect(handleRouteModuleError(new Error("boom"), { log: jest.fn(), reload, storage: null, path: "/", now: 0 })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
