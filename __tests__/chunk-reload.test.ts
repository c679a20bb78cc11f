import {
  askServer,
  chunkUrlOf,
  handleRouteModuleError,
  isChunkLoadError,
  onChunkFailure,
  RELOAD_GUARD_MS,
  reportChunkFailure,
  type ServerAnswer,
} from "../src/lib/browser/chunk-reload"

const memoryStorage = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
}
/** webpack's error for a chunk its script tag could not load */
const chunkError = (url = "http://localhost/component---src-pages-about-tsx-1a2b.js") =>
  Object.assign(new Error(`Loading chunk 7 failed.\n(error: ${url})`), { name: "ChunkLoadError", type: "error", request: url })
const envWith = (answer: ServerAnswer, extra: Partial<Parameters<typeof handleRouteModuleError>[1]> = {}) => ({
  log: jest.fn(),
  reload: jest.fn(),
  storage: memoryStorage(),
  path: "/about/",
  now: 1000,
  ask: jest.fn(async () => answer),
  pageUrl: "http://localhost/about/",
  ...extra,
})

describe("route module failure (spec 8)", () => {
  it.each([
    [Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" }), true],
    [new Error("Loading CSS chunk component---src-pages-about-tsx failed."), true],
    [new TypeError("Failed to fetch dynamically imported module: /app-1.js"), true],
    [new Error("Cannot read properties of undefined"), false],
    [undefined, false],
  ])("recognises %p → %p", (err, expected) => expect(isChunkLoadError(err)).toBe(expected))

  it.each([
    [chunkError("http://localhost/emailjs-1.js"), "http://localhost/emailjs-1.js"],
    [new Error("Loading chunk 7 failed.\n(missing: http://localhost/x-2.js)"), "http://localhost/x-2.js"],
    [Object.assign(new Error("Loading CSS chunk 9 failed.\n(/styles-3.css)"), { request: "/styles-3.css" }), "/styles-3.css"],
    [new Error("Loading CSS chunk 9 failed.\n(/styles-3.css)"), "/styles-3.css"],
    [new TypeError("Failed to fetch dynamically imported module: http://localhost/app-1.js"), "http://localhost/app-1.js"],
    [new Error("Loading chunk 7 failed."), null],
  ])("finds the chunk's address in %p", (err, url) => expect(chunkUrlOf(err)).toBe(url))

  it("reloads when the server answers that the chunk is gone (a new deployment), once within the guard time", async () => {
    const env = envWith("gone")
    const err = chunkError()
    expect(await handleRouteModuleError(err, env)).toBe(true)
    expect(env.ask).toHaveBeenCalledWith("http://localhost/component---src-pages-about-tsx-1a2b.js")
    expect(env.log).toHaveBeenCalledWith("A page module failed to load; reloading the page.", err)
    expect(env.reload).toHaveBeenCalledTimes(1)
    expect(await handleRouteModuleError(err, { ...env, now: 1000 + RELOAD_GUARD_MS - 1 })).toBe(false)
    expect(env.reload).toHaveBeenCalledTimes(1)
    expect(await handleRouteModuleError(err, { ...env, now: 1000 + RELOAD_GUARD_MS + 1 })).toBe(true)
    expect(env.reload).toHaveBeenCalledTimes(2)
  })

  it("keeps the page when the server cannot be reached (offline): logged, no reload", async () => {
    const env = envWith("unreachable")
    const err = chunkError()
    expect(await handleRouteModuleError(err, env)).toBe(false)
    expect(env.reload).not.toHaveBeenCalled()
    expect(env.log).toHaveBeenCalledWith(
      "A page module failed to load and the server cannot be reached (offline?); the page stays as it is.",
      err,
    )
  })

  it("keeps the page when the server still has the chunk (a passing network fault)", async () => {
    const env = envWith("answers")
    expect(await handleRouteModuleError(chunkError(), env)).toBe(false)
    expect(env.reload).not.toHaveBeenCalled()
  })

  it("asks about the page itself when the error names no chunk: reloads when the server answers, not when offline", async () => {
    const err = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" })
    const online = envWith("answers")
    expect(await handleRouteModuleError(err, online)).toBe(true)
    expect(online.ask).toHaveBeenCalledWith("http://localhost/about/")
    const offline = envWith("unreachable")
    expect(await handleRouteModuleError(err, offline)).toBe(false)
    expect(offline.reload).not.toHaveBeenCalled()
  })

  it("ignores other errors without asking the server", async () => {
    const env = envWith("gone", { storage: null })
    expect(await handleRouteModuleError(new Error("boom"), env)).toBe(false)
    expect(env.ask).not.toHaveBeenCalled()
    expect(env.reload).not.toHaveBeenCalled()
  })
})

describe("askServer", () => {
  it.each([
    [404, "gone"],
    [410, "gone"],
    [200, "answers"],
    [304, "answers"],
    [503, "answers"],
  ] as const)("reads status %d as %s, with a HEAD request no cache answers", async (status, answer) => {
    const fetch = jest.fn(async () => ({ status }))
    expect(await askServer("/x.js", { fetch, onLine: true })).toBe(answer)
    expect(fetch).toHaveBeenCalledWith("/x.js", { method: "HEAD", cache: "no-store" })
  })
  it("says unreachable when fetch fails, and without asking when the browser is offline", async () => {
    expect(await askServer("/x.js", { fetch: async () => Promise.reject(new TypeError("Failed to fetch")), onLine: true })).toBe(
      "unreachable",
    )
    const fetch = jest.fn()
    expect(await askServer("/x.js", { fetch, onLine: false })).toBe("unreachable")
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe("reportChunkFailure: code loaded on demand outside a route", () => {
  it("hands a chunk-load error to the installed handler, and nothing else", () => {
    const handler = jest.fn()
    onChunkFailure(handler)
    reportChunkFailure(new Error("boom"))
    expect(handler).not.toHaveBeenCalled()
    const err = chunkError("http://localhost/emailjs-1.js")
    reportChunkFailure(err)
    expect(handler).toHaveBeenCalledWith(err)
  })
})
