/**
 * @jest-environment node
 */
/**
 * The local inbox (tools/server/lib/local-inbox.mjs) inside tools/server/serve.mjs, against a real HTTP server on a free port
 * (helpers/serve-process.ts): what the forms send, what a page of another origin can send, bad and oversized
 * bodies, a damaged inbox file.
 */
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import path from "node:path"
// @ts-ignore -- an .mjs script without types
import { invalidSendReason } from "../tools/server/lib/local-inbox.mjs"
import { makeSite, multipart, request as rawRequest, runServerToExit, startServer, type Served } from "./helpers/serve-process"

// each test makes real requests to a child process; leave room for a busy machine
jest.setTimeout(15_000)

let site: ReturnType<typeof makeSite>
let server: Served
let file: string

beforeAll(async () => {
  site = makeSite()
  file = path.join(site.inboxDir, "enquiries.jsonl")
  server = await startServer({ PUBLIC_DIR: site.publicDir, INBOX_DIR: site.inboxDir }, ["--test-hooks"])
})
afterAll(async () => {
  await server?.stop()
  fs.rmSync(site.root, { recursive: true, force: true })
})

const HOOK = { "Content-Type": "application/json", "X-Inbox-Test": "1" }
const request = (method: string, p: string, body?: string | Buffer, headers: Record<string, string | number> = {}) =>
  rawRequest(server.port, method, p, body, headers)
const post = (p: string, data: unknown, headers: Record<string, string> = { "Content-type": "application/json" }) =>
  request("POST", p, typeof data === "string" ? data : JSON.stringify(data), headers)
const hook = (p: string, data: unknown) => post(p, data, HOOK)
const inboxJson = async () => {
  const res = await request("GET", "/__inbox/enquiries.json")
  expect(res.status).toBe(200)
  return { records: JSON.parse(res.text), skipped: res.headers["x-inbox-skipped"] }
}
const records = async () => (await inboxJson()).records

beforeEach(async () => {
  expect((await hook("/__inbox/reset", {})).status).toBe(200)
})

const body = {
  lib_version: "4.4.1",
  user_id: "local_inbox_public_key",
  service_id: "local_inbox_service",
  template_id: "local_inbox_template",
  template_params: {
    name: "Marie Payet",
    email: "m@example.com",
    phone: "+262692123456",
    message: "Hi",
    product: "",
    subject: "General Quote Request",
  },
}

/** Another enquiry than `body` (the same payload again within ten minutes would be a retry of it). */
const second = { ...body, template_params: { ...body.template_params, name: "Paul Hoarau" } }

describe("POST /api/v1.0/email/send", () => {
  it("records the enquiry durably before answering 200 OK", async () => {
    const res = await post("/api/v1.0/email/send", body)
    expect(res.status).toBe(200)
    expect(res.text).toBe("OK")
    expect(res.headers["access-control-allow-origin"]).toBe("*")
    expect(res.headers["x-frame-options"]).toBe("DENY")
    const lines = fs.readFileSync(file, "utf8").trim().split("\n")
    expect(lines).toHaveLength(1)
    const rec = JSON.parse(lines[0])
    expect(rec).toMatchObject({ endpoint: "/api/v1.0/email/send", ...body })
    expect(new Date(rec.received_at).toString()).not.toBe("Invalid Date")
    expect(await inboxJson()).toEqual({ records: [rec], skipped: "0" })
  })

  it("appends: many concurrent sends give as many whole lines", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post("/api/v1.0/email/send", { ...body, template_params: { ...body.template_params, name: `n${i}` } }),
      ),
    )
    const all = await records()
    expect(all).toHaveLength(20)
    expect(new Set(all.map((r: { template_params: { name: string } }) => r.template_params.name)).size).toBe(20)
  })

  it("keeps a parameter named __proto__ (and constructor) as sent", async () => {
    const raw = `{"user_id":"k","service_id":"s","template_id":"t","template_params":{"name":"n","__proto__":"pp","constructor":"cc"}}`
    expect((await post("/api/v1.0/email/send", raw)).status).toBe(200)
    expect(Object.entries((await records())[0].template_params)).toEqual([
      ["name", "n"],
      ["__proto__", "pp"],
      ["constructor", "cc"],
    ])
  })

  it("accepts numbers as parameter values", async () => {
    expect((await post("/api/v1.0/email/send", { ...body, template_params: { quantity: 3, name: "x" } })).status).toBe(200)
    expect((await records())[0].template_params).toEqual({ quantity: 3, name: "x" })
  })

  it.each([
    ["no user_id", { ...body, user_id: undefined }, "The public key (user_id) is required."],
    ["an empty service_id", { ...body, service_id: "" }, "The service ID (service_id) is required."],
    ["no template_id", { ...body, template_id: undefined }, "The template ID (template_id) is required."],
    ["string template_params", { ...body, template_params: "x" }, "The template params (template_params) have to be an object."],
    ["array template_params", { ...body, template_params: [] }, "The template params (template_params) have to be an object."],
    ["null template_params", { ...body, template_params: null }, "The template params (template_params) have to be an object."],
    [
      "an object parameter",
      { ...body, template_params: { message: { toString: 1 } } },
      'The template param "message" has to be a string or a number.',
    ],
    ["an array parameter", { ...body, template_params: { name: ["a"] } }, 'The template param "name" has to be a string or a number.'],
    ["a null parameter", { ...body, template_params: { name: null } }, 'The template param "name" has to be a string or a number.'],
    ["a boolean parameter", { ...body, template_params: { name: true } }, 'The template param "name" has to be a string or a number.'],
    ["an object lib_version", { ...body, lib_version: {} }, "The library version (lib_version) has to be text."],
  ])("answers 400 with a clear line for %s", async (_l, b, line) => {
    const res = await post("/api/v1.0/email/send", b)
    expect(res.status).toBe(400)
    expect(res.text).toBe(line)
    expect(await records()).toEqual([])
  })

  it("keeps the inbox page working after an object parameter was refused", async () => {
    await post("/api/v1.0/email/send", { ...body, template_params: { message: { toString: 1 } } })
    const page = await request("GET", "/__inbox/")
    expect(page.status).toBe(200)
    expect(page.text).toContain("No enquiry received yet.")
  })

  it("answers 400 for a body that is not JSON, and for very deep JSON, in one line", async () => {
    const bad = await post("/api/v1.0/email/send", "{nope")
    expect(bad.status).toBe(400)
    expect(bad.text).toBe("The request body is not valid JSON.")
    const deepParam = await post(
      "/api/v1.0/email/send",
      `{"user_id":"k","service_id":"s","template_id":"t","template_params":{"m":${"[".repeat(50_000)}${"]".repeat(50_000)}}}`,
    )
    expect(deepParam.status).toBe(400)
    expect(deepParam.text).toBe('The template param "m" has to be a string or a number.')
    const deepBody = await post("/api/v1.0/email/send", `${"[".repeat(100_000)}${"]".repeat(100_000)}`)
    expect(deepBody.status).toBe(400)
    expect(deepBody.text).toBe("The request body must be a JSON object.")
    expect((await post("/api/v1.0/email/send", body)).status).toBe(200)
  })

  it("answers the CORS preflight", async () => {
    const res = await request("OPTIONS", "/api/v1.0/email/send", undefined, {
      Origin: "https://elsewhere.example",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    })
    expect(res.status).toBe(204)
    expect(res.headers["access-control-allow-origin"]).toBe("*")
    expect(res.headers["access-control-allow-methods"]).toMatch(/POST/)
    expect(res.headers["access-control-allow-headers"]).toMatch(/Content-Type/i)
  })

  it("refuses other methods", async () => {
    expect((await request("GET", "/api/v1.0/email/send")).status).toBe(405)
  })
})

/**
 * Sends a body of `total` bytes in 64 KB chunks until the server answers; resolves with the answer and the bytes
 * written. Over a keep-alive connection, as a browser sends (with `Connection: close` Node's server shuts the
 * connection as soon as it has answered, and the answer may be lost to the reset).
 */
function upload(
  p: string,
  total: number,
  headers: Record<string, string | number>,
  firstChunk = Buffer.alloc(0),
): Promise<{ status: number; text: string; written: number }> {
  const agent = new http.Agent({ keepAlive: true })
  return new Promise((resolve, reject) => {
    let written = 0
    let answered = false
    const req = http.request(
      { host: "127.0.0.1", port: server.port, path: p, method: "POST", headers: { Host: `127.0.0.1:${server.port}`, ...headers }, agent },
      (res) => {
        answered = true
        let text = ""
        res.on("data", (c) => (text += String(c)))
        res.on("end", () => {
          agent.destroy()
          resolve({ status: res.statusCode!, text, written })
        })
        res.on("error", reject)
      },
    )
    req.on("error", () => undefined) // the server closes the connection once it has answered
    const chunk = Buffer.alloc(64 * 1024, "a")
    const pump = () => {
      if (written === 0 && firstChunk.length) {
        req.write(firstChunk)
        written += firstChunk.length
      }
      while (!answered && written < total) {
        written += chunk.length
        if (!req.write(chunk)) return void req.once("drain", pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

describe("POST /api/v1.0/email/send-form", () => {
  it("records the form's fields as template params", async () => {
    const form = multipart({
      lib_version: "4.4.1",
      service_id: "s",
      template_id: "t",
      user_id: "k",
      name: "Jean Hoarau",
      message: "Deux cabines <b>svp</b> 🏠",
    })
    const res = await request("POST", "/api/v1.0/email/send-form", form.body, { "Content-Type": form.type })
    expect(res.status).toBe(200)
    expect(res.text).toBe("OK")
    expect(await records()).toEqual([
      expect.objectContaining({
        endpoint: "/api/v1.0/email/send-form",
        lib_version: "4.4.1",
        service_id: "s",
        template_id: "t",
        user_id: "k",
        template_params: { name: "Jean Hoarau", message: "Deux cabines <b>svp</b> 🏠" },
      }),
    ])
  })
  it.each([
    [
      "URL-encoded",
      "application/x-www-form-urlencoded",
      "service_id=s&template_id=t&user_id=k&name=n&__proto__=pp&constructor=cc&toString=ts",
    ],
    [
      "multipart",
      multipart({ service_id: "s", template_id: "t", user_id: "k", name: "n" }).type,
      multipart(
        JSON.parse('{"service_id":"s","template_id":"t","user_id":"k","name":"n","__proto__":"pp","constructor":"cc","toString":"ts"}'),
      ).body,
    ],
  ])("keeps a field named __proto__ (and constructor, toString) as sent: %s", async (_l, type, data) => {
    const res = await request("POST", "/api/v1.0/email/send-form", data, { "Content-Type": type })
    expect(res.status).toBe(200)
    const params = (await records())[0].template_params
    expect(Object.entries(params)).toEqual([
      ["name", "n"],
      ["__proto__", "pp"],
      ["constructor", "cc"],
      ["toString", "ts"],
    ])
    expect(fs.readFileSync(file, "utf8")).toContain('"template_params":{"name":"n","__proto__":"pp","constructor":"cc","toString":"ts"}')
    const page = (await request("GET", "/__inbox/")).text
    expect(page).toContain("<dt>__proto__</dt><dd>pp</dd>")
    expect(page).toContain("<dt>constructor</dt><dd>cc</dd>")
  })
  it("refuses a field sent twice with 400 and a clear line, recording nothing", async () => {
    const res = await request("POST", "/api/v1.0/email/send-form", "service_id=s&template_id=t&user_id=k&name=a&name=b", {
      "Content-Type": "application/x-www-form-urlencoded",
    })
    expect(res.status).toBe(400)
    expect(res.text).toBe('The field "name" is sent twice: each field may be sent once.')
    expect(await records()).toEqual([])
  })
  it("answers 400 without the ids", async () => {
    const form = multipart({ name: "x" })
    const res = await request("POST", "/api/v1.0/email/send-form", form.body, { "Content-Type": form.type })
    expect(res.status).toBe(400)
    expect(res.text).toBe("The public key (user_id) is required.")
  })
  it("answers 400 for a body that is not form data", async () => {
    const res = await post("/api/v1.0/email/send-form", body)
    expect(res.status).toBe(400)
    expect(res.text).toBe("Expected multipart form data.")
  })
  it("refuses files", async () => {
    const form = multipart({ service_id: "s", template_id: "t", user_id: "k" }, { attachment: { name: "cv.txt", content: "hello" } })
    const res = await request("POST", "/api/v1.0/email/send-form", form.body, { "Content-Type": form.type })
    expect(res.status).toBe(400)
    expect(res.text).toBe('Files are not accepted: the field "attachment" is a file.')
    expect(await records()).toEqual([])
  })
  it("refuses a declared 100 MB upload at once, without reading it", async () => {
    const res = await upload("/api/v1.0/email/send-form", 100 * 1024 * 1024, {
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": 100 * 1024 * 1024,
    })
    expect(res.status).toBe(413)
    expect(res.text).toBe("Payload Too Large: the request body may be at most 2 MB.")
    expect(res.written).toBeLessThan(32 * 1024 * 1024)
  })
  it("refuses a streamed 5 MB text field once past 2 MB, and keeps serving", async () => {
    const head = Buffer.from('--x\r\nContent-Disposition: form-data; name="message"\r\n\r\n')
    const res = await upload(
      "/api/v1.0/email/send-form",
      5 * 1024 * 1024,
      { "Content-Type": "multipart/form-data; boundary=x", "Transfer-Encoding": "chunked" },
      head,
    )
    expect(res.status).toBe(413)
    expect(res.text).toBe("Payload Too Large: the request body may be at most 2 MB.")
    expect(await records()).toEqual([])
    expect((await post("/api/v1.0/email/send", body)).status).toBe(200)
  })
  it("refuses a 3 MB JSON send with 413", async () => {
    const res = await post("/api/v1.0/email/send", { ...body, template_params: { message: "x".repeat(3 * 1024 * 1024) } })
    expect(res.status).toBe(413)
    expect(await records()).toEqual([])
  })
})

describe("test hooks (the server runs with --test-hooks)", () => {
  it.each([
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [400, "The template ID is invalid"],
    [500, "Internal Server Error"],
  ])("fail-next makes the next send answer %i, once", async (status, text) => {
    expect((await hook("/__inbox/fail-next", { status, text })).status).toBe(200)
    const res = await post("/api/v1.0/email/send", body)
    expect(res.status).toBe(status)
    expect(res.text).toBe(text)
    expect(await records()).toEqual([])
    expect((await post("/api/v1.0/email/send", body)).status).toBe(200)
    expect(await records()).toHaveLength(1)
  })
  it("fail-next with network: true drops the connection", async () => {
    await hook("/__inbox/fail-next", { network: true })
    await expect(post("/api/v1.0/email/send", body)).rejects.toThrow()
    expect(await records()).toEqual([])
  })
  it("fail-next with match applies only to the send that contains the text", async () => {
    await hook("/__inbox/fail-next", { status: 429, text: "Too Many Requests", match: "only-this-one" })
    expect((await post("/api/v1.0/email/send", body)).status).toBe(200)
    const targeted = { ...body, template_params: { ...body.template_params, name: "only-this-one" } }
    expect((await post("/api/v1.0/email/send", targeted)).status).toBe(429)
    expect((await post("/api/v1.0/email/send", targeted)).status).toBe(200)
  })
  it.each([[100], [101], [199], [42], [600], ["500"]])("fail-next refuses the status %j, and the next send is answered", async (status) => {
    const res = await hook("/__inbox/fail-next", { status })
    expect(res.status).toBe(400)
    expect(res.text).toBe("Give a status between 200 and 599 (with an optional text), or network: true.")
    expect((await post("/api/v1.0/email/send", body)).status).toBe(200)
  })
  it("fail-next refuses a body that is not JSON", async () => {
    expect((await hook("/__inbox/fail-next", "x")).status).toBe(400)
  })
  it("keeps at most 100 pending failures; reset forgets them", async () => {
    const accepted = await Promise.all(
      Array.from({ length: 100 }, (_, i) => hook("/__inbox/fail-next", { status: 503, match: `never-${i}` })),
    )
    expect(accepted.map((r) => r.status)).toEqual(Array(100).fill(200))
    const full = await hook("/__inbox/fail-next", { status: 503 })
    expect(full.status).toBe(429)
    expect(full.text).toBe("Too many pending failures (100): send the sends they are for, or reset.")
    await hook("/__inbox/reset", {})
    expect((await hook("/__inbox/fail-next", { status: 503, match: "never" })).status).toBe(200)
  })
  it("reset forgets the enquiries", async () => {
    await post("/api/v1.0/email/send", body)
    expect((await hook("/__inbox/reset", {})).status).toBe(200)
    expect(await records()).toEqual([])
  })
  it.each([
    ["a no-cors fetch (text/plain)", { "Content-Type": "text/plain;charset=UTF-8" }, "{}"],
    ["an HTML form (form-encoded)", { "Content-Type": "application/x-www-form-urlencoded" }, "status=500"],
    ["an HTML form (multipart)", { "Content-Type": "multipart/form-data; boundary=x" }, "--x--\r\n"],
    ["JSON without the custom header", { "Content-Type": "application/json" }, "{}"],
    ["the header without JSON", { "Content-Type": "text/plain", "X-Inbox-Test": "1" }, "{}"],
  ])("refuses %s to reset and fail-next: nothing deleted, next send recorded", async (_l, headers, data) => {
    expect((await post("/api/v1.0/email/send", body)).status).toBe(200)
    for (const p of ["/__inbox/reset", "/__inbox/fail-next"]) {
      const res = await post(p, data, { Origin: "http://127.0.0.1:1234", ...headers })
      expect(res.status).toBe(403)
      expect(res.text).toBe("Test hooks take only a POST with Content-Type: application/json and X-Inbox-Test: 1.")
      expect(res.headers["access-control-allow-origin"]).toBeUndefined()
    }
    expect((await post("/api/v1.0/email/send", second)).status).toBe(200)
    expect(await records()).toHaveLength(2)
  })
  it("answers no CORS preflight for the hooks, so a cross-origin page cannot add the header", async () => {
    const res = await request("OPTIONS", "/__inbox/reset", undefined, {
      Origin: "http://evil.example",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type,x-inbox-test",
    })
    expect(res.status).toBe(403)
    expect(res.headers["access-control-allow-origin"]).toBeUndefined()
    expect(res.headers["access-control-allow-headers"]).toBeUndefined()
  })
})

describe("without --test-hooks (npm start)", () => {
  it("has no hooks at all: reset and fail-next change nothing", async () => {
    const plain = await startServer({ PUBLIC_DIR: site.publicDir, INBOX_DIR: path.join(site.root, "inbox-plain") })
    try {
      const send = (b: typeof body) =>
        rawRequest(plain.port, "POST", "/api/v1.0/email/send", JSON.stringify(b), { "Content-Type": "application/json" })
      expect((await send(body)).status).toBe(200)
      for (const p of ["/__inbox/reset", "/__inbox/fail-next"])
        expect((await rawRequest(plain.port, "POST", p, JSON.stringify({ status: 500 }), HOOK)).status).toBe(405)
      expect((await send(second)).status).toBe(200)
      expect(JSON.parse((await rawRequest(plain.port, "GET", "/__inbox/enquiries.json")).text)).toHaveLength(2)
    } finally {
      await plain.stop()
    }
  })
})

describe("a damaged inbox file", () => {
  it("closes a partial last line before the next send: both records readable, the broken line counted", async () => {
    expect((await post("/api/v1.0/email/send", { ...body, template_params: { name: "before" } })).status).toBe(200)
    fs.appendFileSync(file, '{"received_at":"2026-11-23T10:00:00.000Z","endpoint":"/api/v1.0/em')
    expect((await post("/api/v1.0/email/send", { ...body, template_params: { name: "after" } })).status).toBe(200)
    const { records: all, skipped } = await inboxJson()
    expect(all.map((r: { template_params: { name: string } }) => r.template_params.name)).toEqual(["before", "after"])
    expect(skipped).toBe("1")
    const page = await request("GET", "/__inbox/")
    expect(page.status).toBe(200)
    expect(page.text).toContain("2 enquiries, newest first.")
    expect(page.text).toContain("1 line of enquiries.jsonl could not be read and was skipped (the file is left as it is).")
    expect(fs.readFileSync(file, "utf8").split("\n").filter(Boolean)).toHaveLength(3)
  })
  it("closes a partial last line at start", async () => {
    const dir = path.join(site.root, "inbox-crashed")
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, "enquiries.jsonl"), `${JSON.stringify({ ...body, received_at: "x" })}\n{"received_at":"2026-`)
    const again = await startServer({ PUBLIC_DIR: site.publicDir, INBOX_DIR: dir })
    try {
      expect(fs.readFileSync(path.join(dir, "enquiries.jsonl"), "utf8").endsWith('{"received_at":"2026-\n')).toBe(true)
      expect(again.output()).toContain("was incomplete; it is now closed")
      const res = await rawRequest(again.port, "GET", "/__inbox/enquiries.json")
      expect(res.headers["x-inbox-skipped"]).toBe("1")
      expect(JSON.parse(res.text)).toHaveLength(1)
    } finally {
      await again.stop()
    }
  })
  it("renders old records with odd values and counts lines that are not records", async () => {
    const odd = [
      {
        received_at: 5,
        endpoint: null,
        service_id: { a: 1 },
        template_id: ["t"],
        template_params: { message: { toString: 1 }, n: 3, none: null, deep: [[["x"]]], subject: { toString: 1 } },
      },
      { template_params: "not an object" },
      { template_params: ["a", "b"] },
      {},
    ]
    fs.writeFileSync(file, `${odd.map((r) => JSON.stringify(r)).join("\n")}\n42\nnull\n"text"\n[1,2]\n{broken\n`)
    const page = await request("GET", "/__inbox/")
    expect(page.status).toBe(200)
    expect(page.text).toContain("4 enquiries, newest first.")
    expect(page.text).toContain("5 lines of enquiries.jsonl could not be read and were skipped")
    expect(page.text).toContain("<dt>message</dt><dd>{&quot;toString&quot;:1}</dd>")
    expect(page.text).toContain("<dt>deep</dt><dd>[[[&quot;x&quot;]]]</dd>")
    expect(page.text).toContain("<dt>none</dt><dd>null</dd>")
    expect(page.text).toContain("Received 5 via null · service {&quot;a&quot;:1} · template [&quot;t&quot;]")
    const json = await inboxJson()
    expect(json.records).toHaveLength(4)
    expect(json.skipped).toBe("5")
  })
})

describe("a full inbox (INBOX_MAX_BYTES)", () => {
  const LIMIT = 4000
  let small: Served
  let smallFile: string
  beforeAll(async () => {
    const dir = path.join(site.root, "inbox-small")
    smallFile = path.join(dir, "enquiries.jsonl")
    small = await startServer({ PUBLIC_DIR: site.publicDir, INBOX_DIR: dir, INBOX_MAX_BYTES: String(LIMIT) }, ["--test-hooks"])
  })
  afterAll(async () => {
    await small?.stop()
  })
  beforeEach(async () => {
    expect((await rawRequest(small.port, "POST", "/__inbox/reset", "{}", HOOK)).status).toBe(200)
  })
  const send = (name: string, size: number) =>
    rawRequest(
      small.port,
      "POST",
      "/api/v1.0/email/send",
      JSON.stringify({ ...body, template_params: { name, message: "m".repeat(size) } }),
      {
        "Content-Type": "application/json",
      },
    )
  const FULL =
    "Insufficient Storage: the local inbox is full (its limit is 4000 bytes, set by INBOX_MAX_BYTES); delete enquiries.jsonl in the inbox folder to empty it."
  const smallRecords = async () => JSON.parse((await rawRequest(small.port, "GET", "/__inbox/enquiries.json")).text)

  it("refuses the send that would take the file past its limit with 507 and one line, and records nothing of it", async () => {
    expect((await send("first", 1500)).status).toBe(200)
    expect((await send("second", 1500)).status).toBe(200)
    const refused = await send("refused", 1500)
    expect(refused.status).toBe(507)
    expect(refused.text).toBe(FULL)
    expect(refused.headers["access-control-allow-origin"]).toBe("*")
    expect(refused.headers["x-frame-options"]).toBe("DENY")
    expect(fs.statSync(smallFile).size).toBeLessThanOrEqual(LIMIT)
    expect(fs.readFileSync(smallFile, "utf8")).not.toContain("refused")
    expect((await smallRecords()).map((r: { template_params: { name: string } }) => r.template_params.name)).toEqual(["first", "second"])
    const page = await rawRequest(small.port, "GET", "/__inbox/")
    expect(page.status).toBe(200)
    expect(page.text).toContain("2 enquiries, newest first.")
    expect(page.text).not.toContain("refused")
    // a send small enough for the room left is still taken
    expect((await send("short", 10)).status).toBe(200)
    expect(small.output()).toContain("is full (4000 bytes, INBOX_MAX_BYTES): sends are refused with 507")
  })

  it("under concurrent sends, records exactly the ones it answered 200 and none it refused", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `concurrent-${i}-`)
    const answers = await Promise.all(names.map((n) => send(n, 700)))
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200, 507]))
    const accepted = names.filter((_, i) => answers[i].status === 200)
    const refused = names.filter((_, i) => answers[i].status === 507)
    expect(accepted.length + refused.length).toBe(12)
    const content = fs.readFileSync(smallFile, "utf8")
    expect(content.length).toBeLessThanOrEqual(LIMIT)
    for (const n of accepted) expect(content).toContain(`"name":"${n}"`)
    for (const n of refused) expect(content).not.toContain(`"name":"${n}"`)
    expect((await smallRecords()).map((r: { template_params: { name: string } }) => r.template_params.name).sort()).toEqual(accepted.sort())
  })

  it("takes sends again once the file is emptied", async () => {
    for (let i = 0; (await send(`filler-${i}`, 1500)).status === 200; i++);
    fs.rmSync(smallFile)
    expect((await send("after", 1500)).status).toBe(200)
    expect(await smallRecords()).toHaveLength(1)
  })

  it.each(["abc", "0", "-5", "1.5"])("refuses INBOX_MAX_BYTES=%s at start, in one line, exit code 2", async (value) => {
    const run = await runServerToExit({
      PUBLIC_DIR: site.publicDir,
      INBOX_DIR: path.join(site.root, "inbox-bad"),
      PORT: "0",
      INBOX_MAX_BYTES: value,
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(`INBOX_MAX_BYTES must be a number of bytes (e.g. 52428800 for 50 MB), not "${value}".\n`)
  })
})

describe("a large inbox file", () => {
  const line = (name: string, i = 0) =>
    `${JSON.stringify({ received_at: `2026-01-01T00:00:${String(i % 60).padStart(2, "0")}.000Z`, endpoint: "/api/v1.0/email/send", ...body, template_params: { name } })}\n`
  const names = (list: { template_params: { name: string } }[]) => list.map((r) => r.template_params.name)
  const articles = (html: string) =>
    [...html.matchAll(/<article class="enquiry" data-index="(\d+)">\n {2}<h2>([^<]*)<\/h2>/g)].map((m) => [Number(m[1]), m[2]])

  it("shows /__inbox/ 50 enquiries a page, newest first, with links to the others", async () => {
    fs.writeFileSync(file, Array.from({ length: 120 }, (_, i) => line(`e${i}`, i)).join(""))
    const first = await request("GET", "/__inbox/")
    expect(first.status).toBe(200)
    expect(first.text).toContain("120 enquiries, newest first. Page 1 of 3: enquiries 1 to 50.")
    expect(first.text).toContain("<title>Local inbox (120)</title>")
    expect(articles(first.text)).toEqual(Array.from({ length: 50 }, (_, k) => [119 - k, `e${119 - k}`]))
    expect(first.text).toContain('<a rel="next" href="?page=2">Older enquiries</a>')
    expect(first.text).not.toContain('rel="prev"')
    const last = await request("GET", "/__inbox/?page=3")
    expect(last.text).toContain("Page 3 of 3: enquiries 101 to 120.")
    expect(articles(last.text)).toEqual(Array.from({ length: 20 }, (_, k) => [19 - k, `e${19 - k}`]))
    expect(last.text).toContain('<a rel="prev" href="?page=2">Newer enquiries</a>')
    expect(last.text).not.toContain('rel="next"')
    const past = await request("GET", "/__inbox/?page=9")
    expect(past.status).toBe(200)
    expect(articles(past.text)).toEqual([])
    expect(past.text).toContain("Page 9 is past the last page (3).")
  })

  it("gives the JSON view a page at a time: the newest 100 by default, limit and page to choose", async () => {
    fs.writeFileSync(file, Array.from({ length: 120 }, (_, i) => line(`e${i}`, i)).join(""))
    const res = await request("GET", "/__inbox/enquiries.json")
    expect(res.status).toBe(200)
    expect(names(JSON.parse(res.text))).toEqual(Array.from({ length: 100 }, (_, k) => `e${20 + k}`))
    expect(res.headers["x-inbox-total"]).toBe("120")
    expect(res.headers["x-inbox-skipped"]).toBe("0")
    expect(res.headers.link).toBe('</__inbox/enquiries.json?page=2&limit=100>; rel="next"')
    const older = await request("GET", "/__inbox/enquiries.json?page=2")
    expect(names(JSON.parse(older.text))).toEqual(Array.from({ length: 20 }, (_, k) => `e${k}`))
    const some = await request("GET", "/__inbox/enquiries.json?limit=10&page=2")
    expect(names(JSON.parse(some.text))).toEqual(Array.from({ length: 10 }, (_, k) => `e${100 + k}`))
    expect(some.headers.link).toBe(
      '</__inbox/enquiries.json?page=3&limit=10>; rel="next", </__inbox/enquiries.json?page=1&limit=10>; rel="prev"',
    )
    expect(JSON.parse((await request("GET", "/__inbox/enquiries.json?page=5")).text)).toEqual([])
  })

  it.each([
    ["/__inbox/?page=0", "Bad Request: page must be a whole number from 1."],
    ["/__inbox/?page=x", "Bad Request: page must be a whole number from 1."],
    ["/__inbox/enquiries.json?page=-1", "Bad Request: page must be a whole number from 1, offset one from 0, limit one from 1 to 500."],
    ["/__inbox/enquiries.json?limit=0", "Bad Request: page must be a whole number from 1, offset one from 0, limit one from 1 to 500."],
    ["/__inbox/enquiries.json?limit=501", "Bad Request: page must be a whole number from 1, offset one from 0, limit one from 1 to 500."],
  ])("answers %s with 400 and one line", async (p, text) => {
    const res = await request("GET", p)
    expect(res.status).toBe(400)
    expect(res.text).toBe(text)
  })

  it("reads a 600 MB file (larger than a string may be) a page at a time, in little memory, and refuses sends", async () => {
    // the middle of the file is a hole (no disk used): one line of 600 MB of NUL bytes, which no reader may hold
    fs.writeFileSync(file, line("oldest"))
    fs.truncateSync(file, 600 * 1024 * 1024)
    fs.appendFileSync(file, `\n${line("middle")}${line("newest")}`)
    const page = await request("GET", "/__inbox/")
    expect(page.status).toBe(200)
    expect(page.text).toContain("3 enquiries, newest first.")
    expect(page.text).toContain("1 line of enquiries.jsonl could not be read and was skipped")
    expect(articles(page.text).map(([, name]) => name)).toEqual(["newest", "middle", "oldest"])
    const json = await inboxJson()
    expect(names(json.records)).toEqual(["oldest", "middle", "newest"])
    expect(json.skipped).toBe("1")
    const size = fs.statSync(file).size
    const send = await post("/api/v1.0/email/send", body)
    expect(send.status).toBe(507)
    expect(send.text).toBe(
      "Insufficient Storage: the local inbox is full (its limit is 50 MB, set by INBOX_MAX_BYTES); delete enquiries.jsonl in the inbox folder to empty it.",
    )
    expect(fs.statSync(file).size).toBe(size)
    // the most the server process ever held in memory (Linux only)
    const status = `/proc/${server.child.pid}/status`
    if (fs.existsSync(status)) {
      const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(status, "utf8"))?.[1])
      expect(peakKb).toBeLessThan(300 * 1024)
    }
  })
})

describe("GET /__inbox/", () => {
  it("lists every enquiry with every value escaped, under the inbox's own strict CSP", async () => {
    const message = `<script>alert("x")</script><img src=x onerror=alert(1)> & 'quotes' 🏠`
    await post("/api/v1.0/email/send", { ...body, template_params: { ...body.template_params, message, name: "<b>Marie</b>" } })
    const res = await request("GET", "/__inbox/")
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toMatch(/text\/html/)
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(res.headers["x-frame-options"]).toBe("DENY")
    expect(res.headers["cache-control"]).toBe("no-store")
    const html = res.text
    expect(html).not.toContain("<script>alert")
    expect(html).not.toContain("<img src=x")
    expect(html).not.toContain("<b>Marie</b>")
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quotes&#39; 🏠")
    expect(html).toContain("&lt;b&gt;Marie&lt;/b&gt;")
    expect(html).toContain("1 enquiry, newest first.")
    expect(html).not.toContain("could not be read")
  })
  it("says when the inbox is empty", async () => {
    expect((await request("GET", "/__inbox/")).text).toContain("No enquiry received yet.")
  })
  it("leaves other paths to the site", async () => {
    const res = await request("GET", "/contact/")
    expect(res.status).toBe(404)
    expect(res.text).toContain("<title>Page not found</title>")
  })
})

describe("a send received again: a retry after a lost answer (issue 58, fault 10)", () => {
  const lines = () => fs.readFileSync(file, "utf8").trim().split("\n")

  it("answers the same payload again OK, records it once and counts the retry on the record", async () => {
    expect((await post("/api/v1.0/email/send", body)).text).toBe("OK")
    const again = await post("/api/v1.0/email/send", body)
    expect(again.status).toBe(200)
    expect(again.text).toBe("OK")
    const [rec] = await records()
    expect(await records()).toHaveLength(1)
    expect(rec).toMatchObject({ ...body, retries: 1 })
    expect(new Date(rec.last_retry_at).getTime()).toBeGreaterThanOrEqual(new Date(rec.received_at).getTime())
    // the file stays append-only: the record as it was, then a retry line naming its payload
    expect(lines()).toHaveLength(2)
    expect(JSON.parse(lines()[0])).not.toHaveProperty("retries")
    expect(Object.keys(JSON.parse(lines()[1]))).toEqual(["retry_of", "received_at"])
    const page = await request("GET", "/__inbox/")
    expect(page.text).toContain("1 enquiry, newest first.")
    expect(page.text).toContain("Received again 1 time within 10 minutes (last ")
  })
  it("takes the same payload through the other endpoint, or with its fields in another order, as a retry too", async () => {
    await post("/api/v1.0/email/send", body)
    const reordered = { ...body, template_params: Object.fromEntries(Object.entries(body.template_params).reverse()) }
    expect((await post("/api/v1.0/email/send", reordered)).status).toBe(200)
    const form = multipart({
      lib_version: body.lib_version,
      user_id: body.user_id,
      service_id: body.service_id,
      template_id: body.template_id,
      ...body.template_params,
    })
    expect((await request("POST", "/api/v1.0/email/send-form", form.body, { "Content-Type": form.type })).status).toBe(200)
    expect((await records()).map((r: { retries?: number }) => r.retries)).toEqual([2])
  })
  it("records a payload that differs in any parameter or id", async () => {
    await post("/api/v1.0/email/send", body)
    await post("/api/v1.0/email/send", { ...body, template_params: { ...body.template_params, message: "Hi!" } })
    await post("/api/v1.0/email/send", { ...body, template_id: "other_template" })
    const all = await records()
    expect(all).toHaveLength(3)
    expect(all.some((r: { retries?: number }) => "retries" in r)).toBe(false)
  })
  it("records once the same payload sent ten times at once", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => post("/api/v1.0/email/send", body)))
    expect(answers.map((a) => `${a.status} ${a.text}`)).toEqual(Array(10).fill("200 OK"))
    expect((await records()).map((r: { retries?: number }) => r.retries)).toEqual([9])
  })
  it("recognises a retry across a restart of the server, and not a payload last received over ten minutes ago", async () => {
    const dir = path.join(site.root, "inbox-restart")
    fs.mkdirSync(dir, { recursive: true })
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()
    const old = { ...body, template_params: { ...body.template_params, name: "Old" } }
    const recent = { ...body, template_params: { ...body.template_params, name: "Recent" } }
    fs.writeFileSync(
      path.join(dir, "enquiries.jsonl"),
      [old, recent].map((b, i) => `${JSON.stringify({ received_at: at(i ? 9 : 11), endpoint: "/api/v1.0/email/send", ...b })}\n`).join(""),
    )
    const again = await startServer({ PUBLIC_DIR: site.publicDir, INBOX_DIR: dir })
    try {
      const send = (b: unknown) =>
        rawRequest(again.port, "POST", "/api/v1.0/email/send", JSON.stringify(b), { "Content-Type": "application/json" })
      expect((await send(old)).status).toBe(200)
      expect((await send(recent)).status).toBe(200)
      const all = JSON.parse((await rawRequest(again.port, "GET", "/__inbox/enquiries.json")).text)
      expect(all.map((r: { template_params: { name: string }; retries?: number }) => [r.template_params.name, r.retries])).toEqual([
        ["Old", undefined],
        ["Recent", 1],
        ["Old", undefined],
      ])
    } finally {
      await again.stop()
    }
  })
  it("forgets the payloads on reset: the same send is then a new enquiry", async () => {
    await post("/api/v1.0/email/send", body)
    await hook("/__inbox/reset", {})
    await post("/api/v1.0/email/send", body)
    expect(await records()).toEqual([expect.not.objectContaining({ retries: expect.anything() })])
  })
})

describe("an inbox filled with the largest sends (issue 58, fault 2)", () => {
  const HUGE = 2 * 1024 * 1024 - 400
  const hugeLine = (i: number) =>
    `${JSON.stringify({ received_at: "2026-01-01T00:00:00.000Z", endpoint: "/api/v1.0/email/send", ...body, template_params: { name: `huge-${i}`, message: "<".repeat(HUGE) } })}\n`
  // written once, copied before each test (the inbox is emptied before each)
  let full: string
  beforeAll(() => {
    full = path.join(site.root, "huge.jsonl")
    fs.writeFileSync(full, Array.from({ length: 25 }, (_, i) => hugeLine(i)).join(""))
  })
  beforeEach(() => fs.copyFileSync(full, file))
  // 50 MB read through several times, on a machine that may be busy
  jest.setTimeout(45_000)

  it("lists 25 enquiries of 2 MB of '<' on a page of a few hundred kilobytes, each cut with a link to the whole", async () => {
    const page = await request("GET", "/__inbox/")
    expect(page.status).toBe(200)
    expect(page.body.length).toBeLessThan(512 * 1024)
    expect(Number(page.headers["content-length"])).toBe(page.body.length)
    const articles = page.text.split('<article class="enquiry"').slice(1)
    expect(articles).toHaveLength(25)
    articles.forEach((article, k) => {
      const n = 24 - k
      expect(article).toContain(`<dt>name</dt><dd>huge-${n}</dd>`)
      expect(article).toContain(
        `<dt>message</dt><dd>${"&lt;".repeat(2000)}<span class="cut">… (${(HUGE - 2000).toLocaleString("en-US")} more characters)</span></dd>`,
      )
      expect(article).toContain(`<a href="/__inbox/enquiry?n=${n}">See the whole enquiry</a>`)
    })
  })

  it("shows one enquiry whole on its own page, escaped, while the server goes on answering", async () => {
    const whole = await request("GET", "/__inbox/enquiry?n=3")
    expect(whole.status).toBe(200)
    expect(whole.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(whole.text).toContain("<title>Enquiry 4 of 25 · Local inbox</title>")
    expect(whole.text).toContain(`<dt>name</dt><dd>huge-3</dd><dt>message</dt><dd>${"&lt;".repeat(HUGE)}</dd>`)
    expect(whole.text).not.toContain("<<")

    // a client that asks for a whole enquiry and does not read it holds nothing up
    const socket = net.connect(server.port, "127.0.0.1")
    await new Promise((done) => socket.once("connect", done))
    socket.pause()
    socket.write(`GET /__inbox/enquiry?n=7 HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`)
    try {
      for (const p of ["/about/", "/__inbox/", "/__inbox/enquiries.json?limit=1"]) expect((await request("GET", p)).status).toBe(200)
    } finally {
      socket.destroy()
    }
  })

  it.each([
    ["/__inbox/enquiry?n=25", 404, "Not Found: there is no enquiry 25 (the inbox holds 25, numbered from 0)."],
    ["/__inbox/enquiry?n=-1", 400, "Bad Request: n must be the number of an enquiry (0 is the oldest)."],
    ["/__inbox/enquiry", 400, "Bad Request: n must be the number of an enquiry (0 is the oldest)."],
  ])("answers %s with %d and one line", async (p, status, line) => {
    const res = await request("GET", p)
    expect(res.status).toBe(status)
    expect(res.text).toBe(line)
  })

  it("gives the JSON view at most 8 MB of records a page, going on by offset, every record once", async () => {
    const seen: string[] = []
    let next: string | undefined = "/__inbox/enquiries.json"
    let pages = 0
    while (next) {
      const res = await request("GET", next)
      expect(res.status).toBe(200)
      expect(res.body.length).toBeLessThanOrEqual(8 * 1024 * 1024 + 64 * 1024)
      expect(res.headers["x-inbox-total"]).toBe("25")
      const recs = JSON.parse(res.text) as { template_params: { name: string; message: string } }[]
      expect(recs.length).toBeGreaterThan(0)
      for (const r of recs.reverse()) {
        expect(r.template_params.message).toHaveLength(HUGE)
        seen.push(r.template_params.name)
      }
      next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1]
      pages++
    }
    expect(pages).toBeGreaterThan(1)
    expect(seen).toEqual(Array.from({ length: 25 }, (_, k) => `huge-${24 - k}`))
  })

  it("holds a bounded memory through views of the list, of whole enquiries and of JSON pages", async () => {
    // on a server of its own, so that its peak is that of these views (on ac3fd63 two views of the list took 1 GB)
    const dir = path.join(site.root, "inbox-huge")
    fs.mkdirSync(dir, { recursive: true })
    fs.copyFileSync(full, path.join(dir, "enquiries.jsonl"))
    const own = await startServer({ PUBLIC_DIR: site.publicDir, INBOX_DIR: dir })
    try {
      for (const p of ["/__inbox/", "/__inbox/", "/__inbox/enquiry?n=20", "/__inbox/enquiries.json", "/__inbox/"])
        expect((await rawRequest(own.port, "GET", p)).status).toBe(200)
      const status = `/proc/${own.child.pid}/status`
      if (fs.existsSync(status)) {
        const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(status, "utf8"))?.[1])
        expect(peakKb).toBeLessThan(400 * 1024)
      }
    } finally {
      await own.stop()
    }
  })
})

describe("invalidSendReason", () => {
  it.each([
    ["null", null, /JSON object/],
    ["an array", [], /JSON object/],
    ["a complete body", body, null],
    ["a body without template_params", { ...body, template_params: undefined }, null],
    ["an infinite number", { ...body, template_params: { n: Infinity } }, /"n" has to be a string or a number/],
  ])("%s", (_l, b, expected) => {
    const r = invalidSendReason(b)
    if (expected === null) expect(r).toBeNull()
    else expect(r).toMatch(expected)
  })
})
