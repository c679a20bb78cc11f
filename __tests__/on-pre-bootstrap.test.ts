/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import constructError from "gatsby-cli/lib/structured-errors/construct-error"
import { onPreBootstrap } from "../src/gatsby/on-pre-bootstrap"

const realData = path.join(__dirname, "..", "data")
const run = onPreBootstrap as (args: unknown) => void

/** Runs the build's first step in a copy of the site whose data/ has site.en.json without its tagline. */
function withBrokenSite(test: () => void) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pre-bootstrap-"))
  const cwd = process.cwd()
  try {
    fs.cpSync(realData, path.join(root, "data"), { recursive: true, filter: (src) => !/[/\\](images|videos)$/.test(src) })
    for (const folder of ["images", "videos"]) fs.symlinkSync(path.join(realData, folder), path.join(root, "data", folder))
    const site = path.join(root, "data", "site.en.json")
    const doc = JSON.parse(fs.readFileSync(site, "utf8"))
    delete doc.tagline
    fs.writeFileSync(site, JSON.stringify(doc, null, 2))
    process.chdir(root)
    test()
  } finally {
    process.chdir(cwd)
    fs.rmSync(root, { recursive: true, force: true })
  }
}

const message = "Content error in data/ (fix the file and build again):\ndata/site.en.json: Tagline [tagline]: is missing (expected a text)"

describe("onPreBootstrap: the build stops on a content error, under a heading that says content", () => {
  it("registers the content error and panics with it, the report as its message", () => {
    const reporter = { setErrorMap: jest.fn(), panic: jest.fn() }
    withBrokenSite(() => run({ reporter }))
    expect(reporter.setErrorMap).toHaveBeenCalledTimes(1)
    const [map] = reporter.setErrorMap.mock.calls[0]
    expect(Object.keys(map)).toEqual(["CONTENT"])
    expect(map.CONTENT).toMatchObject({ level: "ERROR", type: "PLUGIN", category: "USER" })
    expect(map.CONTENT.text({ sourceMessage: message })).toBe(message)
    expect(reporter.panic).toHaveBeenCalledTimes(1)
    expect(reporter.panic).toHaveBeenCalledWith({ id: "CONTENT", context: { sourceMessage: message } })
    expect(reporter.setErrorMap.mock.invocationCallOrder[0]).toBeLessThan(reporter.panic.mock.invocationCallOrder[0])
  })

  it("gives Gatsby's reporter an error it accepts: code …_CONTENT, not the UNKNOWN type of a bare message", () => {
    const reporter = { setErrorMap: jest.fn(), panic: jest.fn() }
    withBrokenSite(() => run({ reporter }))
    const [map] = reporter.setErrorMap.mock.calls[0]
    const [meta] = reporter.panic.mock.calls[0]
    // what Gatsby does with a site's gatsby-node reporter (gatsby/dist/utils/api-runner-node.js): the ids are the
    // plugin's, prefixed with its name; gatsby-cli checks the error against its schema and exits when it is not valid
    const plugin = "default-site-plugin"
    const exit = jest.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`process.exit(${code}): the error map entry is not one gatsby-cli accepts`)
    })
    try {
      const error = constructError(
        { details: { ...meta, id: `${plugin}_${meta.id}`, pluginName: plugin } },
        { [`${plugin}_CONTENT`]: map.CONTENT },
      )
      // the ink logger's heading is ` ${level} #${code} ` then ` ${type}`: "ERROR #default-site-plugin_CONTENT PLUGIN"
      expect(error).toMatchObject({ code: `${plugin}_CONTENT`, level: "ERROR", type: "PLUGIN", category: "USER", text: message })
    } finally {
      exit.mockRestore()
    }
  })

  it("still stops the build with the report when the reporter has no error map (Gatsby gives none outside a plugin)", () => {
    const reporter = { setErrorMap: undefined, panic: jest.fn() }
    withBrokenSite(() => run({ reporter }))
    expect(reporter.panic).toHaveBeenCalledWith({ id: "CONTENT", context: { sourceMessage: message } })
  })

  it("does nothing when the content is whole", () => {
    const reporter = { setErrorMap: jest.fn(), panic: jest.fn() }
    run({ reporter })
    expect(reporter.setErrorMap).not.toHaveBeenCalled()
    expect(reporter.panic).not.toHaveBeenCalled()
  })
})
