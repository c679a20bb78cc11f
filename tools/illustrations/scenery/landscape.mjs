// Distant scenery drawn in screen space: volcanic ridges, ocean, islands, mist.
import { f, pathD, smoothD } from "../lib/svg.mjs"
import { mix } from "../lib/color.mjs"
import { noise1 } from "../engine/math.mjs"
import { rng as mkRng } from "../lib/prng.mjs"

/**
 * A mountain ridge silhouette. peaks: [{x (0..1 of W), h (px above base), w (px half width), sharp}].
 * Returns svg. Heights are in px; base is the y where the ridge meets the ground/sea.
 */
export function ridge({
  W,
  defs,
  seed = 1,
  base,
  peaks,
  rough = 0.12,
  colTop,
  colBottom,
  gullies = 0,
  gullyCol,
  lightCol,
  sunRight = true,
  mist = null,
  minH = 0,
  op = 1,
}) {
  const n1 = noise1(seed),
    n2 = noise1(seed * 7 + 3),
    n3 = noise1(seed * 13 + 11)
  const r = mkRng(seed * 31 + 5)
  const step = Math.max(4, W / 260)
  const pts = []
  const hAt = (x) => {
    let h = minH
    for (const p of peaks) {
      const d = Math.abs(x - p.x * W) / p.w
      if (d < 1) h = Math.max(h, p.h * Math.pow(1 - d, p.sharp ?? 1.35))
    }
    const amp = Math.max(h, 10)
    const j = (n1(x / 90) - 0.5) * 0.5 + (n2(x / 31) - 0.5) * 0.3 + (n3(x / 11) - 0.5) * 0.15
    return Math.max(0, h + j * amp * rough * 2.2)
  }
  let topY = base
  for (let x = -20; x <= W + 20; x += step) {
    const y = base - hAt(x)
    topY = Math.min(topY, y)
    pts.push([x, y])
  }
  const poly = [[-20, base + 400], ...pts, [W + 20, base + 400]]
  const d = pathD(poly)
  const gid = defs.linear(0, topY, 0, base, [
    [0, colTop],
    [1, colBottom],
  ])
  let out = `<path d="${d}" fill="url(#${gid})"${op < 1 ? ` opacity="${op}"` : ""}/>`
  if (gullies > 0 || lightCol) {
    const clip = defs.clip(`<path d="${d}"/>`)
    let g = ""
    // eroded ravines running down from the crest, and lit spurs between them
    const gg = defs.linearBox(
      0,
      0,
      0,
      1,
      [
        [0, gullyCol, 0.55],
        [0.6, gullyCol, 0.25],
        [1, gullyCol, 0],
      ],
      "gully" + gullyCol,
    )
    const lg = lightCol
      ? defs.linearBox(
          0,
          0,
          0,
          1,
          [
            [0, lightCol, 0.5],
            [1, lightCol, 0],
          ],
          "spur" + lightCol,
        )
      : null
    const k = W / 1600
    for (let i = 0; i < gullies; i++) {
      const x = r.range(0, W)
      const yTop = base - hAt(x)
      const hh = base - yTop
      if (hh < 12 * k) continue
      const depth = hh * r.range(0.35, 0.85)
      const w0 = r.range(1.5, 3) * k,
        w1 = r.range(5, 12) * k * Math.min(1.5, hh / (150 * k) + 0.4)
      const drift = r.range(-0.12, 0.12) * depth
      const y0 = yTop + 2 * k
      const shape = [
        [x - w0, y0],
        [x + w0, y0],
        [x + drift * 0.5 + w1 * 0.7, y0 + depth * 0.5],
        [x + drift + w1 * 0.3, y0 + depth],
        [x + drift - w1 * 0.3, y0 + depth],
        [x + drift * 0.5 - w1 * 0.7, y0 + depth * 0.5],
      ]
      g += `<path d="${smoothD(shape, true, 0.6)}" fill="url(#${gg})" opacity="${f(r.range(0.5, 0.9))}"/>`
      if (lg && r.chance(0.6)) {
        const off = (sunRight ? 1 : -1) * (w1 * 0.9 + 2 * k)
        const lit = shape.map((p) => [p[0] + off, p[1]])
        g += `<path d="${smoothD(lit, true, 0.6)}" fill="url(#${lg})" opacity="${f(r.range(0.4, 0.8))}"/>`
      }
    }
    out += `<g clip-path="url(#${clip})">${g}</g>`
  }
  if (mist) {
    const mg = defs.linear(0, base - mist.h, 0, base, [
      [0, mist.color, 0],
      [1, mist.color, mist.op ?? 0.7],
    ])
    out += `<rect x="0" y="${f(base - mist.h)}" width="${W}" height="${f(mist.h + 2)}" fill="url(#${mg})"/>`
  }
  return out
}

/** Ocean from the horizon down to the bottom of the picture with sun glitter. */
export function ocean({ W, H, hy, env, defs, rng, sunX = null, near = null, lagoon = false }) {
  const [cFar, cNear] = env.oceanCols
  const nearC = near ?? (lagoon ? mix(cNear, "#3fb6b8", 0.45) : cNear)
  const gid = defs.linear(0, hy, 0, H, [
    [0, cFar],
    [0.12, mix(cFar, nearC, 0.45)],
    [0.5, nearC],
    [1, mix(nearC, "#0a3f4c", 0.25)],
  ])
  let out = `<rect x="0" y="${f(hy)}" width="${W}" height="${f(H - hy)}" fill="url(#${gid})"/>`
  // soft haze line at the horizon
  const hz = defs.linear(0, hy - 2, 0, hy + 14, [
    [0, env.preset.haze, 0.9],
    [1, env.preset.haze, 0],
  ])
  out += `<rect x="0" y="${f(hy - 1)}" width="${W}" height="16" fill="url(#${hz})"/>`
  let lines = ""
  const glint = env.time === "night" ? "#dfe6ff" : "#fff6e6"
  for (let i = 0; i < 170; i++) {
    const t = Math.pow(rng.next(), 1.7)
    const y = hy + 2 + t * (H - hy) * 0.9
    const persp = (y - hy) / (H - hy)
    let x = rng.range(-20, W + 20)
    let op = 0.12 + 0.15 * rng.next()
    if (sunX !== null && rng.chance(0.6)) {
      x = sunX + rng.range(-1, 1) * (30 + persp * 260) * (W / 1600)
      op = 0.35 + 0.45 * rng.next() * (1 - persp * 0.6)
    }
    const w = (4 + persp * 60) * rng.range(0.5, 1.4) * (W / 1600)
    lines += `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(Math.max(0.8, persp * 2.5))}" opacity="${f(op)}"/>`
  }
  out += `<g fill="${glint}">${lines}</g>`
  return out
}

/** Low island / headland on the horizon (in px). */
export function headland({ defs, seed, hy, x0, x1, h, col, colB, side = "right" }) {
  const pts = []
  const n = noise1(seed)
  const N = 60
  for (let i = 0; i <= N; i++) {
    const t = i / N
    const x = x0 + (x1 - x0) * t
    const env = side === "right" ? Math.pow(t, 0.6) : Math.pow(1 - t, 0.6)
    pts.push([x, hy - h * env * (0.75 + 0.35 * n(t * 9))])
  }
  const poly = [[x0, hy + 1], ...pts, [x1, hy + 1]]
  const gid = defs.linear(0, hy - h, 0, hy, [
    [0, col],
    [1, colB ?? col],
  ])
  return `<path d="${pathD(poly)}" fill="url(#${gid})"/>`
}

/** Standard palette for ridges per time of day: [far, mid, near] (top colours). */
export function ridgeColours(env) {
  const t = env.time
  const sets = {
    morning: {
      far: ["#a9b7cf", "#d9cfcf"],
      mid: ["#7f9a8f", "#b9bfb4"],
      near: ["#4f7b55", "#83a077"],
      gully: "#2c4a3c",
      light: "#f6d8b4",
      mist: "#f3e1d2",
    },
    midday: {
      far: ["#8fb0c4", "#c8dde6"],
      mid: ["#5f8f73", "#9fc0a9"],
      near: ["#3f7a45", "#6e9d5a"],
      gully: "#1f4a33",
      light: "#d8efb0",
      mist: "#e6f1f3",
    },
    golden: {
      far: ["#9f93b0", "#e2c0a6"],
      mid: ["#6c7a62", "#b9a487"],
      near: ["#4c6a3c", "#8f8d55"],
      gully: "#2a3524",
      light: "#ffd08a",
      mist: "#f6d2aa",
    },
    dusk: {
      far: ["#6b5f8c", "#a27a94"],
      mid: ["#3f4570", "#6b5f86"],
      near: ["#2a3452", "#48506e"],
      gully: "#1a1f36",
      light: "#f0a07c",
      mist: "#a98aa6",
    },
    night: {
      far: ["#1c2a4d", "#2a3c66"],
      mid: ["#142140", "#1f2f55"],
      near: ["#0d172e", "#18243f"],
      gully: "#070d1c",
      light: "#4a5f94",
      mist: "#2b3c66",
    },
    storm: {
      far: ["#6f7b84", "#98a2a8"],
      mid: ["#56665f", "#7e8b86"],
      near: ["#3f5346", "#61705f"],
      gully: "#26332b",
      light: "#a8b3ac",
      mist: "#9aa5ab",
    },
  }
  return sets[t] ?? sets.midday
}
