import { decodeVlq, profileTimes, shortSource, sourceMapLookup, topRows } from "../tools/bench/lib/cpu-profile.mjs"

describe("npm run bench:profile: source maps", () => {
  it("decodes Base64 VLQ fields, signed, over several digits", () => {
    expect(decodeVlq("AAAA")).toEqual([0, 0, 0, 0])
    expect(decodeVlq("AACA")).toEqual([0, 0, 1, 0])
    expect(decodeVlq("D")).toEqual([-1])
    expect(decodeVlq("gB")).toEqual([16])
    expect(decodeVlq("2H")).toEqual([123])
    expect(decodeVlq("3H")).toEqual([-123])
    expect(() => decodeVlq("A!")).toThrow('not a Base64 VLQ digit: "!"')
  })

  const map = {
    version: 3,
    sources: ["webpack://site/./src/a.ts", "webpack://site/node_modules/react-dom/cjs/x.js"],
    names: ["foo", "bar"],
    // line 0: col 0 → a.ts:1 foo; col 5 → x.js:2 bar; col 9 → nothing; line 1: col 0 → x.js:2, no name
    mappings: "AAAAA,KCCCC,I;AAAA",
  }

  it("finds the original source, line and name of a generated position (lines and columns from 0)", () => {
    const lookup = sourceMapLookup(map)
    expect(lookup(0, 0)).toEqual({ source: "webpack://site/./src/a.ts", line: 1, name: "foo" })
    expect(lookup(0, 4)).toEqual({ source: "webpack://site/./src/a.ts", line: 1, name: "foo" })
    expect(lookup(0, 5)).toEqual({ source: "webpack://site/node_modules/react-dom/cjs/x.js", line: 2, name: "bar" })
    expect(lookup(0, 9)).toBeNull()
    expect(lookup(1, 3)).toEqual({ source: "webpack://site/node_modules/react-dom/cjs/x.js", line: 2, name: null })
    expect(lookup(2, 0)).toBeNull()
    expect(() => sourceMapLookup({ version: 2, mappings: "" })).toThrow("not a version 3 source map")
  })

  it("names a source as the repository does", () => {
    expect(shortSource("webpack://site/./src/a.ts")).toBe("src/a.ts")
    expect(shortSource("webpack://site/./.cache/loader.js")).toBe(".cache/loader.js")
    expect(shortSource("webpack://site/node_modules/react-dom/cjs/x.js")).toBe("nm/react-dom/cjs/x.js")
  })
})

describe("npm run bench:profile: a profile's time by function", () => {
  const frame = (functionName: string, url = "http://127.0.0.1/app.js") => ({ functionName, url, lineNumber: 0, columnNumber: 0 })
  // (root) → a → b → a (recursion); (root) → (idle), (program); (root) → q, the test tool's own script (no url)
  const profile = {
    nodes: [
      { id: 1, callFrame: frame("(root)", ""), children: [2, 5, 6, 7] },
      { id: 2, callFrame: frame("a"), children: [3] },
      { id: 3, callFrame: frame("b"), children: [4] },
      { id: 4, callFrame: frame("a") },
      { id: 5, callFrame: frame("(idle)", "") },
      { id: 6, callFrame: frame("(program)", "") },
      { id: 7, callFrame: frame("q", "") },
    ],
    samples: [3, 4, 5, 6, 7, 3],
    // a sample's time is the gap to the next one: 10, 20, 30, 40, 50, 60 µs
    timeDeltas: [0, 10, 20, 30, 40, 50, 60],
  }

  it("sums self and inclusive time, a recursive function once a sample, without idle, program or refused stacks", () => {
    const { self, inclusive } = profileTimes(
      profile,
      (f: { functionName: string }) => f.functionName,
      (stack: Array<{ url: string }>) => stack.some((f) => f.url !== ""),
    )
    expect(Object.fromEntries(self)).toEqual({ b: 70, a: 20 })
    expect(Object.fromEntries(inclusive)).toEqual({ b: 90, a: 90 })
  })

  it("names each node once, however many samples pass through it", () => {
    const named: string[] = []
    profileTimes(profile, (f: { functionName: string }) => (named.push(f.functionName), f.functionName))
    expect(named.sort()).toEqual(["a", "a", "b", "q"])
  })

  it("keeps every stack by default", () => {
    const { self } = profileTimes(profile, (f: { functionName: string }) => f.functionName)
    expect(Object.fromEntries(self)).toEqual({ b: 70, a: 20, q: 50 })
  })

  it("lists the largest entries in milliseconds a run", () => {
    expect(
      topRows(
        new Map([
          ["y", 1000],
          ["x", 3000],
          ["z", 2000],
        ]),
        2,
        2,
      ),
    ).toEqual([
      ["1.50", "x"],
      ["1.00", "z"],
    ])
  })
})
