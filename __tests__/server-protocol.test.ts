/**
 * @jest-environment node
 */
/**
 * The local server (tools/server/lib/create-server.mjs, in this process, so its log can be read by level) where Node's
 * parser is more lenient than HTTP/1.1 (RFC 9112, RFC 9110), with a request pipelined behind an answer under way, and
 * with a client that goes away in the middle of its upload (issue 58, faults 7, 8 and 9).
 */
import crypto from "node:crypto"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
// @ts-ignore -- .mjs modules without types
import { createSiteServer } from "../tools/server/lib/create-server.mjs"
// @ts-ignore -- .mjs modules without types
import { isByteRangeSet } from "../tools/server/lib/request-checks.mjs"
import { makeSite, parseRawAnswer, rawExchange, request } from "./helpers/serve-process"

jest.setTimeout(15_000)

let site: ReturnType<typeof makeSite>
let server: ReturnType<typeof createSiteServer>
let port: number
const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn() }
const BIG = crypto.randomBytes(8 * 1024 * 1024)

beforeAll(async () => {
  site = makeSite()
  fs.writeFileSync(path.join(site.publicDir, "big.bin"), BIG)
  server = createSiteServer({ publicDir: site.publicDir, inboxDir: site.inboxDir, log })
  port = await server.listenOn(0, "127.0.0.1")
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
  server.removeCompressedCopies()
  fs.rmSync(site.root, { recursive: true, force: true })
})
beforeEach(() => Object.values(log).forEach((fn) => fn.mockClear()))

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))
const raw = async (data: string) => parseRawAnswer((await rawExchange(port, data, 3000)).text)

describe("RFC 9112 request checks (fault 9)", () => {
  it("answers two Host headers with 400 and one line, even when both name this server", async () => {
    const res = await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
    expect(res.statusLine).toBe("HTTP/1.1 400 Bad Request")
    expect(res.body).toBe("Bad Request: the request has more than one Host header.\n")
    expect(res.headers["x-frame-options"]).toBe("DENY")
  })
  it("answers two Host headers naming another site first with 400 too", async () => {
    const res = await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nhost: evil.example\r\nConnection: close\r\n\r\n`)
    expect(res.statusLine).toBe("HTTP/1.1 400 Bad Request")
  })
  it.each(["HTTP/2.0", "HTTP/3.0", "HTTP/2.1"])("answers GET / %s with 505 and closes", async (version) => {
    const { text, closed } = await rawExchange(port, `GET / ${version}\r\nHost: 127.0.0.1:${port}\r\n\r\n`, 3000)
    expect(closed).toBe(true)
    const res = parseRawAnswer(text)
    expect(res.statusLine).toBe("HTTP/1.1 505 HTTP Version Not Supported")
    expect(res.body).toBe("HTTP Version Not Supported: this server speaks HTTP/1.1 (and 1.0).\n")
    expect(res.headers["content-security-policy"]).toBe("default-src 'self'")
  })
  it.each(["HTTP/x", "HTTP/1.a", "HTTPS/1.1"])("answers the malformed version %s with 400", async (version) => {
    const res = await raw(`GET / ${version}\r\nHost: 127.0.0.1:${port}\r\n\r\n`)
    expect(res.statusLine).toBe("HTTP/1.1 400 Bad Request")
  })
  it.each(["HTTP/1.0", "HTTP/1.1"])("still serves %s", async (version) => {
    const res = await raw(`GET / ${version}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
    expect(res.statusLine).toMatch(/^HTTP\/1\.1 200 OK$/)
  })
  it.each(["bytes=abc", "bytes=5-2", "bytes=", "bytes=1-2-3", "items=0-9", "0-9", "bytes=--1"])(
    "ignores the invalid Range %j: the whole file, 200",
    async (range) => {
      const res = await request(port, "GET", "/static/0a1b/clip.mp4", undefined, { Range: range })
      expect(res.status).toBe(200)
      expect(res.body.length).toBe(5000)
    },
  )
  it.each([
    ["bytes=0-99", 206, "bytes 0-99/5000"],
    ["Bytes=10-19", 206, "bytes 10-19/5000"],
    ["bytes=-10", 206, "bytes 4990-4999/5000"],
    ["bytes=4990-", 206, "bytes 4990-4999/5000"],
    ["bytes=6000-", 416, "bytes */5000"],
  ])("answers the valid Range %j as before: %d", async (range, status, contentRange) => {
    const res = await request(port, "GET", "/static/0a1b/clip.mp4", undefined, { Range: range })
    expect(res.status).toBe(status)
    expect(res.headers["content-range"]).toBe(contentRange)
  })
  it.each([
    ["bytes=0-0", true],
    ["bytes=0-1, 5-6", true],
    ["bytes=0-1,,-5", true],
    ["bytes = 0-1", false],
    ["bytes=99999999999999999999999-99999999999999999999998", false],
    ["bytes=,", false],
  ])("isByteRangeSet(%j) is %p", (value, valid) => expect(isByteRangeSet(value)).toBe(valid))
})

describe("a request that cannot be read behind an answer under way (fault 7)", () => {
  it("leaves the file's bytes whole and closes the connection after them, with no error inside", async () => {
    const received: Buffer[] = []
    const socket = net.connect(port, "127.0.0.1")
    await new Promise((done) => socket.once("connect", done))
    // a slow reader: nothing is read until both requests are sent and the answer is under way
    socket.pause()
    socket.on("data", (d: Buffer) => received.push(d))
    socket.write(`GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)
    await wait(300)
    socket.write("NOT A REQUEST\r\nBad Header Line\r\n\r\n")
    await wait(300)
    const closed = new Promise((done) => socket.once("close", done))
    socket.resume()
    await closed
    const all = Buffer.concat(received)
    const end = all.indexOf("\r\n\r\n")
    const head = all.subarray(0, end).toString("latin1")
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(head).toContain(`Content-Length: ${BIG.length}`)
    const body = all.subarray(end + 4)
    expect(body.indexOf("HTTP/1.1 400")).toBe(-1)
    expect(body.length).toBe(BIG.length)
    expect(body.equals(BIG)).toBe(true)
  })
  it("still answers a request it cannot read, alone on its connection, with 400", async () => {
    const res = await raw("NOT A REQUEST\r\nBad Header Line\r\n\r\n")
    expect(res.statusLine).toBe("HTTP/1.1 400 Bad Request")
  })
})

describe("a client that disconnects in the middle of its upload (fault 8)", () => {
  it.each(["/api/v1.0/email/send", "/api/v1.0/email/send-form"])("is logged once, at info level, as the client's doing: %s", async (p) => {
    const socket = net.connect(port, "127.0.0.1")
    await new Promise((done) => socket.once("connect", done))
    socket.on("error", () => undefined)
    const type = p.endsWith("form") ? "multipart/form-data; boundary=x" : "application/json"
    socket.write(`POST ${p} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n{"user_id":"`)
    await wait(200)
    socket.destroy()
    await wait(300)
    expect(log.error).not.toHaveBeenCalled()
    expect(log.info.mock.calls).toEqual([[`serve: POST ${p}: the client closed the connection before its request arrived whole`]])
    // and the server goes on serving
    expect((await request(port, "GET", "/about/")).status).toBe(200)
  })
})
