/**
 * The local inbox against a real HTTP server on an ephemeral port. The server runs in a child Node process
 * (exactly as scripts/serve.mjs uses the module), because the shared Jest setup needs jsdom; requests are
 * made with node:http.
 */
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { spawn, type ChildProcess } from "node:child_process"
// @ts-ignore -- an .mjs script without types
import { invalidSendReason } from "../scripts/local-inbox.mjs"

const SERVER = `
import http from "node:http"
import { createInbox } from ${JSON.stringify(path.join(__dirname, "..", "scripts", "local-inbox.mjs"))}
const inbox = createInbox({ dir: process.env.INBOX_DIR })
const server = http.createServer(async (req, res) => {
  const url = new URL(req.url || "/", "http://" + req.headers.host)
  if (!(await inbox.handle(req, res, url))) res.writeHead(404).end("not handled")
})
server.listen(0, "127.0.0.1", () => console.log("PORT " + server.address().port))
`

let dir: string
let child: ChildProcess
let port: number

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "inbox-"))
  child = spawn(process.execPath, ["--input-type=module", "-e", SERVER], { env: { ...process.env, INBOX_DIR: dir }, stdio: ["ignore", "pipe", "inherit"] })
  port = await new Promise<number>((resolve, reject) => {
    let out = ""
    child.stdout!.on("data", (d) => {
      out += String(d)
      const m = /PORT (\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    })
    child.on("exit", (code) => reject(new Error(`inbox server exited with ${code}`)))
  })
})
afterAll(() => {
  child?.kill()
  fs.rmSync(dir, { recursive: true, force: true })
})
beforeEach(async () => {
  await post("/__inbox/reset", {})
})

interface Res {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
}
function request(method: string, p: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<Res> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: p, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }))
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end(body)
  })
}
const post = (p: string, data: unknown, headers: Record<string, string> = { "Content-type": "application/json" }) =>
  request("POST", p, typeof data === "string" ? data : JSON.stringify(data), headers)
const records = async () => JSON.parse((await request("GET", "/__inbox/enquiries.json")).text)

function multipart(fields: Record<string, string>): { body: Buffer; type: string } {
  const boundary = "----inboxtest7MA4YWxkTrZu0gW"
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  )
  return { body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "utf8"), type: `multipart/form-data; boundary=${boundary}` }
}

const body = {
  lib_version: "4.4.1",
  user_id: "local_inbox_public_key",
  service_id: "local_inbox_service",
  template_id: "local_inbox_template",
  template_params: { name: "Marie Payet", email: "m@example.com", phone: "+262692123456", message: "Hi", product: "", subject: "General Quote Request" },
}
describe("POST /api/v1.0/email/send", () => {
  it("records the enquiry durably before answering 200 OK", async () => {
    const res = await post("/api/v1.0/email/send", body)
    expect(res.status).toBe(200)
    expect(res.text).toBe("OK")
    expect(res.headers["access-control-allow-origin"]).toBe("*")
    const lines = fs.readFileSync(path.join(dir, "enquiries.jsonl"), "utf8").trim().split("\n")
    expect(lines).toHaveLength(1)
    const rec = JSON.parse(lines[0])
    expect(rec).toMatchObject({ endpoint: "/api/v1.0/email/send", ...body })
    expect(new Date(rec.received_at).toString()).not.toBe("Invalid Date")
    expect(await records()).toEqual([rec])
  })

  it("appends: many concurrent sends give as many whole lines", async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => post("/api/v1.0/email/send", { ...body, template_params: { ...body.template_params, name: `n${i}` } })))
    const all = await records()
    expect(all).toHaveLength(20)
    expect(new Set(all.map((r: { template_params: { name: string } }) => r.template_params.name)).size).toBe(20)
  })

  it.each([
    ["no user_id", { ...body, user_id: undefined }, /user_id/],
    ["an empty service_id", { ...body, service_id: "" }, /service_id/],
    ["no template_id", { ...body, template_id: undefined }, /template_id/],
    ["string template_params", { ...body, template_params: "x" }, /template_params/],
    ["array template_params", { ...body, template_params: [] }, /template_params/],
    ["null template_params", { ...body, template_params: null }, /template_params/],
  ])("answers 400 with a clear text for %s", async (_l, b, re) => {
    const res = await post("/api/v1.0/email/send", b)
    expect(res.status).toBe(400)
    expect(res.text).toMatch(re)
    expect(await records()).toEqual([])
  })

  it("answers 400 for a body that is not JSON", async () => {
    const res = await post("/api/v1.0/email/send", "{nope")
    expect(res.status).toBe(400)
    expect(res.text).toMatch(/not valid JSON/)
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

describe("POST /api/v1.0/email/send-form (multipart)", () => {
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
  it("answers 400 without the ids", async () => {
    const form = multipart({ name: "x" })
    const res = await request("POST", "/api/v1.0/email/send-form", form.body, { "Content-Type": form.type })
    expect(res.status).toBe(400)
    expect(res.text).toMatch(/user_id/)
  })
  it("answers 400 for a body that is not form data", async () => {
    const res = await post("/api/v1.0/email/send-form", body)
    expect(res.status).toBe(400)
  })
})

describe("test hooks", () => {
  it.each([
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [400, "The template ID is invalid"],
    [500, "Internal Server Error"],
  ])("fail-next makes the next send answer %i, once", async (status, text) => {
    expect((await post("/__inbox/fail-next", { status, text })).status).toBe(200)
    const res = await post("/api/v1.0/email/send", body)
    expect(res.status).toBe(status)
    expect(res.text).toBe(text)
    expect(await records()).toEqual([])
    expect((await post("/api/v1.0/email/send", body)).status).toBe(200)
    expect(await records()).toHaveLength(1)
  })
  it("fail-next with network: true drops the connection", async () => {
    await post("/__inbox/fail-next", { network: true })
    await expect(post("/api/v1.0/email/send", body)).rejects.toThrow()
    expect(await records()).toEqual([])
  })
  it("fail-next with match applies only to the send that contains the text", async () => {
    await post("/__inbox/fail-next", { status: 429, text: "Too Many Requests", match: "only-this-one" })
    expect((await post("/api/v1.0/email/send", body)).status).toBe(200)
    const targeted = { ...body, template_params: { ...body.template_params, name: "only-this-one" } }
    const res = await post("/api/v1.0/email/send", targeted)
    expect(res.status).toBe(429)
    expect((await post("/api/v1.0/email/send", targeted)).status).toBe(200)
  })
  it("fail-next refuses a bad request", async () => {
    expect((await post("/__inbox/fail-next", { status: 42 })).status).toBe(400)
    expect((await post("/__inbox/fail-next", "x")).status).toBe(400)
  })
  it("reset forgets the enquiries", async () => {
    await post("/api/v1.0/email/send", body)
    expect((await post("/__inbox/reset", {})).status).toBe(200)
    expect(await records()).toEqual([])
  })
})

describe("GET /__inbox/", () => {
  it("lists every enquiry with every value escaped", async () => {
    const message = `<script>alert("x")</script><img src=x onerror=alert(1)> & 'quotes' 🏠`
    await post("/api/v1.0/email/send", { ...body, template_params: { ...body.template_params, message, name: "<b>Marie</b>" } })
    const res = await request("GET", "/__inbox/")
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toMatch(/text\/html/)
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'none'/)
    const html = res.text
    expect(html).not.toContain("<script>alert")
    expect(html).not.toContain("<img src=x")
    expect(html).not.toContain("<b>Marie</b>")
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quotes&#39; 🏠")
    expect(html).toContain("&lt;b&gt;Marie&lt;/b&gt;")
    expect(html).toContain("1 enquiry")
  })
  it("says when the inbox is empty", async () => {
    expect((await request("GET", "/__inbox/")).text).toContain("No enquiry received yet.")
  })
  it("leaves other paths to the site", async () => {
    expect((await request("GET", "/contact/")).status).toBe(404)
  })
})

describe("invalidSendReason", () => {
  it.each([
    ["null", null, /JSON object/],
    ["an array", [], /JSON object/],
    ["a complete body", body, null],
    ["a body without template_params", { ...body, template_params: undefined }, null],
  ])("%s", (_l, b, expected) => {
    const r = invalidSendReason(b)
    if (expected === null) expect(r).toBeNull()
    else expect(r).toMatch(expected)
  })
})
