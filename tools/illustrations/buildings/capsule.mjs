// Capsule house: an elongated rounded pod (superellipsoid) with a wrap-around panoramic window band,
// an LED line under the band, side door with steps, on a recessed plinth or steel legs.
import { makeFace, mesh } from "../engine/scene.mjs"
import { box, cylinder } from "../engine/shapes.mjs"
import { M } from "./materials.mjs"
import { steps } from "./parts.mjs"

const spow = (x, e) => Math.sign(x) * Math.pow(Math.abs(x), e)

/** Choose n+1 parameter values along a curve so that arc length (plus some curvature weight) is even. */
function evenParams(curve, lo, hi, n, curvW = 0.35) {
  const M_ = 2000
  const ts = [],
    acc = [0]
  let prev = curve(lo),
    prevDir = null
  ts.push(lo)
  for (let i = 1; i <= M_; i++) {
    const t = lo + ((hi - lo) * i) / M_
    const p = curve(t)
    const d = [p[0] - prev[0], p[1] - prev[1]]
    const ds = Math.hypot(d[0], d[1])
    let turn = 0
    if (prevDir && ds > 1e-9) {
      const c = (d[0] * prevDir[0] + d[1] * prevDir[1]) / (ds * Math.hypot(prevDir[0], prevDir[1]) || 1)
      turn = Math.acos(Math.max(-1, Math.min(1, c)))
    }
    if (ds > 1e-9) prevDir = d
    acc.push(acc[i - 1] + ds + curvW * turn)
    ts.push(t)
    prev = p
  }
  const total = acc[M_]
  const out = []
  let j = 0
  for (let k = 0; k <= n; k++) {
    const target = (total * k) / n
    while (j < M_ && acc[j + 1] < target) j++
    const span = acc[j + 1] - acc[j] || 1
    out.push(ts[j] + ((ts[j + 1] ?? ts[j]) - ts[j]) * ((target - acc[j]) / span))
  }
  out[0] = lo
  out[n] = hi
  return out
}

export const CAPSULE = { L: 8.6, W: 3.3, H: 3.15 }

/**
 * Returns { shell, parts } in local coordinates: long axis along z, panoramic end at -z, door on the -x side.
 * o: base (plinth height), lit, finish ('white'|'silver'|'champagne'), legs (bool), interiorMats (bool).
 */
export function capsuleShell(o = {}) {
  const { L, W, H } = CAPSULE
  const base = o.base ?? 0.55
  const a = W / 2,
    b = H / 2,
    c = L / 2,
    e1 = 0.5,
    e2 = 0.42
  const cy = base + b
  const shellC = o.finish === "silver" ? "#d7dde2" : o.finish === "champagne" ? "#e8dfcf" : "#f1f2f2"
  const nu = 88,
    nv = 26
  const us = evenParams((u) => [a * spow(Math.cos(u), e2), c * spow(Math.sin(u), e2)], -Math.PI, Math.PI, nu)
  const vs = evenParams((v) => [spow(Math.cos(v), e1) * a, b * spow(Math.sin(v), e1)], -Math.PI / 2, Math.PI / 2, nv, 0.25)
  const P = (u, v) => {
    const C = spow(Math.cos(v), e1)
    return [a * C * spow(Math.cos(u), e2), cy + b * spow(Math.sin(v), e1), c * C * spow(Math.sin(u), e2)]
  }
  const faces = []
  const glass = { kind: "glass", c: "#2d4450", tint: "#203641", op: 1, inOp: 0.06 }
  const led = o.lit ? { kind: "emissive", c: "#fff0c8" } : { c: "#d7dadc" }
  for (let i = 0; i < nu; i++) {
    const um = (us[i] + us[i + 1]) / 2
    // angle of the quad centre in plan: front end (-z) is u = -pi/2
    const sx = Math.cos(um),
      sz = Math.sin(um)
    const frontness = Math.max(0, -sz) // 1 at the front end
    const isDoor = sx < 0 && Math.abs(P(um, 0)[2] - c * 0.28) < 0.5 && Math.abs(sz) < 0.99
    for (let j = 0; j < nv; j++) {
      const vm = (vs[j] + vs[j + 1]) / 2
      const y = P(um, vm)[1] - base // height above capsule bottom
      let pts = [P(us[i], vs[j]), P(us[i + 1], vs[j]), P(us[i + 1], vs[j + 1]), P(us[i], vs[j + 1])]
      pts = pts.filter((p, k) => Math.hypot(p[0] - pts[(k + 1) % 4][0], p[1] - pts[(k + 1) % 4][1], p[2] - pts[(k + 1) % 4][2]) > 1e-6)
      if (pts.length < 3) continue
      const sm = Math.min(1, Math.max(0, (frontness - 0.75) / 0.2))
      const k = sm * sm * (3 - 2 * sm)
      const winLo = 1.05 - 0.0 * k,
        winHi = 2.45
      let mat = { c: shellC, grad: 0 },
        imat = { c: y < 0.45 ? "#c9a57a" : y > 2.5 ? "#f3efe8" : "#f6f3ee" }
      let decals = null
      if (isDoor && y > 0.2 && y < 2.35) {
        mat = { kind: "glass", smooth: true, c: "#2d4450", tint: "#1a2c35", t: 0.6 }
        imat = { kind: "glass", c: "#2d4450", inOp: 0.05 }
      } else if (y > winLo && y < winHi) {
        mat = { ...glass, smooth: true, t: (winHi - y) / (winHi - winLo) }
        imat = glass
        if (i % 4 === 0) decals = [{ pts: [pts[0], pts[pts.length - 1]], line: true, stroke: "#1d2226", sw: 0.045, side: "both" }]
      } else if (y > winLo - 0.14 && y <= winLo) {
        mat = { c: "#2b3034", grad: 0 }
      } else if (y >= winHi && y < winHi + 0.1) {
        mat = led
      } else if (y < 0.42) {
        mat = { c: o.skirt ?? "#c4c9cc", grad: 0 }
      }
      const fc = makeFace(pts, mat)
      fc.imat = imat
      if (decals) fc.decals = decals
      faces.push(fc)
    }
  }
  const shell = mesh(faces, { center: [0, cy, 0], convex: true })
  return { shell, base, a, b, c, cy, L, W, H }
}

export function capsuleHouse(o = {}) {
  const cs = capsuleShell(o)
  const parts = [cs.shell]
  const { base, a, c } = cs
  if (o.legs) {
    for (const z of [-c * 0.55, 0, c * 0.55])
      for (const x of [-a * 0.55, a * 0.55]) parts.push(cylinder(x, z, 0.09, 0, base + 0.05, M.frame, { n: 10, castShadow: false }))
  } else {
    parts.push(box([-a + 0.7, 0, -c + 1.2], [a - 0.7, base + 0.02, c - 1.2], { c: "#6d7073", grad: 0.05 }, { castShadow: false }))
  }
  // door landing and steps on the -x side
  const dz = c * 0.28
  parts.push(box([-a - 1.1, 0, dz - 0.75], [-a + 0.2, base, dz + 0.75], { c: "#9c6d48", grad: 0.06 }, { layer: 0.8, castShadow: false }))
  parts.push(...steps(dz - 0.6, dz + 0.6, -a - 1.1, base, 1, "-x", { c: "#9c6d48", grad: 0.06 }))
  if (o.deck) {
    // front deck under the panoramic end
    parts.push(
      box(
        [-a - 0.4, 0, -c - 2.2],
        [a + 0.4, base - 0.1, -c + 1.0],
        { c: "#a27250", grad: 0.08 },
        {
          layer: 0.7,
          castShadow: false,
          faces: {
            py: {
              decals: (fr) => {
                const out = []
                for (let v = 0.16; v < fr.h; v += 0.16)
                  out.push({ pts: [fr.at(0, v), fr.at(fr.w, v)], line: true, stroke: "#3b2a1e", sw: 0.012, op: 0.35 })
                return out
              },
            },
          },
        },
      ),
    )
  }
  return { parts, ...cs }
}
