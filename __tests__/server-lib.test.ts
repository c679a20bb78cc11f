/**
 * @jest-environment node
 */
/** The parts of the local server (tools/server/lib/) that need no socket: paths, Host names, encodings, the inbox file, the _headers rules. */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
// @ts-ignore -- .mjs modules without types
import { fileIn, parseRequestTarget } from "../tools/server/lib/request-target.mjs"
// @ts-ignore -- .mjs modules without types
import { hostChecker, parseHostList } from "../tools/server/lib/host-check.mjs"
// @ts-ignore -- .mjs modules without types
import { pickEncoding } from "../tools/server/lib/compressed-copies.mjs"
// @ts-ignore -- .mjs modules without types
import { createInboxStore, InboxFullError, linesBackward, MAX_LINE, parseLines } from "../tools/server/lib/inbox-store.mjs"
// @ts-ignore -- .mjs modules without types
import { clip, displayValue, LIST_LIMITS, listEntry } from "../tools/server/lib/inbox-page.mjs"
// @ts-ignore -- .mjs modules without types
import { createRetryGuard, payloadKey } from "../tools/server/lib/inbox-retries.mjs"
// @ts-ignore -- .mjs modules without types
import { createHeadersRules } from "../tools/server/lib/headers-rules.mjs"
// @ts-ignore -- .mjs modules without types
import { headersFor, parseHeadersFile } from "../tools/server/lib/headers-file.mjs"

describe("parseRequestTarget", () => {
  it.each([
    ["/.//evil.com/..%2Fabout", "/about", "/about", ""],
    ["/static/..%2Fabout%2F", "/about/", "/about/", ""],
    ["//evil.com/x?y=1", "/evil.com/x", "/evil.com/x", "?y=1"],
    ["/%5Cevil.com", "/\\evil.com", "/%5Cevil.com", ""],
    ["/terms&conditions/", "/terms&conditions/", "/terms&conditions/", ""],
    ["/a%20b/?q=é", "/a b/", "/a%20b/", "?q=%C3%A9"],
    ["/../../etc/passwd", "/etc/passwd", "/etc/passwd", ""],
  ])("%s -> %s", (raw, pathname, encoded, search) => {
    expect(parseRequestTarget(raw)).toEqual({ pathname, encoded, search })
  })
  it.each([
    ["/%E0%A4%A", "The path is not valid percent-encoding."],
    ["/a%00", "The path contains a NUL character."],
    ["http://evil.com/", "The request target must be a path starting with /."],
    ["*", "The request target must be a path starting with /."],
  ])("refuses %s", (raw, error) => {
    expect(parseRequestTarget(raw)).toEqual({ error })
  })
})

describe("fileIn", () => {
  const root = path.join(path.sep, "srv", "public")
  it("maps a normalised path inside the root, never to a sibling", () => {
    expect(fileIn(root, "/")).toBe(root)
    expect(fileIn(root, "/about/index.html")).toBe(path.join(root, "about", "index.html"))
    expect(fileIn(root, "/../public-x/secret.txt")).toBeNull()
    expect(fileIn(root, "/..")).toBeNull()
  })
})

describe("hostChecker", () => {
  const accepts = hostChecker({ listenHost: "127.0.0.1", port: 9000, extraNames: parseHostList("kaz.local, 192.168.1.20 ::2") })
  it.each([
    "127.0.0.1:9000",
    "localhost:9000",
    "LocalHost:9000",
    "[::1]:9000",
    "kaz.local",
    "kaz.local:443",
    "192.168.1.20:9000",
    "[::2]:9000",
  ])("accepts %s", (h) => {
    expect(accepts(h)).toBe(true)
  })
  it.each([
    undefined,
    "",
    "127.0.0.1",
    "localhost",
    "127.0.0.1:9001",
    "evil.com",
    "evil.com:9000",
    "kaz.local.evil.com",
    "127.0.0.1:9000.evil.com",
    "kaz.local:x",
  ])("refuses %s", (h) => {
    expect(accepts(h)).toBe(false)
  })
})

describe("pickEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["identity", null],
    ["", null],
    [undefined, null],
    ["brotli", null],
  ])("%s -> %s", (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding)
  })
})

describe("parseLines", () => {
  it("keeps the JSON objects and counts every other non-empty line", () => {
    expect(parseLines('{"a":1}\n\n{"b":2\n42\nnull\n[]\n"x"\n{"c":3}\n')).toEqual({ records: [{ a: 1 }, { c: 3 }], skipped: 5 })
    expect(parseLines("")).toEqual({ records: [], skipped: 0 })
  })
})

describe("linesBackward", () => {
  let dir: string
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "lines-backward-"))))
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
  const linesOf = async (content: string | Buffer, chunkSize: number) => {
    const file = path.join(dir, "f")
    fs.writeFileSync(file, content)
    const handle = await fs.promises.open(file, "r")
    try {
      const out: (string | null)[] = []
      for await (const line of linesBackward(handle, fs.statSync(file).size, chunkSize)) out.push(line)
      return out
    } finally {
      await handle.close()
    }
  }
  it.each([1, 2, 3, 7, 64 * 1024])("gives the lines from the last to the first, whatever the chunk size (%i)", async (chunk) => {
    expect(await linesOf("é1\n\n🏠 two\nthree", chunk)).toEqual(["three", "🏠 two", "", "é1"])
    expect(await linesOf("a\nb\n", chunk)).toEqual(["", "b", "a"])
    expect(await linesOf("", chunk)).toEqual([""])
  })
  it("gives null for a line longer than MAX_LINE, without holding it", async () => {
    const file = path.join(dir, "f")
    fs.writeFileSync(file, "first\n")
    fs.truncateSync(file, 6 + MAX_LINE + 1)
    fs.appendFileSync(file, "\nlast")
    const handle = await fs.promises.open(file, "r")
    try {
      const out: (string | null)[] = []
      for await (const line of linesBackward(handle, fs.statSync(file).size)) out.push(line)
      expect(out).toEqual(["last", null, "first"])
    } finally {
      await handle.close()
    }
  })
})

describe("createInboxStore", () => {
  let dir: string
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "inbox-store-"))))
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("reads pages newest first, with the totals of the whole file, also after its own appends and others' changes", async () => {
    const store = createInboxStore(dir)
    expect(await store.readPage({ offset: 0, limit: 2 })).toEqual({ records: [], total: 0, skipped: 0, cut: false })
    for (const n of [1, 2, 3]) await store.append({ n })
    expect(await store.readPage({ offset: 0, limit: 2 })).toEqual({ records: [{ n: 3 }, { n: 2 }], total: 3, skipped: 0, cut: false })
    await store.append({ n: 4 })
    expect(await store.readPage({ offset: 2, limit: 2 })).toEqual({ records: [{ n: 2 }, { n: 1 }], total: 4, skipped: 0, cut: false })
    fs.appendFileSync(store.file, "broken\n")
    expect(await store.readPage({ offset: 0, limit: 1 })).toEqual({ records: [{ n: 4 }], total: 4, skipped: 1, cut: false })
    await store.append({ n: 5 })
    expect(await store.readPage({ offset: 4, limit: 9 })).toEqual({ records: [{ n: 1 }], total: 5, skipped: 1, cut: false })
    await store.clear()
    expect(await store.readPage({ offset: 0, limit: 9 })).toEqual({ records: [], total: 0, skipped: 0, cut: false })
  })

  it("refuses an append past maxBytes with InboxFullError and writes nothing of it", async () => {
    const store = createInboxStore(dir, { maxBytes: 30 })
    await store.append({ n: "0123456789" }) // 19 bytes with its newline
    await expect(store.append({ n: "0123456789" })).rejects.toBeInstanceOf(InboxFullError)
    await store.append({ n: 1 }) // 8 bytes: still room
    expect(fs.readFileSync(store.file, "utf8")).toBe('{"n":"0123456789"}\n{"n":1}\n')
    expect((await store.readPage({ offset: 0, limit: 9 })).total).toBe(2)
  })
})

describe("displayValue", () => {
  it("shows any stored value as text without throwing", () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(displayValue("Marie")).toBe("Marie")
    expect(displayValue(3)).toBe("3")
    expect(displayValue(null)).toBe("null")
    expect(displayValue(undefined)).toBe("")
    expect(displayValue({ toString: 1 })).toBe('{"toString":1}')
    expect(displayValue(cyclic)).toBe("[value that cannot be shown]")
    expect(displayValue(BigInt(1))).toBe("[value that cannot be shown]")
  })
})

describe("listEntry and clip: what the inbox's list shows of an enquiry", () => {
  it("never cuts a surrogate pair in half", () => {
    expect(clip("ab🏠", 3)).toBe("ab")
    expect(clip("ab🏠", 4)).toBe("ab🏠")
    expect(clip("abc", 9)).toBe("abc")
  })
  it("keeps a short enquiry whole", () => {
    const e = listEntry({
      received_at: "2026-01-01",
      endpoint: "/e",
      service_id: "s",
      template_id: "t",
      template_params: { name: "Marie", n: 3 },
    })
    expect(e).toMatchObject({ title: "Marie", cut: false, moreFields: 0, retries: 0 })
    expect(e.fields).toEqual([
      { name: "name", value: "Marie", left: 0 },
      { name: "n", value: "3", left: 0 },
    ])
  })
  it("cuts each value, the enquiry's total, the number of fields, names and details", () => {
    const params = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, "x".repeat(5000)]))
    const e = listEntry({ received_at: "d".repeat(1000), template_params: { ["k".repeat(500)]: "v", ...params } })
    expect(e.cut).toBe(true)
    expect(e.moreFields).toBe(11)
    expect(e.fields).toHaveLength(LIST_LIMITS.fields)
    expect(e.fields[0]).toEqual({ name: "k".repeat(LIST_LIMITS.nameChars), value: "v", left: 0 })
    expect(e.fields[1].value).toHaveLength(LIST_LIMITS.valueChars)
    expect(e.fields.reduce((sum: number, f: { value: string }) => sum + f.value.length, 0)).toBe(LIST_LIMITS.enquiryChars)
    expect(e.received_at).toHaveLength(LIST_LIMITS.nameChars)
  })
})

describe("createRetryGuard", () => {
  const key = payloadKey({ user_id: "u", service_id: "s", template_id: "t", template_params: { b: "2", a: "1" } })
  it("keys a payload by its ids and parameters, whatever their order", () => {
    expect(payloadKey({ template_id: "t", service_id: "s", user_id: "u", template_params: { a: "1", b: "2" } })).toBe(key)
    expect(payloadKey({ user_id: "u", service_id: "s", template_id: "t", template_params: { a: "1", b: "3" } })).not.toBe(key)
    expect(payloadKey({ user_id: "u", service_id: "s", template_id: "t2", template_params: { a: "1", b: "2" } })).not.toBe(key)
  })
  it("records a payload once, counts it again within the window, records it anew after", async () => {
    let now = 1_000_000
    const guard = createRetryGuard({ recentKeys: async () => new Map() }, { windowMs: 600_000, now: () => now })
    const write = jest.fn(async () => undefined)
    const retry = jest.fn(async () => undefined)
    expect(await guard.record(key, write, retry)).toBe("recorded")
    now += 599_000
    expect(await guard.record(key, write, retry)).toBe("retry")
    // the window runs from the last receipt
    now += 599_000
    expect(await guard.record(key, write, retry)).toBe("retry")
    now += 600_001
    expect(await guard.record(key, write, retry)).toBe("recorded")
    expect([write.mock.calls.length, retry.mock.calls.length]).toEqual([2, 2])
  })
  it("lets a second identical send wait for the first: a retry once it is written, recorded if it failed", async () => {
    const guard = createRetryGuard({ recentKeys: async () => new Map() })
    let fail!: (err: Error) => void
    const failing = () => new Promise<void>((_, reject) => (fail = reject))
    const first = guard.record(key, failing, async () => undefined)
    const second = guard.record(
      key,
      async () => undefined,
      async () => undefined,
    )
    await new Promise((r) => setTimeout(r, 10))
    fail(new Error("full"))
    await expect(first).rejects.toThrow("full")
    expect(await second).toBe("recorded")
  })
  it("knows the payloads of the file at the first send (a restart), and forgets them on reset", async () => {
    const guard = createRetryGuard({ recentKeys: async () => new Map([[key, Date.now() - 1000]]) })
    expect(
      await guard.record(
        key,
        async () => undefined,
        async () => undefined,
      ),
    ).toBe("retry")
    guard.reset()
    expect(
      await guard.record(
        key,
        async () => undefined,
        async () => undefined,
      ),
    ).toBe("recorded")
  })
})

describe("createHeadersRules", () => {
  let dir: string
  let file: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-rules-"))
    file = path.join(dir, "_headers")
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
  const write = (csp: string, mtime: number) => {
    fs.writeFileSync(file, `/*\n  Content-Security-Policy: ${csp}\n`)
    fs.utimesSync(file, mtime, mtime)
  }
  const cspOf = (rules: () => unknown[]) => headersFor(rules(), "/about/")["Content-Security-Policy"]

  it("has no rules while there is no file, and reads the file once it appears", () => {
    const rules = createHeadersRules(file, { warn: jest.fn() })
    expect(rules()).toEqual([])
    write("default-src 'self'", 1000)
    expect(cspOf(rules)).toBe("default-src 'self'")
  })

  it("reads the file again when a build rewrites it (new script hashes)", () => {
    write("script-src 'sha256-old'", 1000)
    const rules = createHeadersRules(file, { warn: jest.fn() })
    expect(cspOf(rules)).toBe("script-src 'sha256-old'")
    write("script-src 'sha256-new'", 2000)
    expect(cspOf(rules)).toBe("script-src 'sha256-new'")
  })

  it("keeps the last rules, with one warning, while the file cannot be parsed or is gone", () => {
    write("default-src 'self'", 1000)
    const warn = jest.fn()
    const rules = createHeadersRules(file, { warn })
    expect(cspOf(rules)).toBe("default-src 'self'")
    fs.writeFileSync(file, "  Content-Security-Policy: half-written\n")
    expect(cspOf(rules)).toBe("default-src 'self'")
    expect(cspOf(rules)).toBe("default-src 'self'")
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain("the previous rules stay in force")
    fs.rmSync(file)
    expect(cspOf(rules)).toBe("default-src 'self'")
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe("headersFor", () => {
  const rules = parseHeadersFile(
    ["/*", "  X-Frame-Options: DENY", "/*/", "  Cache-Control: revalidate", "/blog/:slug/*", "  X-Blog: 1", ""].join("\n"),
  )
  it.each(["/a\n", "/a\r", "/a\u2028", "/a\u2029", "/\n/", "/about\n/"])("applies the rules to a path with a line break: %j", (p) => {
    expect(headersFor(rules, p)["X-Frame-Options"]).toBe("DENY")
  })
  it("lets * and :name cross a line break", () => {
    expect(headersFor(rules, "/about\n/")).toEqual({ "X-Frame-Options": "DENY", "Cache-Control": "revalidate" })
    expect(headersFor(rules, "/blog/a\nb/c\nd")["X-Blog"]).toBe("1")
  })
})
