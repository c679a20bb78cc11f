#!/usr/bin/env node
/**
 * Serves the production build in public/ the way a static host or CDN does (tools/server/lib/):
 *  - `/about` redirects to `/about/` (trailingSlash "always"); files are served by the `send` library
 *    (ranges, ETags, 304s), text files compressed (brotli or gzip) as a CDN would,
 *  - unknown paths get the nearest 404.html up the folder tree with status 404 (as Cloudflare Pages does),
 *  - the rules of public/_headers (Netlify / Cloudflare Pages format) are applied to every answer,
 *  - only requests for this server's own address are answered (Host check; ALLOWED_HOSTS adds names),
 *  - and the local stand-in of the e-mail service (tools/server/lib/local-inbox.mjs) answers under /api/v1.0/email/
 *    and shows the recorded enquiries at /__inbox/.
 *
 * Usage: node tools/server/serve.mjs [--test-hooks]
 *   PORT (default 9000; 0 picks a free port), HOST (default 127.0.0.1), INBOX_DIR (default .inbox),
 *   INBOX_MAX_BYTES (the size the inbox file may reach, in bytes, default 52428800: 50 MB; past it sends get 507),
 *   PUBLIC_DIR (default public), ALLOWED_HOSTS (names accepted in Host besides 127.0.0.1, localhost and [::1],
 *   comma-separated), --test-hooks (the inbox's fail-next and reset hooks, for the browser tests only; with it, and
 *   only with it, TEST_HEADERS_TIMEOUT_MS shortens the 60 s a client has to send its headers, for the server's tests)
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createSiteServer } from "./lib/create-server.mjs"
import { parseHostList } from "./lib/host-check.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const publicDir = path.resolve(process.env.PUBLIC_DIR || path.join(root, "public"))
const port = process.env.PORT === undefined || process.env.PORT === "" ? 9000 : Number(process.env.PORT)
const host = process.env.HOST || "127.0.0.1"
const testHooks = process.argv.includes("--test-hooks")

const unknown = process.argv.slice(2).filter((a) => a !== "--test-hooks")
if (unknown.length) {
  console.error(`Unknown option ${unknown[0]}. Usage: node tools/server/serve.mjs [--test-hooks]`)
  process.exit(2)
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0-65535), not "${process.env.PORT}".`)
  process.exit(2)
}
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("public/ has no build. Run `npm run build` first (or `npm start`, which builds and serves).")
  process.exit(1)
}

const inboxMaxBytes = process.env.INBOX_MAX_BYTES ? Number(process.env.INBOX_MAX_BYTES) : undefined
if (inboxMaxBytes !== undefined && !(Number.isSafeInteger(inboxMaxBytes) && inboxMaxBytes > 0)) {
  console.error(`INBOX_MAX_BYTES must be a number of bytes (e.g. 52428800 for 50 MB), not "${process.env.INBOX_MAX_BYTES}".`)
  process.exit(2)
}

const testHeadersTimeout = testHooks && process.env.TEST_HEADERS_TIMEOUT_MS ? Number(process.env.TEST_HEADERS_TIMEOUT_MS) : undefined
if (testHeadersTimeout !== undefined && !(Number.isInteger(testHeadersTimeout) && testHeadersTimeout > 0)) {
  console.error(`TEST_HEADERS_TIMEOUT_MS must be a number of milliseconds, not "${process.env.TEST_HEADERS_TIMEOUT_MS}".`)
  process.exit(2)
}

const server = createSiteServer({
  publicDir,
  inboxDir: path.resolve(process.env.INBOX_DIR || path.join(root, ".inbox")),
  testHooks,
  allowedHosts: parseHostList(process.env.ALLOWED_HOSTS),
  headersTimeout: testHeadersTimeout,
  inboxMaxBytes,
})

let actualPort
try {
  actualPort = await server.listenOn(port, host)
} catch (err) {
  if (err?.code === "EADDRINUSE")
    console.error(
      `Port ${port} on ${host} is already in use: stop the other server or choose another port, e.g. PORT=${port === 9000 ? 9001 : port + 1} npm start`,
    )
  else if (err?.code === "EACCES")
    console.error(`Port ${port} on ${host} needs other permissions: choose another port, e.g. PORT=9000 npm start`)
  else if (err?.code === "EADDRNOTAVAIL" || err?.code === "ENOTFOUND")
    console.error(`HOST=${host} is not an address of this machine: use 127.0.0.1 (the default).`)
  else console.error(`Cannot listen on ${host}:${port}: ${err?.message ?? err}`)
  process.exit(1)
}

const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host
const address = `http://${shown}:${actualPort}/`
console.log(`\n  The site is served at ${address}`)
console.log(`  Enquiries sent from the forms are recorded in the local inbox: ${address}__inbox/`)
if (testHooks) console.log("  Test hooks of the inbox are on (--test-hooks).")
console.log("  Press Ctrl+C to stop.\n")

// the compressed copies live in the system's temporary folder: removed on any exit that runs JavaScript
process.on("exit", () => server.removeCompressedCopies())
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
    setTimeout(() => process.exit(0), 2000).unref()
  })
