/** The AVIF effort default reaches the sharp that gatsby-plugin-sharp encodes with. */
import path from "path"
import sharp, { type Sharp } from "sharp"
import { AVIF_EFFORT, defaultAvifEffort } from "../src/gatsby/overrides/avif-effort"

type WithOptions = Sharp & { options: { heifEffort: number; heifQuality: number; heifCompression: string } }
const encoderOptions = (pipeline: Sharp) => (pipeline as WithOptions).options

describe("defaultAvifEffort", () => {
  const pristineEffort = encoderOptions(sharp().avif({ quality: 50 })).heifEffort

  beforeAll(() => defaultAvifEffort())

  it("starts from sharp's own default, which is slower than ours", () => {
    expect(pristineEffort).toBe(4)
    expect(AVIF_EFFORT).toBe(2)
  })

  it("sets the effort when the caller gives only a quality, as gatsby-plugin-sharp does", () => {
    const options = encoderOptions(sharp().avif({ quality: 50, force: false }))
    expect(options.heifEffort).toBe(AVIF_EFFORT)
    expect(options.heifQuality).toBe(50)
    expect(options.heifCompression).toBe("av1")
  })

  it("sets the effort when avif() is called without options", () => {
    expect(encoderOptions(sharp().avif()).heifEffort).toBe(AVIF_EFFORT)
  })

  it("keeps an effort the caller chose", () => {
    expect(encoderOptions(sharp().avif({ effort: 6 })).heifEffort).toBe(6)
    expect(encoderOptions(sharp().avif({ effort: 0 })).heifEffort).toBe(0)
  })

  it("wraps once however often it is applied", () => {
    const method = sharp.prototype.avif
    defaultAvifEffort(7)
    expect(sharp.prototype.avif).toBe(method)
    expect(encoderOptions(sharp().avif()).heifEffort).toBe(AVIF_EFFORT)
  })

  it("patches the very sharp module gatsby-plugin-sharp's encoder requires", () => {
    const processFile = require.resolve("gatsby-plugin-sharp/process-file")
    const pluginsSharp = require.resolve("sharp", { paths: [path.dirname(processFile)] })
    expect(pluginsSharp).toBe(require.resolve("sharp"))
  })

  it("still encodes a real AVIF", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a6b4f" } })
      .png()
      .toBuffer()
    const avif = await sharp(png).avif({ quality: 50 }).toBuffer()
    const metadata = await sharp(avif).metadata()
    expect(metadata.format).toBe("heif")
    expect(metadata.compression).toBe("av1")
    expect([metadata.width, metadata.height]).toEqual([64, 48])
  })
})
