import { adviceFor, caretRanges, satisfies } from "../tools/runtime/node-version.mjs"
import pkg from "../package.json"

describe("the supported Node versions (package.json engines.node)", () => {
  it("are the current LTS lines, 22 from 22.12 and 24", () => {
    expect(pkg.engines.node).toBe("^22.12.0 || ^24.0.0")
    expect(caretRanges(pkg.engines.node)).toEqual([
      [22, 12, 0],
      [24, 0, 0],
    ])
  })

  it.each([
    ["v22.12.0", true],
    ["v22.23.3", true],
    ["v24.21.0", true],
    ["v22.11.9", false],
    ["v20.20.2", false],
    ["v23.5.0", false],
    ["v25.0.0", false],
    ["v26.10.0", false],
  ])("%s is supported: %s", (version, ok) => {
    expect(satisfies(version, pkg.engines.node)).toBe(ok)
  })

  it("says in one line what to do on an older Node, and nothing on a supported one", () => {
    expect(adviceFor("v20.20.2", pkg.engines.node)).toBe(
      "Node 20.20.2 is not supported: install Node 22 or 24 LTS (for example `nvm install 22`) and run the command again. Going on with Node 20.20.2.",
    )
    expect(adviceFor("v22.23.3", pkg.engines.node)).toBeNull()
  })

  it("refuses a range it cannot read as caret ranges", () => {
    expect(() => caretRanges(">=22.12")).toThrow('engines.node: write each range as ^major.minor.patch, not ">=22.12"')
  })
})
