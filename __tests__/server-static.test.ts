/**
 * @jest-environment node
 */
/**
 * tools/server/serve.mjs as a static host: the requests of issue 18's table, sent as an attacker or a browser
 * would, against a small build (helpers/serve-process.ts).
 */
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import zlib from "node:zlib"
import {
  makeSite,
  parseRawAnswer,
  rawExchange,
  request,
  runServerToExit,
  startServer,
  type Res,
  type Served,
} from "./helpers/serve-process"

// each test makes real requests to a child process; leave room for a busy machine
jest.setTimeout(15_000)

let site: ReturnType<typeof makeSite>
let server: Served
const get = (p: string, headers: Record<string, string> = {}) => request(server.port, "GET", p, undefined, headers)

beforeAll(async () => {
  site = makeSite()
  server = await startServer({ PUBLIC_DIR: site.publicDir, INBOX_DIR: site.inboxDir, ALLOWED_HOSTS: "kaz.test, shop.kaz.test" })
})
afterAll(async () => {
  await server?.stop()
  fs.rmSync(site.root, { recursive: true, force: true })
})

const expectSecurityHeaders = (res: Res) => {
  expect(res.headers["content-security-policy"]).toBeTruthy()
  expect(res.headers["x-frame-options"]).toBe("DENY")
  expect(res.headers["x-content-type-options"]).toBe("nosniff")
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
}
const expectOneLine = (res: Res) => {
  expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8")
  expect(res.text).toMatch(/^[^\n]+\n$/)
  expect(res.text).not.toMatch(/\bat .+:\d+:\d+|Error:/)
}

describe("trailing-slash redirects", () => {
  it("redirects a folder to its trailing slash, query kept", async () => {
    const res = await get("/about?from=menu")
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe("/about/?from=menu")
    expectSecurityHeaders(res)
    expectOneLine(res)
  })
  it("keeps characters a path may hold: /terms&conditions -> /terms&conditions/", async () => {
    expect((await get("/terms&conditions")).headers.location).toBe("/terms&conditions/")
  })
  it("never redirects to another host: GET /.//evil.com/..%2Fabout", async () => {
    const res = await get("/.//evil.com/..%2Fabout")
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe("/about/")
  })
  it.each(["//evil.com/", "//evil.com", "/%2F%2Fevil.com", "/%5Cevil.com"])("answers %s without a Location to another host", async (p) => {
    const res = await get(p)
    expect(res.status).toBe(404)
    expect(res.headers.location).toBeUndefined()
  })
})

describe("Host check", () => {
  it.each(["evil.com", "evil.com:80", "127.0.0.1", "127.0.0.1:1", "localhost:1"])(
    "answers 400 with one line to Host %j, inbox included",
    async (host) => {
      for (const p of ["/", "/__inbox/enquiries.json", "/__inbox/"]) {
        const res = await get(p, { Host: host })
        expect(res.status).toBe(400)
        expect(res.text).toMatch(
          /^Bad Request: this server answers only requests for 127\.0\.0\.1:\d+, localhost:\d+, \[::1\]:\d+ \(ALLOWED_HOSTS adds names: kaz.test, shop.kaz.test\)\.$/m,
        )
        expectOneLine(res)
        expectSecurityHeaders(res)
      }
    },
  )
  it.each(["localhost", "[::1]", "LOCALHOST"])("serves Host %s with the port", async (name) => {
    expect((await get("/", { Host: `${name}:${server.port}` })).status).toBe(200)
  })
  it("serves the names of ALLOWED_HOSTS, with or without a port", async () => {
    expect((await get("/", { Host: "kaz.test" })).status).toBe(200)
    expect((await get("/", { Host: "shop.kaz.test:8443" })).status).toBe(200)
    expect((await get("/", { Host: "other.kaz.test" })).status).toBe(400)
  })
})

describe("files through send", () => {
  const video = "/static/0a1b/clip.mp4"
  const videoBytes = () => fs.readFileSync(path.join(site.publicDir, "static/0a1b/clip.mp4"))

  it("answers Range: bytes=0-99 on a video with 206, Content-Range and Accept-Ranges", async () => {
    const res = await get(video, { Range: "bytes=0-99" })
    expect(res.status).toBe(206)
    expect(res.headers["accept-ranges"]).toBe("bytes")
    expect(res.headers["content-range"]).toBe("bytes 0-99/5000")
    expect(res.headers["content-type"]).toBe("video/mp4")
    expect(res.body.equals(videoBytes().subarray(0, 100))).toBe(true)
  })
  it("answers a suffix range and refuses one past the end with 416", async () => {
    const tail = await get(video, { Range: "bytes=-10" })
    expect(tail.status).toBe(206)
    expect(tail.body.equals(videoBytes().subarray(4990))).toBe(true)
    const past = await get(video, { Range: "bytes=6000-" })
    expect(past.status).toBe(416)
    expect(past.headers["content-range"]).toBe("bytes */5000")
    expectOneLine(past)
  })
  it("announces Accept-Ranges on the whole file too", async () => {
    const res = await get(video)
    expect(res.status).toBe(200)
    expect(res.headers["accept-ranges"]).toBe("bytes")
    expect(res.body.equals(videoBytes())).toBe(true)
  })
  it("answers If-None-Match with the ETag, and If-Modified-Since with the date, by 304", async () => {
    const first = await get("/about/")
    expect(first.status).toBe(200)
    const { etag, "last-modified": lastModified } = first.headers
    expect(etag).toBeTruthy()
    expect(lastModified).toBeTruthy()
    const byTag = await get("/about/", { "If-None-Match": etag! })
    expect(byTag.status).toBe(304)
    expect(byTag.body.length).toBe(0)
    expectSecurityHeaders(byTag)
    expect((await get("/about/", { "If-Modified-Since": lastModified! })).status).toBe(304)
    expect((await get("/about/", { "If-Modified-Since": "Thu, 01 Jan 2015 00:00:00 GMT" })).status).toBe(200)
    expect((await get("/about/", { "If-None-Match": 'W/"other"' })).status).toBe(200)
  })
  it.each([
    ["br", (b: Buffer) => zlib.brotliDecompressSync(b)],
    ["gzip", (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)("compresses text with %s, with its own ETag that gives 304", async (encoding, decode) => {
    const plain = fs.readFileSync(path.join(site.publicDir, "app-0123456789abcdef.js"))
    const res = await get("/app-0123456789abcdef.js", { "Accept-Encoding": encoding })
    expect(res.status).toBe(200)
    expect(res.headers["content-encoding"]).toBe(encoding)
    expect(res.headers.vary).toBe("Accept-Encoding")
    expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8")
    expect(Number(res.headers["content-length"])).toBe(res.body.length)
    expect(res.body.length).toBeLessThan(plain.length)
    expect(decode(res.body).equals(plain)).toBe(true)
    const identity = await get("/app-0123456789abcdef.js")
    expect(identity.headers["content-encoding"]).toBeUndefined()
    expect(identity.headers.etag).not.toBe(res.headers.etag)
    expect((await get("/app-0123456789abcdef.js", { "Accept-Encoding": encoding, "If-None-Match": res.headers.etag! })).status).toBe(304)
  })
  it("does not compress media or small files", async () => {
    expect((await get("/static/0a1b/clip.mp4", { "Accept-Encoding": "br, gzip" })).headers["content-encoding"]).toBeUndefined()
    expect((await get("/robots.txt", { "Accept-Encoding": "br, gzip" })).headers["content-encoding"]).toBeUndefined()
  })
  it("answers HEAD with the headers only", async () => {
    const res = await request(server.port, "HEAD", "/about/")
    expect(res.status).toBe(200)
    expect(res.body.length).toBe(0)
    expect(Number(res.headers["content-length"])).toBeGreaterThan(1000)
  })
})

describe("public/_headers on every answer, matched on the normalised path", () => {
  it("marks the bundles immutable and pages revalidated", async () => {
    expect((await get("/app-0123456789abcdef.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect((await get("/static/0a1b/clip.mp4")).headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    const page = await get("/about/")
    expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    expectSecurityHeaders(page)
  })
  it("does not serve /static/..%2Fabout%2F as immutable HTML", async () => {
    const res = await get("/static/..%2Fabout%2F")
    expect(res.status).toBe(200)
    expect(res.text).toContain("<h1>About</h1>")
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
  })
  it.each([
    ["a 404 page", "/no-such-page/", 404],
    ["a bad percent-encoding", "/%E0%A4%A", 400],
    ["a NUL byte", "/about%00/", 400],
    ["a redirect", "/about", 301],
  ])("carries the security headers on %s", async (_label, p, status) => {
    const res = await get(p)
    expect(res.status).toBe(status)
    expectSecurityHeaders(res)
  })
  it.each(["/a%0a", "/a%0d", "/a%0d%0a", "/a%E2%80%A8", "/a%E2%80%A9", "/about%0a/", "/static/%0a/x.js"])(
    "carries the headers of every rule that applies when the path holds a line break: %s",
    async (p) => {
      const res = await get(p)
      expect(res.status).toBe(404)
      expectSecurityHeaders(res)
      expect(res.headers["content-security-policy"]).toBe("default-src 'self'")
    },
  )
  it("matches the path-specific rules across a line break too (a file whose name holds one)", async () => {
    const file = path.join(site.publicDir, "static", "line\nbreak.txt")
    fs.writeFileSync(file, "served")
    try {
      const res = await get("/static/line%0abreak.txt")
      expect(res.status).toBe(200)
      expect(res.text).toBe("served")
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
      expectSecurityHeaders(res)
    } finally {
      fs.rmSync(file)
    }
  })
  it("follows a build that rewrites public/_headers while the server runs (new script hashes)", async () => {
    const file = path.join(site.publicDir, "_headers")
    const before = fs.readFileSync(file, "utf8")
    const rebuilt = before.replace("default-src 'self'", "default-src 'self'; script-src 'self' 'sha256-rebuilt'")
    expect(rebuilt).not.toBe(before)
    try {
      fs.writeFileSync(file, rebuilt)
      expect((await get("/about/")).headers["content-security-policy"]).toBe("default-src 'self'; script-src 'self' 'sha256-rebuilt'")
    } finally {
      fs.writeFileSync(file, before)
    }
    expect((await get("/about/")).headers["content-security-policy"]).toBe("default-src 'self'")
  })
  it("answers another method with 405, one line and the headers", async () => {
    const res = await request(server.port, "POST", "/about/", "x", { "Content-Type": "text/plain" })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe("GET, HEAD")
    expectOneLine(res)
    expectSecurityHeaders(res)
  })
})

describe("a request that is not HTTP", () => {
  it("gets 400, one line and the headers", async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(server.port, "127.0.0.1", () =>
        socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header Line\r\n\r\n"),
      )
      let out = ""
      socket.on("data", (d) => (out += String(d)))
      socket.on("end", () => resolve(out))
      socket.on("error", reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(raw).toContain("\r\nX-Frame-Options: DENY\r\n")
    expect(raw.endsWith("\r\n\r\nBad Request: the request could not be read.\n")).toBe(true)
  })
})

describe("answers Node would write by itself", () => {
  const raw = async (data: string) => {
    const { text, closed } = await rawExchange(server.port, data)
    expect(closed).toBe(true)
    return parseRawAnswer(text)
  }
  const expectRawSecurityHeaders = (headers: Record<string, string>) => {
    expect(headers["content-security-policy"]).toBe("default-src 'self'")
    expect(headers["x-frame-options"]).toBe("DENY")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["content-type"]).toBe("text/plain; charset=utf-8")
  }

  it("answers an HTTP/1.1 request without Host with 400, one line and the headers", async () => {
    const res = await raw("GET /about/ HTTP/1.1\r\nConnection: close\r\n\r\n")
    expect(res.statusLine).toBe("HTTP/1.1 400 Bad Request")
    expectRawSecurityHeaders(res.headers)
    expect(res.body).toMatch(
      /^Bad Request: the request has no Host header; this server answers only requests for 127\.0\.0\.1:\d+, [^\n]+\.\n$/,
    )
  })
  it("answers an HTTP/1.0 request without Host the same way", async () => {
    const res = await raw("GET / HTTP/1.0\r\n\r\n")
    expect(res.statusLine).toBe("HTTP/1.1 400 Bad Request")
    expectRawSecurityHeaders(res.headers)
  })
  it.each(["foo", "200-ok"])("answers Expect: %s with 417, one line and the headers, and closes", async (expectation) => {
    const res = await raw(
      `POST /api/v1.0/email/send HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nExpect: ${expectation}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n`,
    )
    expect(res.statusLine).toBe("HTTP/1.1 417 Expectation Failed")
    expectRawSecurityHeaders(res.headers)
    expect(res.headers.connection).toBe("close")
    expect(res.body).toBe("Expectation Failed: this server takes no Expect header but 100-continue.\n")
  })
  it("still answers Expect: 100-continue with 100, then the answer", async () => {
    const { text } = await rawExchange(
      server.port,
      `GET /about/ HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    )
    expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/)
  })
  it.each([`127.0.0.1:443`, "evil.com:443"])("answers CONNECT %s with 405, one line and the headers (no proxy)", async (authority) => {
    const res = await raw(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`)
    expect(res.statusLine).toBe("HTTP/1.1 405 Method Not Allowed")
    expectRawSecurityHeaders(res.headers)
    expect(res.headers.allow).toBe("GET, HEAD")
    expect(res.headers.connection).toBe("close")
    expect(res.body).toBe("Method Not Allowed: this server is no proxy; CONNECT is not answered.\n")
  })
})

describe("a client too slow to send its headers", () => {
  const partial = (port: number) => `GET /about/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: slow`

  it("gets 408 Request Timeout, one line and the headers, and the connection closes", async () => {
    // TEST_HEADERS_TIMEOUT_MS is read only with --test-hooks: the headers timeout of a test server, in milliseconds
    const slow = await startServer({ PUBLIC_DIR: site.publicDir, INBOX_DIR: site.inboxDir, TEST_HEADERS_TIMEOUT_MS: "300" }, [
      "--test-hooks",
    ])
    try {
      const started = Date.now()
      const { text, closed } = await rawExchange(slow.port, partial(slow.port), 5000)
      expect(closed).toBe(true)
      expect(Date.now() - started).toBeLessThan(4000)
      const res = parseRawAnswer(text)
      expect(res.statusLine).toBe("HTTP/1.1 408 Request Timeout")
      expect(res.headers["x-frame-options"]).toBe("DENY")
      expect(res.headers["content-security-policy"]).toBe("default-src 'self'")
      expect(res.headers.connection).toBe("close")
      expect(res.body).toBe("Request Timeout: the request did not arrive in time.\n")
    } finally {
      await slow.stop()
    }
  })
  it("keeps the usual timeout without --test-hooks, whatever TEST_HEADERS_TIMEOUT_MS says", async () => {
    const plain = await startServer({ PUBLIC_DIR: site.publicDir, INBOX_DIR: site.inboxDir, TEST_HEADERS_TIMEOUT_MS: "300" })
    try {
      const { text, closed } = await rawExchange(plain.port, partial(plain.port), 1500)
      expect({ text, closed }).toEqual({ text: "", closed: false })
    } finally {
      await plain.stop()
    }
  })
})

describe("not found", () => {
  it("answers the nearest 404.html up the folder tree with status 404", async () => {
    for (const p of ["/blog-details/999", "/blog-details/999/", "/blog-details/999/x/"]) {
      const res = await get(p)
      expect(res.status).toBe(404)
      expect(res.text).toContain("<title>Blog not found.</title>")
      expect(res.headers["cache-control"]).toBe("no-store")
      expect(res.headers.etag).toBeUndefined()
      expectSecurityHeaders(res)
    }
    const top = await get("/no-such-page/")
    expect(top.status).toBe(404)
    expect(top.text).toContain("<title>Page not found</title>")
  })
  it("answers a 404 page with 404 even when asked for a range or compression", async () => {
    expect((await get("/no-such-page/", { Range: "bytes=0-9" })).status).toBe(404)
    const br = await get("/blog-details/999", { "Accept-Encoding": "br" })
    expect(br.status).toBe(404)
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain("Blog not found.")
  })
  it("does not serve public/_headers", async () => {
    expect((await get("/_headers")).status).toBe(404)
  })
  it.each([
    "/../public-x/secret.txt",
    "/..%2fpublic-x%2fsecret.txt",
    "/%2e%2e/public-x/secret.txt",
    "/static/..%2f..%2fpublic-x/secret.txt",
    "/..%5cpublic-x%5csecret.txt",
  ])("does not read the sibling folder public-x: %s", async (p) => {
    const res = await get(p)
    expect(res.status).toBe(404)
    expect(res.text).not.toContain("sibling secret")
  })
})

describe("symbolic links", () => {
  const links: string[] = []
  const link = (target: string, rel: string) => {
    const at = path.join(site.publicDir, rel)
    fs.mkdirSync(path.dirname(at), { recursive: true })
    fs.symlinkSync(target, at)
    links.push(at)
  }
  beforeAll(() => {
    const outside = path.join(site.root, "public-x")
    link(path.join(outside, "secret.txt"), "secret-link.txt")
    link(outside, "outside-dir")
    link(path.join(outside, "secret.txt"), "leak/index.html")
    link(path.join(outside, "secret.txt"), "leak-404/404.html")
    link(path.join(site.publicDir, "robots.txt"), "robots-link.txt")
    link("about", "about-link")
  })
  afterAll(() => {
    for (const at of links) fs.rmSync(at, { force: true })
    fs.rmSync(path.join(site.publicDir, "leak"), { recursive: true, force: true })
    fs.rmSync(path.join(site.publicDir, "leak-404"), { recursive: true, force: true })
  })

  const decoded = (res: Res) =>
    res.headers["content-encoding"] === "br"
      ? zlib.brotliDecompressSync(res.body).toString("utf8")
      : res.headers["content-encoding"] === "gzip"
        ? zlib.gunzipSync(res.body).toString("utf8")
        : res.text
  it.each([
    ["a link to a file outside", "/secret-link.txt", "identity"],
    ["a file through a link to a folder outside", "/outside-dir/secret.txt", "identity"],
    ["a link to a folder outside, with its slash", "/outside-dir/", "identity"],
    ["an index.html that links outside", "/leak/", "identity"],
    ["a link to a file outside, compressed", "/secret-link.txt", "br, gzip"],
    ["an index.html that links outside, compressed", "/leak/", "gzip"],
  ])("serves nothing outside the folder: %s (%s, Accept-Encoding: %s)", async (_label, p, encoding) => {
    const res = await get(p, { "Accept-Encoding": encoding })
    expect(res.status).toBe(404)
    expect(decoded(res)).not.toContain("sibling secret")
    expect(decoded(res)).toContain("<title>Page not found</title>")
    expectSecurityHeaders(res)
  })
  it("does not redirect to the slash of a link to a folder outside", async () => {
    const res = await get("/outside-dir")
    expect(res.status).toBe(404)
    expect(res.headers.location).toBeUndefined()
  })
  it("does not answer with a 404.html that links outside: the next one up answers", async () => {
    const res = await get("/leak-404/nothing")
    expect(res.status).toBe(404)
    expect(res.text).not.toContain("sibling secret")
    expect(res.text).toContain("<title>Page not found</title>")
  })
  it("serves a link that stays inside the folder", async () => {
    const file = await get("/robots-link.txt")
    expect(file.status).toBe(200)
    expect(file.text).toBe("User-agent: *\n")
    const folder = await get("/about-link/")
    expect(folder.status).toBe(200)
    expect(folder.text).toContain("<h1>About</h1>")
  })
  it("serves a public folder that is itself a link", async () => {
    const linked = path.join(site.root, "public-link")
    fs.symlinkSync(site.publicDir, linked)
    const other = await startServer({ PUBLIC_DIR: linked, INBOX_DIR: site.inboxDir })
    try {
      expect((await request(other.port, "GET", "/about/")).status).toBe(200)
      expect((await request(other.port, "GET", "/secret-link.txt")).status).toBe(404)
    } finally {
      await other.stop()
      fs.rmSync(linked)
    }
  })
})

describe("start", () => {
  it("names the port and how to choose another when it is busy, in one line, exit code 1", async () => {
    const run = await runServerToExit({ PUBLIC_DIR: site.publicDir, INBOX_DIR: site.inboxDir, PORT: String(server.port) })
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      `Port ${server.port} on 127.0.0.1 is already in use: stop the other server or choose another port, e.g. PORT=${server.port + 1} npm start\n`,
    )
    expect(run.stdout).toBe("")
  })
})
