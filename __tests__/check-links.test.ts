import fs from "fs"
import os from "os"
import path from "path"
import { findFirstBrokenLink, internalRefs, resolveRef } from "../tools/links/lib/check-links.mjs"

describe("link check over the built output", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "links-"))
    fs.mkdirSync(path.join(dir, "terms&conditions"), { recursive: true })
    fs.mkdirSync(path.join(dir, "static"), { recursive: true })
    fs.writeFileSync(path.join(dir, "terms&conditions", "index.html"), "<p>terms</p>")
    fs.writeFileSync(path.join(dir, "static", "a.webp"), "x")
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("reads href, src and every srcset candidate, decoding entities, skipping external URLs", () => {
    expect(
      internalRefs(
        '<a href="/terms&amp;conditions/">t</a><img src="/static/a.webp" srcset="/static/a.webp 480w, /static/b.webp 960w"><a href="https://example.org/">x</a>',
      ),
    ).toEqual(["/terms&conditions/", "/static/a.webp", "/static/a.webp", "/static/b.webp"])
  })

  it("resolves directories with index.html, files, query strings and fragments", () => {
    expect(resolveRef(dir, "/terms&conditions/")).toBeTruthy()
    expect(resolveRef(dir, "/terms&conditions")).toBeTruthy()
    expect(resolveRef(dir, "/static/a.webp?v=1#x")).toBeTruthy()
    expect(resolveRef(dir, "/missing/")).toBeNull()
  })

  it("stops at the first broken link and names the page", () => {
    fs.writeFileSync(
      path.join(dir, "index.html"),
      '<a href="/terms&amp;conditions/">t</a><img srcset="/static/a.webp 1x, /static/gone.webp 2x">',
    )
    expect(findFirstBrokenLink(dir)).toMatchObject({ page: "index.html", ref: "/static/gone.webp" })
  })
})
