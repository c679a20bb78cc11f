// Light steel villa (pitched roof, Creole veranda) and luxury villa (flat roofs, cantilevers, pool).
import { box, beam, extrude } from "../engine/shapes.mjs"
import { group } from "../engine/scene.mjs"
import { M } from "./materials.mjs"
import { windowDecal, doorDecal, deck, railing, steps, ribs } from "./parts.mjs"

/**
 * Light steel villa: 12.0 x 7.75 m (93 m2), walls 2.9 m, gable roof ridge along x, veranda at the front (-z).
 * o: roof ('grey'|'red'|'ocean'), wall colour, shutters colour, frame (true = construction view, no cladding)
 */
export function lightSteelVilla(o = {}) {
  const Lx = o.Lx ?? 12.0,
    Dz = o.Dz ?? 7.75,
    wallH = 2.9,
    base = 0.3,
    pitch = (o.pitch ?? 24) * (Math.PI / 180)
  const x0 = -Lx / 2,
    x1 = Lx / 2,
    z0 = -Dz / 2,
    z1 = Dz / 2
  const eave = base + wallH,
    rise = (Dz / 2) * Math.tan(pitch),
    ridge = eave + rise
  if (o.frame) return steelFrame({ x0, x1, z0, z1, base, eave, ridge, pitch, clad: o.clad ?? 0 })
  const wallC = o.wall ?? "#f5efe3"
  const shut = o.shutters ?? "#0E5A6B"
  const roofC = o.roof === "red" ? "#a9523b" : o.roof === "ocean" ? "#0E5A6B" : "#454d53"
  const wall = { c: wallC, grad: 0.06 }
  const lit = !!o.lit
  const gm = lit ? { kind: "glass", c: "#8fb3c2" } : M.glass
  const parts = []
  // plinth
  parts.push(box([x0 - 0.1, 0, z0 - 0.1], [x1 + 0.1, base, z1 + 0.1], { c: "#8f8a82", grad: 0.04 }, { layer: 0.9, castShadow: false }))
  const front = (fr) => [
    { pts: fr.rect(0, 0, fr.w, 0.25), fill: "#d9d0c0", shade: true },
    ...windowDecal(fr, 0.9, 0.9, 2.3, 2.25, { cols: 2, frame: "#f7f4ee", shutters: shut, glass: gm, sill: "#d9d0c0" }),
    ...doorDecal(fr, fr.w / 2 - 0.85, 1.7, 2.35, { glass: true, split: true, frame: "#f7f4ee", glassMat: gm }),
    ...windowDecal(fr, fr.w - 2.3, 0.9, fr.w - 0.9, 2.25, { cols: 2, frame: "#f7f4ee", shutters: shut, glass: gm, sill: "#d9d0c0" }),
  ]
  const gable = (fr) => [
    { pts: fr.rect(0, 0, fr.w, 0.25), fill: "#d9d0c0", shade: true },
    ...windowDecal(fr, fr.w / 2 - 0.6, 0.9, fr.w / 2 + 0.6, 2.25, {
      cols: 2,
      frame: "#f7f4ee",
      shutters: shut,
      glass: gm,
      sill: "#d9d0c0",
    }),
  ]
  const back = (fr) => {
    const out = [{ pts: fr.rect(0, 0, fr.w, 0.25), fill: "#d9d0c0", shade: true }]
    for (const u of [1.2, 4.6, 8.4])
      out.push(...windowDecal(fr, u, 1.2, u + 1.1, 2.25, { cols: 2, frame: "#f7f4ee", shutters: shut, glass: gm }))
    return out
  }
  parts.push(
    box([x0, base, z0], [x1, eave, z1], wall, {
      faces: { nz: { decals: front }, pz: { decals: back }, nx: { decals: gable }, px: { decals: gable } },
    }),
  )
  // roof volume: gable triangles in wall colour, sloped planes in roof metal with standing seams
  const ov = 0.55,
    t = 0.14
  const prof = [
    [z0 - ov, eave - t],
    [z0 - ov, eave],
    [0, ridge + 0.02],
    [z1 + ov, eave],
    [z1 + ov, eave - t],
  ]
  const seam = (fr) => {
    const out = []
    for (let u = 0.45; u < fr.w; u += 0.45)
      out.push({ pts: [fr.at(u, 0), fr.at(u, fr.h)], line: true, stroke: "#000", sw: 0.025, op: 0.18 })
    return out
  }
  const roof = extrude(
    prof,
    "x",
    x0 - 0.35,
    x1 + 0.35,
    { c: roofC, grad: 0.1 },
    {
      side: (i) => {
        if (i === 1 || i === 2)
          return {
            mat: { c: roofC, grad: 0.12 },
            decals: (fr) => {
              const out = []
              for (let v = 0.45; v < fr.h; v += 0.45)
                out.push({ pts: [fr.at(0, v), fr.at(fr.w, v)], line: true, stroke: "#000", sw: 0.025, op: 0.2 })
              if (o.solar && i === 1) out.push(...solarDecals(fr))
              return out
            },
          }
        if (i === 0 || i === 3) return { mat: { c: "#f7f4ee", grad: 0.02 } }
        return { mat: { c: "#e6dfd2" } }
      },
      capMat: { c: wallC, grad: 0.05 },
      cap: [
        { mat: { c: wallC, grad: 0.05 }, decals: (pts) => gableTrim(pts, roofC) },
        { mat: { c: wallC, grad: 0.05 }, decals: (pts) => gableTrim(pts, roofC) },
      ],
    },
  )
  void seam
  parts.push(roof)
  // veranda: deck, posts, lean-to roof with lambrequin fringe
  const vd = 2.4
  const vx0 = x0 + 2.6,
    vx1 = x1 - 0.2
  parts.push(deck([vx0, 0, z0 - vd], [vx1, base, z0], { dir: "x", mat: { c: "#a6764f", grad: 0.08 } }))
  parts.push(...steps(-0.9, 0.9, z0 - vd, base, 1, "-z", { c: "#a6764f", grad: 0.06 }))
  const vh = eave - 0.35
  for (const x of [vx0 + 0.1, (vx0 + vx1) / 2 - 1.2, (vx0 + vx1) / 2 + 1.2, vx1 - 0.18])
    parts.push(box([x, base, z0 - vd + 0.1], [x + 0.1, vh, z0 - vd + 0.2], { c: "#f7f4ee", grad: 0.04 }))
  parts.push(
    box(
      [vx0, vh - 0.2, z0 - vd + 0.05],
      [vx1, vh, z0 - vd + 0.25],
      { c: "#f7f4ee", grad: 0.04 },
      { faces: { nz: { decals: (fr) => lambrequin(fr, o.trim ?? "#f7f4ee") } } },
    ),
  )
  const vprof = [
    [z0 - vd - 0.25, vh],
    [z0 - vd - 0.25, vh + 0.08],
    [z0 - 0.01, eave - 0.02],
    [z0 - 0.01, eave - 0.12],
  ]
  parts.push(
    extrude(
      vprof,
      "x",
      vx0 - 0.1,
      vx1 + 0.1,
      { c: roofC, grad: 0.1 },
      { capMat: { c: "#f7f4ee" }, side: (i) => (i === 1 ? { mat: { c: roofC, grad: 0.12 } } : { mat: { c: "#efe8dc" } }) },
    ),
  )
  parts.push(
    ...railing([vx0 + 0.1, z0 - vd + 0.15], [(vx0 + vx1) / 2 - 1.0, z0 - vd + 0.15], base, {
      h: 0.9,
      glass: false,
      postMat: { c: "#f7f4ee" },
    }),
  )
  parts.push(
    ...railing([(vx0 + vx1) / 2 + 1.0, z0 - vd + 0.15], [vx1 - 0.1, z0 - vd + 0.15], base, {
      h: 0.9,
      glass: false,
      postMat: { c: "#f7f4ee" },
    }),
  )
  return { parts, x0, x1, z0: z0 - vd, z1, ridge }
}

function gableTrim(pts, roofC) {
  // pts are the roof profile at a gable end: [eaveF-bottom, eaveF-top, ridge, eaveB-top, eaveB-bottom]
  const [a, b, r, c] = pts
  const lerp = (p, q, t) => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, p[2] + (q[2] - p[2]) * t]
  const vent = [lerp(b, r, 0.78), lerp(c, r, 0.78)]
  const mid = lerp(vent[0], vent[1], 0.5)
  return [
    { pts: [b, r, c], line: true, stroke: roofC, sw: 0.22 },
    {
      pts: [
        [mid[0], mid[1] - 0.55, mid[2] - 0.35],
        [mid[0], mid[1] - 0.55, mid[2] + 0.35],
        [mid[0], mid[1] - 0.1, mid[2]],
      ],
      fill: "#d9d0c0",
      shade: true,
    },
    { pts: [a, b], line: true, stroke: "#f7f4ee", sw: 0.05 },
  ]
}

function lambrequin(fr, c) {
  // scalloped Creole fringe hanging below the veranda beam
  const out = []
  const step = 0.3
  for (let u = 0; u < fr.w - step / 2; u += step) {
    out.push({
      pts: [fr.at(u, 0), fr.at(u + step, 0), fr.at(u + step * 0.8, -0.14), fr.at(u + step / 2, -0.2), fr.at(u + step * 0.2, -0.14)],
      fill: c,
      shade: true,
    })
  }
  return out
}

/** Construction view: slab, C-section studs, tracks, trusses, partial sheathing. */
function steelFrame({ x0, x1, z0, z1, base, eave, ridge, clad }) {
  const parts = []
  const st = { c: "#c3cbd1", grad: 0 }
  const stD = { c: "#9aa4ab", grad: 0 }
  parts.push(box([x0 - 0.4, 0, z0 - 0.4], [x1 + 0.4, base, z1 + 0.4], { c: "#cfcac1", grad: 0.05 }, { layer: 0.8, castShadow: false }))
  const sw = 0.09,
    sd = 0.045
  const wallLine = (ax, a0, a1, fixed, openings = []) => {
    // studs every 0.6 m along an axis ('x' or 'z')
    for (let t = a0; t <= a1 + 1e-6; t += 0.6) {
      if (openings.some(([o0, o1]) => t > o0 && t < o1)) continue
      const p = ax === "x" ? [t, fixed] : [fixed, t]
      parts.push(box([p[0] - sd / 2, base + 0.05, p[1] - sd / 2], [p[0] + sd / 2, eave - 0.05, p[1] + sd / 2], st))
    }
    const mn = ax === "x" ? [a0, fixed] : [fixed, a0],
      mx = ax === "x" ? [a1, fixed] : [fixed, a1]
    for (const y of [base, eave - 0.05])
      parts.push(box([mn[0] - sw / 2, y, mn[1] - sw / 2], [mx[0] + sw / 2, y + 0.05, mx[1] + sw / 2], stD))
    for (const [o0, o1] of openings) {
      const a = ax === "x" ? [o0, fixed] : [fixed, o0],
        b = ax === "x" ? [o1, fixed] : [fixed, o1]
      parts.push(box([a[0] - sd / 2, 2.45, a[1] - sd / 2], [b[0] + sd / 2, 2.55, b[1] + sd / 2], stD))
      parts.push(box([a[0] - sd / 2, 1.1, a[1] - sd / 2], [b[0] + sd / 2, 1.15, b[1] + sd / 2], stD))
    }
  }
  wallLine("x", x0, x1, z0, [
    [x0 + 0.9, x0 + 2.3],
    [-0.85, 0.85],
    [x1 - 2.3, x1 - 0.9],
  ])
  wallLine("x", x0, x1, z1, [
    [x0 + 1.2, x0 + 2.3],
    [x0 + 4.6, x0 + 5.7],
  ])
  wallLine("z", z0 + 0.6, z1 - 0.6, x0, [[-0.6, 0.6]])
  wallLine("z", z0 + 0.6, z1 - 0.6, x1, [])
  // trusses every 1.2 m
  for (let x = x0; x <= x1 + 1e-6; x += 1.2) {
    const A = [x, eave, z0 - 0.3],
      R = [x, ridge, 0],
      B = [x, eave, z1 + 0.3]
    parts.push(beam(A, R, 0.05, 0.1, st), beam(R, B, 0.05, 0.1, st), beam([x, eave, z0], [x, eave, z1], 0.05, 0.09, stD))
    parts.push(beam([x, eave, 0], R, 0.04, 0.06, st))
    parts.push(beam([x, eave, z0 + (z1 - z0) * 0.22], [x, eave + (ridge - eave) * 0.48, z0 + (0 - z0) * 0.48], 0.04, 0.06, st))
    parts.push(beam([x, eave, z1 - (z1 - z0) * 0.22], [x, eave + (ridge - eave) * 0.48, z1 - (z1 - 0) * 0.48], 0.04, 0.06, st))
  }
  // roof battens
  for (let k = 1; k <= 5; k++) {
    const t = k / 6
    for (const [zE] of [[z0 - 0.3], [z1 + 0.3]]) {
      const z = zE + (0 - zE) * t,
        y = eave + (ridge - eave) * t + 0.07
      parts.push(box([x0 - 0.1, y, z - 0.03], [x1 + 0.1, y + 0.04, z + 0.03], stD))
    }
  }
  if (clad > 0) {
    // a few sheathing boards on the back-left wall
    const cl = { c: "#d9c6a2", grad: 0.06 }
    parts.push(
      box([x0 - 0.06, base + 0.05, z0 + 0.6], [x0 - 0.02, eave - 0.05, z0 + 0.6 + 2.4 * clad], cl, {
        faces: { nx: { decals: (fr) => ribs(fr, 1.2, { op: 0.3 }) } },
      }),
    )
  }
  return { parts, x0, x1, z0, z1, ridge }
}

/**
 * Luxury villa: two offset volumes with flat roofs, cantilevered upper floor and terraces,
 * full-height glazing, timber screens, on a stone platform with an infinity pool.
 */
export function luxuryVilla(o = {}) {
  const parts = []
  const P = 0.6 // platform height
  const lit = !!o.lit
  const gm = lit ? { kind: "glass", c: "#8fb3c2" } : { kind: "glass", c: "#8fb3c2" }
  const white = { c: "#f7f5f0", grad: 0.05 }
  const stone = { c: "#4d4946", grad: 0.05 }
  const timber = { c: "#b07b4f", grad: 0.05 }
  // platform with pool cut in front
  const px0 = -15,
    px1 = 13,
    pz0 = -13,
    pz1 = 7
  const poolX0 = -12,
    poolX1 = 1.5,
    poolZ0 = -12.2,
    poolZ1 = -8.6
  const platTop = (fr) => {
    const out = []
    // pavers
    for (let u = 1.2; u < fr.w; u += 1.2) out.push({ pts: [fr.at(u, 0), fr.at(u, fr.h)], line: true, stroke: "#000", sw: 0.015, op: 0.08 })
    // pool water with infinity edge and caustic lines
    out.push({
      pts: [
        [poolX0 - 0.25, P + 0.001, poolZ0 - 0.25],
        [poolX1 + 0.25, P + 0.001, poolZ0 - 0.25],
        [poolX1 + 0.25, P + 0.001, poolZ1 + 0.25],
        [poolX0 - 0.25, P + 0.001, poolZ1 + 0.25],
      ],
      fill: "#e9e3d8",
      shade: true,
    })
    out.push({
      pts: [
        [poolX0, P + 0.002, poolZ0],
        [poolX1, P + 0.002, poolZ0],
        [poolX1, P + 0.002, poolZ1],
        [poolX0, P + 0.002, poolZ1],
      ],
      mat: { kind: "water", c: "#1f9fb6" },
    })
    for (let k = 0; k < 7; k++) {
      const z = poolZ0 + 0.4 + k * 0.45
      const pts = []
      for (let x = poolX0 + 0.3; x < poolX1 - 0.2; x += 0.6) pts.push([x, P + 0.003, z + Math.sin(x * 1.7 + k) * 0.08])
      out.push({ pts, line: true, stroke: "#bff1f5", sw: 0.03, op: 0.45 })
    }
    return out
  }
  parts.push(
    box(
      [px0, 0, pz0],
      [px1, P, pz1],
      { c: "#e2dbcf", grad: 0.04 },
      {
        layer: 0.7,
        castShadow: false,
        faces: {
          py: { decals: platTop },
          nz: {
            mat: stone,
            decals: (fr) => [
              ...ribs(fr, 0.6, { op: 0.12 }),
              {
                pts: [
                  [poolX0, P - 0.02, pz0 - 0.003],
                  [poolX1, P - 0.02, pz0 - 0.003],
                  [poolX1, 0.05, pz0 - 0.003],
                  [poolX0, 0.05, pz0 - 0.003],
                ],
                fill: "#5cc0cf",
                op: 0.75,
              },
            ],
          },
          nx: { mat: stone },
          px: { mat: stone },
        },
      },
    ),
  )
  // ground floor volume
  const gx0 = -9,
    gx1 = 7,
    gz0 = -3,
    gz1 = 5,
    gh = 3.3
  const glassWall = (fr) => {
    const out = []
    out.push({ pts: fr.rect(0.2, 0.05, fr.w - 0.2, fr.h - 0.3), mat: gm })
    for (let u = 0.2; u <= fr.w - 0.19; u += (fr.w - 0.4) / Math.round((fr.w - 0.4) / 2.2))
      out.push({ pts: [fr.at(u, 0.05), fr.at(u, fr.h - 0.3)], line: true, stroke: "#2a2d30", sw: 0.06 })
    out.push({ pts: fr.rect(0.15, fr.h - 0.32, fr.w - 0.15, fr.h - 0.28), fill: "#2a2d30" })
    if (lit) out.push(...interiorHints(fr))
    return out
  }
  parts.push(
    box([gx0, P, gz0], [gx1, P + gh, gz1], white, {
      faces: {
        nz: { decals: glassWall },
        nx: {
          mat: stone,
          decals: (fr) => [
            ...ribs(fr, 0.5, { op: 0.15 }),
            ...[0.3, 0.6, 0.9].map((t) => ({
              pts: [fr.at(0, fr.h * t), fr.at(fr.w, fr.h * t)],
              line: true,
              stroke: "#000",
              sw: 0.02,
              op: 0.15,
            })),
          ],
        },
        px: { decals: (fr) => [{ pts: fr.rect(1.0, 0.05, fr.w - 1.0, fr.h - 0.3), mat: gm }] },
      },
    }),
  )
  // intermediate slab (roof of ground floor + cantilevered terrace)
  const sy = P + gh
  parts.push(
    box([gx0 - 0.6, sy, gz0 - 3.2], [gx1 + 3.4, sy + 0.35, gz1 + 0.3], white, {
      faces: { nz: { decals: (fr) => (lit ? [{ pts: fr.rect(0.3, 0.02, fr.w - 0.3, 0.06), fill: "#ffe3a8" }] : []) } },
    }),
  )
  // upper volume shifted right and forward
  const ux0 = -4.5,
    ux1 = 10.4,
    uz0 = -1.8,
    uz1 = 4.5,
    uh = 3.1
  const upperFront = (fr) => {
    const out = []
    // timber screen on the left third, glass elsewhere
    const tw = fr.w * 0.32
    out.push({ pts: fr.rect(tw, 0.05, fr.w - 0.2, fr.h - 0.25), mat: gm })
    for (let u = tw; u <= fr.w - 0.19; u += (fr.w - 0.2 - tw) / 3)
      out.push({ pts: [fr.at(u, 0.05), fr.at(u, fr.h - 0.25)], line: true, stroke: "#2a2d30", sw: 0.06 })
    out.push({ pts: fr.rect(0, 0, tw, fr.h), fill: "#b07b4f", shade: true })
    for (let u = 0.12; u < tw; u += 0.16) out.push({ pts: [fr.at(u, 0), fr.at(u, fr.h)], line: true, stroke: "#5a3b24", sw: 0.05, op: 0.6 })
    if (lit) out.push(...interiorHints(fr, tw))
    return out
  }
  parts.push(
    box([ux0, sy + 0.35, uz0], [ux1, sy + 0.35 + uh, uz1], white, {
      faces: {
        nz: { decals: upperFront },
        nx: { decals: (fr) => [{ pts: fr.rect(1.0, 0.5, fr.w - 1.5, fr.h - 0.4), mat: gm }] },
        px: { mat: timber, decals: (fr) => ribs(fr, 0.16, { op: 0.3 }) },
      },
    }),
  )
  // roof slabs with deep overhangs
  const ry = sy + 0.35 + uh
  parts.push(
    box([ux0 - 0.9, ry, uz0 - 1.4], [ux1 + 0.9, ry + 0.35, uz1 + 0.6], white, {
      faces: { ny: { decals: (fr) => (lit ? downlights(fr) : []) } },
    }),
  )
  // glass balustrade on the upper terrace
  parts.push(...railing([gx0 - 0.5, gz0 - 3.1], [gx1 + 3.3, gz0 - 3.1], sy + 0.35, { h: 1.0 }))
  // loungers and planters by the pool
  for (const x of [4, 6.2, 8.4]) {
    parts.push(box([x - 0.35, P, -10.8], [x + 0.35, P + 0.35, -8.9], { c: "#f2eee6", grad: 0.05 }, { castShadow: true }))
    parts.push(box([x - 0.35, P + 0.35, -9.4], [x + 0.35, P + 0.75, -8.9], { c: "#f2eee6", grad: 0.05 }, { castShadow: true }))
  }
  parts.push(box([-14.5, P, 3], [-10.5, P + 0.5, 6.5], stone))
  return { parts, P, pool: { poolX0, poolX1, poolZ0, poolZ1 }, bounds: { px0, px1, pz0, pz1 } }
}

function interiorHints(fr, u0 = 0) {
  // warm interior: floor lamp glow and sofa silhouettes behind glazing
  const out = []
  const w = fr.w - u0
  out.push({ pts: fr.rect(u0 + w * 0.15, 0.05, u0 + w * 0.45, 0.55), fill: "#b98a5e", op: 0.55 })
  out.push({ pts: fr.rect(u0 + w * 0.15, 0.05, u0 + w * 0.19, 0.9), fill: "#b98a5e", op: 0.55 })
  out.push({ pts: fr.rect(u0 + w * 0.6, 0.05, u0 + w * 0.62, 1.7), fill: "#8a6a4a", op: 0.5 })
  out.push({ pts: fr.ngon(u0 + w * 0.61, 1.85, 0.28, 0.2, 12), fill: "#fff1c8", op: 0.9 })
  out.push({ pts: fr.rect(u0 + w * 0.72, 0.05, u0 + w * 0.9, 0.75), fill: "#9c7b5c", op: 0.45 })
  return out
}

function downlights(fr) {
  const out = []
  for (let u = 1; u < fr.w - 0.5; u += 2.2) out.push({ pts: fr.ngon(u, 0.7, 0.1, 0.1, 8), fill: "#fff3cf" })
  return out
}

export { group }

function solarDecals(fr) {
  // photovoltaic modules (1.0 x 1.7 m) on the front slope; U runs up the slope, V along the ridge
  const out = []
  const rows = Math.max(1, Math.floor((fr.w - 0.8) / 1.75))
  const cols = Math.floor((fr.h - 2.4) / 1.05)
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const u0 = 0.5 + r * 1.75,
        v0 = 1.2 + c * 1.05
      out.push({ pts: fr.rect(u0, v0, u0 + 1.7, v0 + 1.0), fill: "#c9d0d6", shade: true })
      out.push({
        pts: fr.rect(u0 + 0.03, v0 + 0.03, u0 + 1.67, v0 + 0.97),
        mat: { kind: "glass", c: "#1d3b5a", tint: "#14304f", lit: false },
      })
      for (let k = 1; k < 6; k++)
        out.push({
          pts: [fr.at(u0 + (1.7 * k) / 6, v0 + 0.03), fr.at(u0 + (1.7 * k) / 6, v0 + 0.97)],
          line: true,
          stroke: "#8fa6bd",
          sw: 0.01,
          op: 0.5,
        })
    }
  return out
}
