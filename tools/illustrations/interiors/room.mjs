// A room seen from inside: a hollow box whose walls have window/door holes through which the
// backdrop (sky, sea, mountains) shows. Coordinates: x0..x1, z0..z1, floor at y0.
import { makeFace, mesh } from "../engine/scene.mjs"

/**
 * o: x0,x1,z0,z1,y0,h, wall, floor, ceiling colours, openings: [{wall:'nz'|'pz'|'nx'|'px', a0, a1, v0, v1, mullions}],
 * decals: {wallName: [decals in world coords]}, contents: [objects], plank (floor plank spacing, 0 for none), tiles
 */
export function room(o) {
  const { x0, x1, z0, z1 } = o
  const y0 = o.y0 ?? 0,
    y1 = y0 + (o.h ?? 2.6)
  const wallC = o.wall ?? "#f4efe6"
  const walls = {
    nz: {
      pts: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      n: [0, 0, -1],
      along: (a, v) => [a, v, z0],
    },
    pz: {
      pts: [
        [x1, y0, z1],
        [x0, y0, z1],
        [x0, y1, z1],
        [x1, y1, z1],
      ],
      n: [0, 0, 1],
      along: (a, v) => [a, v, z1],
    },
    nx: {
      pts: [
        [x0, y0, z1],
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
      ],
      n: [-1, 0, 0],
      along: (a, v) => [x0, v, a],
    },
    px: {
      pts: [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      n: [1, 0, 0],
      along: (a, v) => [x1, v, a],
    },
  }
  const faces = []
  for (const [k, w] of Object.entries(walls)) {
    const ops = (o.openings ?? []).filter((op) => op.wall === k)
    const mat = { c: o.wallColors?.[k] ?? wallC, grad: 0.06 }
    const face = makeFace(w.pts, mat, { n: w.n, fixedN: true, imat: mat })
    const decals = []
    if (ops.length) {
      face.holes = ops.map((op) => [
        w.along(op.a0, y0 + op.v0),
        w.along(op.a1, y0 + op.v0),
        w.along(op.a1, y0 + op.v1),
        w.along(op.a0, y0 + op.v1),
      ])
      for (const op of ops) {
        const fc = op.frame ?? "#3a3f44"
        const fw = op.fw ?? 0.05
        const rect = (a0, v0, a1, v1) => [w.along(a0, y0 + v0), w.along(a1, y0 + v0), w.along(a1, y0 + v1), w.along(a0, y0 + v1)]
        decals.push({ pts: rect(op.a0, op.v0, op.a1, op.v1), line: false, fill: "none", stroke: fc, sw: fw * 2, side: "back" })
        const n = op.mullions ?? Math.max(0, Math.round(Math.abs(op.a1 - op.a0) / 1.2) - 1)
        for (let i = 1; i <= n; i++) {
          const a = op.a0 + ((op.a1 - op.a0) * i) / (n + 1)
          decals.push({ pts: [w.along(a, y0 + op.v0), w.along(a, y0 + op.v1)], line: true, stroke: fc, sw: fw * 1.4, side: "back" })
        }
        if (op.transom)
          decals.push({
            pts: [w.along(op.a0, y0 + op.transom), w.along(op.a1, y0 + op.transom)],
            line: true,
            stroke: fc,
            sw: fw * 1.4,
            side: "back",
          })
        if (op.sill !== false)
          decals.push({
            pts: rect(op.a0 - 0.05, op.v0 - 0.04, op.a1 + 0.05, op.v0),
            fill: op.sillC ?? "#e6dccb",
            side: "back",
            shade: true,
          })
      }
    }
    if (o.decals?.[k]) decals.push(...o.decals[k].map((d) => ({ side: "back", ...d })))
    if (o.skirting !== false)
      decals.push({
        pts: [
          w.along(k === "nz" || k === "pz" ? Math.min(w.pts[0][0], w.pts[1][0]) : Math.min(w.pts[0][2], w.pts[1][2]), y0),
          w.along(k === "nz" || k === "pz" ? Math.max(w.pts[0][0], w.pts[1][0]) : Math.max(w.pts[0][2], w.pts[1][2]), y0),
          w.along(k === "nz" || k === "pz" ? Math.max(w.pts[0][0], w.pts[1][0]) : Math.max(w.pts[0][2], w.pts[1][2]), y0 + 0.08),
          w.along(k === "nz" || k === "pz" ? Math.min(w.pts[0][0], w.pts[1][0]) : Math.min(w.pts[0][2], w.pts[1][2]), y0 + 0.08),
        ],
        fill: o.skirtC ?? "#e3d9c8",
        side: "back",
        shade: true,
      })
    face.decals = decals
    faces.push(face)
  }
  const floorMat = { c: o.floor ?? "#c9a57a", grad: 0.08 }
  const floor = makeFace(
    [
      [x0, y0, z0],
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y0, z0],
    ],
    floorMat,
    { n: [0, -1, 0], fixedN: true, imat: floorMat },
  )
  const fd = []
  const plank = o.plank ?? 0.2
  if (o.tiles) {
    for (let x = x0 + o.tiles; x < x1; x += o.tiles)
      fd.push({
        pts: [
          [x, y0, z0],
          [x, y0, z1],
        ],
        line: true,
        stroke: "#ffffff",
        sw: 0.01,
        op: 0.6,
        side: "back",
      })
    for (let z = z0 + o.tiles; z < z1; z += o.tiles)
      fd.push({
        pts: [
          [x0, y0, z],
          [x1, y0, z],
        ],
        line: true,
        stroke: "#ffffff",
        sw: 0.01,
        op: 0.6,
        side: "back",
      })
  } else if (plank > 0) {
    for (let x = x0 + plank; x < x1; x += plank)
      fd.push({
        pts: [
          [x, y0, z0],
          [x, y0, z1],
        ],
        line: true,
        stroke: "#5a3d27",
        sw: 0.008,
        op: 0.3,
        side: "back",
      })
  }
  floor.decals = fd
  faces.push(floor)
  const ceilMat = { c: o.ceiling ?? "#f8f5f0", grad: 0.05 }
  const ceil = makeFace(
    [
      [x0, y1, z0],
      [x1, y1, z0],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    ceilMat,
    { n: [0, 1, 0], fixedN: true, imat: ceilMat },
  )
  if (o.ceilingDecals) ceil.decals = o.ceilingDecals.map((d) => ({ side: "back", ...d }))
  faces.push(ceil)
  const m = mesh(faces, { convex: false, castShadow: false })
  m.hollow = true
  m.interior = o.contents ?? []
  return m
}

/** Downlight decals on a ceiling at height y. */
export function downlights(xs, zs, y, lit) {
  const out = []
  for (const x of xs)
    for (const z of zs) {
      const pts = []
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2
        pts.push([x + Math.cos(a) * 0.07, y - 0.002, z + Math.sin(a) * 0.07])
      }
      out.push({ pts, fill: lit ? "#fff4d6" : "#e8e4dc" })
    }
  return out
}
