// One entry point per product returning { parts, bb } in local coordinates (front towards -z).
import { appleCabin, APPLE_SIZES } from "./apple-cabin.mjs"
import { capsuleHouse, CAPSULE } from "./capsule.mjs"
import { expandableHouse, EXPANDABLE } from "./container.mjs"
import { lightSteelVilla, luxuryVilla } from "./villas.mjs"
import { warehouse } from "./industrial.mjs"
import { place } from "../engine/transform.mjs"

export function product(kind, o = {}) {
  switch (kind) {
    case "apple": {
      const s = APPLE_SIZES[o.size ?? 2]
      return { parts: appleCabin(o), bb: { x0: -s.W / 2 - 0.7, x1: s.W / 2 + 0.7, z0: -s.L / 2 - 2.4, z1: s.L / 2 + 0.3, h: s.H + 0.45 } }
    }
    case "capsule": {
      const c = capsuleHouse(o)
      // rotate so the long side faces the camera: long axis along x, panoramic end at -x... keep native
      return {
        parts: c.parts,
        bb: {
          x0: -CAPSULE.W / 2 - 1.2,
          x1: CAPSULE.W / 2,
          z0: -CAPSULE.L / 2 - (o.deck ? 2.2 : 0),
          z1: CAPSULE.L / 2,
          h: CAPSULE.H + 0.55,
        },
      }
    }
    case "expandable": {
      const e = expandableHouse(o)
      const W = o.folded ? 2.2 : EXPANDABLE[o.model ?? 20].W
      return { parts: e.parts, bb: { x0: -e.L / 2, x1: e.L / 2, z0: -W / 2 - (o.terrace ? 2.5 : 0.5), z1: W / 2, h: e.H } }
    }
    case "steel": {
      const v = lightSteelVilla(o)
      return { parts: v.parts, bb: { x0: v.x0 - 0.6, x1: v.x1 + 0.6, z0: v.z0, z1: v.z1 + 0.6, h: v.ridge } }
    }
    case "luxury": {
      const v = luxuryVilla(o)
      const b = v.bounds
      return { parts: v.parts, bb: { x0: b.px0, x1: b.px1, z0: b.pz0, z1: b.pz1, h: 8 }, pool: v.pool }
    }
    case "industrial": {
      const w = warehouse(o)
      return { parts: w.parts, bb: { x0: w.x0, x1: w.x1, z0: w.z0 - (o.frameOnly ? 2 : 16), z1: w.z1, h: w.ridge }, w }
    }
    default:
      throw new Error("unknown product " + kind)
  }
}

/** Move a product (parts + bb) by a rotation (multiple of 90) and offset. */
export function placeProduct(p, rot, off) {
  const parts = place(p.parts, rot, off)
  const c = [
    [p.bb.x0, p.bb.z0],
    [p.bb.x1, p.bb.z1],
  ].map(([x, z]) => {
    let X = x,
      Z = z
    for (let i = 0; i < (((rot % 360) + 360) % 360) / 90; i++) [X, Z] = [Z, -X]
    return [X + off[0], Z + off[2]]
  })
  return {
    ...p,
    parts,
    bb: {
      x0: Math.min(c[0][0], c[1][0]),
      x1: Math.max(c[0][0], c[1][0]),
      z0: Math.min(c[0][1], c[1][1]),
      z1: Math.max(c[0][1], c[1][1]),
      h: p.bb.h,
    },
  }
}
