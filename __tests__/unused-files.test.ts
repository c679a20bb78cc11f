/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { referencedFiles, resolveFromFolder, unusedFiles, unusedFileWarning } from "../src/lib/content/unused-files"

describe("resolveFromFolder", () => {
  it("resolves a content file's relative path to a path from data/", () => {
    expect(resolveFromFolder("blog", "../images/blog/a.jpg")).toBe("images/blog/a.jpg")
    expect(resolveFromFolder("", "./images/brand/logo.svg")).toBe("images/brand/logo.svg")
    expect(resolveFromFolder("products", "./../videos/demo.mp4")).toBe("videos/demo.mp4")
    expect(resolveFromFolder("", "../outside.jpg")).toBeUndefined()
  })
})

describe("referencedFiles (what a content file points at)", () => {
  it("reads every relative path of the file, whole values and inside texts, against the file's folder", () => {
    const doc = {
      image: "../images/blog/a.jpg",
      content: [
        { type: "image", image: "../images/blog/b.webp" },
        { type: "paragraph", text: "See ![plan](../images/plans/c.svg)." },
      ],
      video: { src: "../videos/demo.mp4?t=3" },
      path: "/apple-cabins",
      href: "https://example.org/x.jpg",
    }
    expect(referencedFiles("blog/3.en.json", doc).sort()).toEqual([
      "images/blog/a.jpg",
      "images/blog/b.webp",
      "images/plans/c.svg",
      "videos/demo.mp4",
    ])
    expect(referencedFiles("site.en.json", { logo: "./images/brand/logo.svg" })).toEqual(["images/brand/logo.svg"])
  })
})

describe("unusedFiles", () => {
  const media = ["images/blog/a.jpg", "images/blog/old.jpg", "images/contact/map.svg", "images/manifest.json", "videos/demo.mp4"]

  it("lists the pictures and videos no content file points at and no source file names, never the manifest", () => {
    const sources = ['query { file(relativePath: { eq: "images/contact/map.svg" }) { publicURL } }']
    expect(unusedFiles(media, ["images/blog/a.jpg", "videos/demo.mp4"], sources)).toEqual(["images/blog/old.jpg"])
    expect(unusedFiles(media, [], [])).toEqual(["images/blog/a.jpg", "images/blog/old.jpg", "images/contact/map.svg", "videos/demo.mp4"])
  })

  it("one summary line per file", () => {
    expect(unusedFileWarning("images/blog/old.jpg")).toMatch(
      /^data\/images\/blog\/old\.jpg: no content file points at it and no source file names it/,
    )
  })
})

describe("npm run check:content: the unused-picture warning", () => {
  const root = path.join(__dirname, "..")
  const script = path.join(root, "tools", "content", "check-content.cjs")
  let project: string
  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), "unused-"))
    fs.cpSync(path.join(root, "data"), path.join(project, "data"), { recursive: true })
    fs.cpSync(path.join(root, "src"), path.join(project, "src"), { recursive: true })
  })
  afterEach(() => fs.rmSync(project, { recursive: true, force: true }))
  const check = () => spawnSync(process.execPath, [script, path.join(project, "data")], { encoding: "utf8" })

  it("finds nothing unused in the project's own data/", () => {
    expect(check().stderr).toBe("")
  })

  it("warns about the picture a deleted article leaves behind, and the exit code stays 0", () => {
    // article 14's cover is its own (data/images/manifest.json records what it depicts, which does not count as a use)
    expect(JSON.parse(fs.readFileSync(path.join(project, "data/blog/14.en.json"), "utf8")).image).toBe("../images/blog/cover-14.jpg")
    fs.rmSync(path.join(project, "data/blog/14.en.json"))
    fs.rmSync(path.join(project, "data/blog/14.fr.json"))
    const result = check()
    expect(result.stderr.split("\n").filter((l) => l.startsWith("data/"))).toEqual([
      "data/images/blog/cover-14.jpg: no content file points at it and no source file names it (left behind by a deleted item? delete it, or use it)",
    ])
    expect(result.status).toBe(0)
  })

  it("counts a file a source file names (a GraphQL query) as used", () => {
    fs.writeFileSync(path.join(project, "data/images/contact/orphan.svg"), "<svg/>")
    expect(check().stderr).toContain("data/images/contact/orphan.svg: no content file points at it")
    fs.appendFileSync(path.join(project, "src/pages/contact.tsx"), '\n// relativePath: "images/contact/orphan.svg"\n')
    expect(check().stderr).toBe("")
  })
})
