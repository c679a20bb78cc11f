// Move / rotate (by multiples of 90 degrees about y) any object tree built by the shape builders.
import { aabbOf } from "./math.mjs"

export function place(obj, rot = 0, off = [0, 0, 0]) {
  const r = ((((rot % 360) + 360) % 360) / 90) | 0
  const P = (p) => {
    let x = p[0],
      z = p[2]
    for (let i = 0; i < r; i++) [x, z] = [z, -x]
    return [x + off[0], p[1] + off[1], z + off[2]]
  }
  const N = (n) => {
    let x = n[0],
      z = n[2]
    for (let i = 0; i < r; i++) [x, z] = [z, -x]
    return [x, n[1], z]
  }
  const map = (o) => {
    if (!o) return o
    if (Array.isArray(o)) return o.map(map)
    if (o.type === "mesh") {
      const faces = o.faces.map((fc) => ({
        ...fc,
        pts: fc.pts.map(P),
        c: P(fc.c),
        n: N(fc.n),
        holes: fc.holes?.map((h) => h.map(P)),
        decals: fc.decals?.map((d) => ({ ...d, pts: d.pts.map(P) })),
      }))
      const aabb = aabbOf(faces.flatMap((fc) => fc.pts))
      return { ...o, faces, aabb, interior: o.interior ? map(o.interior) : undefined, center: o.center ? P(o.center) : undefined }
    }
    if (o.type === "group") {
      const parts = o.parts.map(map)
      const pts = []
      for (const p of parts) pts.push(p.aabb.min, p.aabb.max)
      return { ...o, parts, aabb: aabbOf(pts) }
    }
    if (o.type === "sprite" || o.type === "svg") {
      const pos = P(o.pos)
      const a = o.aabb
      const corners = [P(a.min), P(a.max)]
      return { ...o, pos, aabb: aabbOf(corners), ...(o.line ? { line: o.line.map(P) } : {}) }
    }
    return o
  }
  return map(obj)
}
