/**
 * The publishing workflow (.github/workflows/deploy.yml) and its local runner (tools/deploy/publish-steps.mjs) name
 * the same steps in the same order, the order is the one that keeps a broken change off the site (content check,
 * then the tests, then the build with the cache restored, then the deploy), and the step that clears the bundles of
 * earlier builds out of a restored public/ removes them and nothing else. docs/publishing.md.
 */
import fs from "fs"
import os from "os"
import path from "path"
// @ts-ignore -- js-yaml 3 (a dependency of babel-jest's coverage and of gatsby) ships no types
import yaml from "js-yaml"
import { buildDataOf, localSteps, prunePublic, PUBLISH_STEPS, runSteps, staleRootFiles } from "../tools/deploy/lib/publish-steps.mjs"

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, string | number>
  env?: Record<string, string>
}
interface ListedStep {
  name: string
  run: string
  local: boolean
}

const root = path.join(__dirname, "..")
const workflowText = fs.readFileSync(path.join(root, ".github", "workflows", "deploy.yml"), "utf8")
const workflow = yaml.load(workflowText) as {
  on: { push?: { branches?: string[] }; workflow_dispatch?: unknown }
  jobs: Record<string, { steps: Step[] }>
}
const jobs = Object.values(workflow.jobs)
const steps = jobs[0].steps
const listed = PUBLISH_STEPS as ListedStep[]

/** The index of the first step that matches, failing the test when none does. */
function indexOf(what: string, match: (s: Step) => boolean): number {
  const i = steps.findIndex(match)
  if (i < 0) throw new Error(`.github/workflows/deploy.yml has no step that ${what}`)
  return i
}
const runs = (command: string) => (s: Step) => s.run === command
const uses = (action: string) => (s: Step) => (s.uses ?? "").startsWith(`${action}@`)

describe("the publishing workflow", () => {
  it("runs on a push to main and by hand, in one job", () => {
    expect(workflow.on.push?.branches).toEqual(["main"])
    expect(workflow.on).toHaveProperty("workflow_dispatch")
    expect(jobs).toHaveLength(1)
  })

  it("runs the runner's list of steps, by the same names, in the same order", () => {
    const fromWorkflow = steps.filter((s) => s.run !== undefined).map((s) => ({ name: s.name, run: s.run }))
    expect(fromWorkflow).toEqual(listed.map((s) => ({ name: s.name, run: s.run })))
  })

  it("sets up Node 24 with npm's cache, after the checkout and before any command", () => {
    const node = indexOf("sets up Node", uses("actions/setup-node"))
    expect(steps[node].with).toMatchObject({ "node-version": 24, cache: "npm" })
    expect(indexOf("checks out", uses("actions/checkout"))).toBeLessThan(node)
    expect(steps.findIndex((s) => s.run !== undefined)).toBeGreaterThan(node)
  })

  it("checks the content, then runs the tests, then restores the cache, prunes, builds and deploys", () => {
    const order = [
      indexOf("installs", runs("npm ci --no-audit --no-fund")),
      indexOf("checks the content", runs("npm run check:content")),
      indexOf("runs the unit tests", runs("npm test")),
      indexOf("restores the cache", uses("actions/cache")),
      indexOf("prunes public/", runs("node tools/deploy/publish-steps.mjs --prune-public")),
      indexOf("builds for deployment", runs("npm run build:deploy")),
      indexOf("deploys", uses("cloudflare/wrangler-action")),
    ]
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(steps.at(-1)).toBe(steps[order.at(-1)!])
  })

  it("keeps Gatsby's .cache and public/, keyed on the lockfile and the code, with restore keys for a content-only change", () => {
    const cache = steps[indexOf("restores the cache", uses("actions/cache"))].with!
    expect(String(cache.path).split("\n").filter(Boolean).sort()).toEqual([".cache", "public"])
    const key = String(cache.key)
    for (const file of ["package-lock.json", "gatsby-config.ts", "gatsby-node.ts", "src/**"]) expect(key).toContain(`'${file}'`)
    expect(key).not.toMatch(/data\//)
    const restoreKeys = String(cache["restore-keys"]).split("\n").filter(Boolean)
    // one: the same code's newest cache; never another code's, whose content nodes a changed pipeline would keep
    expect(restoreKeys).toHaveLength(1)
    expect(restoreKeys[0]).toMatch(/hashFiles\(.*'src\/\*\*'\)/)
    // each restore key is a prefix of the key, so that the newest cache of the same code is found
    for (const prefix of restoreKeys) expect(key.startsWith(prefix)).toBe(true)
  })

  it("builds with the site's address and the e-mail ids from the repository's settings, and deploys with secrets", () => {
    const build = steps[indexOf("builds for deployment", runs("npm run build:deploy"))]
    for (const name of ["SITE_URL", "GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID", "GATSBY_EMAILJS_PUBLIC_KEY"])
      expect(build.env?.[name]).toBe(`\${{ vars.${name} }}`)
    const deploy = steps[indexOf("deploys", uses("cloudflare/wrangler-action"))]
    expect(deploy.with).toMatchObject({
      apiToken: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      accountId: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
    })
    expect(String(deploy.with?.command)).toMatch(/^pages deploy public --project-name=\$\{\{ vars\.CLOUDFLARE_PAGES_PROJECT \}\}/)
    expect(deploy.if).toBe("github.ref == 'refs/heads/main'")
  })

  it("pins every action by its major version", () => {
    const actions = steps.filter((s) => s.uses).map((s) => s.uses!)
    expect(actions.length).toBeGreaterThanOrEqual(4)
    for (const action of actions) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/)
  })

  it("leaves the browser tests to CI and says so", () => {
    expect(steps.filter((s) => /playwright|test:e2e/.test(s.run ?? ""))).toEqual([])
    expect(workflowText).toMatch(/^# The browser tests \(Playwright.*\n#.*\.ci\/run/m)
  })
})

describe("the local runner of the workflow's steps", () => {
  it("runs the steps that need neither the CI machine nor the host, in the workflow's order", () => {
    expect(localSteps().map((s: ListedStep) => s.run)).toEqual([
      "npm run check:content",
      "npm test",
      "node tools/deploy/publish-steps.mjs --prune-public",
      "npm run build:deploy",
    ])
    expect(localSteps({ localBuild: true }).at(-1)?.run).toBe("npm run build")
  })

  it("stops at the first step that fails and names it", () => {
    const lines: string[] = []
    const result = runSteps(
      [
        { name: "First", run: `node -e "process.exit(0)"` },
        { name: "Second", run: `node -e "process.exit(3)"` },
        { name: "Third", run: `node -e "require('fs').writeFileSync('third-ran', '')"` },
      ],
      { cwd: os.tmpdir(), log: (line: string) => lines.push(line) },
    )
    expect(result).toMatchObject({ ok: false, failed: "Second", status: 3 })
    expect(result.message).toMatch(
      /^publish steps: "Second" \(node -e "process.exit\(3\)"\) failed with exit code 3 after [\d.]+ s; the 1 step\(s\) after it did not run\.$/,
    )
    expect(result.times.map((t: { name: string }) => t.name)).toEqual(["First", "Second"])
    expect(fs.existsSync(path.join(os.tmpdir(), "third-ran"))).toBe(false)
    expect(lines.join("\n")).toContain("=== First: done in")
  })

  it("reports every step's time when all pass", () => {
    const result = runSteps([{ name: "Only", run: `node -e ""` }], { cwd: os.tmpdir(), log: () => {} })
    expect(result.ok).toBe(true)
    expect(result.message).toMatch(/^publish steps: all 1 passed in [\d.]+ s \(Only [\d.]+ s\)\.$/)
  })
})

describe("the bundles of earlier builds in a restored public/", () => {
  const hash = (c: string) => c.repeat(20)
  const bundles = (h: string) => [
    `app-${h}.js`,
    `app-${h}.js.map`,
    `framework-${h}.js`,
    `framework-${h}.js.LICENSE.txt`,
    `component---src-pages-index-tsx-${h}.js`,
    `452-${h}.js`,
    `76aa41d61a82a086edec80aa33d9df711685cb62-${h}.js`,
    `styles.${h}.css`,
  ]
  const others = ["index.html", "404.html", "_headers", "_redirects", "sitemap.xml", "robots.txt", "rss.xml", "favicon.ico"]
  const more = ["manifest.webmanifest", "kaz-horizon-brochure.pdf", "webpack.stats.json", "chunk-map.json"]

  it("are every webpack bundle and every build-data file no page starts; nothing else", () => {
    const names = [
      ...bundles(hash("a")),
      ...bundles(hash("b")),
      ...others,
      ...more,
      `build-data-${hash("c")}.js`,
      `build-data-${hash("d")}.js`,
    ]
    expect(staleRootFiles(names, [`build-data-${hash("d")}.js`])).toEqual(
      [...bundles(hash("a")), ...bundles(hash("b")), `build-data-${hash("c")}.js`].sort(),
    )
  })

  it("reads the build-data file a page starts", () => {
    expect(buildDataOf(`<script>x=["/build-data-${hash("e")}.js","/app-${hash("a")}.js"]</script>`)).toEqual([`build-data-${hash("e")}.js`])
  })

  it("are removed from the folder, with the pages, images and page data kept", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "publish-prune-"))
    try {
      for (const name of [...bundles(hash("a")), ...others, `build-data-${hash("c")}.js`, `build-data-${hash("d")}.js`])
        fs.writeFileSync(path.join(dir, name), "")
      fs.writeFileSync(path.join(dir, "index.html"), `<script>l(["/build-data-${hash("d")}.js"])</script>`)
      fs.mkdirSync(path.join(dir, "static", "x"), { recursive: true })
      fs.writeFileSync(path.join(dir, "static", "x", `photo-${hash("a")}.js`), "")
      fs.mkdirSync(path.join(dir, "page-data", "index"), { recursive: true })
      fs.writeFileSync(path.join(dir, "page-data", "index", "page-data.json"), "{}")
      const { removed, kept } = prunePublic(dir)
      expect(removed).toHaveLength(bundles(hash("a")).length + 1)
      expect(kept).toBe(others.length + 1)
      expect(fs.readdirSync(dir).sort()).toEqual([...others, `build-data-${hash("d")}.js`, "page-data", "static"].sort())
      expect(fs.existsSync(path.join(dir, "static", "x", `photo-${hash("a")}.js`))).toBe(true)
      expect(prunePublic(path.join(dir, "missing"))).toEqual({ removed: [], kept: 0 })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
