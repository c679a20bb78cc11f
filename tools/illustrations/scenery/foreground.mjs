// Large out-of-focus foliage at the picture edges to give depth (screen space).
import { smoothD } from "../lib/svg.mjs"
import { rng as mkRng } from "../lib/prng.mjs"
import { mix } from "../lib/color.mjs"

export function foliageCorner({ W, H, env, defs, corner = "br", seed = 1, size = 0.35 }) {
  const r = mkRng(seed)
  const dark = env.time === "night" ? "#0b1a14" : env.time === "dusk" ? "#1e2b2a" : env.time === "golden" ? "#2f4a25" : "#2d5a2a"
  const mid = mix(dark, env.time === "golden" ? "#a8a040" : "#6fa04a", env.lit ? 0.15 : 0.35)
  const sx = corner.includes("r") ? W : 0,
    sy = corner.includes("b") ? H : 0
  const dirX = corner.includes("r") ? -1 : 1,
    dirY = corner.includes("b") ? -1 : 1
  let out = ""
  const n = 5
  for (let i = 0; i < n; i++) {
    const ang = (i / (n - 1)) * (Math.PI / 2) * 0.8 + 0.1 + r.range(-0.1, 0.1)
    const L = W * size * r.range(0.7, 1.1)
    const base = [sx + dirX * r.range(0, W * 0.05), sy + dirY * r.range(0, H * 0.05)]
    const tip = [base[0] + dirX * Math.cos(ang) * L, base[1] + dirY * Math.sin(ang) * L * 0.9]
    const nx = -(tip[1] - base[1]) / L,
      ny = (tip[0] - base[0]) / L
    const w = L * 0.2
    // serrated frond-like leaf
    const pts = [base]
    const K = 14
    for (let k = 1; k < K; k++) {
      const t = k / K
      const c = [base[0] + (tip[0] - base[0]) * t, base[1] + (tip[1] - base[1]) * t - Math.sin(t * Math.PI) * L * 0.08 * dirY]
      const ww = w * Math.sin(Math.PI * Math.pow(t, 0.8)) * (k % 2 ? 1 : 0.6)
      pts.push([c[0] + nx * ww, c[1] + ny * ww])
    }
    pts.push(tip)
    for (let k = K - 1; k >= 1; k--) {
      const t = k / K
      const c = [base[0] + (tip[0] - base[0]) * t, base[1] + (tip[1] - base[1]) * t - Math.sin(t * Math.PI) * L * 0.08 * dirY]
      const ww = w * Math.sin(Math.PI * Math.pow(t, 0.8)) * (k % 2 ? 0.6 : 1)
      pts.push([c[0] - nx * ww, c[1] - ny * ww])
    }
    out += `<path d="${smoothD(pts, true, 0.4)}" fill="${i % 2 ? dark : mid}"/>`
  }
  void defs
  return `<g opacity="0.97">${out}</g>`
}
