import { buildDataFile, buildDataMoved, moveBuildDataToFile } from "../src/gatsby/overrides/build-data-file"
import { loaderScript, startBundlesAfterFirstPaint } from "../src/gatsby/overrides/bundles-after-paint"
import { inlineScripts } from "../src/gatsby/headers/security"

const MAPPING =
  'window.___chunkMapping="{\\"app\\":[\\"/app-3a61.js\\"],\\"component---src-pages-index-tsx\\":[\\"/component-9c1e.js\\"]}";'
/** Gatsby's scripts slice as Gatsby 5 writes it (the chunk mapping on lines of its own), the bundles already behind the loader. */
const PAGE = (hash = "f7", mapping = MAPPING) =>
  startBundlesAfterFirstPaint(
    `<html><body><main>text</main><script id="gatsby-script-loader" data-page-path="/">/*x*/</script>` +
      `<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            ${mapping}\n          </script>\n        ` +
      `<script>window.___webpackCompilationHash="${hash}";</script>` +
      `<script src="/webpack-runtime-10d9.js" async></script><script src="/framework-24f9.js" async></script>` +
      `<script src="/app-3a61.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`,
  )

describe("buildDataFile", () => {
  it("is the compilation hash and the chunk mapping, in one file named by the hash of its text", () => {
    const file = buildDataFile(PAGE())
    expect(file?.text).toBe(`window.___webpackCompilationHash="f7";${MAPPING}\n`)
    expect(file?.src).toMatch(/^\/build-data-[0-9a-f]{20}\.js$/)
    expect(buildDataFile(PAGE())?.src).toBe(file?.src)
  })

  it("gets another name when the build's data differs (a page an earlier warm build kept keeps its own file)", () => {
    expect(buildDataFile(PAGE("a1"))?.src).not.toBe(buildDataFile(PAGE("b2"))?.src)
    expect(buildDataFile(PAGE("f7", 'window.___chunkMapping="{}";'))?.src).not.toBe(buildDataFile(PAGE())?.src)
  })

  it("is null for a page that has neither script (already moved)", () => {
    expect(buildDataFile("<html><body></body></html>")).toBeNull()
    expect(buildDataFile(moveBuildDataToFile(PAGE()))).toBeNull()
  })
})

describe("moveBuildDataToFile", () => {
  it("removes both inline scripts and makes their file the first script the after-paint loader starts", () => {
    const src = buildDataFile(PAGE())!.src
    const out = moveBuildDataToFile(PAGE())
    expect(out).not.toContain("___chunkMapping")
    expect(out).not.toContain("___webpackCompilationHash")
    expect(out).toContain(loaderScript([src, "/webpack-runtime-10d9.js", "/framework-24f9.js", "/app-3a61.js"]))
    expect(buildDataMoved(out)).toBe(true)
    expect(buildDataMoved(PAGE())).toBe(false)
  })

  it("leaves two inline scripts where there were four: the page path and the loader", () => {
    expect(inlineScripts(PAGE())).toHaveLength(4)
    expect(inlineScripts(moveBuildDataToFile(PAGE()))).toHaveLength(2)
  })

  it("is idempotent and leaves a page without build data unchanged", () => {
    const once = moveBuildDataToFile(PAGE())
    expect(moveBuildDataToFile(once)).toBe(once)
    expect(moveBuildDataToFile("<html><body>plain</body></html>")).toBe("<html><body>plain</body></html>")
  })

  it("leaves a page whose bundles are not behind the loader unchanged (the HTML rewrites step reports it as missed)", () => {
    const withoutLoader = PAGE().replace(/<script id="gatsby-bundles-after-paint">[\s\S]*?<\/script>/, "")
    expect(moveBuildDataToFile(withoutLoader)).toBe(withoutLoader)
    expect(buildDataMoved(withoutLoader)).toBe(false)
  })

  it("runs the file before the webpack runtime reads it: the loader adds its scripts one by one, in order", () => {
    const added: string[] = []
    const head = { appendChild: jest.fn() }
    const body = {
      appendChild: (e: { src: string; onload: () => void }) => {
        added.push(e.src)
        e.onload()
      },
    }
    const doc = {
      head,
      body,
      querySelectorAll: () => [],
      getElementById: () => null,
      createElement: () => ({ setAttribute: jest.fn() }),
    }
    const handlers: Record<string, () => void> = {}
    const src = buildDataFile(PAGE())!.src
    const loader = /<script id="gatsby-bundles-after-paint">([\s\S]*?)<\/script>/.exec(moveBuildDataToFile(PAGE()))![1]
    jest.useFakeTimers()
    try {
      new Function("document", "addEventListener", "PerformanceObserver", "setTimeout", loader)(
        doc,
        (type: string, fn: () => void) => (handlers[type] = fn),
        undefined,
        (fn: (...a: unknown[]) => void, ms: number, ...args: unknown[]) => setTimeout(fn, ms, ...args),
      )
      handlers.load()
      jest.runAllTimers()
    } finally {
      jest.useRealTimers()
    }
    expect(added).toEqual([src, "/webpack-runtime-10d9.js", "/framework-24f9.js", "/app-3a61.js"])
  })
})
