// Vehicles and port equipment: flatbed truck, mobile crane, quay gantry crane, containers, container ship.
import { box, beam, extrude, cylinder } from "../engine/shapes.mjs"
import { sprite, group } from "../engine/scene.mjs"
import { f } from "../lib/svg.mjs"
import { ribs } from "./parts.mjs"

const wheelDecals = (fr, us, r = 0.5) =>
  us.flatMap((u) => [
    { pts: fr.ngon(u, r - 0.02, r, r, 18), fill: "#1f2021", shade: true },
    { pts: fr.ngon(u, r - 0.02, r * 0.45, r * 0.45, 12), fill: "#9aa0a5", shade: true },
  ])

/** Flatbed truck along x, cab at +x end. Length ~ bedL + 2.6. Returns parts; y=0 ground. */
export function truck(bedL = 12.2, o = {}) {
  const cabC = o.cab ?? "#E07A4F"
  const parts = []
  const x0 = -bedL / 2,
    x1 = bedL / 2
  const deckY = 1.35
  const sideWheels = (fr) => {
    const us = []
    // frame U runs along the side; place wheels by position from each end
    const w = fr.w
    us.push(w * 0.12, w * 0.12 + 1.3, w * 0.12 + 2.6)
    return wheelDecals(fr, us)
  }
  parts.push(
    box(
      [x0, 0.75, -1.25],
      [x1, deckY, 1.25],
      { c: "#3a3d40", grad: 0.05 },
      {
        castShadow: true,
        faces: {
          nz: {
            decals: (fr) =>
              wheelDecals(fr, [fr.w * 0.08, fr.w * 0.08 + 1.2, fr.w * 0.08 + 2.4, fr.w - 1.2]).map((d) => ({
                ...d,
                pts: d.pts.map((p) => [p[0], p[1] - 0.72, p[2] - 0.01]),
              })),
          },
          pz: { decals: sideWheels },
        },
      },
    ),
  )
  // tractor unit
  const cx0 = x1 + 0.2,
    cx1 = x1 + 2.6
  parts.push(
    box(
      [cx0, 0.9, -1.25],
      [cx1, 3.4, 1.25],
      { c: cabC, grad: 0.1 },
      {
        castShadow: true,
        faces: {
          px: {
            decals: (fr) => [
              { pts: fr.rect(0.2, 1.5, fr.w - 0.2, 2.3), mat: { kind: "glass", c: "#334" } },
              { pts: fr.rect(0.3, 0.2, fr.w - 0.3, 0.5), fill: "#2b2a28", shade: true },
              { pts: fr.rect(0.15, 0.6, 0.45, 0.8), fill: "#fff6d8" },
              { pts: fr.rect(fr.w - 0.45, 0.6, fr.w - 0.15, 0.8), fill: "#fff6d8" },
            ],
          },
          nz: {
            decals: (fr) => [
              { pts: fr.rect(fr.w - 1.3, 1.4, fr.w - 0.25, 2.25), mat: { kind: "glass", c: "#334" } },
              { pts: fr.rect(fr.w - 1.4, 0.2, fr.w - 0.2, 1.3), fill: "#000", op: 0.12 },
              ...wheelDecals(fr, [fr.w - 0.9]).map((d) => ({ ...d, pts: d.pts.map((p) => [p[0], p[1] - 0.88, p[2] - 0.01]) })),
            ],
          },
        },
      },
    ),
  )
  parts.push(box([cx0 - 0.2, 0.5, -1.2], [cx0 + 0.3, 0.9, 1.2], { c: "#2b2a28" }, { castShadow: false }))
  return parts
}

/** A shipping container on the ground (or stacked at y). Long axis along x unless alongZ. */
export function shippingContainer(x, y, z, color, o = {}) {
  const L = o.L ?? 12.19,
    W = 2.44,
    H = 2.59
  const min = o.alongZ ? [x - W / 2, y, z - L / 2] : [x - L / 2, y, z - W / 2]
  const max = o.alongZ ? [x + W / 2, y + H, z + L / 2] : [x + L / 2, y + H, z + W / 2]
  const side = (fr) => [
    ...ribs(fr, 0.28, { op: 0.22 }),
    { pts: fr.rect(0, 0, fr.w, 0.12), fill: "#000", op: 0.25 },
    { pts: fr.rect(0, fr.h - 0.12, fr.w, fr.h), fill: "#000", op: 0.2 },
  ]
  const end = (fr) => [
    { pts: [fr.at(fr.w / 2, 0.1), fr.at(fr.w / 2, fr.h - 0.1)], line: true, stroke: "#000", sw: 0.04, op: 0.35 },
    ...[0.3, 0.8, 1.6, 2.1].map((u) => ({ pts: [fr.at(u, 0.15), fr.at(u, fr.h - 0.15)], line: true, stroke: "#000", sw: 0.03, op: 0.3 })),
  ]
  return box(
    min,
    max,
    { c: color, grad: 0.06 },
    {
      castShadow: o.castShadow ?? true,
      faces: o.alongZ
        ? { px: { decals: side }, nx: { decals: side }, pz: { decals: end }, nz: { decals: end } }
        : { pz: { decals: side }, nz: { decals: side }, px: { decals: end }, nx: { decals: end } },
    },
  )
}

/** Mobile crane: carrier along x, boom pointing up towards `tip`; hook hangs to hookY. */
export function mobileCrane(x, z, tip, hookY, o = {}) {
  const c = o.color ?? "#f2b431"
  const parts = []
  parts.push(
    box(
      [x - 5, 0.7, z - 1.3],
      [x + 5, 2.0, z + 1.3],
      { c, grad: 0.08 },
      {
        faces: {
          nz: {
            decals: (fr) =>
              wheelDecals(fr, [1.2, 2.6, 7.2, 8.6], 0.6).map((d) => ({ ...d, pts: d.pts.map((p) => [p[0], p[1] - 0.7, p[2] - 0.01]) })),
          },
        },
      },
    ),
  )
  parts.push(
    box(
      [x + 3.2, 2.0, z - 1.3],
      [x + 5, 3.6, z - 0.1],
      { c, grad: 0.08 },
      { faces: { px: { decals: (fr) => [{ pts: fr.rect(0.1, 0.5, fr.w - 0.1, 1.4), mat: { kind: "glass", c: "#334" } }] } } },
    ),
  )
  parts.push(box([x - 2.5, 2.0, z - 1.2], [x + 1.0, 3.2, z + 1.2], { c: "#3b3f43", grad: 0.06 }))
  // outriggers
  for (const dx of [-4.5, 4.2])
    parts.push(box([x + dx - 0.15, 0, z - 3.2], [x + dx + 0.15, 0.9, z + 3.2], { c: "#2b2a28" }, { castShadow: false }))
  const pivot = [x - 1.5, 3.2, z]
  parts.push(beam(pivot, tip, 0.9, 1.0, { c, grad: 0.1 }))
  parts.push(
    beam(
      [pivot[0] + 0.5, 3.2, z],
      [pivot[0] + (tip[0] - pivot[0]) * 0.3, pivot[1] + (tip[1] - pivot[1]) * 0.3, z + (tip[2] - z) * 0.3],
      0.4,
      0.4,
      { c: "#3b3f43" },
    ),
  )
  parts.push(cable(tip, [tip[0], hookY, tip[2]]))
  return parts
}

/** A thin line between two world points, drawn after objects around it. */
export function cable(a, b, o = {}) {
  const mid = [(a[0] + b[0]) / 2, Math.min(a[1], b[1]), (a[2] + b[2]) / 2]
  return sprite(
    mid,
    (ctx) => {
      const p = ctx.P(a),
        q = ctx.P(b)
      if (!p || !q) return ""
      return (
        `<path d="M${f(p[0])} ${f(p[1])}L${f(q[0])} ${f(q[1])}" stroke="${ctx.shade(o.color ?? "#2b2a28")}" stroke-width="${f(Math.max(0.8, (o.w ?? 0.04) * ctx.s))}"/>` +
        (o.hook !== false
          ? `<path d="M${f(q[0] - 0.15 * ctx.s)} ${f(q[1])}h${f(0.3 * ctx.s)}v${f(0.3 * ctx.s)}h${f(-0.3 * ctx.s)}Z" fill="${ctx.shade("#2b2a28")}"/>`
          : "")
      )
    },
    {
      aabb: {
        min: [Math.min(a[0], b[0]) - 0.05, Math.min(a[1], b[1]), Math.min(a[2], b[2]) - 0.05],
        max: [Math.max(a[0], b[0]) + 0.05, Math.max(a[1], b[1]), Math.max(a[2], b[2]) + 0.05],
      },
      layer: o.layer ?? 1,
    },
  )
}

/** Ship-to-shore gantry crane; legs straddle the quay along x at position x, boom over water towards -z. */
export function gantryCrane(x, z, o = {}) {
  const c = o.color ?? "#0E5A6B"
  const m = { c, grad: 0.06 }
  const parts = []
  const h = 32,
    span = 16
  for (const dz of [0, span]) for (const dx of [-6, 6]) parts.push(beam([x + dx, 0, z + dz], [x + dx * 0.8, h, z + dz], 1.0, 1.0, m))
  for (const dz of [0, span]) parts.push(beam([x - 6.5, h * 0.45, z + dz], [x + 6.5, h * 0.45, z + dz], 0.8, 0.8, m))
  parts.push(box([x - 3.5, h, z - 45], [x + 3.5, h + 3, z + span + 22], m, { castShadow: true }))
  parts.push(box([x - 4, h + 3, z + span - 2], [x + 4, h + 8, z + span + 8], { c: "#f3f1ec", grad: 0.06 }))
  parts.push(beam([x, h + 3, z + span + 4], [x, h + 16, z + 4], 0.6, 0.6, m))
  parts.push(cable([x, h + 16, z + 4], [x, h + 3, z - 40], { hook: false, w: 0.15 }))
  parts.push(box([x - 1.5, h - 3, z - 18], [x + 1.5, h, z - 15], { c: "#3b3f43" }))
  parts.push(cable([x, h - 3, z - 16.5], [x, o.hookY ?? 14, z - 16.5], { w: 0.08 }))
  return parts
}

/** Container ship along x with stacks of containers; hull at water level y=0. */
export function containerShip(x, z, len = 180, o = {}) {
  const parts = []
  const w = 30,
    hullH = 12
  const hx0 = x - len / 2,
    hx1 = x + len / 2
  const plan = [
    [hx0, z - w / 2],
    [hx1 - 20, z - w / 2],
    [hx1, z],
    [hx1 - 20, z + w / 2],
    [hx0, z + w / 2],
  ]
  parts.push(
    extrude(
      plan,
      "y",
      -2,
      hullH,
      { c: o.hull ?? "#1f3440", grad: 0.1 },
      {
        side: () => ({
          decals: (fr) => [
            { pts: fr.rect(0, 0, fr.w, 3), fill: "#a8402e", shade: true },
            { pts: fr.rect(0, fr.h - 0.8, fr.w, fr.h), fill: "#f3f1ec", shade: true },
          ],
        }),
        capMat: { c: "#6b6f72" },
      },
    ),
  )
  const cols = ["#E07A4F", "#0E5A6B", "#c9a66b", "#7FC8C9", "#2B2A28", "#b5423a", "#d8d2c6", "#5b7f9a"]
  const r = o.rng
  for (let bx = hx0 + 30; bx < hx1 - 28; bx += 13.2) {
    const stack = 3 + Math.floor((r ? r.next() : 0.5) * 4)
    for (let k = 0; k < stack; k++) {
      for (let row = -1; row <= 1; row++) {
        const cc = cols[Math.floor((r ? r.next() : 0.3) * cols.length)]
        parts.push(shippingContainer(bx, hullH + k * 2.6, z + row * 7.5, cc, { L: 12.2, castShadow: false }))
      }
    }
  }
  parts.push(
    box(
      [hx0 + 4, hullH, z - 11],
      [hx0 + 20, hullH + 22, z + 11],
      { c: "#f3f1ec", grad: 0.08 },
      {
        faces: {
          nz: {
            decals: (fr) => {
              const out = []
              for (let v = 4; v < fr.h - 2; v += 3)
                out.push({ pts: fr.rect(1, v, fr.w - 1, v + 1.2), mat: { kind: "glass", c: "#334", streak: false } })
              return out
            },
          },
        },
      },
    ),
  )
  parts.push(box([hx0 + 8, hullH + 22, z - 2], [hx0 + 12, hullH + 28, z + 2], { c: "#2b2a28" }))
  return parts
}

export { cylinder, group }
