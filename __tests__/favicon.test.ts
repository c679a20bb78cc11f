/**
 * @jest-environment node
 */
/** The inline tab icon: a well-formed data: URI, and the same picture as the 48 px image of /favicon.ico. */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { FAVICON_HREF, FAVICON_SVG, svgDataUri } from "../src/lib/seo/favicon"

const SIZE = 48

/** The PNG of the given width inside an .ico container (ICONDIR, then 16-byte entries: width, …, size, offset). */
function pngFromIco(ico: Buffer, width: number): Buffer {
  const count = ico.readUInt16LE(4)
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i
    if ((ico.readUInt8(entry) || 256) !== width) continue
    const size = ico.readUInt32LE(entry + 8)
    const offset = ico.readUInt32LE(entry + 12)
    return ico.subarray(offset, offset + size)
  }
  throw new Error(`favicon.ico has no ${width} px image`)
}

/** RGBA pixels with the colour multiplied by the alpha, so transparent corners compare equal whatever their colour. */
async function premultiplied(image: Buffer): Promise<number[]> {
  const raw = await sharp(image, { density: 72 }).resize(SIZE, SIZE).ensureAlpha().raw().toBuffer()
  const out: number[] = []
  for (let i = 0; i < raw.length; i += 4) {
    const a = raw[i + 3] / 255
    out.push(raw[i] * a, raw[i + 1] * a, raw[i + 2] * a, raw[i + 3])
  }
  return out
}

describe("svgDataUri", () => {
  it("keeps the markup readable and encodes only what a URL or an attribute cannot hold", () => {
    expect(svgDataUri('<svg a="1">\n  <path fill="#fff"/>\n</svg>')).toBe(
      "data:image/svg+xml,%3Csvg a='1'%3E %3Cpath fill='%23fff'/%3E %3C/svg%3E",
    )
  })

  it("decodes back to the SVG it was made from", () => {
    const body = decodeURIComponent(FAVICON_HREF.slice("data:image/svg+xml,".length))
    expect(body).toBe(FAVICON_SVG.replace(/"/g, "'"))
    expect(FAVICON_HREF).not.toMatch(/[#<>"]/)
  })
})

describe("the tab icon", () => {
  it("is the brand's 48 px icon from favicon.ico", async () => {
    const ico = fs.readFileSync(path.join(__dirname, "..", "static", "favicon.ico"))
    const expected = await premultiplied(pngFromIco(ico, SIZE))
    const actual = await premultiplied(Buffer.from(FAVICON_SVG))
    const diffs = actual.map((v, i) => Math.abs(v - expected[i]))
    // two renderings of the same shapes differ by 1 unit at most here (librsvg both times); a colour off by a
    // few percent, a stroke moved by a pixel or a missing part differs by 20 units or more somewhere
    expect(Math.max(...diffs)).toBeLessThanOrEqual(8)
    expect(diffs.reduce((a, b) => a + b, 0) / diffs.length).toBeLessThan(0.25)
  })
})
