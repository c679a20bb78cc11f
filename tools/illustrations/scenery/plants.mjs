// Vegetation sprites: coconut palms, broadleaf and flamboyant trees, shrubs, banana plants,
// grass tufts and lava rocks. Each draws in screen space at the projected base point.
import { sprite } from "../engine/scene.mjs"
import { rng as mkRng } from "../lib/prng.mjs"
import { f, pathD, smoothD } from "../lib/svg.mjs"
import { mix } from "../lib/color.mjs"
import { dot } from "../engine/math.mjs"

const sunSide = (ctx) => (dot(ctx.env.sunDir, ctx.cam.r) >= 0 ? 1 : -1)
const litN = (ctx) => [ctx.env.sunDir[0], 0.8, ctx.env.sunDir[2]]
const darkN = (ctx) => [-ctx.env.sunDir[0], 0.15, -ctx.env.sunDir[2]]

export function tones(ctx, c) {
  return { lit: ctx.shade(c, litN(ctx)), mid: ctx.shade(c, [0, 0.6, 0]), dark: ctx.shade(c, darkN(ctx)) }
}

function quadPt(p0, p1, p2, t) {
  const a = (1 - t) * (1 - t),
    b = 2 * (1 - t) * t,
    c = t * t
  return [a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]]
}

export function palm(pos, o = {}) {
  const seed = o.seed ?? 1
  const h = o.h ?? 9
  return sprite(
    pos,
    (ctx) => {
      const r = mkRng(seed)
      const { sx, sy, s } = ctx
      const H = h * s
      const lean = o.lean ?? r.range(-0.22, 0.22)
      const top = [sx + lean * H, sy - H]
      const ctrl = [sx + lean * H * 0.05 + (o.bend ?? r.range(-0.08, 0.08)) * H, sy - H * 0.55]
      const side = sunSide(ctx)
      // trunk outline
      const N = 18,
        left = [],
        right = []
      for (let i = 0; i <= N; i++) {
        const t = i / N
        const p = quadPt([sx, sy], ctrl, top, t)
        const q = quadPt([sx, sy], ctrl, top, Math.min(1, t + 0.01))
        const dx = q[0] - p[0],
          dy = q[1] - p[1]
        const l = Math.hypot(dx, dy) || 1
        const w = (0.42 - 0.17 * t + (t < 0.06 ? (0.06 - t) * 3 : 0)) * s * 0.5
        left.push([p[0] - (dy / l) * -w, p[1] - (dx / l) * w])
        right.push([p[0] + (dy / l) * -w, p[1] + (dx / l) * w])
      }
      const trunkC = tones(ctx, o.trunk ?? "#9a8a74")
      const gid = ctx.defs.linear(
        sx - 0.3 * s,
        0,
        sx + 0.3 * s,
        0,
        side > 0
          ? [
              [0, trunkC.dark],
              [0.6, trunkC.mid],
              [1, trunkC.lit],
            ]
          : [
              [0, trunkC.lit],
              [0.4, trunkC.mid],
              [1, trunkC.dark],
            ],
      )
      let out = `<path d="${pathD([...left, ...right.reverse()])}" fill="url(#${gid})"/>`
      // trunk rings
      let rings = ""
      for (let t = 0.05; t < 0.97; t += 0.28 / h) {
        const p = quadPt([sx, sy], ctrl, top, t)
        const w = (0.42 - 0.17 * t) * s * 0.5
        rings += `M${f(p[0] - w)} ${f(p[1])}Q${f(p[0])} ${f(p[1] + w * 0.35)} ${f(p[0] + w)} ${f(p[1])}`
      }
      if (s > 6)
        out += `<path d="${rings}" fill="none" stroke="${trunkC.dark}" stroke-width="${f(Math.max(0.5, 0.035 * s))}" opacity="0.5"/>`
      // fronds
      const fr = o.fronds ?? 12
      const leafC = tones(ctx, o.leaf ?? "#4c8a3c")
      const fronds = []
      for (let i = 0; i < fr; i++) {
        const a = Math.PI * (1.05 + (i / (fr - 1)) * 0.9) + r.range(-0.12, 0.12) // from left round over the top to right
        const back = r.chance(0.35)
        const L = r.range(3.4, 4.6) * s * (back ? 0.75 : 1) * (o.frondScale ?? 1)
        fronds.push({ a, L, back, droop: r.range(0.45, 0.8) })
      }
      // a few drooping lower fronds
      for (let i = 0; i < 4; i++)
        fronds.push({
          a: Math.PI * (i < 2 ? r.range(0.75, 0.95) : r.range(0.05, 0.25)),
          L: r.range(3, 3.8) * s,
          back: false,
          droop: r.range(0.6, 0.9),
        })
      fronds.sort((x, y) => (y.back ? 1 : 0) - (x.back ? 1 : 0))
      for (const fd of fronds) {
        const d = [Math.cos(fd.a), Math.sin(fd.a)]
        const spine = []
        for (let k = 0; k <= 12; k++) {
          const t = k / 12
          spine.push([top[0] + d[0] * fd.L * t, top[1] + d[1] * fd.L * t * 0.75 + fd.droop * fd.L * t * t * 0.85])
        }
        const col = fd.back
          ? leafC.dark
          : fd.a > Math.PI * 1.3 && fd.a < Math.PI * 1.7
            ? leafC.lit
            : mix(leafC.mid, side * d[0] > 0 ? leafC.lit : leafC.dark, 0.5)
        let leaflets = ""
        for (let k = 1; k < 36; k++) {
          const t = k / 36
          const idx = t * 12,
            i0 = Math.floor(idx),
            tt = idx - i0
          const p = [spine[i0][0] + (spine[i0 + 1][0] - spine[i0][0]) * tt, spine[i0][1] + (spine[i0 + 1][1] - spine[i0][1]) * tt]
          const tg = [spine[i0 + 1][0] - spine[i0][0], spine[i0 + 1][1] - spine[i0][1]]
          const tl = Math.hypot(tg[0], tg[1]) || 1
          const nx = -tg[1] / tl,
            ny = tg[0] / tl
          const len = fd.L * 0.2 * Math.sin(Math.PI * Math.pow(t, 0.7)) * r.range(0.8, 1.15)
          for (const sg of [1, -1]) {
            // leaflets hang down and point towards the tip
            const ex = p[0] + (nx * sg * 0.75 + (tg[0] / tl) * 0.45) * len
            const ey = p[1] + (ny * sg * 0.75 + (tg[1] / tl) * 0.45) * len + len * 0.45
            leaflets += `M${f(p[0])} ${f(p[1])}Q${f((p[0] + ex) / 2 + nx * sg * len * 0.1)} ${f((p[1] + ey) / 2 - len * 0.12)} ${f(ex)} ${f(ey)}`
          }
        }
        const sw = Math.max(0.7, 0.075 * s)
        out += `<path d="${leaflets}" fill="none" stroke="${col}" stroke-width="${f(sw)}" stroke-linecap="round"/>`
        out += `<path d="${smoothD(spine)}" fill="none" stroke="${mix(col, "#d8c68a", 0.35)}" stroke-width="${f(Math.max(0.6, 0.06 * s))}" stroke-linecap="round"/>`
      }
      if (s > 5) {
        const cc = tones(ctx, "#7a6a2e")
        for (let i = 0; i < 4; i++)
          out += `<circle cx="${f(top[0] + r.range(-0.3, 0.3) * s)}" cy="${f(top[1] + r.range(0.1, 0.45) * s)}" r="${f(0.16 * s)}" fill="${i % 2 ? cc.dark : cc.mid}"/>`
      }
      return out
    },
    { r: 0.25, h, shadow: { r: 2.4, h }, ...o.spriteOpts },
  )
}

function blob(cx, cy, rx, ry, r, n = 9) {
  const pts = []
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    const k = r.range(0.82, 1.12)
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
  }
  return smoothD(pts, true, 0.9)
}

/** Broadleaf tree; kind: 'mango' (dense green), 'flamboyant' (red umbrella), 'tamarind' (light, airy). */
export function tree(pos, o = {}) {
  const seed = o.seed ?? 2
  const h = o.h ?? 7
  const kind = o.kind ?? "mango"
  const R = o.r ?? (kind === "flamboyant" ? h * 0.75 : h * 0.42)
  return sprite(
    pos,
    (ctx) => {
      const r = mkRng(seed)
      const { sx, sy, s } = ctx
      const side = sunSide(ctx)
      const trunkH = (kind === "flamboyant" ? h * 0.62 : h * 0.42) * s
      const trunk = tones(ctx, o.trunk ?? "#6e5b4a")
      let out = ""
      const tw = 0.35 * s
      const fork = [sx + r.range(-0.2, 0.2) * s, sy - trunkH]
      out += `<path d="M${f(sx - tw)} ${f(sy)}Q${f(sx - tw * 0.4)} ${f(sy - trunkH * 0.5)} ${f(fork[0] - tw * 0.5)} ${f(fork[1])}L${f(fork[0] + tw * 0.5)} ${f(fork[1])}Q${f(sx + tw * 0.4)} ${f(sy - trunkH * 0.5)} ${f(sx + tw)} ${f(sy)}Z" fill="${side > 0 ? trunk.dark : trunk.mid}"/>`
      // branches
      let br = ""
      for (let i = 0; i < 4; i++) {
        const a = -Math.PI / 2 + (i - 1.5) * 0.55 + r.range(-0.15, 0.15)
        const L = R * s * r.range(0.55, 0.85)
        br += `M${f(fork[0])} ${f(fork[1])}Q${f(fork[0] + Math.cos(a) * L * 0.4)} ${f(fork[1] + Math.sin(a) * L * 0.6)} ${f(fork[0] + Math.cos(a) * L)} ${f(fork[1] + Math.sin(a) * L * 0.55)}`
      }
      out += `<path d="${br}" fill="none" stroke="${trunk.dark}" stroke-width="${f(Math.max(0.8, 0.16 * s))}" stroke-linecap="round"/>`
      const base = kind === "flamboyant" ? "#b8533a" : kind === "tamarind" ? "#6f9a4a" : "#3f7a3a"
      const cc = tones(ctx, base)
      const cy = sy - h * s + R * s * (kind === "flamboyant" ? 0.35 : 0.85)
      const rx = R * s,
        ry = R * s * (kind === "flamboyant" ? 0.42 : 0.82)
      const n = kind === "flamboyant" ? 16 : 13
      const puffs = []
      for (let i = 0; i < n; i++) {
        const a = r.range(0, Math.PI * 2),
          d = Math.sqrt(r.next())
        puffs.push([sx + Math.cos(a) * rx * d * 0.78, cy + Math.sin(a) * ry * d * 0.7, R * s * r.range(0.28, 0.42)])
      }
      // dark mass, mid, then lit highlights offset towards the sun
      let dark = "",
        mid = "",
        lit = ""
      for (const p of puffs) dark += blob(p[0] - side * p[2] * 0.15, p[1] + p[2] * 0.2, p[2] * 1.05, p[2] * 0.9, r)
      for (const p of puffs) mid += blob(p[0] + side * p[2] * 0.08, p[1] - p[2] * 0.08, p[2] * 0.85, p[2] * 0.72, r)
      for (const p of puffs)
        if (p[1] < cy + ry * 0.1 || side * (p[0] - sx) > 0)
          lit += blob(p[0] + side * p[2] * 0.28, p[1] - p[2] * 0.3, p[2] * 0.5, p[2] * 0.4, r, 7)
      const darkC = kind === "flamboyant" ? mix(cc.dark, "#2f5a2a", 0.45) : cc.dark
      out += `<path d="${dark}" fill="${darkC}"/><path d="${mid}" fill="${cc.mid}"/><path d="${lit}" fill="${cc.lit}" opacity="0.9"/>`
      if (kind === "flamboyant" && s > 4) {
        let dots = ""
        for (let i = 0; i < 40; i++) {
          const a = r.range(0, Math.PI * 2),
            d = Math.sqrt(r.next())
          dots += `<circle cx="${f(sx + Math.cos(a) * rx * d * 0.9)}" cy="${f(cy + Math.sin(a) * ry * d * 0.8)}" r="${f(0.12 * s)}"/>`
        }
        out += `<g fill="${ctx.shade("#ff8a4a", litN(ctx))}" opacity="0.8">${dots}</g>`
      }
      return out
    },
    { r: 0.4, h, shadow: { r: R * 0.85, h: h * 0.9 }, ...o.spriteOpts },
  )
}

export function shrub(pos, o = {}) {
  const seed = o.seed ?? 3
  const h = o.h ?? 1.2,
    w = o.w ?? 1.6
  return sprite(
    pos,
    (ctx) => {
      const r = mkRng(seed)
      const { sx, sy, s } = ctx
      const side = sunSide(ctx)
      const cc = tones(ctx, o.color ?? "#467f3c")
      let dark = "",
        mid = "",
        lit = ""
      const n = Math.max(4, Math.round(w * 3))
      for (let i = 0; i < n; i++) {
        const t = (i + 0.5) / n
        const x = sx + (t - 0.5) * w * s * 0.85
        const rr = h * 0.55 * s * Math.sin(Math.PI * (0.15 + t * 0.7)) * r.range(0.8, 1.1)
        const y = sy - rr * 0.85
        dark += blob(x, y + rr * 0.1, rr, rr * 0.9, r, 8)
        mid += blob(x + side * rr * 0.1, y - rr * 0.1, rr * 0.8, rr * 0.7, r, 8)
        lit += blob(x + side * rr * 0.3, y - rr * 0.35, rr * 0.45, rr * 0.35, r, 7)
      }
      let out = `<path d="${dark}" fill="${cc.dark}"/><path d="${mid}" fill="${cc.mid}"/><path d="${lit}" fill="${cc.lit}" opacity="0.85"/>`
      if (o.flowers) {
        let dots = ""
        const fc = ctx.shade(o.flowers, litN(ctx))
        for (let i = 0; i < w * 14; i++) {
          dots += `<circle cx="${f(sx + r.range(-0.45, 0.45) * w * s)}" cy="${f(sy - r.range(0.25, 0.95) * h * s)}" r="${f(Math.max(0.6, 0.07 * s))}"/>`
        }
        out += `<g fill="${fc}">${dots}</g>`
      }
      return out
    },
    { r: w * 0.3, h, shadow: o.noShadow ? undefined : { r: w * 0.5, h: h * 0.6 }, ...o.spriteOpts },
  )
}

export function banana(pos, o = {}) {
  const seed = o.seed ?? 4
  const h = o.h ?? 3.2
  return sprite(
    pos,
    (ctx) => {
      const r = mkRng(seed)
      const { sx, sy, s } = ctx
      const cc = tones(ctx, "#5e9a40")
      const stem = tones(ctx, "#7d8b4a")
      const topY = sy - h * 0.55 * s
      let out = `<path d="M${f(sx - 0.14 * s)} ${f(sy)}L${f(sx - 0.09 * s)} ${f(topY)}L${f(sx + 0.09 * s)} ${f(topY)}L${f(sx + 0.14 * s)} ${f(sy)}Z" fill="${stem.mid}"/>`
      const n = 7
      for (let i = 0; i < n; i++) {
        const a = -Math.PI / 2 + (i - (n - 1) / 2) * 0.42 + r.range(-0.1, 0.1)
        const L = h * 0.55 * s * r.range(0.8, 1.1)
        const tip = [sx + Math.cos(a) * L, topY + Math.sin(a) * L * 0.7 + L * 0.25 * Math.abs(Math.cos(a))]
        const mid = [(sx + tip[0]) / 2, (topY + tip[1]) / 2 - L * 0.12]
        const nx = -(tip[1] - topY) / L,
          ny = (tip[0] - sx) / L
        const W = L * 0.2
        const shape = [[sx, topY], [mid[0] + nx * W, mid[1] + ny * W], tip, [mid[0] - nx * W, mid[1] - ny * W]]
        const col = i % 2 ? cc.lit : cc.mid
        out += `<path d="${smoothD(shape, true, 0.8)}" fill="${col}"/><path d="M${f(sx)} ${f(topY)}Q${f(mid[0])} ${f(mid[1])} ${f(tip[0])} ${f(tip[1])}" fill="none" stroke="${mix(col, "#e6e0a0", 0.4)}" stroke-width="${f(Math.max(0.5, 0.04 * s))}"/>`
      }
      return out
    },
    { r: 0.4, h, shadow: { r: 1.2, h: h * 0.6 } },
  )
}

export function grass(pos, o = {}) {
  const seed = o.seed ?? 5
  return sprite(
    pos,
    (ctx) => {
      const r = mkRng(seed)
      const { sx, sy, s } = ctx
      const cc = tones(ctx, o.color ?? "#6ea64c")
      let d = ""
      const n = r.int(4, 7)
      const hh = (o.h ?? 0.25) * s
      for (let i = 0; i < n; i++) {
        const bx = sx + r.range(-0.12, 0.12) * s
        const tx = bx + r.range(-0.25, 0.25) * hh
        const th = hh * r.range(0.6, 1.1)
        const w = 0.025 * s
        d += `M${f(bx - w)} ${f(sy)}Q${f(bx)} ${f(sy - th * 0.5)} ${f(tx)} ${f(sy - th)}Q${f(bx + w * 0.5)} ${f(sy - th * 0.5)} ${f(bx + w)} ${f(sy)}Z`
      }
      return `<path d="${d}" fill="${r.chance(0.5) ? cc.dark : cc.mid}" opacity="0.75"/>`
    },
    { r: 0.05, h: 0.3, layer: o.layer ?? 0.5 },
  )
}

export function rock(pos, o = {}) {
  const seed = o.seed ?? 6
  const size = o.size ?? 0.8
  return sprite(
    pos,
    (ctx) => {
      const r = mkRng(seed)
      const { sx, sy, s } = ctx
      const cc = tones(ctx, o.color ?? "#3a3835")
      const w = size * s,
        h = size * s * r.range(0.45, 0.7)
      const pts = []
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI + (i / 8) * Math.PI
        pts.push([sx + Math.cos(a) * w * 0.5 * r.range(0.85, 1.1), sy + Math.sin(a) * h * r.range(0.8, 1.15)])
      }
      const side = sunSide(ctx)
      const top = pts.filter((p, i) => (side > 0 ? i >= 3 : i <= 5)).map((p) => [p[0], p[1] + h * 0.12])
      return `<path d="${pathD(pts)}" fill="${cc.dark}"/><path d="${pathD([...top, [sx + side * w * 0.05, sy - h * 0.35]])}" fill="${cc.mid}" opacity="0.9"/>`
    },
    { r: size * 0.4, h: size * 0.5, layer: o.layer },
  )
}

/** A cluster of tropical planting around a point: palms, shrubs, grass. Returns sprites. */
export function planting(cx, cz, rng, o = {}) {
  const items = []
  const n = o.n ?? 4
  for (let i = 0; i < n; i++) {
    const x = cx + rng.range(-1, 1) * (o.spread ?? 2),
      z = cz + rng.range(-1, 1) * (o.spread ?? 2)
    const k = rng.next()
    if (k < 0.5)
      items.push(
        shrub([x, o.y ?? 0, z], {
          seed: rng.int(1, 1e6),
          h: rng.range(0.8, 1.6),
          w: rng.range(1.2, 2.4),
          flowers: rng.chance(0.4) ? rng.pick(["#d2407a", "#e07a4f", "#f4d35e", "#ffffff"]) : null,
        }),
      )
    else if (k < 0.75) items.push(banana([x, o.y ?? 0, z], { seed: rng.int(1, 1e6), h: rng.range(2.4, 3.6) }))
    else items.push(grass([x, o.y ?? 0, z], { seed: rng.int(1, 1e6), h: 0.6 }))
  }
  return items
}
