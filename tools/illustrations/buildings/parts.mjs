// Reusable building parts: panel ribs, windows, doors, decks, railings, steps, planters.
import { box, beam, extrude } from "../engine/shapes.mjs"
import { makeFace, mesh } from "../engine/scene.mjs"
import { M } from "./materials.mjs"

/** vertical rib lines on a face frame */
export function ribs(fr, step = 0.25, o = {}) {
  const out = []
  const u0 = o.u0 ?? 0,
    u1 = o.u1 ?? fr.w,
    v0 = o.v0 ?? 0,
    v1 = o.v1 ?? fr.h
  for (let u = u0 + step; u < u1 - 1e-6; u += step) {
    if (o.skip && o.skip(u)) continue
    out.push({
      pts: [fr.at(u, v0), fr.at(u, v1)],
      line: true,
      stroke: o.color ?? "#000000",
      sw: o.sw ?? 0.02,
      op: o.op ?? 0.12,
      lightStroke: false,
    })
  }
  return out
}

export function hlines(fr, step = 0.3, o = {}) {
  const out = []
  const u0 = o.u0 ?? 0,
    u1 = o.u1 ?? fr.w,
    v0 = o.v0 ?? 0,
    v1 = o.v1 ?? fr.h
  for (let v = v0 + step; v < v1 - 1e-6; v += step)
    out.push({ pts: [fr.at(u0, v), fr.at(u1, v)], line: true, stroke: o.color ?? "#000000", sw: o.sw ?? 0.015, op: o.op ?? 0.12 })
  return out
}

/** A window: glass pane + frame + mullions. o.cols/o.rows split the pane; o.frame colour; o.sill. */
export function windowDecal(fr, u0, v0, u1, v1, o = {}) {
  const out = []
  const fc = o.frame ?? "#2f3438"
  const fw = o.fw ?? 0.06
  out.push({ pts: fr.rect(u0 - fw, v0 - fw, u1 + fw, v1 + fw), fill: fc, shade: true })
  out.push({ pts: fr.rect(u0, v0, u1, v1), mat: o.glass ?? M.glass })
  out.push({ pts: fr.rect(u0, v0, u1, v1), fill: "#e8eef0", side: "back", op: 0 })
  const cols = o.cols ?? 1,
    rows = o.rows ?? 1
  for (let i = 1; i < cols; i++) {
    const u = u0 + ((u1 - u0) * i) / cols
    out.push({ pts: [fr.at(u, v0), fr.at(u, v1)], line: true, stroke: fc, sw: o.mw ?? 0.05 })
  }
  for (let j = 1; j < rows; j++) {
    const v = o.transom ?? v0 + ((v1 - v0) * j) / rows
    out.push({ pts: [fr.at(u0, v), fr.at(u1, v)], line: true, stroke: fc, sw: o.mw ?? 0.05 })
  }
  if (o.sill) out.push({ pts: fr.rect(u0 - fw * 2, v0 - fw * 2.2, u1 + fw * 2, v0 - fw * 0.8), fill: o.sill, shade: true })
  if (o.shutters) {
    const sw = (u1 - u0) / 2
    for (const [a, b] of [
      [u0 - sw - fw * 1.5, u0 - fw * 1.5],
      [u1 + fw * 1.5, u1 + sw + fw * 1.5],
    ]) {
      out.push({ pts: fr.rect(a, v0 - fw, b, v1 + fw), fill: o.shutters, shade: true })
      for (let v = v0 + 0.12; v < v1; v += 0.12)
        out.push({ pts: [fr.at(a + 0.04, v), fr.at(b - 0.04, v)], line: true, stroke: "#000000", sw: 0.02, op: 0.2 })
    }
  }
  return out
}

export function doorDecal(fr, u0, w, h, o = {}) {
  const out = []
  const fc = o.frame ?? "#2f3438"
  out.push({ pts: fr.rect(u0 - 0.06, o.v0 ?? 0, u0 + w + 0.06, h + 0.06), fill: fc, shade: true })
  if (o.glass) {
    out.push({ pts: fr.rect(u0, o.v0 ?? 0, u0 + w, h), mat: o.glassMat ?? M.glass })
    if (o.split) out.push({ pts: [fr.at(u0 + w / 2, o.v0 ?? 0), fr.at(u0 + w / 2, h)], line: true, stroke: fc, sw: 0.05 })
  } else {
    out.push({ pts: fr.rect(u0, o.v0 ?? 0, u0 + w, h), fill: o.color ?? "#6b4a33", shade: true })
    out.push({ pts: fr.rect(u0 + 0.12, (o.v0 ?? 0) + 0.2, u0 + w - 0.12, h - 0.2), fill: "#000000", op: 0.06 })
  }
  out.push({ pts: fr.rect(u0 + w - 0.16, (o.v0 ?? 0) + 0.95, u0 + w - 0.12, (o.v0 ?? 0) + 1.15), fill: "#c8c8c8" })
  return out
}

/** Deck: box with plank lines on top, planks run along `dir`. */
export function deck(min, max, o = {}) {
  const mat = o.mat ?? M.deck
  const along = o.dir ?? "x"
  return box(min, max, mat, {
    layer: o.layer ?? 0.8,
    castShadow: o.castShadow ?? false,
    faces: {
      py: {
        decals: (fr) => {
          const out = []
          const step = o.plank ?? 0.16
          if (along === "x")
            for (let v = step; v < fr.h; v += step)
              out.push({ pts: [fr.at(0, v), fr.at(fr.w, v)], line: true, stroke: "#3b2a1e", sw: 0.012, op: 0.35 })
          else
            for (let u = step; u < fr.w; u += step)
              out.push({ pts: [fr.at(u, 0), fr.at(u, fr.h)], line: true, stroke: "#3b2a1e", sw: 0.012, op: 0.35 })
          return out
        },
      },
      ...(o.faces ?? {}),
    },
  })
}

/** Railing along a straight line from a to b (on top of a deck at height y). */
export function railing(a, b, y, o = {}) {
  const h = o.h ?? 1.0
  const parts = []
  const dx = b[0] - a[0],
    dz = b[1] - a[1]
  const L = Math.hypot(dx, dz)
  const n = Math.max(1, Math.round(L / (o.spacing ?? 1.2)))
  const postW = 0.05
  for (let i = 0; i <= n; i++) {
    const t = i / n
    const x = a[0] + dx * t,
      z = a[1] + dz * t
    parts.push(box([x - postW / 2, y, z - postW / 2], [x + postW / 2, y + h, z + postW / 2], o.postMat ?? M.frame, { castShadow: true }))
  }
  // handrail as a thin box (axis aligned)
  const x0 = Math.min(a[0], b[0]),
    x1 = Math.max(a[0], b[0]),
    z0 = Math.min(a[1], b[1]),
    z1 = Math.max(a[1], b[1])
  parts.push(box([x0 - 0.03, y + h - 0.04, z0 - 0.03], [x1 + 0.03, y + h, z1 + 0.03], o.railMat ?? M.frame))
  if (o.glass !== false) {
    const pts = [
      [a[0], y + 0.08, a[1]],
      [b[0], y + 0.08, b[1]],
      [b[0], y + h - 0.06, b[1]],
      [a[0], y + h - 0.06, a[1]],
    ]
    const face = makeFace(pts, M.glassRail, { twoSided: true })
    parts.push(
      mesh([face], { convex: false, castShadow: false, aabb: { min: [x0 - 0.01, y, z0 - 0.01], max: [x1 + 0.01, y + h, z1 + 0.01] } }),
    )
  } else {
    // slim horizontal cables / bars
    for (const hh of [0.3, 0.55, 0.8])
      parts.push(
        box([x0 - 0.01, y + hh * h, z0 - 0.01], [x1 + 0.01, y + hh * h + 0.02, z1 + 0.01], o.postMat ?? M.frame, { castShadow: false }),
      )
  }
  return parts
}

/** Steps going down in direction dir ('-z' etc.) from a landing edge. */
export function steps(x0, x1, zEdge, topY, n, dir = "-z", mat = M.deck, o = {}) {
  const parts = []
  const rise = topY / (n + 1),
    run = o.run ?? 0.3
  for (let i = 0; i < n; i++) {
    const y1 = topY - rise * (i + 1)
    if (dir === "-z")
      parts.push(box([x0, 0, zEdge - run * (i + 1)], [x1, y1, zEdge - run * i], mat, { castShadow: false, layer: o.layer ?? 0.8 }))
    else if (dir === "+z")
      parts.push(box([x0, 0, zEdge + run * i], [x1, y1, zEdge + run * (i + 1)], mat, { castShadow: false, layer: o.layer ?? 0.8 }))
    else if (dir === "-x")
      parts.push(box([zEdge - run * (i + 1), 0, x0], [zEdge - run * i, y1, x1], mat, { castShadow: false, layer: o.layer ?? 0.8 }))
    else parts.push(box([zEdge + run * i, 0, x0], [zEdge + run * (i + 1), y1, x1], mat, { castShadow: false, layer: o.layer ?? 0.8 }))
  }
  return parts
}

/** Planter box with a shrub sprite is composed by callers; this is the box. */
export function planterBox(x, z, w, d, h, mat = M.basalt) {
  return box([x - w / 2, 0, z - d / 2], [x + w / 2, h, z + d / 2], mat, { castShadow: true })
}

export { box, beam, extrude }
