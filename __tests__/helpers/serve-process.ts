/**
 * Runs tools/server/serve.mjs, exactly as `npm start` does, in a child process on a free loopback port (PORT=0),
 * against a small public/ fixture and a temporary inbox folder; and a raw HTTP client (node:http sends the
 * path exactly as given, `..` and `//` included).
 */
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { spawn, type ChildProcess } from "node:child_process"

export const SERVE = path.join(__dirname, "..", "..", "tools", "server", "serve.mjs")

/** A small build: pages, a per-folder 404 page, a video, a bundle, _headers; and a sibling folder `public-x`. */
export function makeSite(): { root: string; publicDir: string; inboxDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"))
  const publicDir = path.join(root, "public")
  const write = (rel: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), content)
  }
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${"<p>Modular buildings for everyone.</p>".repeat(60)}</body></html>`
  write("public/index.html", page("Home"))
  write("public/about/index.html", page("About"))
  write("public/terms&conditions/index.html", page("Terms"))
  write("public/404.html", page("Page not found"))
  write("public/blog-details/1/index.html", page("Article 1"))
  write("public/blog-details/404.html", page("Blog not found."))
  write("public/static/0a1b/clip.mp4", Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256)))
  write("public/app-0123456789abcdef.js", `console.log(${JSON.stringify("x".repeat(4000))})\n`)
  write("public/robots.txt", "User-agent: *\n")
  write(
    "public/_headers",
    [
      "/*",
      "  Content-Security-Policy: default-src 'self'",
      "  X-Frame-Options: DENY",
      "  X-Content-Type-Options: nosniff",
      "  Referrer-Policy: strict-origin-when-cross-origin",
      "/*/",
      "  Cache-Control: public, max-age=0, must-revalidate",
      "/static/*",
      "  Cache-Control: public, max-age=31536000, immutable",
      "/*.js",
      "  Cache-Control: public, max-age=31536000, immutable",
      "",
    ].join("\n"),
  )
  write("public-x/secret.txt", "sibling secret")
  return { root, publicDir, inboxDir: path.join(root, "inbox") }
}

export interface Served {
  port: number
  child: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

/** Starts tools/server/serve.mjs and resolves once it prints its address. */
export function startServer(env: Record<string, string>, args: string[] = []): Promise<Served> {
  const child = spawn(process.execPath, [SERVE, ...args], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let out = ""
  child.stdout!.on("data", (d) => (out += String(d)))
  child.stderr!.on("data", (d) => (out += String(d)))
  return new Promise((resolve, reject) => {
    const onData = () => {
      const m = /served at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)
      if (!m) return
      child.stdout!.off("data", onData)
      resolve({
        port: Number(m[1]),
        child,
        output: () => out,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done()
            child.once("exit", () => done())
            child.kill("SIGTERM")
          }),
      })
    }
    child.stdout!.on("data", onData)
    child.once("exit", (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)))
  })
}

/** Runs tools/server/serve.mjs to its end (for a start that must fail): exit code and everything it printed. */
export function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVE], {
      env: { ...process.env, HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (d) => (stdout += String(d)))
    child.stderr.on("data", (d) => (stderr += String(d)))
    const timer = setTimeout(() => child.kill("SIGTERM"), 5000)
    child.on("exit", (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

export interface Res {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  text: string
}

/**
 * One request on its own connection; `Host` defaults to the server's own address. As a browser does, an answer
 * that arrived counts even when the connection breaks afterwards (a server may answer 413 at once and then cut an
 * upload that is still coming, so writing the rest of the body fails with EPIPE or ECONNRESET).
 */
export function request(
  port: number,
  method: string,
  p: string,
  body?: string | Buffer,
  headers: Record<string, string | number> = {},
): Promise<Res> {
  return new Promise((resolve, reject) => {
    let answer: { res: http.IncomingMessage; chunks: Buffer[] } | null = null
    // a whole answer counts; one cut short (a dropped connection) is the network error it is
    const settle = (err?: Error) => {
      if (!answer?.res.complete) return reject(err ?? new Error("the connection closed before the whole answer arrived"))
      const buf = Buffer.concat(answer.chunks)
      resolve({ status: answer.res.statusCode!, headers: answer.res.headers, body: buf, text: buf.toString("utf8") })
    }
    const req = http.request(
      { host: "127.0.0.1", port, path: p, method, headers: { Host: `127.0.0.1:${port}`, ...headers }, agent: false },
      (res) => {
        answer = { res, chunks: [] }
        res.on("data", (c: Buffer) => answer!.chunks.push(c))
        res.on("end", () => settle())
        res.on("close", () => settle())
        res.on("error", (err) => settle(err))
      },
    )
    req.on("error", (err) => (answer ? settle(err) : reject(err)))
    req.end(body)
  })
}

/**
 * Writes bytes as they are on a new connection and resolves with everything the server sent once it closes the
 * connection, or once `waitMs` has passed (then the connection is cut, and `closed` is false).
 */
export function rawExchange(port: number, data: string, waitMs = 5000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    let text = ""
    const socket = net.connect(port, "127.0.0.1", () => socket.write(data))
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ text, closed: false })
    }, waitMs)
    socket.on("data", (d) => (text += d.toString("latin1")))
    socket.on("close", () => {
      clearTimeout(timer)
      resolve({ text, closed: true })
    })
    socket.on("error", (err) => {
      clearTimeout(timer)
      if (text) resolve({ text, closed: true })
      else reject(err)
    })
  })
}

/** The status line, headers (names in lower case) and body of one raw HTTP/1.1 answer. */
export function parseRawAnswer(raw: string): { statusLine: string; headers: Record<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n")
  const [statusLine, ...lines] = (end < 0 ? raw : raw.slice(0, end)).split("\r\n")
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(":")
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { statusLine, headers, body: end < 0 ? "" : Buffer.from(raw.slice(end + 4), "latin1").toString("utf8") }
}

export function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; content: string }> = {},
): { body: Buffer; type: string } {
  const boundary = "----inboxtest7MA4YWxkTrZu0gW"
  const parts = [
    ...Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ...Object.entries(files).map(
      ([k, f]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.name}"\r\nContent-Type: text/plain\r\n\r\n${f.content}\r\n`,
    ),
  ]
  return { body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "utf8"), type: `multipart/form-data; boundary=${boundary}` }
}
