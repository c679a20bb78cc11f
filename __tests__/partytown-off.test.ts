import fs from "fs"
import path from "path"
import { PARTYTOWN_BROWSER, PARTYTOWN_OFF } from "../src/gatsby/overrides/partytown-swap"

const GATSBY_MODULE = path.join(__dirname, "..", "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")

describe("Gatsby's Partytown module is left out of the production bundles", () => {
  it("matches the request of Gatsby's plugin list, and nothing else of the plugin", () => {
    // as .cache/api-runner-browser-plugins.js writes it
    expect(PARTYTOWN_BROWSER.test("../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")).toBe(true)
    expect(PARTYTOWN_BROWSER.test("C:\\site\\node_modules\\gatsby\\dist\\internal-plugins\\partytown\\gatsby-browser.js")).toBe(true)
    expect(PARTYTOWN_BROWSER.test("../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-ssr.js")).toBe(false)
    expect(PARTYTOWN_BROWSER.test("../gatsby-browser.tsx")).toBe(false)
    expect(fs.existsSync(PARTYTOWN_OFF)).toBe(true)
  })

  it("takes out only what does nothing in production: Gatsby's module has one hook, which returns at once there", () => {
    const env = process.env.NODE_ENV
    process.env.NODE_ENV = "production"
    try {
      jest.isolateModules(() => {
        const mod = require(GATSBY_MODULE) as Record<string, unknown>
        expect(Object.keys(mod).filter((k) => k !== "__esModule")).toEqual(["onInitialClientRender"])
        const before = document.documentElement.outerHTML
        expect((mod.onInitialClientRender as () => unknown)()).toBeUndefined()
        expect(document.documentElement.outerHTML).toBe(before)
      })
    } finally {
      process.env.NODE_ENV = env
    }
  })
})
