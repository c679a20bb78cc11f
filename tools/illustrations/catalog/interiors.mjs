// Interior views: capsule house, expandable container houses, light steel villa details.
import { J } from "./job.mjs"
import { stage } from "../scenes/stage.mjs"
import { capsuleShell } from "../buildings/capsule.mjs"
import { room, downlights } from "../interiors/room.mjs"
import { place } from "../engine/transform.mjs"
import { box } from "../engine/shapes.mjs"
import { makeFace, mesh } from "../engine/scene.mjs"
import * as Fu from "../interiors/furniture.mjs"
import { person } from "../scenery/people.mjs"
import { M } from "../buildings/materials.mjs"
import { shot } from "../scenes/shot.mjs"
import { lightSteelVilla } from "../buildings/villas.mjs"
import { ribs } from "../buildings/parts.mjs"

const spow = (x, e) => Math.sign(x) * Math.pow(Math.abs(x), e)

function interiorStage({ W, H, seed, time = "midday", pos, target, fov = 70, horizon = 0.5, backdrop, interior }) {
  return stage({
    W,
    H,
    seed,
    time,
    env: { az: 200, interior: interior ?? {} },
    cam: { pos, target, fov, horizon },
    backdrop: backdrop ?? { kind: "coast", headland: "right", clouds: 3 },
    ground: { kind: "none" },
  })
}

// ---------------- capsule ----------------
function capsuleInterior(view, { W = 1200, H = 900, seed, time = "midday" }) {
  const lit = time === "dusk" || time === "night"
  const cs = capsuleShell({ lit })
  const { shell, a, b, c, cy, base } = cs
  const fy = base + 0.42
  // floor outline = plan section of the pod at floor height
  const sv = Math.max(-1, Math.min(1, (fy - cy) / b))
  const v = Math.sign(sv) * Math.pow(Math.abs(sv), 1 / 0.5)
  const C = spow(Math.sqrt(Math.max(0, 1 - v * v)), 0.5)
  const fl = []
  for (let i = 0; i < 48; i++) {
    const u = (i / 48) * Math.PI * 2
    fl.push([a * C * spow(Math.cos(u), 0.42) * 0.995, fy, c * C * spow(Math.sin(u), 0.42) * 0.995])
  }
  const floorFace = makeFace(fl, { c: "#cda87c", grad: 0.06 }, { n: [0, 1, 0], fixedN: true })
  floorFace.decals = []
  for (let x = -a + 0.2; x < a; x += 0.2)
    floorFace.decals.push({
      pts: [
        [x, fy + 0.002, -c * C * 0.9],
        [x, fy + 0.002, c * C * 0.9],
      ],
      line: true,
      stroke: "#5a3d27",
      sw: 0.008,
      op: 0.25,
    })
  const contents = [mesh([floorFace], { convex: false, layer: 0, castShadow: false })]
  const Y = fy
  const ceilY = cy + b - 0.25
  const add = (o, rot, x, z, y = Y) => contents.push(place(o, rot, [x, y, z]))
  let pos,
    target,
    fov = 72
  if (view === "bedroom") {
    add(Fu.bed(1.6, 2.0, { throw: "#0E5A6B" }), 180, 0, -c + 1.55)
    add(Fu.nightstand(), 0, -1.15, -c + 0.95)
    add(Fu.nightstand(), 0, 1.15, -c + 0.95)
    add(Fu.rug(2.2, 1.4, "#d9c7a8"), 0, 0, -c + 3.1)
    add(Fu.plant(1.1, { seed: 3 }), 0, 1.2, -c + 3.4)
    pos = [0.5, Y + 1.55, 1.6]
    target = [0, Y + 0.9, -c]
  } else if (view === "lounge" || view === "night") {
    add(Fu.sofa(2.4, { color: "#d7cbb8" }), 270, a - 0.75, 0)
    add(Fu.coffeeTable(1.0, 0.6), 90, a - 1.7, 0)
    add(Fu.rug(1.6, 2.6, "#c9b493"), 0, a - 1.6, 0)
    add(Fu.armchair({ color: "#0E5A6B" }), 90, -0.3, -1.0)
    add(Fu.plant(1.2, { seed: 7 }), 0, a - 0.6, -1.7)
    add(Fu.lamp(1.5), 0, a - 0.55, 1.55)
    contents.push(place(Fu.pendant(ceilY, Y + 1.9), 0, [a - 1.7, 0, 0]))
    pos = [-a + 0.55, Y + 1.5, -2.4]
    target = [a, Y + 0.9, 0.8]
  } else if (view === "bathroom") {
    // partition with door towards the living area, bath pieces at the back end
    contents.push(box([-a, Y, c - 2.6], [-0.5, ceilY, c - 2.52], { c: "#efe9df" }, { castShadow: false }))
    add(Fu.vanity(1.1), 270, a - 0.6, c - 1.6)
    contents.push(box([a - 0.2, Y + 1.0, c - 2.1], [a - 0.15, Y + 1.8, c - 1.1], { c: "#cfe2e8", grad: 0.2 }, { castShadow: false }))
    add(Fu.toilet(), 180, -0.6, c - 0.9)
    contents.push(
      mesh(
        [
          makeFace(
            [
              [-a + 0.3, Y, c - 2.45],
              [-a + 0.3, Y, c - 1.3],
              [-a + 0.3, Y + 2.0, c - 1.3],
              [-a + 0.3, Y + 2.0, c - 2.45],
            ].map((p) => [p[0] + 0.6, p[1], p[2]]),
            M.glassRail,
            { twoSided: true },
          ),
        ],
        { convex: false, castShadow: false },
      ),
    )
    add(Fu.plant(0.8, { seed: 9 }), 0, 0.3, c - 0.7)
    pos = [-0.2, Y + 1.55, c - 4.6]
    target = [0.4, Y + 1.0, c]
    fov = 68
  } else if (view === "kitchen") {
    add(Fu.kitchen(2.6, { upper: false, fridge: true, splash: "#7FC8C9" }), 270, a - 0.45, 1.3)
    add(Fu.island(1.4), 90, 0.1, 1.2)
    add(Fu.stool(), 0, -0.6, 0.8)
    add(Fu.stool(), 0, -0.6, 1.6)
    contents.push(place(Fu.pendant(ceilY, Y + 1.85), 0, [0.1, 0, 1.2]))
    pos = [-a + 0.4, Y + 1.6, -2.3]
    target = [a, Y + 0.9, 1.6]
  } else if (view === "panorama") {
    add(Fu.armchair({ color: "#e3d6c0" }), 180, -0.6, -c + 1.6)
    add(Fu.armchair({ color: "#0E5A6B" }), 180, 0.7, -c + 1.6)
    add(Fu.coffeeTable(0.6, 0.6), 0, 0.05, -c + 1.1)
    add(Fu.plant(1.3, { seed: 2 }), 0, a - 0.6, -c + 1.2)
    pos = [0.1, Y + 1.45, -c + 4.2]
    target = [0, Y + 1.35, -c - 3]
    fov = 66
  } else if (view === "entrance") {
    add(Fu.shelf(1.0), 90, -a + 0.35, 0.8 + c * 0.28, Y + 1.5)
    add(Fu.plant(1.3, { seed: 5 }), 0, -a + 0.5, c * 0.28 - 1.2)
    contents.push(
      box([-a + 0.1, Y, c * 0.28 + 0.9], [-a + 0.5, Y + 0.9, c * 0.28 + 1.9], { c: "#c49a6c", grad: 0.05 }, { castShadow: false }),
    )
    add(Fu.rug(1.0, 1.6, "#0E5A6B"), 0, -a + 0.9, c * 0.28)
    pos = [a - 0.4, Y + 1.6, c * 0.28 - 1.8]
    target = [-a, Y + 1.0, c * 0.28 + 0.4]
  }
  shell.hollow = true
  shell.interior = contents
  shell.castShadow = false
  const st = interiorStage({
    W,
    H,
    seed,
    time,
    pos,
    target,
    fov,
    horizon: 0.5,
    backdrop: { kind: view === "bedroom" || view === "panorama" ? "coast" : "coast", headland: "right", clouds: 4 },
  })
  st.scene.add(shell)
  return st.render({ grade: { vignette: 0.18 } })
}

export function capsuleInteriors() {
  const views = [
    ["bedroom", "midday"],
    ["lounge", "golden"],
    ["bathroom", "midday"],
    ["kitchen", "midday"],
    ["panorama", "golden"],
    ["entrance", "morning"],
    ["night", "night"],
  ]
  return views.map(([v, t], i) =>
    J(
      `products/capsule-houses/interior-${String(i + 1).padStart(2, "0")}.jpg`,
      { subject: "capsule-house", view: `interior:${v === "night" ? "lounge" : v}` },
      1200,
      900,
      () => capsuleInterior(v, { seed: 1100 + i, time: t }),
    ),
  )
}

// ---------------- container house interiors ----------------
function containerInterior(model, view, { W = 1200, H = 900, seed, time = "midday", worker = false }) {
  const L = { 20: 5.9, 30: 9, 40: 11.8 }[model] - 0.2
  const D = 6.0,
    h = 2.3
  const x0 = -L / 2,
    x1 = L / 2,
    z0 = -D / 2,
    z1 = D / 2
  const contents = []
  const add = (o, rot, x, z, y = 0) => contents.push(place(o, rot, [x, y, z]))
  const openings = [
    { wall: "nz", a0: x1 - L * 0.58 - 0.8, a1: x1 - L * 0.58 + 0.8, v0: 0.02, v1: 2.05, mullions: 1 },
    { wall: "nz", a0: x0 + 0.7, a1: x0 + 1.8, v0: 0.85, v1: 1.85, mullions: 1 },
    { wall: "pz", a0: x0 + 1.0, a1: x0 + 2.0, v0: 1.2, v1: 1.85, mullions: 0 },
    { wall: "px", a0: -0.45, a1: 0.45, v0: 0.9, v1: 1.9, mullions: 0 },
  ]
  if (L > 8)
    openings.push(
      { wall: "nz", a0: x1 - 1.6, a1: x1 - 0.5, v0: 0.85, v1: 1.85, mullions: 1 },
      { wall: "pz", a0: x1 - 2.5, a1: x1 - 1.5, v0: 1.2, v1: 1.85, mullions: 0 },
    )
  let pos,
    target,
    fov = 72
  const ceil = downlights([x0 + 1, 0, x1 - 1], [z0 + 1.5, z1 - 1.5], h, time === "dusk" || time === "night")
  const decals = {}
  if (view === "living") {
    add(Fu.kitchen(Math.min(3.2, L - 1.5), { fridge: true, splash: "#7FC8C9" }), 90, x0 + 0.35, 0.6)
    add(Fu.sofa(2.2, { color: "#d8ccb8" }), 180, 0.8, z1 - 0.55)
    add(Fu.coffeeTable(), 0, 0.8, z1 - 1.6)
    add(Fu.rug(2.4, 1.7, "#c9b493"), 0, 0.8, z1 - 1.6)
    add(Fu.plant(1.3, { seed: 4 }), 0, x1 - 0.5, z1 - 0.5)
    decals.pz = Fu.pictureDecals(
      {
        rect: (u0, v0, u1, v1) => [
          [0.2 + u0 * -1, v0, z1 - 0.01],
          [0.2 - u1, v0, z1 - 0.01],
          [0.2 - u1, v1, z1 - 0.01],
          [0.2 + u0 * -1, v1, z1 - 0.01],
        ],
        ngon: (cu, cv, ru, rv, n) =>
          Array.from({ length: n }, (_, i) => [0.2 - cu - Math.cos((i / n) * 6.283) * ru, cv + Math.sin((i / n) * 6.283) * rv, z1 - 0.012]),
      },
      -0.3,
      1.2,
      1.1,
      0.7,
    )
    pos = [x1 - 0.5, 1.55, z0 + 0.6]
    target = [x0, 1.0, z1]
  } else if (view === "bedroom") {
    add(Fu.bed(1.6, 2.0, { throw: "#E07A4F" }), 0, x1 - 1.6, z1 - 1.1)
    add(Fu.nightstand(), 0, x1 - 2.7, z1 - 0.3)
    add(Fu.nightstand(), 0, x1 - 0.5, z1 - 0.3)
    add(Fu.rug(2.4, 1.4, "#d8c8ae"), 0, x1 - 1.6, z1 - 2.6)
    add(Fu.plant(1.2, { seed: 8 }), 0, x1 - 0.4, z0 + 0.6)
    pos = [x1 - 4.2, 1.55, z0 + 0.7]
    target = [x1 - 0.8, 0.9, z1 - 0.6]
  } else if (view === "bathroom") {
    const bx0 = x0,
      bx1 = x0 + 2.4,
      bz0 = z1 - 2.2
    const r = room({
      x0: bx0,
      x1: bx1,
      z0: bz0,
      z1,
      h,
      wall: "#eef0ef",
      wallColors: { pz: "#7FC8C9" },
      floor: "#d6d2cb",
      tiles: 0.4,
      openings: [{ wall: "pz", a0: bx0 + 1.2, a1: bx0 + 2.0, v0: 1.4, v1: 1.9, mullions: 0 }],
      ceilingDecals: downlights([bx0 + 1.2], [bz0 + 1.1], h, false),
      contents: [],
    })
    r.interior.push(place(Fu.vanity(0.9), 180, [bx0 + 0.6, 0, z1 - 0.3]))
    r.interior.push(box([bx0 + 0.2, 1.05, z1 - 0.03], [bx0 + 1.0, 1.8, z1 - 0.02], { c: "#dbe9ee", grad: 0.3 }, { castShadow: false }))
    r.interior.push(place(Fu.toilet(), 270, [bx1 - 0.35, 0, bz0 + 0.6]))
    r.interior.push(
      mesh(
        [
          makeFace(
            [
              [bx0 + 1.3, 0, z1],
              [bx0 + 1.3, 0, z1 - 1.0],
              [bx0 + 1.3, 2.0, z1 - 1.0],
              [bx0 + 1.3, 2.0, z1],
            ],
            M.glassRail,
            { twoSided: true },
          ),
        ],
        { convex: false, castShadow: false },
      ),
    )
    r.interior.push(place(Fu.plant(0.7, { seed: 1 }), 0, [bx0 + 1.9, 0, bz0 + 0.35]))
    const st = interiorStage({ W, H, seed, time, pos: [bx1 - 0.3, 1.55, bz0 + 0.25], target: [bx0, 1.0, z1], fov: 76 })
    st.scene.add(r)
    return st.render({ grade: { vignette: 0.18 } })
  } else if (view === "kitchen") {
    add(Fu.kitchen(Math.min(3.6, L - 2), { fridge: true, splash: "#E07A4F", front: "#f0ece4" }), 0, x0 + 2.3, z1 - 0.35)
    add(Fu.island(1.6), 0, x0 + 2.2, 0.4)
    add(Fu.stool(), 0, x0 + 1.7, -0.3)
    add(Fu.stool(), 0, x0 + 2.6, -0.3)
    contents.push(place(Fu.pendant(h, 1.75), 0, [x0 + 2.2, 0, 0.4]))
    pos = [x0 + 4.8, 1.6, z0 + 0.6]
    target = [x0 + 1.2, 1.0, z1]
    if (worker) {
      contents.push(person([x0 + 3.4, 0, z1 - 1.3], { vest: true, hardhat: "#f2c230", seed: 77, noShadow: true }))
      contents.push(box([x0 + 3.9, 0, 0.9], [x0 + 4.6, 0.6, 1.5], { c: "#c9a66b", grad: 0.06 }, { castShadow: false }))
    }
  } else if (view === "dining") {
    for (const p of Fu.diningSet(1.8, { color: "#c49a6c" })) add(p, 0, 0, 0.2)
    contents.push(place(Fu.pendant(h, 1.7), 0, [-0.4, 0, 0.2]), place(Fu.pendant(h, 1.7), 0, [0.4, 0, 0.2]))
    add(Fu.shelf(1.6), 180, x0 + 2.5, z1 - 0.2, 1.4)
    add(Fu.plant(1.4, { seed: 6 }), 0, x0 + 0.5, z1 - 0.5)
    pos = [2.6, 1.55, z0 + 0.5]
    target = [-1.5, 0.9, z1]
  } else if (view === "bedroom2") {
    add(Fu.bed(1.2, 2.0, { throw: "#7FC8C9", duvet: "#f2ede4" }), 270, x0 + 1.1, 0.9)
    add(Fu.bed(1.2, 2.0, { throw: "#E07A4F", duvet: "#f2ede4" }), 270, x0 + 1.1, -1.1)
    add(Fu.nightstand(), 0, x0 + 0.3, -0.1)
    add(Fu.plant(1.0, { seed: 12 }), 0, x0 + 0.5, z1 - 0.4)
    pos = [x0 + 4.2, 1.55, z0 + 0.8]
    target = [x0, 0.8, 0.5]
  }
  const r = room({ x0, x1, z0, z1, h, wall: "#f4f1ea", floor: "#c9a57a", openings, ceilingDecals: ceil, decals, contents })
  const st = interiorStage({ W, H, seed, time, pos, target, fov })
  st.scene.add(r)
  return st.render({ grade: { vignette: 0.18 } })
}

export function containerInteriors() {
  const out = []
  const v20 = [
    ["living", "midday"],
    ["bedroom", "golden"],
    ["bathroom", "midday"],
  ]
  v20.forEach(([v, t], i) =>
    out.push(
      J(
        `products/expandable-20ft/interior-${String(i + 1).padStart(2, "0")}.jpg`,
        { subject: "expandable-20ft", view: `interior:${v}` },
        1200,
        900,
        () => containerInterior(20, v, { seed: 1200 + i, time: t }),
      ),
    ),
  )
  const v40 = [
    ["living", "golden"],
    ["kitchen", "midday"],
    ["dining", "dusk"],
    ["bedroom", "morning"],
    ["bedroom2", "midday"],
  ]
  v40.forEach(([v, t], i) =>
    out.push(
      J(
        `products/expandable-40ft/interior-${String(i + 1).padStart(2, "0")}.jpg`,
        { subject: "expandable-40ft", view: `interior:${v === "bedroom2" ? "bedroom" : v}` },
        1200,
        900,
        () => containerInterior(40, v, { seed: 1300 + i, time: t }),
      ),
    ),
  )
  return out
}

// ---------------- light steel villa photos ----------------
export function steelPhotos() {
  const W = 1200,
    H = 900
  return [
    J("products/light-steel-villas/photo-01.jpg", { subject: "light-steel-villa", view: "detail" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1401,
        time: "golden",
        az: 235,
        products: [{ kind: "steel", opts: {} }],
        view: { pos: [4.5, 1.5, -9.2], target: [-1.5, 2.0, -4.5], fov: 60 },
        backdrop: { kind: "coast" },
        ground: { kind: "lawn", shoreZ: 30 },
        plants: { palms: 2, shrubs: 4 },
      }),
    ),
    J("products/light-steel-villas/photo-02.jpg", { subject: "light-steel-villa", view: "interior:living" }, W, H, () => {
      const x0 = -3,
        x1 = 3,
        z0 = -2.5,
        z1 = 2.5,
        h = 2.7
      const contents = []
      const add = (o, rot, x, z, y = 0) => contents.push(place(o, rot, [x, y, z]))
      add(Fu.sofa(2.4, { color: "#e2d6c2" }), 180, -0.4, z1 - 0.55)
      add(Fu.coffeeTable(1.1, 0.6), 0, -0.4, z1 - 1.6)
      add(Fu.rug(2.8, 1.9, "#c7ae8c"), 0, -0.4, z1 - 1.5)
      add(Fu.armchair({ color: "#0E5A6B" }), 270, x1 - 0.7, 0.4)
      add(Fu.plant(1.5, { seed: 3 }), 0, x0 + 0.5, z1 - 0.5)
      add(Fu.lamp(1.5), 0, x1 - 0.5, z1 - 0.5)
      add(Fu.shelf(1.4), 90, x0 + 0.2, -0.2, 1.3)
      const r = room({
        x0,
        x1,
        z0,
        z1,
        h,
        wall: "#f6f1e7",
        floor: "#b88c60",
        openings: [
          { wall: "px", a0: z0 + 0.4, a1: z1 - 1.6, v0: 0.02, v1: 2.2, mullions: 1, frame: "#f4f1ea" },
          { wall: "pz", a0: x1 - 1.6, a1: x1 - 0.6, v0: 0.9, v1: 2.1, mullions: 1, frame: "#f4f1ea" },
        ],
        ceilingDecals: downlights([-1.5, 1.5], [-1, 1], h, false),
        decals: {
          pz: Fu.pictureDecals(
            {
              rect: (u0, v0, u1, v1) => [
                [-u0, v0, z1 - 0.01],
                [-u1, v0, z1 - 0.01],
                [-u1, v1, z1 - 0.01],
                [-u0, v1, z1 - 0.01],
              ],
              ngon: (cu, cv, ru, rv, n) =>
                Array.from({ length: n }, (_, i) => [
                  -cu - Math.cos((i / n) * 6.283) * ru,
                  cv + Math.sin((i / n) * 6.283) * rv,
                  z1 - 0.012,
                ]),
            },
            -0.2,
            1.3,
            1.2,
            0.75,
            { c1: "#0E5A6B" },
          ),
        },
        contents,
      })
      const st = interiorStage({ W, H, seed: 1402, time: "golden", pos: [x0 + 0.6, 1.55, z0 + 0.4], target: [x1, 0.9, z1], fov: 74 })
      st.scene.add(r)
      return st.render({ grade: { vignette: 0.18 } })
    }),
    J("products/light-steel-villas/photo-03.jpg", { subject: "light-steel-villa", view: "construction" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1403,
        time: "midday",
        az: 215,
        products: [{ kind: "steel", opts: { frame: true, clad: 1 } }],
        view: { pos: [-4.5, 2.2, -6.8], target: [-1.5, 2.6, 0], fov: 62 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 1, trees: 2, shrubs: 0 },
        people: [{ x: -2.5, z: -3.2, y: 0.3, hardhat: "#f2c230", vest: true, point: true }],
      }),
    ),
    J("products/light-steel-villas/photo-04.jpg", { subject: "light-steel-villa", view: "interior:kitchen" }, W, H, () => {
      const x0 = -3,
        x1 = 3,
        z0 = -2.5,
        z1 = 2.5,
        h = 2.7
      const contents = []
      const add = (o, rot, x, z, y = 0) => contents.push(place(o, rot, [x, y, z]))
      add(Fu.kitchen(3.4, { fridge: true, splash: "#0E5A6B", front: "#efe9de" }), 0, -0.8, z1 - 0.35)
      for (const p of Fu.diningSet(1.6, { color: "#c49a6c" })) add(p, 0, 0.6, -0.6)
      contents.push(place(Fu.pendant(h, 1.75), 0, [0.2, 0, -0.6]), place(Fu.pendant(h, 1.75), 0, [1.0, 0, -0.6]))
      add(Fu.plant(1.3, { seed: 14 }), 0, x1 - 0.5, z1 - 0.5)
      const r = room({
        x0,
        x1,
        z0,
        z1,
        h,
        wall: "#f6f1e7",
        floor: "#d9d2c6",
        tiles: 0.6,
        openings: [
          { wall: "px", a0: -1.8, a1: 0.8, v0: 0.02, v1: 2.2, mullions: 1, frame: "#f4f1ea" },
          { wall: "nx", a0: -1.0, a1: 0.2, v0: 0.9, v1: 2.0, mullions: 1, frame: "#f4f1ea" },
        ],
        ceilingDecals: downlights([-1.5, 1.5], [-1, 1], h, false),
        contents,
      })
      const st = interiorStage({ W, H, seed: 1404, time: "midday", pos: [x0 + 0.5, 1.6, z0 + 0.4], target: [x1 - 0.5, 0.9, z1], fov: 74 })
      st.scene.add(r)
      return st.render({ grade: { vignette: 0.18 } })
    }),
  ]
}

export { person, ribs, lightSteelVilla, containerInterior }

// ---------------- luxury villa interiors ----------------
/**
 * Inside the luxury villa (issue 56: its gallery showed six exteriors of one villa): the living room, the master
 * bedroom and the kitchen, each with the villa's floor-to-ceiling glass wall onto the coast. One room each, 4:3 like
 * every interior.
 */
function luxuryRoom(view, { W = 1200, H = 900, seed, time }) {
  const x0 = -4.2,
    x1 = 4.2,
    z0 = -3.2,
    z1 = 3.2,
    h = 3.0
  const contents = []
  const add = (o, rot, x, z, y = 0) => contents.push(place(o, rot, [x, y, z]))
  // the glass wall: the whole right-hand wall, in four sliding panes
  const glassWall = { wall: "px", a0: z0 + 0.25, a1: z1 - 0.25, v0: 0.02, v1: h - 0.25, mullions: 3, frame: "#2b2a28" }
  let openings = [glassWall]
  let pos, target
  let floor = "#d8cfc0",
    tiles = 0.8
  if (view === "living") {
    // the sofa faces the glass wall and the sea; the armchairs face each other across the rug
    add(Fu.sofa(2.8, { color: "#e6ddcf" }), 90, 0.2, 0.6)
    add(Fu.rug(2.4, 3.2, "#c9b89c"), 0, 1.7, 0.6)
    add(Fu.coffeeTable(0.7, 1.2), 0, 1.7, 0.6)
    add(Fu.armchair({ color: "#0E5A6B" }), 0, 1.7, -1.2)
    add(Fu.armchair({ color: "#0E5A6B" }), 180, 1.7, 2.4)
    add(Fu.plant(1.7, { seed: 21 }), 0, x1 - 0.5, z0 + 0.5)
    add(Fu.lamp(1.6), 0, 0.1, 2.3)
    add(Fu.shelf(1.8), 180, -1.8, z1 - 0.2, 1.3)
    contents.push(place(Fu.pendant(h, 2.1), 0, [1.7, 0, 0.6]))
    pos = [x0 + 0.6, 1.7, z0 + 0.6]
    target = [x1, 0.9, 1.0]
  } else if (view === "bedroom") {
    add(Fu.bed(1.8, 2.1, { throw: "#0E5A6B", duvet: "#f4efe6" }), 270, x0 + 1.25, 0.2)
    add(Fu.nightstand(), 0, x0 + 0.35, -1.1)
    add(Fu.nightstand(), 0, x0 + 0.35, 1.5)
    add(Fu.lamp(1.3), 0, x0 + 0.35, 1.5)
    add(Fu.rug(2.6, 1.8, "#d9c9ae"), 0, x0 + 2.8, 0.2)
    add(Fu.armchair({ color: "#e3d6c0" }), 270, x1 - 1.2, z1 - 1.0)
    add(Fu.plant(1.3, { seed: 23 }), 0, x1 - 0.6, z0 + 0.6)
    floor = "#b9936a"
    tiles = 0
    pos = [x1 - 1.0, 1.55, z0 + 0.5]
    target = [x0 + 0.8, 0.9, 0.6]
    openings = [{ ...glassWall, wall: "pz", a0: x0 + 0.4, a1: x1 - 0.4 }]
  } else {
    add(Fu.kitchen(3.8, { fridge: true, splash: "#7FC8C9", front: "#2f3a3d" }), 0, -1.6, z0 + 0.35)
    add(Fu.island(2.2), 0, -1.4, -1.0)
    add(Fu.stool(), 0, -2.0, -0.3)
    add(Fu.stool(), 0, -1.2, -0.3)
    add(Fu.stool(), 0, -0.4, -0.3)
    for (const p of Fu.diningSet(2.0, { color: "#c49a6c" })) add(p, 0, 1.8, 1.4)
    contents.push(place(Fu.pendant(h, 2.0), 0, [-1.8, 0, -1.0]), place(Fu.pendant(h, 2.0), 0, [-1.0, 0, -1.0]))
    add(Fu.plant(1.5, { seed: 25 }), 0, x1 - 0.6, z0 + 0.6)
    pos = [x0 + 0.6, 1.65, z1 - 0.5]
    target = [x1 - 1.0, 0.9, z0 + 0.4]
  }
  const r = room({
    x0,
    x1,
    z0,
    z1,
    h,
    wall: "#f6f2ea",
    floor,
    tiles,
    openings,
    ceilingDecals: downlights([-2.5, 0, 2.5], [-1.6, 1.6], h, time === "dusk"),
    contents,
  })
  const st = interiorStage({ W, H, seed, time, pos, target, fov: 76, backdrop: { kind: "coast", headland: "left", clouds: 2 } })
  st.scene.add(r)
  return st.render({ grade: { vignette: 0.16 } })
}

export function luxuryInteriors() {
  return [
    ["living", "golden"],
    ["bedroom", "morning"],
    ["kitchen", "midday"],
  ].map(([view, time], i) =>
    J(
      `products/luxury-villa/interior-${String(i + 1).padStart(2, "0")}.jpg`,
      { subject: "luxury-villa", view: `interior:${view}` },
      1200,
      900,
      () => luxuryRoom(view, { seed: 1500 + i, time }),
    ),
  )
}
