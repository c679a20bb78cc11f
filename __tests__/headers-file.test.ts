import { headersFor, parseHeadersFile } from "../tools/server/lib/headers-file.mjs"

describe("_headers parser used by the local server", () => {
  const rules = parseHeadersFile(`# comment
/*
  X-Content-Type-Options: nosniff
  Cache-Control: public, max-age=0, must-revalidate

/static/*
  Cache-Control: public, max-age=31536000, immutable
`)
  it("applies every matching rule, later values winning", () => {
    expect(headersFor(rules, "/about/")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=0, must-revalidate",
    })
    expect(headersFor(rules, "/static/abc/img.webp")["Cache-Control"]).toBe("public, max-age=31536000, immutable")
  })
  it("rejects a header line before any path", () => {
    expect(() => parseHeadersFile("  X-A: b")).toThrow("header line before any path")
  })
})
