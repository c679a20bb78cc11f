/**
 * The local server: the build in public/ as a static host serves it, plus the local inbox. Every answer,
 * errors, redirects and the inbox's included, carries the headers of public/_headers for its normalised path.
 */
import http from "node:http"
import path from "node:path"
import { headersFor } from "./headers-file.mjs"
import { createInbox } from "./local-inbox.mjs"
import { createHeadersRules } from "./headers-rules.mjs"
import { hostChecker } from "./host-check.mjs"
import { plainAnswer } from "./plain-answer.mjs"
import { parseRequestTarget } from "./request-target.mjs"
import { dropInvalidRange, requestProblem } from "./request-checks.mjs"
import { createStaticFiles } from "./static-files.mjs"

/**
 * @param {{ publicDir: string, inboxDir?: string | null, testHooks?: boolean, allowedHosts?: string[], headersTimeout?: number, inboxMaxBytes?: number, log?: Pick<Console, "error" | "warn" | "info"> }} options
 *   inboxDir: where the inbox records enquiries (null: no inbox); testHooks: the inbox's fail-next and reset;
 *   allowedHosts: names accepted in Host besides the listening address and loopback names;
 *   headersTimeout: milliseconds a client has to send a request's headers before it gets 408 (default 60 s, Node's);
 *   inboxMaxBytes: the size the inbox file may reach, after which sends are refused with 507 (default 50 MB)
 * @returns {http.Server & { listenOn(port: number, host: string): Promise<number>, removeCompressedCopies(): void }}
 */
export function createSiteServer({
  publicDir,
  inboxDir = null,
  testHooks = false,
  allowedHosts = [],
  headersTimeout = 60_000,
  inboxMaxBytes = undefined,
  log = console,
}) {
  const rules = createHeadersRules(path.join(publicDir, "_headers"), log)
  const files = createStaticFiles({ publicDir })
  const inbox = inboxDir ? createInbox({ dir: inboxDir, testHooks, maxBytes: inboxMaxBytes, log }) : null
  /** set once the port is known */
  let acceptsHost = () => false
  let hostNames = ""

  /** Sets the headers of the `_headers` rules for the request's path (the root's for a target that is no path). */
  const setRuleHeaders = (res, target) => {
    for (const [name, value] of Object.entries(headersFor(rules(), target.pathname ?? "/"))) res.setHeader(name, value)
  }

  /**
   * An answer written straight to a socket, for a request that never reaches a response object (one Node could not
   * parse, CONNECT): the status, the headers of the `_headers` rules for `/`, one line of text; the connection closes.
   */
  const socketAnswer = (socket, status, line, extra = {}) => {
    if (!socket.writable) {
      socket.destroy()
      return
    }
    const body = Buffer.from(`${line}\n`, "utf8")
    const headers = {
      ...headersFor(rules(), "/"),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...extra,
      Connection: "close",
    }
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")
    socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n`, "latin1"), body]))
  }

  /** Every request that reaches a response: the headers of the rules first, then the Host check, the inbox, the files. */
  const answer = async (req, res) => {
    try {
      const target = parseRequestTarget(req.url)
      setRuleHeaders(res, target)
      const problem = requestProblem(req)
      if (problem) {
        plainAnswer(res, problem.status, problem.line, { Connection: "close" })
        return
      }
      if (!acceptsHost(req.headers.host)) {
        const missing = req.headers.host === undefined ? "the request has no Host header; " : ""
        plainAnswer(res, 400, `Bad Request: ${missing}this server answers only requests for ${hostNames}.`)
        return
      }
      if ("error" in target) {
        plainAnswer(res, 400, `Bad Request: ${target.error}`)
        return
      }
      if (inbox && (await inbox.handle(req, res, target))) return
      if (req.method !== "GET" && req.method !== "HEAD") {
        plainAnswer(res, 405, "Method Not Allowed: this path answers GET and HEAD.", { Allow: "GET, HEAD" })
        return
      }
      const found = await files.resolve(target)
      if ("redirect" in found) {
        plainAnswer(res, 301, `Moved Permanently to ${found.redirect}`, { Location: found.redirect })
        return
      }
      if (!("file" in found)) {
        plainAnswer(res, 404, "Not Found.")
        return
      }
      dropInvalidRange(req)
      await files.serve(req, res, found)
    } catch (err) {
      // a client that goes away in the middle of its upload: its doing, not the server's; nobody is left to answer
      if (!req.complete && (req.destroyed || err?.code === "ECONNRESET")) {
        log.info(`serve: ${req.method} ${String(req.url).slice(0, 200)}: the client closed the connection before its request arrived whole`)
        res.destroy()
        return
      }
      log.error(`serve: ${req.method} ${String(req.url).slice(0, 200)}: ${err?.message ?? err}`)
      plainAnswer(res, 500, "Internal Server Error: the request could not be answered.")
    }
  }

  const server = http.createServer(
    {
      // Node would answer an HTTP/1.1 request without Host with a bare 400 of its own: `answer` does (acceptsHost
      // refuses a missing Host), with the headers.
      requireHostHeader: false,
      headersTimeout,
      // Node looks for late headers every 30 s by default (a 60 s timeout then fires after 60 to 90 s): look every
      // second, so the 408 comes when it is due
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
    answer,
  )

  // A request Node cannot parse never reaches the handler: answer it here, in one line, with the headers.
  server.on("clientError", (err, socket) => {
    if (err?.code === "ECONNRESET") {
      socket.destroy()
      return
    }
    // A request that could not be read behind one still being answered (pipelining): an error written now would land
    // in the middle of that answer's body, or before it. As Node's own handler checks, write none then: the answer
    // under way ends whole, and the connection closes after it. (A body that breaks while it is read, its answer not
    // started, gets the 400 below.)
    const inFlight = /** @type {{ _httpMessage?: import("node:http").ServerResponse | null }} */ (socket)._httpMessage
    if (inFlight && (inFlight.headersSent || inFlight.req?.complete)) {
      if (inFlight.writableFinished) socket.end()
      else inFlight.once("close", () => socket.end())
      return
    }
    // as Node's own answers: 408 to a request whose headers (or whole request) did not arrive in time, 431 to
    // headers too large, 413 to chunk extensions too large, 400 to anything else it could not parse
    if (err?.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      socketAnswer(socket, 408, "Request Timeout: the request did not arrive in time.")
      return
    }
    // llhttp reads HTTP/1.x and HTTP/2.0 request lines (the handler answers the latter, requestProblem) and refuses
    // any other version: a well-formed one (HTTP/3.0) is a version this server does not speak, 505 (RFC 9110 15.6.6)
    const otherVersion =
      err?.code === "HPE_INVALID_VERSION" && /^[!-~]+ [!-~]+ HTTP\/\d\.\d\r?\n/.test(String(err.rawPacket?.subarray(0, 8192) ?? ""))
    if (otherVersion) {
      socketAnswer(socket, 505, "HTTP Version Not Supported: this server speaks HTTP/1.1 (and 1.0).")
      return
    }
    const status = err?.code === "HPE_HEADER_OVERFLOW" ? 431 : err?.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW" ? 413 : 400
    socketAnswer(socket, status, `${http.STATUS_CODES[status]}: the request could not be read.`)
  })

  // An Expect other than 100-continue: Node would answer a bare 417 by itself. The body the client holds back is
  // never read, so the connection closes after the answer.
  server.on("checkExpectation", (req, res) => {
    setRuleHeaders(res, parseRequestTarget(req.url))
    plainAnswer(res, 417, "Expectation Failed: this server takes no Expect header but 100-continue.", { Connection: "close" })
  })

  // CONNECT (a proxy's method): Node would close the connection without a word.
  server.on("connect", (req, socket) => {
    socket.on("error", () => socket.destroy())
    socketAnswer(socket, 405, "Method Not Allowed: this server is no proxy; CONNECT is not answered.", { Allow: "GET, HEAD" })
  })

  server.on("close", () => files.close())
  /** Removes the compressed copies now (synchronously, for a process about to exit). */
  server.removeCompressedCopies = () => files.close()

  /** Listens; resolves with the port (useful with port 0), rejects with the listen error (EADDRINUSE...). */
  server.listenOn = (port, host) =>
    new Promise((resolve, reject) => {
      server.once("error", reject)
      server.listen(port, host, () => {
        server.off("error", reject)
        const actual = /** @type {import("node:net").AddressInfo} */ (server.address()).port
        acceptsHost = hostChecker({ listenHost: host, port: actual, extraNames: allowedHosts })
        const own = [...new Set([host.includes(":") ? `[${host}]` : host, "127.0.0.1", "localhost", "[::1]"])].map((h) => `${h}:${actual}`)
        hostNames = `${own.join(", ")} (ALLOWED_HOSTS adds names${allowedHosts.length ? `: ${allowedHosts.join(", ")}` : ""})`
        resolve(actual)
      })
    })

  return server
}
