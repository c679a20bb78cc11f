// Simple illustrated people (standing or walking), optionally with hard hats and hi-vis vests.
import { sprite } from "../engine/scene.mjs"
import { f } from "../lib/svg.mjs"
import { rng as mkRng } from "../lib/prng.mjs"

const SKIN = ["#8d5a3b", "#c68a62", "#e2b48e", "#6b4330", "#f0c9a6", "#a86f4c"]
const SHIRTS = ["#0E5A6B", "#E07A4F", "#FAF7F2", "#7FC8C9", "#2B2A28", "#c9a66b", "#5b7f9a"]
const PANTS = ["#2B2A28", "#3b4a5a", "#d8cbb3", "#56606b", "#1C1C1A"]
const HAIR = ["#1c1510", "#3a2a1e", "#6b4a2e", "#101010", "#9a7b56"]

export function person(pos, o = {}) {
  const seed = o.seed ?? 7
  const r = mkRng(seed)
  const skin = o.skin ?? r.pick(SKIN),
    shirt = o.shirt ?? r.pick(SHIRTS),
    pants = o.pants ?? r.pick(PANTS),
    hair = o.hair ?? r.pick(HAIR)
  const hgt = o.h ?? r.range(1.62, 1.85)
  const facing = o.facing ?? (r.chance(0.5) ? 1 : -1)
  const walk = o.walk ?? r.chance(0.4)
  const dress = o.dress ?? r.chance(0.25)
  return sprite(
    pos,
    (ctx) => {
      const { sx, sy } = ctx
      const s = ctx.s * (hgt / 1.75)
      const sh = (c) => ctx.shade(c, [0, 0.5, -0.5])
      const legTop = sy - 0.88 * s,
        shY = sy - 1.45 * s
      const hw = 0.2 * s
      let out = ""
      // legs
      const lw = Math.max(1, 0.13 * s)
      const st = walk ? 0.18 * s : 0.05 * s
      out += `<path d="M${f(sx - 0.06 * s)} ${f(legTop)}L${f(sx - st)} ${f(sy - 0.04 * s)}M${f(sx + 0.06 * s)} ${f(legTop)}L${f(sx + st)} ${f(sy - 0.04 * s)}" stroke="${sh(pants)}" stroke-width="${f(lw)}" stroke-linecap="round"/>`
      out += `<path d="M${f(sx - st - 0.06 * s)} ${f(sy)}h${f(0.14 * s)}M${f(sx + st - 0.06 * s)} ${f(sy)}h${f(0.14 * s)}" stroke="${sh("#2a2422")}" stroke-width="${f(Math.max(0.8, 0.06 * s))}" stroke-linecap="round"/>`
      // torso / dress
      if (dress) {
        out += `<path d="M${f(sx - hw * 0.9)} ${f(shY)}L${f(sx + hw * 0.9)} ${f(shY)}L${f(sx + hw * 1.35)} ${f(sy - 0.45 * s)}L${f(sx - hw * 1.35)} ${f(sy - 0.45 * s)}Z" fill="${sh(shirt)}"/>`
      } else {
        out += `<path d="M${f(sx - hw)} ${f(shY + 0.03 * s)}Q${f(sx)} ${f(shY - 0.05 * s)} ${f(sx + hw)} ${f(shY + 0.03 * s)}L${f(sx + hw * 0.8)} ${f(legTop + 0.04 * s)}L${f(sx - hw * 0.8)} ${f(legTop + 0.04 * s)}Z" fill="${sh(shirt)}"/>`
      }
      if (o.vest)
        out += `<path d="M${f(sx - hw * 0.85)} ${f(shY + 0.06 * s)}L${f(sx + hw * 0.85)} ${f(shY + 0.06 * s)}L${f(sx + hw * 0.75)} ${f(legTop)}L${f(sx - hw * 0.75)} ${f(legTop)}Z" fill="${sh("#f2c230")}"/><path d="M${f(sx - hw * 0.8)} ${f(shY + 0.3 * s)}h${f(hw * 1.6)}" stroke="${sh("#e8e8e8")}" stroke-width="${f(Math.max(0.6, 0.04 * s))}"/>`
      // arms
      const aw = Math.max(0.9, 0.09 * s)
      const sw = walk ? 0.16 * s : 0.04 * s
      const armC = o.shortSleeve === false ? sh(shirt) : sh(skin)
      out += `<path d="M${f(sx - hw * 0.95)} ${f(shY + 0.06 * s)}L${f(sx - hw * 1.05 - sw)} ${f(shY + 0.62 * s)}M${f(sx + hw * 0.95)} ${f(shY + 0.06 * s)}L${f(sx + hw * 1.05 + (o.point ? 0.35 * s : sw))} ${f(shY + (o.point ? 0.1 : 0.62) * s)}" stroke="${armC}" stroke-width="${f(aw)}" stroke-linecap="round"/>`
      // head
      const hr = 0.115 * s,
        hy = shY - 0.17 * s
      out += `<rect x="${f(sx - 0.04 * s)}" y="${f(hy + hr * 0.6)}" width="${f(0.08 * s)}" height="${f(0.12 * s)}" fill="${sh(skin)}"/>`
      out += `<ellipse cx="${f(sx)}" cy="${f(hy)}" rx="${f(hr * 0.88)}" ry="${f(hr)}" fill="${sh(skin)}"/>`
      if (o.hardhat) {
        out += `<path d="M${f(sx - hr * 1.15)} ${f(hy - hr * 0.15)}Q${f(sx)} ${f(hy - hr * 1.7)} ${f(sx + hr * 1.15)} ${f(hy - hr * 0.15)}Z" fill="${sh(o.hardhat)}"/>`
      } else {
        const long = r.chance(0.4)
        out += `<path d="M${f(sx - hr * 0.95)} ${f(hy + (long ? hr * 1.2 : 0))}Q${f(sx - hr)} ${f(hy - hr * 1.3)} ${f(sx + facing * hr * 0.2)} ${f(hy - hr * 1.05)}Q${f(sx + hr)} ${f(hy - hr * 0.9)} ${f(sx + hr * 0.92)} ${f(hy + (long ? hr * 1.1 : -hr * 0.1))}Q${f(sx + facing * hr * 0.2)} ${f(hy - hr * 0.55)} ${f(sx - hr * 0.95)} ${f(hy + (long ? hr * 1.2 : 0))}Z" fill="${sh(hair)}"/>`
      }
      return out
    },
    { r: 0.2, h: hgt, shadow: o.noShadow ? undefined : { r: 0.3, h: hgt * 0.5 } },
  )
}
