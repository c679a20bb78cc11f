import fs from "fs"
import path from "path"
import { sourceOfLanguagePicture } from "../src/lib/content/image-subjects"

const root = path.join(__dirname, "..")
const data = path.join(root, "data")

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))

/** Every file path a content file names, resolved against that file's folder. */
function referencedFiles(): Set<string> {
  const refs = new Set<string>()
  const visit = (value: unknown, base: string) => {
    if (typeof value === "string" && /^\.\.?\//.test(value)) refs.add(path.resolve(base, value))
    else if (Array.isArray(value)) value.forEach((v) => visit(v, base))
    else if (value && typeof value === "object") Object.values(value).forEach((v) => visit(v, base))
  }
  for (const file of walk(data).filter((f) => f.endsWith(".json"))) visit(JSON.parse(fs.readFileSync(file, "utf8")), path.dirname(file))
  // a page may also query a data file by its path (the contact page's map)
  for (const file of walk(path.join(root, "src")).filter((f) => /\.tsx?$/.test(f)))
    for (const [, rel] of fs.readFileSync(file, "utf8").matchAll(/relativePath: \{ eq: "([^"]+)" \}/g)) refs.add(path.join(data, rel))
  return refs
}

describe("committed images and videos (data/images, data/videos)", () => {
  const refs = referencedFiles()
  // every file there but the generator's manifest of them (data/images/manifest.json)
  const media = walk(path.join(data, "images"))
    .concat(walk(path.join(data, "videos")))
    .filter((f) => !f.endsWith("manifest.json"))

  it("every image or video a content file names exists", () => {
    const missing = [...refs].filter((f) => /\.(jpe?g|png|webp|avif|svg|mp4|webm)$/i.test(f) && !fs.existsSync(f))
    expect(missing).toEqual([])
  })

  it("every committed image and video is used by a content file or a page query", () => {
    // a picture's version in another language (plan.fr.svg) is shown where the picture is (docs/content-model.md)
    const used = (f: string) =>
      refs.has(f) || refs.has(path.join(data, sourceOfLanguagePicture(path.relative(data, f).split(path.sep).join("/")) ?? ""))
    const unused = media.filter((f) => !used(f)).map((f) => path.relative(root, f))
    expect(unused).toEqual([])
  })

  it.each(["demo", "apple-cabin", "capsule"])("video %s.mp4 is H.264, at most 2 MB, with its poster", (name) => {
    const video = path.join(data, "videos", `${name}.mp4`)
    const poster = path.join(data, "images", "video", `${name}-poster.jpg`)
    expect(fs.statSync(video).size).toBeLessThanOrEqual(2 * 1024 * 1024)
    expect(fs.existsSync(poster)).toBe(true)
    const head = fs.readFileSync(video).subarray(0, 64 * 1024)
    expect(head.includes(Buffer.from("ftyp"))).toBe(true)
    // 'avc1' sample entry = H.264; faststart puts the moov box (with it) before the media data
    expect(fs.readFileSync(video).includes(Buffer.from("avc1"))).toBe(true)
    expect(head.indexOf(Buffer.from("moov"))).toBeGreaterThan(-1)
  })

  it("raster sources are no larger than they are shown (at most 1920 px wide) and small", () => {
    for (const file of media.filter((f) => /\.jpe?g$/i.test(f))) {
      const bytes = fs.statSync(file).size
      expect([path.relative(root, file), bytes <= 400 * 1024]).toEqual([path.relative(root, file), true])
      const buf = fs.readFileSync(file)
      // read the JPEG's SOF marker for its width
      let i = 2
      let width = 0
      while (i < buf.length) {
        const marker = buf[i + 1]
        const len = buf.readUInt16BE(i + 2)
        if (marker >= 0xc0 && marker <= 0xc2) {
          width = buf.readUInt16BE(i + 7)
          break
        }
        i += 2 + len
      }
      expect(width).toBeGreaterThan(0)
      expect(width).toBeLessThanOrEqual(1920)
    }
  })

  it("the drawings and the map are real SVG documents", () => {
    for (const file of media.filter((f) => f.endsWith(".svg"))) {
      const text = fs.readFileSync(file, "utf8")
      expect(text).toMatch(/<svg[^>]*viewBox="/)
      expect(text).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/)
    }
  })
})
