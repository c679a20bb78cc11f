// Industrial building: steel portal-frame warehouse with ribbed cladding, roller doors, skylights.
// Span along x (24 m), length along z (36 m), gable end with doors faces -z.
import { box, beam, extrude } from "../engine/shapes.mjs"
import { ribs, windowDecal } from "./parts.mjs"

export function warehouse(o = {}) {
  const span = o.span ?? 24,
    len = o.len ?? 36,
    eave = o.eave ?? 7.5,
    ridge = o.ridge ?? 9.2
  const x0 = -span / 2,
    x1 = span / 2,
    z0 = -len / 2,
    z1 = len / 2
  const parts = []
  if (o.frameOnly) return portalFrames({ x0, x1, z0, z1, eave, ridge, bays: o.bays ?? 6, built: o.built ?? 4 })
  const wallC = o.wall ?? "#e3e6e7",
    accent = o.accent ?? "#0E5A6B"
  const prof = [
    [x0, 0],
    [x1, 0],
    [x1, eave],
    [0, ridge],
    [x0, eave],
  ]
  const gableDecals = () => () => []
  void gableDecals
  const rollerDoor = (u0, w, h, fr) => {
    const out = [
      { pts: fr.rect(u0 - 0.15, 0, u0 + w + 0.15, h + 0.2), fill: "#3d4348", shade: true },
      { pts: fr.rect(u0, 0, u0 + w, h), fill: "#b8bec2", shade: true },
    ]
    for (let v = 0.18; v < h; v += 0.18)
      out.push({ pts: [fr.at(u0, v), fr.at(u0 + w, v)], line: true, stroke: "#000", sw: 0.025, op: 0.25 })
    return out
  }
  const wallMat = { c: wallC, grad: 0.06 }
  const body = extrude(prof, "z", z1, z0, wallMat, {
    side: (i) => {
      if (i === 0) return { skip: true }
      if (i === 2 || i === 3)
        return {
          mat: { c: "#b9c0c4", grad: 0.1 },
          decals: (fr) => [
            ...ribs(fr, 0.9, { op: 0.1 }),
            ...[0.2, 0.45, 0.7].map((t) => ({ pts: fr.rect(0.6, fr.h * t, fr.w - 0.6, fr.h * t + 1.0), fill: "#e8f2f4", op: 0.75 })),
          ],
        }
      // long walls
      return {
        decals: (fr) => {
          const out = [...ribs(fr, 0.3, { op: 0.1, v1: fr.w })]
          // frame U runs up the wall (a->b), V along z
          out.push({ pts: fr.rect(0, 0, 1.2, fr.h), fill: accent, shade: true })
          for (let v = 3; v < fr.h - 3; v += 6) out.push(...windowDecal(fr, 5.2, v, 6.0, v + 4.2, { frame: "#3d4348" }))
          return out
        },
      }
    },
    cap: [
      { mat: wallMat, decals: () => [] },
      { mat: wallMat, decals: (pts) => frontGable(pts, { x0, x1, eave, ridge, z: z0, accent, rollerDoor }) },
    ],
  })
  parts.push(body)
  // roof overhang strips (fascia)
  parts.push(beam([x0 - 0.3, eave + 0.05, z0 - 0.3], [0, ridge + 0.1, z0 - 0.3], 0.25, 0.3, { c: "#3d4348" }))
  parts.push(beam([0, ridge + 0.1, z0 - 0.3], [x1 + 0.3, eave + 0.05, z0 - 0.3], 0.25, 0.3, { c: "#3d4348" }))
  // canopy over the personnel door
  parts.push(box([x0 + 1.3, 2.8, z0 - 1.4], [x0 + 3.7, 2.95, z0], { c: "#3d4348" }))
  // apron
  parts.push(
    box(
      [x0 - 6, 0, z0 - 16],
      [x1 + 6, 0.06, z0],
      { c: "#b9b6b0", grad: 0.06 },
      {
        layer: 0.3,
        castShadow: false,
        faces: {
          py: {
            decals: (fr) => {
              const out = []
              for (let u = 4; u < fr.w; u += 4)
                out.push({ pts: [fr.at(u, 1), fr.at(u, fr.h - 1)], line: true, stroke: "#ffffff", sw: 0.1, op: 0.6 })
              return out
            },
          },
        },
      },
    ),
  )
  return { parts, x0, x1, z0, z1, eave, ridge }
}

function frontGable(pts, { x0, x1, eave, ridge, z, accent, rollerDoor }) {
  // pts: [x0,0],[x1,0],[x1,eave],[0,ridge],[x0,eave] at z. Build a frame: U=+x from x0, V=up.
  const fr = {
    at: (u, v) => [x0 + u, v, z - 0.005],
    rect(u0, v0, u1, v1) {
      return [this.at(u0, v0), this.at(u1, v0), this.at(u1, v1), this.at(u0, v1)]
    },
  }
  const w = x1 - x0
  const out = []
  for (let u = 0.3; u < w; u += 0.3) {
    const x = x0 + u
    const top = eave + (ridge - eave) * (1 - Math.abs(x) / (w / 2))
    out.push({ pts: [fr.at(u, 0), fr.at(u, top)], line: true, stroke: "#000", sw: 0.03, op: 0.1 })
  }
  out.push({ pts: fr.rect(0, 0, w, 1.2), fill: accent, shade: true })
  out.push(...rollerDoor(6, 4.5, 5, fr))
  out.push(...rollerDoor(13.5, 4.5, 5, fr))
  out.push({ pts: fr.rect(2, 0, 3, 2.2), fill: "#3d4348", shade: true })
  out.push({ pts: fr.rect(w / 2 - 3, eave - 0.2, w / 2 + 3, eave + 0.7), fill: "#e8f2f4", op: 0.8 })
  return out
}

function portalFrames({ x0, x1, z0, z1, eave, ridge, bays, built }) {
  const parts = []
  const steel = { c: "#2f5f73", grad: 0.06 }
  const purl = { c: "#9aa6ad", grad: 0 }
  const L = z1 - z0,
    bay = L / bays
  parts.push(
    box(
      [x0 - 2, 0, z0 - 2],
      [x1 + 2, 0.15, z1 + 2],
      { c: "#cdc8bf", grad: 0.05 },
      {
        layer: 0.3,
        castShadow: false,
        faces: {
          py: {
            decals: (fr) => {
              const out = []
              for (let u = 6; u < fr.w; u += 6)
                out.push({ pts: [fr.at(u, 0), fr.at(u, fr.h)], line: true, stroke: "#000", sw: 0.04, op: 0.08 })
              return out
            },
          },
        },
      },
    ),
  )
  for (let k = 0; k <= built; k++) {
    const z = z0 + k * bay
    parts.push(box([x0 - 0.2, 0.15, z - 0.2], [x0 + 0.2, eave, z + 0.2], steel))
    parts.push(box([x1 - 0.2, 0.15, z - 0.2], [x1 + 0.2, eave, z + 0.2], steel))
    parts.push(beam([x0, eave + 0.2, z], [0, ridge, z], 0.25, 0.55, steel))
    parts.push(beam([0, ridge, z], [x1, eave + 0.2, z], 0.25, 0.55, steel))
    // haunches
    parts.push(beam([x0, eave - 0.8, z], [x0 + 2.2, eave + 0.3, z], 0.22, 0.3, steel))
    parts.push(beam([x1, eave - 0.8, z], [x1 - 2.2, eave + 0.3, z], 0.22, 0.3, steel))
  }
  const zEnd = z0 + built * bay
  for (let t = 0.1; t < 1; t += 0.15) {
    for (const s of [-1, 1]) {
      const x = s * (x1 * (1 - t)),
        y = ridge - (ridge - eave) * (1 - t) + 0.45
      parts.push(box([x - 0.05, y, z0], [x + 0.05, y + 0.12, zEnd - (t > 0.7 ? bay : 0)], purl))
    }
  }
  // eave struts and wall girts in the first bays
  for (const x of [x0, x1]) for (const y of [2.5, 5]) parts.push(box([x - 0.05, y, z0], [x + 0.05, y + 0.15, z0 + (built - 1) * bay], purl))
  // cross bracing in the first bay walls
  for (const x of [x0, x1]) {
    parts.push(beam([x, 0.4, z0 + 0.2], [x, eave - 0.3, z0 + bay - 0.2], 0.04, 0.04, purl))
    parts.push(beam([x, eave - 0.3, z0 + 0.2], [x, 0.4, z0 + bay - 0.2], 0.04, 0.04, purl))
  }
  // some cladding on the back bays of the far wall
  parts.push(
    box(
      [x1 + 0.25, 0.15, z0],
      [x1 + 0.32, eave, z0 + bay * 2],
      { c: "#dfe3e5", grad: 0.06 },
      { faces: { px: { decals: (fr) => ribs(fr, 0.3, { op: 0.12 }) } } },
    ),
  )
  // columns waiting for the next frame
  const zn = z0 + (built + 1) * bay
  parts.push(box([x0 - 0.2, 0.15, zn - 0.2], [x0 + 0.2, eave, zn + 0.2], steel))
  return { parts, x0, x1, z0, z1, eave, ridge, nextZ: zn, bay }
}
