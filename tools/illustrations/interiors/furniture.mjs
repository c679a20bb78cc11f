// Furniture built from boxes in local coordinates: the "front" (where you sit / stand) faces -z.
// Use place(obj, rot, [x,y,z]) to position. Sizes in metres.
import { box, cylinder } from "../engine/shapes.mjs"
import { sprite, group } from "../engine/scene.mjs"
import { place } from "../engine/transform.mjs"
import { f } from "../lib/svg.mjs"
import { shrub, tones } from "../scenery/plants.mjs"
import { rng as mkRng } from "../lib/prng.mjs"

const F = {
  fabric: "#d8cfc2",
  fabricBlue: "#5f8795",
  fabricOcean: "#0E5A6B",
  fabricCoral: "#d9825d",
  fabricSand: "#e3d6c0",
  wood: "#b5875c",
  woodDark: "#6d4c36",
  woodLight: "#d4b48e",
  oak: "#c49a6c",
  white: "#f2efe9",
  black: "#2a2a2a",
  metal: "#8a8f94",
  linen: "#f4f1ea",
  stone: "#d9d4cc",
}
export { F }

const B = (min, max, c, o = {}) => box(min, max, { c, grad: o.grad ?? 0.05 }, { castShadow: false, ...o })

export function sofa(w = 2.2, o = {}) {
  const c = o.color ?? F.fabric,
    d = 0.9
  const parts = [
    B([-w / 2, 0, -d / 2], [w / 2, 0.06, d / 2], F.black),
    B([-w / 2, 0.06, -d / 2], [w / 2, 0.42, d / 2], c),
    B([-w / 2, 0.42, d / 2 - 0.22], [w / 2, 0.85, d / 2], c),
    B([-w / 2, 0.42, -d / 2], [-w / 2 + 0.18, 0.62, d / 2 - 0.22], c),
    B([w / 2 - 0.18, 0.42, -d / 2], [w / 2, 0.62, d / 2 - 0.22], c),
  ]
  const n = Math.max(2, Math.round((w - 0.36) / 0.75))
  const cw = (w - 0.36) / n
  for (let i = 0; i < n; i++) {
    const x0 = -w / 2 + 0.18 + i * cw
    parts.push(B([x0 + 0.01, 0.42, -d / 2 + 0.02], [x0 + cw - 0.01, 0.52, d / 2 - 0.22], c, { grad: 0.12 }))
  }
  if (o.pillows !== false) {
    parts.push(B([-w / 2 + 0.25, 0.52, d / 2 - 0.36], [-w / 2 + 0.7, 0.9, d / 2 - 0.22], o.pillow ?? F.fabricCoral))
    parts.push(B([w / 2 - 0.7, 0.52, d / 2 - 0.36], [w / 2 - 0.25, 0.9, d / 2 - 0.22], o.pillow2 ?? F.fabricOcean))
  }
  return group(parts, { sortParts: true })
}

export function armchair(o = {}) {
  return sofa(0.95, { ...o, pillows: false })
}

export function bed(w = 1.6, l = 2.0, o = {}) {
  // headboard at +z, foot at -z
  const parts = [
    B([-w / 2, 0, -l / 2], [w / 2, 0.32, l / 2], o.base ?? F.oak),
    B([-w / 2 + 0.02, 0.32, -l / 2 + 0.02], [w / 2 - 0.02, 0.52, l / 2 - 0.02], F.linen, { grad: 0.08 }),
    B([-w / 2 - 0.02, 0.42, -l / 2 - 0.02], [w / 2 + 0.02, 0.56, l / 2 - 0.55], o.duvet ?? "#e9e3d8", { grad: 0.1 }),
    B([-w / 2 - 0.03, 0.3, -l / 2 - 0.03], [w / 2 + 0.03, 0.58, -l / 2 + 0.45], o.throw ?? F.fabricOcean),
    B([-w / 2, 0, l / 2], [w / 2, 1.1, l / 2 + 0.08], o.head ?? F.woodDark),
  ]
  const pw = w > 1.2 ? w / 2 - 0.12 : w - 0.2
  const np = w > 1.2 ? 2 : 1
  for (let i = 0; i < np; i++) {
    const x0 = -w / 2 + 0.08 + i * (pw + 0.08)
    parts.push(B([x0, 0.52, l / 2 - 0.45], [x0 + pw, 0.68, l / 2 - 0.12], "#fbf9f4", { grad: 0.12 }))
  }
  return group(parts, { sortParts: true })
}

export function nightstand(o = {}) {
  return group([B([-0.25, 0, -0.2], [0.25, 0.5, 0.2], o.color ?? F.oak), lamp(0.42, { y: 0.5 })], { sortParts: true })
}

export function table(w = 1.6, d = 0.9, h = 0.75, o = {}) {
  const c = o.color ?? F.oak,
    t = 0.04,
    l = 0.05
  const parts = [B([-w / 2, h - t, -d / 2], [w / 2, h, d / 2], c)]
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      parts.push(
        B(
          [sx * (w / 2 - 0.08) - l / 2, 0, sz * (d / 2 - 0.08) - l / 2],
          [sx * (w / 2 - 0.08) + l / 2, h - t, sz * (d / 2 - 0.08) + l / 2],
          o.legs ?? F.woodDark,
        ),
      )
  return group(parts, { sortParts: true })
}

export function chair(o = {}) {
  const c = o.color ?? F.woodDark,
    s = o.seat ?? F.fabricSand
  const parts = [B([-0.21, 0.42, -0.21], [0.21, 0.47, 0.21], s), B([-0.21, 0.47, 0.17], [0.21, 0.88, 0.21], c)]
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) parts.push(B([sx * 0.18 - 0.02, 0, sz * 0.18 - 0.02], [sx * 0.18 + 0.02, 0.42, sz * 0.18 + 0.02], c))
  return group(parts, { sortParts: true })
}

export function diningSet(w = 1.6, o = {}) {
  const parts = [table(w, 0.9, 0.75, o)]
  const n = Math.max(1, Math.round(w / 0.7))
  for (let i = 0; i < n; i++) {
    const x = -w / 2 + (w / n) * (i + 0.5)
    parts.push(place(chair(o), 0, [x, 0, -0.6]))
    parts.push(place(chair(o), 180, [x, 0, 0.6]))
  }
  return parts
}

export function coffeeTable(w = 1.0, d = 0.55, o = {}) {
  return group(
    [
      B([-w / 2, 0.32, -d / 2], [w / 2, 0.38, d / 2], o.color ?? F.woodLight),
      B([-w / 2 + 0.05, 0, -d / 2 + 0.05], [w / 2 - 0.05, 0.32, d / 2 - 0.05], o.base ?? F.woodDark),
    ],
    { sortParts: true },
  )
}

export function rug(w, d, c = "#cdb99c", o = {}) {
  return box(
    [-w / 2, 0, -d / 2],
    [w / 2, 0.012, d / 2],
    { c, grad: 0.04 },
    {
      layer: o.layer ?? 0.5,
      castShadow: false,
      faces: {
        py: {
          decals: (fr) => [
            {
              pts: fr.rect(0.12, 0.12, fr.w - 0.12, fr.h - 0.12),
              fill: "none",
              stroke: o.border ?? "#ffffff",
              sw: 0.03,
              op: 0.5,
              line: false,
            },
          ],
        },
      },
    },
  )
}

/** Kitchen run along x; counter front faces -z. o.upper adds wall cabinets; o.fridge adds a tall unit at the right. */
export function kitchen(w = 2.4, o = {}) {
  const front = o.front ?? "#f2efe9",
    top = o.top ?? "#e7e2da",
    d = 0.62
  const parts = []
  const doors = (fr) => {
    const out = []
    const n = Math.max(1, Math.round(fr.w / 0.6))
    for (let i = 1; i < n; i++)
      out.push({ pts: [fr.at((fr.w * i) / n, 0.1), fr.at((fr.w * i) / n, fr.h)], line: true, stroke: "#000000", sw: 0.008, op: 0.35 })
    for (let i = 0; i < n; i++)
      out.push({
        pts: fr.rect((fr.w * i) / n + fr.w / n / 2 - 0.1, fr.h - 0.12, (fr.w * i) / n + fr.w / n / 2 + 0.1, fr.h - 0.1),
        fill: "#555a5e",
      })
    out.push({ pts: fr.rect(0, 0, fr.w, 0.1), fill: "#3a3a3a" })
    return out
  }
  const cw = o.fridge ? w - 0.7 : w
  parts.push(
    box([-w / 2, 0, -d / 2], [-w / 2 + cw, 0.86, d / 2], { c: front, grad: 0.04 }, { castShadow: false, faces: { nz: { decals: doors } } }),
  )
  parts.push(
    box(
      [-w / 2 - 0.01, 0.86, -d / 2 - 0.02],
      [-w / 2 + cw + 0.01, 0.9, d / 2],
      { c: top, grad: 0.02 },
      {
        castShadow: false,
        faces: {
          py: {
            decals: (fr) => [
              { pts: fr.rect(fr.w * 0.18, 0.12, fr.w * 0.18 + 0.5, 0.5), fill: "#9aa3a8" },
              { pts: fr.rect(fr.w * 0.18 + 0.03, 0.15, fr.w * 0.18 + 0.47, 0.47), fill: "#c3cacd" },
              { pts: fr.rect(fr.w * 0.62, 0.1, fr.w * 0.62 + 0.58, 0.52), fill: "#1f2224" },
              ...[
                [0.15, 0.2],
                [0.43, 0.2],
                [0.15, 0.42],
                [0.43, 0.42],
              ].map(([u, v]) => ({
                pts: fr.ngon(fr.w * 0.62 + u, 0.1 + v - 0.09, 0.07, 0.07, 12),
                fill: "none",
                stroke: "#606468",
                sw: 0.01,
              })),
            ],
          },
        },
      },
    ),
  )
  if (o.backsplash !== false)
    parts.push(
      box(
        [-w / 2, 0.9, d / 2 - 0.02],
        [-w / 2 + cw, 1.45, d / 2],
        { c: o.splash ?? "#7FC8C9", grad: 0.03 },
        {
          castShadow: false,
          faces: {
            nz: {
              decals: (fr) => {
                const out = []
                for (let u = 0.15; u < fr.w; u += 0.15)
                  out.push({ pts: [fr.at(u, 0), fr.at(u, fr.h)], line: true, stroke: "#ffffff", sw: 0.006, op: 0.6 })
                for (let v = 0.075; v < fr.h; v += 0.075)
                  out.push({ pts: [fr.at(0, v), fr.at(fr.w, v)], line: true, stroke: "#ffffff", sw: 0.006, op: 0.6 })
                return out
              },
            },
          },
        },
      ),
    )
  if (o.upper !== false)
    parts.push(
      box(
        [-w / 2, 1.45, d / 2 - 0.35],
        [-w / 2 + cw, 2.2, d / 2],
        { c: o.upperColor ?? front, grad: 0.04 },
        {
          castShadow: false,
          faces: {
            nz: {
              decals: (fr) => {
                const out = []
                const n = Math.max(1, Math.round(fr.w / 0.6))
                for (let i = 1; i < n; i++)
                  out.push({
                    pts: [fr.at((fr.w * i) / n, 0), fr.at((fr.w * i) / n, fr.h)],
                    line: true,
                    stroke: "#000000",
                    sw: 0.008,
                    op: 0.35,
                  })
                return out
              },
            },
          },
        },
      ),
    )
  if (o.fridge)
    parts.push(
      box(
        [w / 2 - 0.68, 0, -d / 2 - 0.04],
        [w / 2, 2.2, d / 2],
        { c: o.fridgeColor ?? "#d9dcdf", grad: 0.05 },
        {
          castShadow: false,
          faces: {
            nz: {
              decals: (fr) => [
                { pts: [fr.at(0, 1.35), fr.at(fr.w, 1.35)], line: true, stroke: "#000000", sw: 0.01, op: 0.3 },
                { pts: fr.rect(0.06, 0.9, 0.09, 1.3), fill: "#7b8084" },
                { pts: fr.rect(0.06, 1.45, 0.09, 1.75), fill: "#7b8084" },
              ],
            },
          },
        },
      ),
    )
  return group(parts, { sortParts: true })
}

export function island(w = 1.8, o = {}) {
  const parts = [
    B([-w / 2, 0, -0.45], [w / 2, 0.88, 0.45], o.front ?? F.oak),
    B([-w / 2 - 0.05, 0.88, -0.5], [w / 2 + 0.05, 0.92, 0.5], o.top ?? "#ece8e1"),
  ]
  return group(parts, { sortParts: true })
}

export function stool(o = {}) {
  return group(
    [cylinder(0, 0, 0.03, 0, 0.72, { c: F.metal }, { n: 8 }), cylinder(0, 0, 0.2, 0.72, 0.78, { c: o.color ?? F.woodDark }, { n: 14 })],
    { sortParts: true },
  )
}

/** A table/floor lamp drawn as a sprite; glows when the scene is lit. */
export function lamp(h = 1.5, o = {}) {
  return sprite(
    [0, o.y ?? 0, 0],
    (ctx) => {
      const { sx, sy, s } = ctx
      const lit = ctx.env.lit || o.on
      const shadeC = lit ? "#ffe1a8" : ctx.shade("#efe6d6", [0, 0.3, -1])
      let out = `<rect x="${f(sx - 0.015 * s)}" y="${f(sy - h * s)}" width="${f(0.03 * s)}" height="${f(h * s)}" fill="${ctx.shade("#3a3a3a")}"/>`
      out += `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="${f(0.14 * s)}" ry="${f(0.03 * s)}" fill="${ctx.shade("#3a3a3a")}"/>`
      if (lit) {
        const g = ctx.defs.radial(sx, sy - h * s, 0.9 * s, [
          [0, "#ffd690", 0.55],
          [1, "#ffd690", 0],
        ])
        out += `<circle cx="${f(sx)}" cy="${f(sy - h * s)}" r="${f(0.9 * s)}" fill="url(#${g})"/>`
      }
      out += `<path d="M${f(sx - 0.12 * s)} ${f(sy - (h - 0.05) * s)}L${f(sx + 0.12 * s)} ${f(sy - (h - 0.05) * s)}L${f(sx + 0.08 * s)} ${f(sy - (h + 0.2) * s)}L${f(sx - 0.08 * s)} ${f(sy - (h + 0.2) * s)}Z" fill="${shadeC}"/>`
      return out
    },
    { r: 0.15, h: h + 0.2 },
  )
}

/** Pendant light hanging from ceiling height `ch` down to `h`. */
export function pendant(ch, h, o = {}) {
  return sprite(
    [0, h, 0],
    (ctx) => {
      const { sx, sy, s } = ctx
      const top = ctx.P([o.x ?? 0, ch, o.z ?? 0])
      const lit = ctx.env.lit || o.on
      const col = o.color ?? "#2b2a28"
      let out = `<path d="M${f(sx)} ${f(top ? top[1] : sy - 2 * s)}V${f(sy)}" stroke="${ctx.shade("#333")}" stroke-width="${f(Math.max(0.6, 0.01 * s))}"/>`
      if (lit) {
        const g = ctx.defs.radial(sx, sy + 0.15 * s, 1.1 * s, [
          [0, "#ffd690", 0.5],
          [1, "#ffd690", 0],
        ])
        out += `<circle cx="${f(sx)}" cy="${f(sy + 0.15 * s)}" r="${f(1.1 * s)}" fill="url(#${g})"/>`
      }
      out += `<path d="M${f(sx - 0.05 * s)} ${f(sy)}L${f(sx + 0.05 * s)} ${f(sy)}L${f(sx + 0.2 * s)} ${f(sy + 0.2 * s)}L${f(sx - 0.2 * s)} ${f(sy + 0.2 * s)}Z" fill="${ctx.shade(col)}"/>`
      out += `<ellipse cx="${f(sx)}" cy="${f(sy + 0.2 * s)}" rx="${f(0.2 * s)}" ry="${f(0.035 * s)}" fill="${lit ? "#fff1cc" : ctx.shade("#e8e0d0")}"/>`
      return out
    },
    { r: 0.2, h: 0.25, aabb: { min: [-0.2, h, -0.2], max: [0.2, ch, 0.2] } },
  )
}

/** Potted plant: pot box + leafy sprite. */
export function plant(h = 1.2, o = {}) {
  const seed = o.seed ?? 11
  const pot = box([-0.2, 0, -0.2], [0.2, 0.4, 0.2], { c: o.pot ?? "#d8cfc0", grad: 0.08 }, { castShadow: false })
  const leaves = sprite(
    [0, 0.4, 0],
    (ctx) => {
      const r = mkRng(seed)
      const { sx, sy, s } = ctx
      const t = tones(ctx, "#4f8a45")
      let out = ""
      const n = 9
      for (let i = 0; i < n; i++) {
        const a = -Math.PI / 2 + (i - (n - 1) / 2) * 0.32 + r.range(-0.1, 0.1)
        const L = (h - 0.4) * s * r.range(0.7, 1.05)
        const tip = [sx + Math.cos(a) * L * 0.8, sy + Math.sin(a) * L]
        const mx = (sx + tip[0]) / 2,
          my = (sy + tip[1]) / 2
        const nx = -(tip[1] - sy) / L,
          ny = (tip[0] - sx) / L
        const w = L * 0.22
        out += `<path d="M${f(sx)} ${f(sy)}Q${f(mx + nx * w)} ${f(my + ny * w)} ${f(tip[0])} ${f(tip[1])}Q${f(mx - nx * w)} ${f(my - ny * w)} ${f(sx)} ${f(sy)}Z" fill="${i % 2 ? t.lit : t.mid}"/>`
      }
      return out
    },
    { r: 0.1, h: h - 0.4, aabb: { min: [-0.21, 0.41, -0.21], max: [0.21, h, 0.21] } },
  )
  return group([pot, leaves])
}

export function tv(w = 1.3, o = {}) {
  return box(
    [-w / 2, 0, -0.03],
    [w / 2, w * 0.56, 0],
    { c: "#1e2022", grad: 0.1 },
    {
      castShadow: false,
      faces: { nz: { decals: (fr) => [{ pts: fr.rect(0.03, 0.03, fr.w - 0.03, fr.h - 0.03), fill: o.on ? "#35607a" : "#2a2e33" }] } },
    },
  )
}

export function shelf(w = 1.2, o = {}) {
  const parts = [B([-w / 2, 0, -0.15], [w / 2, 0.04, 0.15], o.color ?? F.oak)]
  const r = mkRng(o.seed ?? 5)
  let x = -w / 2 + 0.08
  while (x < w / 2 - 0.1) {
    const bw = r.range(0.04, 0.08),
      bh = r.range(0.18, 0.3)
    parts.push(B([x, 0.04, -0.1], [x + bw, 0.04 + bh, 0.1], r.pick(["#0E5A6B", "#E07A4F", "#c9a66b", "#efe6d8", "#7FC8C9", "#2b2a28"])))
    x += bw + 0.01 + (r.chance(0.15) ? 0.15 : 0)
  }
  return group(parts, { sortParts: true })
}

/** Picture frame decal list for a wall frame. */
export function pictureDecals(fr, u, v, w, h, o = {}) {
  const out = [
    { pts: fr.rect(u, v, u + w, v + h), fill: o.frame ?? "#2b2a28", side: "back" },
    { pts: fr.rect(u + 0.04, v + 0.04, u + w - 0.04, v + h - 0.04), fill: o.bg ?? "#efe6d8", side: "back" },
  ]
  // abstract art: horizon + sun
  out.push({ pts: fr.rect(u + 0.04, v + 0.04, u + w - 0.04, v + h * 0.45), fill: o.c1 ?? "#7FC8C9", side: "back" })
  out.push({
    pts: fr.ngon(u + w * 0.62, v + h * 0.62, Math.min(w, h) * 0.12, Math.min(w, h) * 0.12, 14),
    fill: o.c2 ?? "#E07A4F",
    side: "back",
  })
  return out
}

// Bathroom pieces
export function vanity(w = 1.0, o = {}) {
  return group(
    [
      B([-w / 2, 0.2, -0.25], [w / 2, 0.82, 0.25], o.color ?? F.oak),
      box(
        [-w / 2 - 0.02, 0.82, -0.27],
        [w / 2 + 0.02, 0.86, 0.25],
        { c: "#ece9e4" },
        {
          castShadow: false,
          faces: {
            py: {
              decals: (fr) => [
                { pts: fr.ngon(fr.w / 2, fr.h / 2, 0.22, 0.15, 20), fill: "#ffffff", shade: true },
                { pts: fr.ngon(fr.w / 2, fr.h / 2, 0.17, 0.1, 20), fill: "#dfe3e5", shade: true },
              ],
            },
          },
        },
      ),
    ],
    { sortParts: true },
  )
}

export function toilet() {
  return group(
    [
      B([-0.19, 0, -0.3], [0.19, 0.42, 0.22], "#f7f7f5", { grad: 0.12 }),
      B([-0.2, 0.42, -0.32], [0.2, 0.45, 0.22], "#ffffff", { grad: 0.1 }),
      B([-0.2, 0.42, 0.1], [0.2, 0.82, 0.3], "#f7f7f5", { grad: 0.12 }),
    ],
    { sortParts: true },
  )
}

export function bathtub(w = 1.7, _o = {}) {
  return box(
    [-w / 2, 0, -0.38],
    [w / 2, 0.55, 0.38],
    { c: "#f8f7f4", grad: 0.06 },
    {
      castShadow: false,
      faces: {
        py: {
          decals: (fr) => [
            { pts: fr.rect(0.08, 0.08, fr.w - 0.08, fr.h - 0.08), fill: "#dfe6e9", shade: true },
            { pts: fr.rect(0.12, 0.12, fr.w - 0.12, fr.h - 0.4), fill: "#bfe1e6", shade: true, op: 0.8 },
          ],
        },
      },
    },
  )
}

export function plantSprite(pos, o = {}) {
  return shrub(pos, { h: o.h ?? 0.8, w: o.w ?? 0.7, seed: o.seed ?? 3, noShadow: true })
}
