import fs from "fs"
import os from "os"
import path from "path"
import type { PostBuildContext } from "../../src/gatsby/post-build/steps"

/** A reporter whose info, warn and panicOnBuild calls the tests read. */
export const postBuildReporter = () => ({ info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() })

/**
 * A throw-away build for the post-build steps: registers the hooks that give each test a fresh temporary
 * public/ and static/ and the context naming them (with `context` over the defaults), and remove them after it.
 * Read `ctx` inside the tests or hooks (it is replaced before each test).
 */
export function postBuildFixture(prefix: string, context: Partial<PostBuildContext> = {}) {
  const fixture = {
    root: "",
    ctx: undefined as unknown as PostBuildContext,
    /** writes a file under public/, creating its folders */
    write(relative: string, text: string) {
      const file = path.join(fixture.ctx.publicDir, relative)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, text)
    },
    read: (relative: string) => fs.readFileSync(path.join(fixture.ctx.publicDir, relative), "utf8"),
  }
  beforeEach(() => {
    fixture.root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    fixture.ctx = {
      publicDir: path.join(fixture.root, "public"),
      staticDir: path.join(fixture.root, "static"),
      siteUrl: "https://www.example.com",
      site: { brand: "Kaz Horizon", tagline: "A home for everyone", description: "Modular buildings." },
      pagePaths: [],
      posts: [],
      env: {},
      ...context,
    }
    fs.mkdirSync(fixture.ctx.publicDir)
    fs.mkdirSync(fixture.ctx.staticDir)
  })
  afterEach(() => fs.rmSync(fixture.root, { recursive: true, force: true }))
  return fixture
}
