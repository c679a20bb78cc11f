import { jsonErrorIndex, jsonSyntaxError, parseJson } from "../src/gatsby/content/json-errors"

/** What JSON.parse throws for a text, or undefined when the text is valid JSON. */
const thrown = (text: string): Error | undefined => {
  try {
    JSON.parse(text)
    return undefined
  } catch (err) {
    return err as Error
  }
}

describe("jsonErrorIndex (where a JSON text first breaks the grammar)", () => {
  // every fault for which this Node names a position: the check must find the same one
  it.each([
    ["{ not json"],
    ['{"a": 1,}'],
    ['{"a": 1'],
    ['{"a": "x'],
    ['{"a": "x\ty"}'],
    ['{"a": 1} x'],
    ['{"a" 1}'],
    ['{"a": 01}'],
    ['{"a": "\\q"}'],
    ['{"a": 1 "b": 2}'],
    ['{"a": -}'],
    ['{"a": 1.}'],
    ['{"a": 1e}'],
    ['{"a": "\\u12G4"}'],
    ['{\n  "a": 1,\n  b: 2\n}'],
    ['{"a": [1 2]}'],
    ["[1,2]\n]"],
    ['{"a": [\n  1\n'],
  ])("finds the position JSON.parse names in %j", (text) => {
    const message = thrown(text)!.message
    const named = /at position (\d+)/.exec(message)
    expect(named).not.toBeNull()
    expect(jsonErrorIndex(text)).toBe(Number(named![1]))
  })

  it.each([
    ['{"a": [1,]}', 9],
    ['{"a": tru}', 9],
    ["", 0],
    ["\uFEFF{}", 0],
  ])("finds the fault JSON.parse names no position for in %j", (text, index) => {
    expect(thrown(text)!.message).not.toMatch(/position/)
    expect(jsonErrorIndex(text)).toBe(index)
  })

  it("finds nothing in valid JSON", () => {
    for (const text of ['{"a": [1, -2.5e+3, "\\u00e9\\n", true, false, null, {}], "b": {"c": []}}', " [] ", '"x"'])
      expect(jsonErrorIndex(text)).toBeUndefined()
  })
})

describe("jsonSyntaxError (the message a maintainer reads)", () => {
  const text = '{\n  "title": "Apple Cabin",\n  order: 1\n}\n'

  it("gives the line and the column, the reason without the position, and the line with a caret under the column", () => {
    expect(jsonSyntaxError(text, thrown(text)!)).toEqual({
      line: 3,
      column: 3,
      reason: 'Expected double-quoted property name (a property name is written in double quotes: "order")',
      frame: ["  3 |   order: 1", "    |   ^"],
    })
  })

  it("reads the message of Node 20 (the position only) and of Node 22 (the position, the line and the column) alike", () => {
    const node22 = thrown(text)!
    expect(node22.message).toBe("Expected double-quoted property name in JSON at position 30 (line 3 column 3)")
    const node20 = new SyntaxError("Expected double-quoted property name in JSON at position 30")
    expect(jsonSyntaxError(text, node20)).toEqual(jsonSyntaxError(text, node22))
    expect(jsonSyntaxError(text, node20)).toMatchObject({
      line: 3,
      column: 3,
      reason: expect.stringMatching(/^Expected double-quoted property name \(/),
    })
  })

  it("finds the place itself when the message names none, and keeps only the token of 'Unexpected token'", () => {
    const list = '{\n  "tags": [\n    "a",\n  ]\n}\n'
    expect(jsonSyntaxError(list, thrown(list)!)).toEqual({
      line: 4,
      column: 3,
      reason: "Unexpected token ']' (a list or an object does not end with a comma: remove the one on line 3)",
      frame: ["  4 |   ]", "    |   ^"],
    })
  })

  it("puts the caret after the last character when the file ends too early", () => {
    const cut = '{\n  "title": "Apple Cabin",\n'
    expect(jsonSyntaxError(cut, thrown(cut)!)).toMatchObject({
      line: 2,
      column: 26,
      frame: ['  2 |   "title": "Apple Cabin",', `    | ${" ".repeat(25)}^`],
    })
  })

  it("shows a long line around its column", () => {
    const long = `{"text": "${"word ".repeat(60)}" "more": 1}`
    const { line, column, frame } = jsonSyntaxError(long, thrown(long)!)
    expect([line, column]).toEqual([1, 313])
    expect(frame[0].length).toBeLessThan(100)
    expect(frame[0]).toMatch(/^ {2}1 \| ….* word " "more": 1}$/)
    // the caret is under the quote that should have been a comma's
    expect(frame[0].charAt(frame[1].indexOf("^"))).toBe('"')
  })

  it("keeps tabs in the caret's line, so that it stays under the column", () => {
    const tabbed = '{\n\t"a": 1\n\t"b": 2\n}'
    const { frame } = jsonSyntaxError(tabbed, thrown(tabbed)!)
    expect(frame).toEqual(['  3 | \t"b": 2', "    | \t^"])
  })
})

describe("parseJson", () => {
  it("returns the document, or the error as it is reported", () => {
    expect(parseJson('{"a": 1}')).toEqual({ doc: { a: 1 } })
    const { error } = parseJson('{"a": 1,}') as { error: string }
    expect(error.split("\n")).toEqual([
      "line 1, column 9: not valid JSON: Expected double-quoted property name (a list or an object does not end with a comma: remove the one on line 1)",
      '  1 | {"a": 1,}',
      "    |         ^",
    ])
  })
})
