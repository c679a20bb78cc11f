// Generic exterior shot: stage + products + planting + people + foreground.
import { stage } from "./stage.mjs"
import { product, placeProduct } from "../buildings/index.mjs"
import { palm, tree, shrub, banana, grass, rock } from "../scenery/plants.mjs"
import { person } from "../scenery/people.mjs"
import { foliageCorner } from "../scenery/foreground.mjs"
import { rng as mkRng } from "../lib/prng.mjs"

/**
 * o: { W,H, seed, time, az, el, products: [{kind, opts, rot, off}], view: {angle, dist, h, ty, fov, shiftX, horizon, tx, tz},
 *      backdrop: {...}, ground: {...}, plants: {...}, people: [{x,z,...}], extra(st, main), foreground: {corner, size} }
 */
export function shot(o) {
  const prods = (o.products ?? []).map((p) => placeProduct(product(p.kind, p.opts ?? {}), p.rot ?? 0, p.off ?? [0, 0, 0]))
  const main = prods[0]
  const v = o.view ?? {}
  const bb = main ? main.bb : { x0: -5, x1: 5, z0: -5, z1: 5, h: 3 }
  const cx = v.tx ?? (bb.x0 + bb.x1) / 2,
    cz = v.tz ?? (bb.z0 + bb.z1) / 2
  const ang = ((v.angle ?? -30) * Math.PI) / 180
  const dist = v.dist ?? 18
  const ty = v.ty ?? bb.h * 0.45
  const pos = v.pos ?? [cx + Math.sin(ang) * dist, v.h ?? 1.7, cz - Math.cos(ang) * dist]
  const st = stage({
    W: o.W,
    H: o.H,
    seed: o.seed ?? 1,
    time: o.time ?? "midday",
    env: { az: o.az ?? 215, el: o.el, ...(o.env ?? {}) },
    cam: {
      pos,
      target: v.target ?? [cx, ty, cz],
      fov: v.fov ?? 50,
      horizon: v.horizon ?? 0.58,
      pitch: v.pitch ?? 0,
      shiftX: v.shiftX ?? 0,
    },
    backdrop: o.backdrop ?? { kind: "coast" },
    ground: o.ground ?? { kind: "lawn", shoreZ: bb.z1 + 25 },
  })
  for (const p of prods) st.scene.add(p.parts)
  const rng = mkRng((o.seed ?? 1) * 7919 + 13)
  if (o.plants !== false)
    dress(
      st,
      prods.map((p) => p.bb),
      rng,
      o.plants ?? {},
    )
  for (const pp of o.people ?? []) st.scene.add(person([pp.x, pp.y ?? 0, pp.z], { seed: pp.seed ?? rng.int(1, 1e6), ...pp }))
  if (o.extra) o.extra(st, main, prods, rng)
  const fg = o.foreground
  return st.render({
    foreground: fg ? (ctx) => (Array.isArray(fg) ? fg : [fg]).map((g) => foliageCorner({ ...ctx, seed: o.seed, ...g })).join("") : null,
    grade: o.grade,
  })
}

function screenBoxOf(cam, bb) {
  let x0 = Infinity,
    x1 = -Infinity,
    y0 = Infinity,
    y1 = -Infinity
  for (const x of [bb.x0, bb.x1])
    for (const z of [bb.z0, bb.z1])
      for (const y of [0, bb.h]) {
        const p = cam.project([x, y, z])
        if (!p) continue
        x0 = Math.min(x0, p[0])
        x1 = Math.max(x1, p[0])
        y0 = Math.min(y0, p[1])
        y1 = Math.max(y1, p[1])
      }
  return { x0, x1, y0, y1 }
}

/** Scatter palms, trees and shrubs around the buildings without hiding them. */
export function dress(st, bbs, rng, o = {}) {
  const cam = st.cam,
    W = st.W
  const boxes = bbs.map((b) => ({ b, s: screenBoxOf(cam, b), d: cam.depth([(b.x0 + b.x1) / 2, 0, (b.z0 + b.z1) / 2]) }))
  // beside: a broad-crowned tree behind a building must stand clear of it on screen, or its crown, its trunk hidden,
  // reads as a tree standing on the roof (issue 56: the 30 ft pictures)
  const ok = (x, z, h, r = 1, beside = false) => {
    for (const b of bbs) if (x > b.x0 - r && x < b.x1 + r && z > b.z0 - r && z < b.z1 + r) return false
    const p = cam.project([x, 0, z])
    if (!p) return false
    const d = cam.depth([x, 0, z])
    if (d < 2) return false
    const s = cam.F / d
    for (const { s: sb, d: db } of boxes) {
      // in front of a building and overlapping it on screen: skip
      if (d < db && p[0] + r * s > sb.x0 + 20 && p[0] - r * s < sb.x1 - 20 && p[1] - h * s < sb.y1) return false
      if (beside && d >= db && p[0] + r * s > sb.x0 && p[0] - r * s < sb.x1) return false
    }
    if (o.calmLeft && p[0] < W * (o.calmLeft === true ? 0.45 : o.calmLeft)) return false
    return p[0] > -W * 0.2 && p[0] < W * 1.2
  }
  const all = bbs.reduce(
    (a, b) => ({ x0: Math.min(a.x0, b.x0), x1: Math.max(a.x1, b.x1), z0: Math.min(a.z0, b.z0), z1: Math.max(a.z1, b.z1) }),
    { x0: Infinity, x1: -Infinity, z0: Infinity, z1: -Infinity },
  )
  const add = (mk, tries, n, h, r) => {
    let placed = 0
    for (let t = 0; t < tries && placed < n; t++) {
      const [x, z] = mk()
      if (!ok(x, z, h, r)) continue
      st.scene.add(o.make ? o.make(x, z) : null)
      placed++
      return [x, z]
    }
    return null
  }
  const palms = o.palms ?? 4,
    trees = o.trees ?? 2,
    shrubs = o.shrubs ?? 6
  for (let i = 0; i < palms; i++) {
    for (let t = 0; t < 30; t++) {
      const x = rng.range(all.x0 - 12, all.x1 + 12),
        z = rng.range(all.z1 + 1, all.z1 + 16)
      if (!ok(x, z, 9, 1.5)) continue
      st.scene.add(palm([x, 0, z], { seed: rng.int(1, 1e6), h: rng.range(7.5, 11) }))
      break
    }
  }
  for (let i = 0; i < (o.sidePalms ?? 2); i++) {
    for (let t = 0; t < 30; t++) {
      const side = rng.chance(0.5) ? -1 : 1
      const x = side < 0 ? rng.range(all.x0 - 12, all.x0 - 3) : rng.range(all.x1 + 3, all.x1 + 12),
        z = rng.range(all.z0 - 4, all.z1 + 4)
      if (!ok(x, z, 9, 1.2)) continue
      st.scene.add(palm([x, 0, z], { seed: rng.int(1, 1e6), h: rng.range(7, 10) }))
      break
    }
  }
  for (let i = 0; i < trees; i++) {
    for (let t = 0; t < 30; t++) {
      const x = rng.range(all.x0 - 25, all.x1 + 25),
        z = rng.range(all.z1 + 6, all.z1 + 30)
      if (!ok(x, z, 7, 3, true)) continue
      st.scene.add(
        tree([x, 0, z], { seed: rng.int(1, 1e6), h: rng.range(6, 9), kind: rng.chance(o.flamboyant ?? 0.15) ? "flamboyant" : "mango" }),
      )
      break
    }
  }
  for (let i = 0; i < shrubs; i++) {
    for (let t = 0; t < 20; t++) {
      const b = rng.pick(bbs)
      const edge = rng.next()
      let x, z
      if (edge < 0.5) {
        x = rng.chance(0.5) ? b.x0 - rng.range(0.6, 2.5) : b.x1 + rng.range(0.6, 2.5)
        z = rng.range(b.z0, b.z1)
      } else {
        x = rng.range(b.x0 - 2, b.x1 + 2)
        z = b.z1 + rng.range(0.5, 2)
      }
      if (!ok(x, z, 1.2, 0.6)) continue
      if (rng.chance(0.3)) st.scene.add(banana([x, 0, z], { seed: rng.int(1, 1e6), h: rng.range(2.4, 3.4) }))
      else
        st.scene.add(
          shrub([x, 0, z], {
            seed: rng.int(1, 1e6),
            h: rng.range(0.8, 1.5),
            w: rng.range(1.2, 2.4),
            flowers: rng.chance(0.55) ? rng.pick(["#d2407a", "#e07a4f", "#f4d35e", "#ffffff", "#c0306a"]) : null,
          }),
        )
      break
    }
  }
  for (let i = 0; i < (o.rocks ?? 0); i++) {
    const x = rng.range(all.x0 - 10, all.x1 + 10),
      z = rng.range(all.z0 - 8, all.z0 - 1)
    if (ok(x, z, 0.5, 0.5)) st.scene.add(rock([x, 0, z], { seed: rng.int(1, 1e6), size: rng.range(0.4, 1.2) }))
  }
  void add
  void grass
}
