/**
 * Answers that are not a file: a status and one line of text (never a stack trace), with the headers the
 * caller already set on the response (the `_headers` rules) kept, and never cached.
 */

/** @param {import("node:http").ServerResponse} res */
export function plainAnswer(res, status, line, extra = {}) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = Buffer.from(`${line}\n`, "utf8")
  for (const name of ["Content-Encoding", "Content-Range", "ETag", "Last-Modified", "Accept-Ranges", "Vary"]) res.removeHeader(name)
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...extra,
  })
  res.end(res.req?.method === "HEAD" ? undefined : body)
}
