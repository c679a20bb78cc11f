// Apple cabin: rounded "apple" shell extruded along its length, recessed full-glass front at -z,
// a timber deck with glass balustrade. Sizes: 1 = 5.0 x 2.6 m, 2 = 6.6 x 3.0 m, 3 = 8.0 x 3.25 m.
import { extrude } from "../engine/shapes.mjs"
import { makeFace, mesh, group } from "../engine/scene.mjs"
import { place } from "../engine/transform.mjs"
import { M } from "./materials.mjs"
import { deck, railing, steps } from "./parts.mjs"
import { bed, sofa, rug, pendant, plant, nightstand, armchair, coffeeTable, F } from "../interiors/furniture.mjs"

export const APPLE_SIZES = {
  1: { L: 5.0, W: 2.6, H: 2.75 },
  2: { L: 6.6, W: 3.0, H: 2.9 },
  3: { L: 8.0, W: 3.25, H: 3.05 },
}

/** Outer cross-section profile (x,y), counter-clockwise, y=0 at the shell base. */
export function appleProfile(W, H, inset = 0) {
  const a = W / 2 - inset,
    top = H - inset,
    bot = inset
  const rb = 0.32 - inset * 0.5
  const ys = H * 0.46
  const pts = []
  // bottom right corner
  for (let i = 0; i <= 4; i++) {
    const t = -Math.PI / 2 + (i / 4) * (Math.PI / 2)
    pts.push([a - rb + Math.cos(t) * rb, bot + rb + Math.sin(t) * rb])
  }
  // right wall (slight outward bulge)
  pts.push([a + 0.02, ys])
  // top arch (superellipse quarter) from right to apex to left
  const n = 2.25,
    N = 14
  const arch = []
  for (let i = 1; i <= N; i++) {
    const t = (i / N) * (Math.PI / 2)
    arch.push([(a + 0.02) * Math.pow(Math.cos(t), 2 / n), ys + (top - ys) * Math.pow(Math.sin(t), 2 / n)])
  }
  pts.push(...arch)
  for (let i = N - 1; i >= 1; i--) pts.push([-arch[i - 1][0], arch[i - 1][1]])
  pts.push([-(a + 0.02), ys])
  for (let i = 0; i <= 4; i++) {
    const t = Math.PI + (i / 4) * (Math.PI / 2)
    pts.push([-(a - rb) + Math.cos(t) * rb, bot + rb + Math.sin(t) * rb])
  }
  // dedupe near-identical neighbours
  return pts.filter((p, i) => i === 0 || Math.hypot(p[0] - pts[i - 1][0], p[1] - pts[i - 1][1]) > 1e-3)
}

/**
 * Build an apple cabin in local coordinates: footprint centred on x=0, glass front at z=-L/2,
 * shell base at y=base (deck height). Options: size (1|2|3), finish ('white'|'champagne'|'grey'),
 * deck (true), interior (true), lit (for emissive LED strips).
 */
export function appleCabin(o = {}) {
  const { L, W, H } = APPLE_SIZES[o.size ?? 2]
  const base = o.deck === false ? (o.base ?? 0.35) : 0.45
  const shellC = o.finish === "champagne" ? "#e4d8c4" : o.finish === "grey" ? "#b9bec2" : o.finish === "dark" ? "#4a4e52" : "#eeece8"
  const zf = -L / 2,
    zb = L / 2,
    rec = 0.38
  const outer = appleProfile(W, H).map(([x, y]) => [x, y + base])
  const inner = appleProfile(W, H, 0.14).map(([x, y]) => [x, y + base])
  const seams = []
  for (let z = zf + 1.2; z < zb - 0.3; z += 1.25) seams.push(z)
  const sideWin = o.sideWindow ?? true
  // outer shell (front cap is the ring drawn separately)
  const shell = extrude(
    outer,
    "z",
    zb,
    zf,
    { c: shellC, grad: 0.1 },
    {
      caps: [true, false],
      capMat: { c: shellC, grad: 0.08 },
      side: (i, a, b) => {
        const mat = { c: i % 2 ? shellC : mixShell(shellC), grad: 0.12 }
        const decals = (fr) => {
          const out = seams.map((z) => ({
            pts: [fr.at(0, zb - z), fr.at(fr.w, zb - z)],
            line: true,
            stroke: "#000000",
            sw: 0.012,
            op: 0.18,
          }))
          // side window on the flat wall segments
          const isWall = Math.abs(a[0] - b[0]) < 0.1 && Math.abs(a[1] - b[1]) > 0.5
          if (isWall && sideWin) {
            const zw0 = L * 0.32,
              zw1 = L * 0.32 + Math.min(1.6, L * 0.25)
            out.push({ pts: fr.rect(0.18, zw0 - 0.05, fr.w - 0.02, zw1 + 0.05), fill: "#2f3438", shade: true })
            out.push({ pts: fr.rect(0.23, zw0, fr.w - 0.07, zw1), mat: M.glass })
          }
          return out
        }
        return { mat, decals }
      },
    },
  )
  // reveal (inside of the hood around the recessed glass): faces point inward
  const reveal = extrude(inner, "z", zf + rec, zf, { c: mixShell(shellC, 0.12), grad: 0.1 }, { caps: [false, false], inward: true })
  // front ring with LED line
  const ringPts = outer.map(([x, y]) => [x, y, zf])
  const holePts = inner.map(([x, y]) => [x, y, zf])
  const ring = makeFace(ringPts, { c: shellC, grad: 0.06 }, { n: [0, 0, -1], fixedN: true, holes: [holePts.slice().reverse()] })
  ring.decals = [
    {
      pts: inner.map(([x, y]) => [x * 1.005, y + 0.005, zf - 0.005]),
      line: true,
      stroke: o.lit ? "#ffe2a6" : "#c8c4bc",
      sw: o.lit ? 0.05 : 0.02,
      op: o.lit ? 1 : 0.6,
      strokeRaw: !!o.lit,
    },
  ]
  const ringMesh = mesh([ring], { convex: false, castShadow: false })
  // interior volume (hollow): only its glass front is visible from outside
  const zg = zf + rec
  const floorY = base + 0.16
  const interiorParts = o.interior === false ? [] : cabinInterior({ L, W, H, zg, zb, floorY, size: o.size ?? 2, base })
  const room = extrude(
    inner,
    "z",
    zb - 0.12,
    zg,
    { c: "#f4efe7" },
    {
      side: (i, a, b) => {
        const isFloor = a[1] < base + 0.2 && b[1] < base + 0.2 && Math.abs(a[1] - b[1]) < 0.05
        return {
          mat: { c: "#f4efe7" },
          imat: isFloor ? { c: "#c99e6e", grad: 0.05 } : a[1] > base + H * 0.6 ? { c: "#e9dccb" } : { c: "#f6f1e8" },
          hidden: true,
        }
      },
      cap: [
        { mat: { c: "#f4efe7" }, imat: { c: "#f3ede4" }, hidden: true },
        {
          mat: M.glass,
          imat: M.glass,
          decals: () => glassFrontDecals(inner, zg, base, W, H),
        },
      ],
    },
  )
  room.hollow = true
  room.castShadow = false
  room.interior = [
    // floor slab inside the shell
    mesh(
      [
        makeFace(
          [
            [-W / 2 + 0.2, floorY, zg],
            [W / 2 - 0.2, floorY, zg],
            [W / 2 - 0.2, floorY, zb - 0.12],
            [-W / 2 + 0.2, floorY, zb - 0.12],
          ],
          { c: "#c99e6e", grad: 0.05 },
          { n: [0, 1, 0], fixedN: true, decals: planks(W, floorY, zg, zb) },
        ),
      ],
      { convex: false, layer: 0, castShadow: false },
    ),
    ...interiorParts,
  ]
  const cabin = group([room, reveal, shell, ringMesh], { castShadow: true })
  cabin.parts.forEach((p) => (p.castShadow = p === shell))
  const parts = [cabin]
  if (o.deck !== false) {
    const dx = W / 2 + 0.7,
      dz0 = zf - (o.deckDepth ?? 1.9),
      dz1 = zb + 0.3
    parts.push(deck([-dx, 0, dz0], [dx, base, dz1], { dir: "x", mat: { c: "#9c6d48", grad: 0.08 } }))
    parts.push(...steps(-0.7, 0.7, dz0, base, 2, "-z", { c: "#9c6d48", grad: 0.06 }))
    parts.push(...railing([-dx + 0.05, dz0 + 0.05], [-0.75, dz0 + 0.05], base, { h: 1.0 }))
    parts.push(...railing([0.75, dz0 + 0.05], [dx - 0.05, dz0 + 0.05], base, { h: 1.0 }))
    parts.push(...railing([-dx + 0.05, dz0 + 0.05], [-dx + 0.05, zf - 0.1], base, { h: 1.0 }))
    parts.push(...railing([dx - 0.05, dz0 + 0.05], [dx - 0.05, zf - 0.1], base, { h: 1.0 }))
  } else {
    // plinth
    parts.push(mesh([], { aabb: { min: [0, 0, 0], max: [0, 0, 0] } }))
  }
  return parts.filter((p) => p.faces?.length !== 0 || p.type !== "mesh")
}

function mixShell(c, k = 0.05) {
  const n = parseInt(c.slice(1), 16)
  const r = (n >> 16) & 255,
    g = (n >> 8) & 255,
    b = n & 255
  const d = (v) => Math.max(0, Math.round(v * (1 - k)))
  return "#" + ((1 << 24) | (d(r) << 16) | (d(g) << 8) | d(b)).toString(16).slice(1)
}

function planks(W, y, z0, z1) {
  const out = []
  for (let x = -W / 2 + 0.35; x < W / 2 - 0.2; x += 0.18)
    out.push({
      pts: [
        [x, y + 0.002, z0],
        [x, y + 0.002, z1],
      ],
      line: true,
      stroke: "#6b4a30",
      sw: 0.008,
      op: 0.35,
    })
  return out
}

function glassFrontDecals(inner, zg, base, W, _H) {
  const fc = "#2c3135"
  const out = []
  const ring = inner.map(([x, y]) => [x, y, zg - 0.01])
  out.push({ pts: ring, fill: "none", stroke: fc, sw: 0.07, line: false, side: "both" })
  const a = W / 2 - 0.14
  const yAt = (x) => {
    // highest y of inner profile at x
    let best = base
    for (let i = 0; i < inner.length; i++) {
      const p = inner[i],
        q = inner[(i + 1) % inner.length]
      if ((p[0] - x) * (q[0] - x) <= 0 && p[0] !== q[0]) {
        const t = (x - p[0]) / (q[0] - p[0])
        best = Math.max(best, p[1] + (q[1] - p[1]) * t)
      }
    }
    return best
  }
  for (const x of [-a / 3, a / 3])
    out.push({
      pts: [
        [x, base + 0.15, zg - 0.01],
        [x, yAt(x) - 0.02, zg - 0.01],
      ],
      line: true,
      stroke: fc,
      sw: 0.05,
      side: "both",
    })
  const ty = base + 2.1
  const xs = []
  for (let x = -a; x <= a; x += 0.02) if (yAt(x) > ty) xs.push(x)
  if (xs.length)
    out.push({
      pts: [
        [xs[0], ty, zg - 0.01],
        [xs[xs.length - 1], ty, zg - 0.01],
      ],
      line: true,
      stroke: fc,
      sw: 0.05,
      side: "both",
    })
  // door handle on the middle panel
  out.push({
    pts: [
      [a / 3 - 0.12, base + 0.95, zg - 0.02],
      [a / 3 - 0.12, base + 1.35, zg - 0.02],
    ],
    line: true,
    stroke: "#b8b8b8",
    sw: 0.03,
  })
  return out
}

function cabinInterior({ W, zg, zb, floorY, size, base, H }) {
  const parts = []
  const y = floorY
  const bw = size === 1 ? 1.4 : 1.6
  // bed against the back wall
  parts.push(place(bed(bw, 2.0, { throw: F.fabricOcean, duvet: "#ece6da" }), 0, [0, y, zb - 0.2 - 1.04]))
  if (W > 2.8) parts.push(place(nightstand(), 0, [-bw / 2 - 0.35, y, zb - 0.45]))
  if (size >= 2) {
    parts.push(place(sofa(1.7, { color: "#d9cdb9" }), 90, [-W / 2 + 0.75, y, zg + 1.5]))
    parts.push(place(coffeeTable(0.7, 0.5), 0, [0.1, y, zg + 1.4]))
  } else {
    parts.push(place(armchair({ color: "#d9cdb9" }), 90, [-W / 2 + 0.7, y, zg + 1.2]))
  }
  parts.push(place(plant(1.3, { seed: 4 }), 0, [W / 2 - 0.55, y, zg + 0.55]))
  parts.push(place(rug(1.6, 1.2, "#d7c4a5"), 0, [0, y, zg + 1.5]))
  parts.push(place(pendant(base + H - 0.35, base + 2.0), 0, [0, 0, zb - 1.3]))
  return parts
}

export { place }
