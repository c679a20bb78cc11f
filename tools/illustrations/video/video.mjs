// Videos: slow pans/zooms and crossfades over stills rendered from the same scenes.
// Keyframe stills are rasterised with sharp into a temporary folder; frames are resampled
// (bilinear, sub-pixel smooth) in JS and piped to ffmpeg as raw RGB; the folder is removed after.
import { spawn } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"

const SW = 1600,
  SH = 900

async function loadStill(svg, tmp, name) {
  const file = path.join(tmp, name + ".png")
  await sharp(Buffer.from(svg), { limitInputPixels: false })
    .resize(SW, SH, { fit: "cover" })
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toFile(file)
  const { data } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return data
}

const ease = (t) => t * t * (3 - 2 * t)

/** Sample the view {cx, cy, z} of a still into out (W x H RGB), weight w accumulates for crossfades. */
function sample(src, view, W, H, out, w, first) {
  const vw = SW / view.z,
    vh = (SW / view.z) * (H / W)
  const x0 = view.cx * SW - vw / 2,
    y0 = view.cy * SH - vh / 2
  const sx = vw / W,
    sy = vh / H
  let o = 0
  for (let v = 0; v < H; v++) {
    let fy = y0 + (v + 0.5) * sy - 0.5
    if (fy < 0) fy = 0
    if (fy > SH - 1.001) fy = SH - 1.001
    const iy = fy | 0,
      ty = fy - iy
    const r0 = iy * SW * 3,
      r1 = r0 + SW * 3
    for (let u = 0; u < W; u++) {
      let fx = x0 + (u + 0.5) * sx - 0.5
      if (fx < 0) fx = 0
      if (fx > SW - 1.001) fx = SW - 1.001
      const ix = fx | 0,
        tx = fx - ix
      const a = r0 + ix * 3,
        b = r1 + ix * 3
      for (let c = 0; c < 3; c++) {
        const top = src[a + c] + (src[a + 3 + c] - src[a + c]) * tx
        const bot = src[b + c] + (src[b + 3 + c] - src[b + c]) * tx
        const val = (top + (bot - top) * ty) * w
        if (first) out[o] = val
        else out[o] += val
        o++
      }
    }
  }
}

/**
 * segments: [{ svg, from: {cx,cy,z}, to: {cx,cy,z}, dur }], crossfade seconds between segments.
 * Returns { first: Buffer (raw RGB of frame 0), bytes }.
 */
export async function makeVideo({ out, segments, W = 1280, H = 720, fps = 24, fade = 1.0, crf = 22, maxrate = "1400k" }) {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "kz-video-"))
  try {
    const stills = []
    for (let i = 0; i < segments.length; i++) stills.push(await loadStill(segments[i].svg, tmp, "k" + i))
    // timeline: segment i starts at t_i; consecutive segments overlap by `fade`
    const starts = []
    let t = 0
    for (let i = 0; i < segments.length; i++) {
      starts.push(t)
      t += segments[i].dur - (i < segments.length - 1 ? fade : 0)
    }
    const total = t
    const nFrames = Math.round(total * fps)
    await fs.mkdir(path.dirname(out), { recursive: true })
    const ff = spawn(
      "ffmpeg",
      [
        "-y",
        "-loglevel",
        "error",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        "-s",
        `${W}x${H}`,
        "-r",
        String(fps),
        "-i",
        "-",
        "-an",
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-tune",
        "animation",
        "-crf",
        String(crf),
        "-maxrate",
        maxrate,
        "-bufsize",
        "2600k",
        "-pix_fmt",
        "yuv420p",
        "-threads",
        "2",
        "-movflags",
        "+faststart",
        out,
      ],
      { stdio: ["pipe", "inherit", "inherit"] },
    )
    const done = new Promise((res, rej) => ff.on("close", (code) => (code === 0 ? res() : rej(new Error("ffmpeg exited " + code)))))
    const acc = new Float32Array(W * H * 3)
    const frame = Buffer.alloc(W * H * 3)
    let first = null
    for (let f = 0; f < nFrames; f++) {
      const time = f / fps
      let firstLayer = true
      for (let i = 0; i < segments.length; i++) {
        const s = segments[i],
          t0 = starts[i],
          t1 = t0 + s.dur
        if (time < t0 || time >= t1) continue
        let w = 1
        if (i > 0 && time < t0 + fade) w = ease((time - t0) / fade)
        if (i < segments.length - 1 && time > t1 - fade) w = Math.min(w, 1) // outgoing stays opaque under the incoming layer
        const p = ease((time - t0) / s.dur)
        const view = {
          cx: s.from.cx + (s.to.cx - s.from.cx) * p,
          cy: s.from.cy + (s.to.cy - s.from.cy) * p,
          z: s.from.z + (s.to.z - s.from.z) * p,
        }
        if (firstLayer) {
          sample(stills[i], view, W, H, acc, 1, true)
          firstLayer = false
        } else if (w > 0) {
          // blend: acc = acc*(1-w) + new*w
          for (let k = 0; k < acc.length; k++) acc[k] *= 1 - w
          sample(stills[i], view, W, H, acc, w, false)
        }
      }
      for (let k = 0; k < acc.length; k++) frame[k] = acc[k] + 0.5
      if (f === 0) first = Buffer.from(frame)
      if (!ff.stdin.write(frame)) await new Promise((r) => ff.stdin.once("drain", r))
    }
    ff.stdin.end()
    await done
    const st = await fs.stat(out)
    return { first, bytes: st.size, frames: nFrames, seconds: nFrames / fps }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true })
  }
}
