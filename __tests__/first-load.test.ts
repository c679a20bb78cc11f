import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import { compareFirstLoads, firstLoad, pageLang } from "../tools/bench/lib/first-load.mjs"

interface Row {
  path: string
  chunk: string
  files: string[]
  brBytes: number
  gzipBytes: number
}

/** A build in miniature: the app's scripts, two page components sharing a chunk, and their page data. */
function fakeBuild(pageScript: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-load-"))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write("build-data-abc123.js", "var build=1;")
  write("app-1.js", "app();".repeat(50))
  write("framework-1.js", "react();".repeat(80))
  write("shared-1.js", "shared();".repeat(20))
  write("component---a-1.js", pageScript)
  write("component---b-1.js", "b();")
  write(
    "webpack.stats.json",
    JSON.stringify({
      namedChunkGroups: {
        app: { assets: [{ name: "framework-1.js" }, { name: "styles.css" }, { name: "app-1.js" }] },
        "component---a": { assets: [{ name: "styles.css" }, { name: "shared-1.js" }, { name: "component---a-1.js" }] },
        "component---b": { assets: ["shared-1.js", "component---b-1.js"] },
      },
    }),
  )
  write("page-data/index/page-data.json", JSON.stringify({ componentChunkName: "component---a", path: "/" }))
  write("index.html", '<!DOCTYPE html><html lang="xx"><body></body></html>')
  write("page-data/b/page-data.json", JSON.stringify({ componentChunkName: "component---b", path: "/b/" }))
  return dir
}

/** brotli at quality 5, as the local server serves its scripts (tools/server/lib/compressed-copies.mjs) */
const br = (text: string) =>
  zlib.brotliCompressSync(Buffer.from(text), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  }).length

describe("first-load JavaScript of a build (tools/bench/lib/first-load.mjs)", () => {
  it("counts the HTML's scripts and the page's chunk group, each file once, without the CSS", () => {
    const dir = fakeBuild("a();")
    const rows: Row[] = firstLoad(dir)
    expect(rows.map((r) => r.path)).toEqual(["/", "/b/"])
    expect(rows[0].files).toEqual(["build-data-abc123.js", "framework-1.js", "app-1.js", "shared-1.js", "component---a-1.js"])
    const expected = ["var build=1;", "react();".repeat(80), "app();".repeat(50), "shared();".repeat(20), "a();"].reduce(
      (n, t) => n + br(t),
      0,
    )
    expect(rows[0].brBytes).toBe(expected)
    expect(rows[1].files).toEqual(["build-data-abc123.js", "framework-1.js", "app-1.js", "shared-1.js", "component---b-1.js"])
    expect(rows[0].gzipBytes).toBeGreaterThan(0)
  })

  it("counts the interface words of the page's language, which its loader starts first (src/i18n/load-ui.ts)", () => {
    const dir = fakeBuild("a();")
    fs.writeFileSync(path.join(dir, "ui-fr-1.js"), "words();".repeat(30))
    fs.mkdirSync(path.join(dir, "b"))
    fs.writeFileSync(path.join(dir, "b", "index.html"), '<!DOCTYPE html><html lang="fr"><body></body></html>')
    const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8"))
    stats.namedChunkGroups["ui-fr"] = { assets: [{ name: "ui-fr-1.js" }, { name: "ui-fr-1.js.map" }] }
    fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(stats))
    expect([pageLang(dir, "/"), pageLang(dir, "/b/"), pageLang(dir, "/none/")]).toEqual(["xx", "fr", null])
    const rows: Row[] = firstLoad(dir)
    // "/" is in a language the build has no chunk for (a build from before the chunks): nothing added
    expect(rows[0].files).toEqual(["build-data-abc123.js", "framework-1.js", "app-1.js", "shared-1.js", "component---a-1.js"])
    expect(rows[1].files).toEqual(["ui-fr-1.js", "build-data-abc123.js", "framework-1.js", "app-1.js", "shared-1.js", "component---b-1.js"])
  })

  it("compares two builds page by page: only the page whose chunk grew changes", () => {
    const before: Row[] = firstLoad(fakeBuild("a();"))
    const after: Row[] = firstLoad(fakeBuild("a();planner(" + "x".repeat(400) + ");"))
    const rows: Array<{ path: string; delta: number | null }> = compareFirstLoads(before, after)
    expect(rows).toEqual([
      { path: "/", before: before[0].brBytes, after: after[0].brBytes, delta: after[0].brBytes - before[0].brBytes },
      { path: "/b/", before: before[1].brBytes, after: after[1].brBytes, delta: 0 },
    ])
    expect(rows[0].delta).toBeGreaterThan(0)
  })

  it("npm run bench:js prints a build's table, or two builds' side by side, and lists the pages over the budget", () => {
    const cli = (...dirs: string[]) =>
      spawnSync(process.execPath, [path.join(__dirname, "..", "tools", "bench", "first-load-js.mjs"), ...dirs], { encoding: "utf8" })
    const small = cli(fakeBuild("a();"))
    expect(small.status).toBe(0)
    expect(small.stdout).toMatch(/^\| page \| first-load JS KB \(br\) \| \(gzip\) \|$/m)
    expect(small.stdout).toMatch(/^\| \/b\/ \| \d+\.\d \| \d+\.\d \|$/m)
    const before = fakeBuild("a();")
    const after = fakeBuild("a();planner(" + "x".repeat(400) + ");")
    const side = cli(before, after)
    expect(side.status).toBe(0)
    expect(side.stdout).toMatch(/^\| \/b\/ \| [\d.]+ \| [\d.]+ \| 0 \|$/m)
    expect(side.stdout).toMatch(/^\| \/ \| [\d.]+ \| [\d.]+ \| \+\d+ \|$/m)
    // random bytes barely compress (base64: 6 bits a character): a page over 100 KB of brotli
    const heavy = cli(fakeBuild(`a("${randomBytes(140 * 1024).toString("base64")}");`))
    expect(heavy.status).toBe(1)
    expect(heavy.stderr).toMatch(/^\/: [\d.]+ KB of first-load JavaScript \(brotli\) > 100 KB$/m)
    expect(heavy.stderr).not.toMatch(/^\/b\//m)
  })

  it("names a missing chunk group", () => {
    const dir = fakeBuild("a();")
    fs.writeFileSync(path.join(dir, "page-data/b/page-data.json"), JSON.stringify({ componentChunkName: "component---c", path: "/b/" }))
    expect(() => firstLoad(dir)).toThrow('webpack.stats.json has no chunk group "component---c"')
  })
})
