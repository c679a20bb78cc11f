// Sky: gradient by time of day, sun or moon with glow, clouds, stars.
import { f, smoothD } from "../lib/svg.mjs"
import { mix } from "../lib/color.mjs"
import { add, mul } from "../engine/math.mjs"

export function sunScreen(cam, env) {
  return cam.project(add(cam.pos, mul(env.sunDir, 1e5)))
}

export function cloud(defs, x, y, w, rng, cols, op = 0.92) {
  const n = Math.max(4, Math.round(w / 38))
  const puffs = []
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1)
    const bump = Math.sin(t * Math.PI)
    const r = w * (0.08 + 0.13 * bump) * rng.range(0.75, 1.2)
    puffs.push([x + (t - 0.5) * w * 0.86, y - r * 0.55 * rng.range(0.7, 1.1), r])
  }
  // a second row of smaller puffs on top
  for (let i = 0; i < n - 2; i++) {
    const t = (i + 1) / (n - 1)
    const r = w * (0.05 + 0.1 * Math.sin(t * Math.PI)) * rng.range(0.7, 1.1)
    puffs.push([x + (t - 0.5) * w * 0.6 + rng.range(-8, 8), y - w * 0.1 - r * 0.6, r])
  }
  const top = Math.min(...puffs.map((p) => p[1] - p[2]))
  const gid = defs.linear(0, top, 0, y + 4, [
    [0, cols[0]],
    [0.55, mix(cols[0], cols[1], 0.35)],
    [1, cols[1]],
  ])
  const clip = defs.clip(`<rect x="${f(x - w)}" y="${f(top - 5)}" width="${f(w * 2)}" height="${f(y - top + 5)}"/>`)
  const circles = puffs.map((p) => `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(p[2])}"/>`).join("")
  return `<g fill="url(#${gid})" opacity="${op}" clip-path="url(#${clip})">${circles}<rect x="${f(x - w * 0.45)}" y="${f(y - w * 0.08)}" width="${f(w * 0.9)}" height="${f(w * 0.08 + 1)}" rx="${f(w * 0.04)}"/></g>`
}

export function streak(x, y, w, h, col, op) {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(h / 2)}" fill="${col}" opacity="${op}"/>`
}

/**
 * opts: clouds: number of cumulus, cloudBand: [y0,y1] fractions of horizon, avoidLeft: keep left calmer,
 * sun: show disc (default when in view), streaks: thin stratus count.
 */
export function drawSky({ W, H, cam, env, defs, rng, clouds = 4, streaks = 3, avoidLeft = false, sunDisc = true, cloudScale = 1 }) {
  const hy = cam.horizonY
  const s = env.skyCols
  const skyBottom = Math.max(hy, 10)
  const gid = defs.linear(0, 0, 0, skyBottom, [
    [0, s[0]],
    [0.42, s[1]],
    [0.8, s[2]],
    [1, s[3]],
  ])
  let out = `<rect width="${W}" height="${H}" fill="${s[3]}"/><rect width="${W}" height="${f(skyBottom + 2)}" fill="url(#${gid})"/>`
  // stars
  if (env.stars) {
    let st = ""
    for (let i = 0; i < 160; i++) {
      const x = rng.range(0, W),
        y = rng.range(0, hy * 0.8)
      const r = rng.range(0.5, 1.6) * (W / 1600)
      st += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" opacity="${f(rng.range(0.3, 0.95) * (1 - y / hy))}"/>`
    }
    out += `<g fill="#f4f1ff">${st}</g>`
  }
  const sp = sunScreen(cam, env)
  if (sp) {
    const [x, y] = sp
    const isNight = env.time === "night"
    const glowR = W * (isNight ? 0.12 : env.time === "midday" ? 0.25 : 0.42)
    const glowC = isNight ? "#cfd9ff" : env.preset.sun
    const gy = Math.min(y, hy + (env.time === "dusk" ? 30 : 0))
    const g = defs.radial(x, gy, glowR, [
      [0, glowC, isNight ? 0.35 : 0.75],
      [0.35, glowC, isNight ? 0.1 : 0.3],
      [1, glowC, 0],
    ])
    out += `<rect width="${W}" height="${f(hy + 2)}" fill="url(#${g})"/>`
    const discR = W * (isNight ? 0.014 : 0.017)
    if (sunDisc && y < hy - discR * 0.2 && env.time !== "storm") {
      if (isNight) {
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(discR)}" fill="#f3f0e2"/><circle cx="${f(x + discR * 0.35)}" cy="${f(y - discR * 0.2)}" r="${f(discR * 0.25)}" fill="#dcd8c6"/><circle cx="${f(x - discR * 0.3)}" cy="${f(y + discR * 0.35)}" r="${f(discR * 0.18)}" fill="#dcd8c6"/>`
      } else {
        const dc = env.time === "midday" ? "#fffdf5" : "#fff1d6"
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(discR * 1.8)}" fill="${dc}" opacity="0.35"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(discR)}" fill="${dc}"/>`
      }
    }
  }
  // thin stratus streaks near the horizon
  for (let i = 0; i < streaks; i++) {
    const y = hy * rng.range(0.55, 0.92)
    const x = rng.range(avoidLeft ? W * 0.45 : 0, W)
    out += streak(x, y, rng.range(W * 0.15, W * 0.4), rng.range(3, 9) * (W / 1600), env.cloudCols[0], rng.range(0.25, 0.5))
  }
  for (let i = 0; i < clouds; i++) {
    const x = avoidLeft ? rng.range(W * 0.5, W * 1.05) : rng.range(-W * 0.05, W * 1.05)
    const y = hy * rng.range(0.18, 0.7)
    const w = rng.range(W * 0.1, W * 0.22) * cloudScale * (0.6 + (y / hy) * 0.5)
    out += cloud(defs, x, y, w, rng, env.cloudCols, env.time === "night" ? 0.5 : 0.9)
  }
  return out
}

export { smoothD }
