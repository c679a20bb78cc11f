// Blog covers (1600x900) and in-article scenes (1200x800).
import { J } from "./job.mjs"
import { shot } from "../scenes/shot.mjs"
import { stage } from "../scenes/stage.mjs"
import { room } from "../interiors/room.mjs"
import { place } from "../engine/transform.mjs"
import { box, beam, cylinder } from "../engine/shapes.mjs"
import { expandableHouse } from "../buildings/container.mjs"
import { truck, mobileCrane, gantryCrane, containerShip, shippingContainer, cable } from "../buildings/vehicles.mjs"
import { person } from "../scenery/people.mjs"
import { palm } from "../scenery/plants.mjs"
import { portProps, craneScene } from "./exteriors.mjs"
import { containerInterior } from "./interiors.mjs"
import * as Fu from "../interiors/furniture.mjs"
import { ribs } from "../buildings/parts.mjs"
import { f } from "../lib/svg.mjs"

export function factory({ W, H, seed, pos, target, fov = 64 }) {
  const x0 = -22,
    x1 = 22,
    z0 = -10,
    z1 = 12,
    h = 10
  const contents = []
  for (let x = x0 + 6; x < x1; x += 8)
    for (const z of [z0 + 0.3, z1 - 0.5])
      contents.push(box([x - 0.25, 0, z - 0.25], [x + 0.25, h, z + 0.25], { c: "#2f5f73", grad: 0.05 }, { castShadow: false }))
  // overhead crane
  contents.push(box([-3, 8, z0 + 0.2], [-2, 8.8, z1 - 0.4], { c: "#f2b431", grad: 0.06 }, { castShadow: false }))
  contents.push(box([-3.4, 7.6, 1], [-1.6, 8.0, 2.2], { c: "#3b3f43" }, { castShadow: false }))
  contents.push(cable([-2.5, 7.6, 1.6], [-2.5, 4.3, 1.6]))
  // production line: frame -> panels -> finished folded modules
  const frameModule = (x, z) => {
    const m = { c: "#3b4147", grad: 0.04 }
    const L = 5.9,
      Wd = 2.2,
      Hh = 2.48
    const out = []
    for (const xx of [x - L / 2, x + L / 2 - 0.15])
      for (const zz of [z - Wd / 2, z + Wd / 2 - 0.15]) out.push(box([xx, 0.3, zz], [xx + 0.15, 0.3 + Hh, zz + 0.15], m))
    for (const y of [0.3, 0.3 + Hh - 0.15])
      for (const zz of [z - Wd / 2, z + Wd / 2 - 0.15]) out.push(box([x - L / 2, y, zz], [x + L / 2, y + 0.15, zz + 0.15], m))
    return out
  }
  contents.push(...frameModule(-14, 2))
  contents.push(box([-17.5, 0, 0.4], [-10.5, 0.3, 3.6], { c: "#556066" }, { castShadow: false }))
  const e1 = expandableHouse({ model: 20, folded: true, finish: "white" }).parts
  contents.push(...place(e1, 0, [-5, 0.12, 2]))
  contents.push(...place(expandableHouse({ model: 20, folded: true, finish: "sand" }).parts, 0, [4, 0.12, 2]))
  contents.push(...place(expandableHouse({ model: 20, folded: true, finish: "ocean" }).parts, 0, [13, 0.12, 2]))
  contents.push(...place(expandableHouse({ model: 40, folded: true }).parts, 0, [2, 0.12, 8.5]))
  for (const [x, z, c] of [
    [-9, -1.5, "#f2c230"],
    [-1, -1.2, "#ffffff"],
    [8, -1.5, "#f2c230"],
    [-13, -0.5, "#ffffff"],
  ])
    contents.push(person([x, 0, z], { hardhat: c, vest: true, seed: Math.round(x * 13 + z) }))
  const floorLines = []
  for (const z of [-0.8, 4.8])
    floorLines.push({
      pts: [
        [x0 + 1, 0.005, z],
        [x1 - 1, 0.005, z],
      ],
      line: true,
      stroke: "#f2c230",
      sw: 0.12,
      side: "back",
    })
  const r = room({
    x0,
    x1,
    z0,
    z1,
    h,
    wall: "#dfe3e5",
    floor: "#a9acad",
    plank: 0,
    skirting: false,
    openings: [
      { wall: "pz", a0: -6, a1: 2, v0: 0.02, v1: 6, mullions: 0, sill: false },
      { wall: "nx", a0: -6, a1: 6, v0: 6.5, v1: 8.5, mullions: 5 },
    ],
    decals: { pz: ribs({ at: (u, v) => [x1 - u, v, z1 - 0.01], w: x1 - x0, h }, 0.5, { op: 0.08 }).map((d) => ({ ...d })) },
    ceilingDecals: [
      ...[-15, -5, 5, 15].map((x) => ({
        pts: [
          [x - 1.5, h - 0.01, z0 + 1],
          [x + 1.5, h - 0.01, z0 + 1],
          [x + 1.5, h - 0.01, z1 - 1],
          [x - 1.5, h - 0.01, z1 - 1],
        ],
        fill: "#f4fbff",
      })),
    ],
    contents,
  })
  r.faces.find((fc) => fc.n[1] === -1).decals.push(...floorLines)
  const st = stage({
    W,
    H,
    seed,
    time: "midday",
    env: { az: 200, interior: { amb: 0.95 } },
    cam: { pos, target, fov, horizon: 0.5 },
    backdrop: { kind: "plain", clouds: 2 },
    ground: { kind: "none" },
  })
  st.scene.add(r)
  return st.render({ grade: { vignette: 0.2 } })
}

function panelSection({ W, H, seed, close }) {
  return shot({
    W,
    H,
    seed,
    time: "midday",
    az: 220,
    products: [{ kind: "expandable", opts: { model: 30 }, off: [4, 0, 14] }],
    view: close ? { pos: [-1.2, 1.4, -4.2], target: [0.6, 1.0, 0], fov: 55 } : { pos: [-2.8, 1.6, -6.5], target: [1.5, 1.2, 4], fov: 60 },
    backdrop: { kind: "coast", headland: "right" },
    ground: { kind: "concrete", color: "#c9c2b4" },
    plants: { palms: 3, shrubs: 2 },
    extra: (st) => {
      // cut-away sandwich panels: steel skin / insulation core / steel skin, stacked on a pallet
      st.scene.add(box([-1.4, 0, -0.8], [2.2, 0.15, 0.8], { c: "#8a6a4a" }, { castShadow: true }))
      for (let k = 0; k < 4; k++) {
        const y = 0.15 + k * 0.16
        st.scene.add(box([-1.2 + k * 0.05, y, -0.6], [2.0, y + 0.015, 0.6], { c: "#eef0ef", grad: 0.05 }))
        st.scene.add(
          box(
            [-1.2 + k * 0.05, y + 0.015, -0.6],
            [2.0, y + 0.135, 0.6],
            { c: "#f1c64a", grad: 0.08 },
            {
              faces: {
                nx: {
                  decals: (fr) => {
                    const out = []
                    for (let u = 0.05; u < fr.w; u += 0.06) out.push({ pts: fr.ngon(u, fr.h / 2, 0.015, 0.015, 6), fill: "#d9a830" })
                    return out
                  },
                },
              },
            },
          ),
        )
        st.scene.add(
          box(
            [-1.2 + k * 0.05, y + 0.135, -0.6],
            [2.0, y + 0.15, 0.6],
            { c: "#dfe3e5", grad: 0.05 },
            { faces: { py: { decals: (fr) => ribs({ at: fr.at, w: fr.w, h: fr.h }, 0.2, { op: 0.15 }) } } },
          ),
        )
      }
      // a standing panel showing the layers edge-on
      st.scene.add(box([2.6, 0, -0.9], [2.62, 2.4, 0.3], { c: "#eef0ef", grad: 0.05 }))
      st.scene.add(box([2.62, 0, -0.9], [2.74, 2.4, 0.3], { c: "#f1c64a", grad: 0.05 }))
      st.scene.add(box([2.74, 0, -0.9], [2.76, 2.4, 0.3], { c: "#0E5A6B", grad: 0.05 }))
      st.scene.add(person([-2.6, 0, 1.8], { vest: true, hardhat: "#ffffff" }))
    },
  })
}

function pilesScene({ W, H, seed, cover }) {
  return shot({
    W,
    H,
    seed,
    time: "morning",
    az: 240,
    products: [],
    view: { pos: [-7, 2.6, -9], target: [1, 0.6, 1], fov: 58, horizon: 0.45 },
    backdrop: { kind: "mountains" },
    ground: { kind: "dirt", color: "#a58d6c" },
    plants: false,
    extra: (st) => {
      for (let i = 0; i < 4; i++)
        for (let k = 0; k < 3; k++) {
          const x = -3 + i * 2.2,
            z = -1 + k * 2.2
          const done = !(i === 3 && k === 2)
          if (done) {
            st.scene.add(cylinder(x, z, 0.06, 0, 0.55, { c: "#8f999f", grad: 0.1 }, { n: 10, castShadow: true }))
            st.scene.add(box([x - 0.15, 0.55, z - 0.15], [x + 0.15, 0.58, z + 0.15], { c: "#6f777c" }))
          }
        }
      if (cover) {
        // slab formwork on the right part
        st.scene.add(
          box(
            [4.5, 0, -2],
            [10, 0.25, 4],
            { c: "#cfcac1", grad: 0.05 },
            {
              layer: 0.5,
              castShadow: false,
              faces: {
                py: {
                  decals: (fr) => {
                    const out = []
                    for (let u = 0.4; u < fr.w; u += 0.4)
                      out.push({ pts: [fr.at(u, 0), fr.at(u, fr.h)], line: true, stroke: "#555", sw: 0.02, op: 0.25 })
                    for (let v = 0.4; v < fr.h; v += 0.4)
                      out.push({ pts: [fr.at(0, v), fr.at(fr.w, v)], line: true, stroke: "#555", sw: 0.02, op: 0.25 })
                    return out
                  },
                },
              },
            },
          ),
        )
      }
      // compact installer with a vertical auger turning the last pile
      const mx = 3.6,
        mz = 3.4
      st.scene.add(box([mx, 0.3, mz], [mx + 2.4, 1.5, mz + 1.6], { c: "#f2b431", grad: 0.08 }))
      st.scene.add(box([mx + 0.2, 0, mz - 0.05], [mx + 2.2, 0.4, mz + 1.65], { c: "#2b2a28" }))
      st.scene.add(beam([mx + 0.3, 1.4, mz + 0.8], [3.4, 3.0, 3.2], 0.18, 0.22, { c: "#f2b431", grad: 0.08 }))
      st.scene.add(cylinder(3.4, 3.2, 0.07, 0.2, 3.0, { c: "#8f999f", grad: 0.1 }, { n: 10 }))
      st.scene.add(
        person([1.5, 0, 4.6], { hardhat: "#f2c230", vest: true }),
        person([-4.5, 0, 0.5], { hardhat: "#ffffff", vest: true, point: true }),
      )
    },
  })
}

function rainOverlay({ W, H, seed }) {
  let d = ""
  let s = seed
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647
  for (let i = 0; i < 320; i++) {
    const x = rnd() * W * 1.2,
      y = rnd() * H,
      l = 20 + rnd() * 40
    d += `M${f(x)} ${f(y)}l${f(-l * 0.35)} ${f(l)}`
  }
  return `<path d="${d}" stroke="#dfe8ee" stroke-width="1.2" opacity="0.35"/><rect width="${W}" height="${H}" fill="#5a6872" opacity="0.12"/>`
}

export function blogCovers() {
  const W = 1600,
    H = 900
  const c = (n) => `blog/cover-${String(n).padStart(2, "0")}.jpg`
  return [
    J(c(1), { subject: "apple-cabin", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1501,
        time: "golden",
        az: 240,
        products: [{ kind: "apple", opts: { size: 3, finish: "champagne" } }],
        view: { angle: -25, dist: 13, ty: 1.7, fov: 52 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 24 },
        plants: { palms: 3, shrubs: 5 },
      }),
    ),
    J(c(2), { subject: "expandable", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1502,
        time: "midday",
        az: 215,
        products: [
          { kind: "expandable", opts: { model: 20, finish: "ocean" }, off: [-13, 0, 0] },
          { kind: "expandable", opts: { model: 30 }, off: [-3, 0, 0] },
          { kind: "expandable", opts: { model: 40, finish: "sand" }, off: [10.5, 0, 0] },
        ],
        view: { angle: -12, dist: 34, ty: 1.4, fov: 52, tx: -0.5 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 16 },
        plants: { palms: 5, shrubs: 4 },
      }),
    ),
    J(c(3), { subject: "light-steel-villa", view: "construction" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1503,
        time: "golden",
        az: 245,
        products: [
          { kind: "steel", opts: { frame: true, clad: 1 } },
          { kind: "steel", opts: {}, off: [16, 0, 10] },
        ],
        view: { angle: -28, dist: 19, h: 2.2, ty: 2.4, fov: 56, tx: 1 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 2, trees: 2, shrubs: 3 },
      }),
    ),
    J(c(4), { subject: "factory", view: "interior" }, W, H, () =>
      factory({ W, H, seed: 1504, pos: [-19, 2.4, -8], target: [6, 1.5, 6], fov: 70 }),
    ),
    J(c(5), { subject: "capsule-house", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1505,
        time: "golden",
        az: 250,
        products: [
          { kind: "capsule", opts: {} },
          { kind: "capsule", opts: { finish: "champagne" }, off: [10, 0, 7] },
          { kind: "capsule", opts: { finish: "silver" }, off: [-10, 0, 10] },
        ],
        view: { angle: -20, dist: 24, h: 2.4, ty: 1.8, fov: 54, tx: 0, tz: 3 },
        backdrop: { kind: "coast", headland: "right", lagoon: true },
        ground: { kind: "beach", shoreZ: 24 },
        plants: { palms: 7, shrubs: 5 },
        people: [{ x: 3, z: -6, dress: true }],
      }),
    ),
    J(c(6), { subject: "industrial-building", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1506,
        time: "golden",
        az: 255,
        products: [{ kind: "industrial", opts: {} }],
        view: { angle: -40, dist: 60, h: 2, ty: 5, fov: 50 },
        backdrop: { kind: "plain" },
        ground: { kind: "lawn" },
        plants: { palms: 3, trees: 2 },
        extra: (st) => st.scene.add(place(truck(12.2), 90, [-3.7, 0, -30])),
      }),
    ),
    J(c(7), { subject: "port", view: "transport" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1507,
        time: "morning",
        az: 250,
        products: [{ kind: "expandable", opts: { model: 40, folded: true } }],
        view: { pos: [-30, 6, -28], target: [0, 8, 20], fov: 55 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "concrete", color: "#b9b4aa" },
        plants: false,
        extra: (st, m, p, r) => portProps(st, r, 12),
      }),
    ),
    J(c(8), { subject: "expandable-20ft", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1508,
        time: "midday",
        az: 215,
        products: [0, 1, 2, 3, 4].map((i) => ({
          kind: "expandable",
          opts: { model: 20, finish: ["white", "sand", "ocean", "timber", "white"][i], terrace: i % 2 === 0 },
          off: [i * 8.5 - 17, 0, i * 0.5],
        })),
        view: { angle: -30, dist: 30, h: 2, ty: 1.4, fov: 55, tx: 0 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 4, trees: 3, shrubs: 10 },
        people: [
          { x: -8, z: -8 },
          { x: -7.2, z: -8.3, h: 1.2 },
          { x: 2, z: -9, dress: true },
          { x: 5, z: -7.5 },
          { x: 12, z: -8 },
        ],
      }),
    ),
    J(c(9), { subject: "materials", view: "detail" }, W, H, () => panelSection({ W, H, seed: 1509, close: false })),
    J(c(10), { subject: "light-steel-villa", view: "aerial" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1510,
        time: "midday",
        az: 180,
        el: 55,
        products: [{ kind: "steel", opts: { solar: true } }],
        view: { angle: -25, dist: 26, h: 7, ty: 2, fov: 50, pitch: -10 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 3, trees: 3, shrubs: 6 },
      }),
    ),
    J(c(11), { subject: "luxury-villa", view: "aerial" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1511,
        time: "golden",
        az: 250,
        products: [{ kind: "luxury", opts: {} }],
        view: { angle: -30, dist: 48, h: 12, ty: 2, fov: 45, pitch: -10 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 40 },
      }),
    ),
    J(c(12), { subject: "light-steel-villa", view: "exterior" }, W, H, () => {
      const svg = shot({
        W,
        H,
        seed: 1512,
        time: "storm",
        az: 200,
        products: [{ kind: "steel", opts: { roof: "grey" } }],
        view: { angle: -30, dist: 22, ty: 2.2, fov: 52 },
        backdrop: { kind: "coast", headland: "right", clouds: 9, cloudScale: 1.6 },
        ground: { kind: "lawn", shoreZ: 30 },
        plants: { palms: 0, shrubs: 4, sidePalms: 0 },
        extra: (st) => {
          for (const [x, z, s] of [
            [-13, 6, 1],
            [12, 9, 2],
            [18, 4, 3],
            [-20, 12, 4],
          ])
            st.scene.add(palm([x, 0, z], { seed: s, h: 9, lean: 0.32, bend: 0.1 }))
        },
      })
      return svg.replace("</svg>", rainOverlay({ W, H, seed: 7 }) + "</svg>")
    }),
    J(c(13), { subject: "construction-site", view: "construction" }, W, H, () => pilesScene({ W, H, seed: 1513, cover: true })),
    J(c(14), { subject: "expandable-30ft", view: "detail" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1514,
        time: "midday",
        az: 220,
        products: [{ kind: "expandable", opts: { model: 30, finish: "timber", terrace: true }, off: [3, 0, 4] }],
        view: { pos: [-4.5, 1.5, -8], target: [1.5, 1.2, 2], fov: 58 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 30 },
        plants: { palms: 3, shrubs: 3 },
        extra: (st) => swatchBoard(st),
      }),
    ),
  ]
}

function swatchBoard(st) {
  // an easel with colour swatches and cladding samples in the foreground
  st.scene.add(box([-2.2, 0, -2.6], [-2.1, 1.6, -2.5], { c: "#6d4c36" }))
  st.scene.add(box([-0.6, 0, -2.6], [-0.5, 1.6, -2.5], { c: "#6d4c36" }))
  const cols = ["#0E5A6B", "#7FC8C9", "#E07A4F", "#EFE6D8", "#2B2A28", "#b98552", "#dfe9ea", "#4a5056"]
  st.scene.add(
    box(
      [-2.4, 0.8, -2.72],
      [-0.3, 1.9, -2.62],
      { c: "#faf7f2", grad: 0.04 },
      {
        faces: {
          nz: {
            decals: (fr) =>
              cols.map((c, i) => ({
                pts: fr.rect(0.12 + (i % 4) * 0.48, 0.12 + Math.floor(i / 4) * 0.5, 0.52 + (i % 4) * 0.48, 0.52 + Math.floor(i / 4) * 0.5),
                fill: c,
                shade: true,
              })),
          },
        },
      },
    ),
  )
  for (const [i, c] of [
    ["a", "#b98552"],
    ["b", "#eef0ef"],
    ["c", "#4a5056"],
  ].entries()) {
    const x = 0.1 + i * 0.55
    st.scene.add(
      box(
        [x, 0, -2.9],
        [x + 0.45, 1.1 - i * 0.1, -2.85],
        { c: c[1], grad: 0.08 },
        { faces: { nz: { decals: (fr) => ribs(fr, 0.09, { op: 0.25 }) } } },
      ),
    )
  }
}

export function blogScenes() {
  const W = 1200,
    H = 800
  const s = (n) => `blog/scene-${String(n).padStart(2, "0")}.jpg`
  return [
    J(s(1), { subject: "factory", view: "interior" }, W, H, () =>
      factory({ W, H, seed: 1601, pos: [-8, 1.7, -8.5], target: [3, 1.6, 2], fov: 72 }),
    ),
    J(s(2), { subject: "port", view: "transport" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1602,
        time: "midday",
        az: 230,
        products: [{ kind: "expandable", opts: { model: 20, folded: true }, off: [0, 4.5, 0] }],
        view: { pos: [-16, 2, -18], target: [2, 4, 6], fov: 58 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "concrete", color: "#b9b4aa" },
        plants: false,
        extra: (st, m, p, r) => {
          st.scene.add(truck(6.4))
          st.scene.add(mobileCrane(-10, 6, [-1.5, 13, 0], 7.1))
          st.scene.add(cable([-1.5, 7.1, 0], [-2.9, 7.0, -1.1], { hook: false }), cable([-1.5, 7.1, 0], [2.9, 7.0, 1.1], { hook: false }))
          for (let i = 0; i < 3; i++)
            st.scene.add(shippingContainer(14, i * 2.6, 8, ["#E07A4F", "#0E5A6B", "#c9a66b"][i], { alongZ: true }))
          st.scene.add(gantryCrane(26, 30))
          st.scene.add(containerShip(10, 60, 140, { rng: r }))
          st.scene.add(person([4, 0, -5], { hardhat: "#f2c230", vest: true, point: true }))
        },
      }),
    ),
    J(s(3), { subject: "construction-site", view: "construction" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1603,
        time: "morning",
        az: 245,
        products: [{ kind: "expandable", opts: { model: 20, folded: true }, off: [0, 3.2, 0] }],
        view: { pos: [-14, 2, -15], target: [0, 3, 2], fov: 58 },
        backdrop: { kind: "mountains" },
        ground: { kind: "dirt", color: "#a58d6c" },
        plants: { palms: 2, trees: 3, shrubs: 0 },
        extra: (st) => {
          for (const x of [-2.6, 0, 2.6])
            for (const z of [-0.9, 0.9]) st.scene.add(box([x - 0.25, 0, z - 0.25], [x + 0.25, 0.5, z + 0.25], { c: "#cfcac1" }))
          st.scene.add(mobileCrane(-9, 7, [-1, 11, 0], 5.75))
          st.scene.add(cable([-1, 5.75, 0], [-2.9, 5.7, -1.1], { hook: false }), cable([-1, 5.75, 0], [2.9, 5.7, 1.1], { hook: false }))
          st.scene.add(
            person([3.5, 0, -3], { hardhat: "#f2c230", vest: true, point: true }),
            person([-3.8, 0, -2.6], { hardhat: "#ffffff", vest: true }),
          )
        },
      }),
    ),
    J(s(4), { subject: "construction-site", view: "construction" }, W, H, () => pilesScene({ W, H, seed: 1604, cover: false })),
    J(s(5), { subject: "light-steel-villa", view: "construction" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1605,
        time: "golden",
        az: 240,
        products: [{ kind: "steel", opts: { frame: true, clad: 0.5 } }],
        view: { pos: [-5.2, 1.8, -6.2], target: [-2.5, 2.8, 0], fov: 60 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 30 },
        plants: { palms: 2, shrubs: 0 },
      }),
    ),
    J(s(6), { subject: "materials", view: "detail" }, W, H, () => panelSection({ W, H, seed: 1606, close: true })),
    J(s(7), { subject: "light-steel-villa", view: "aerial" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1607,
        time: "midday",
        az: 180,
        el: 60,
        products: [{ kind: "steel", opts: { solar: true } }],
        view: { pos: [-9, 10, -15], target: [0, 3, 0], fov: 55, pitch: -22 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 30 },
        plants: { palms: 3, shrubs: 3 },
      }),
    ),
    J(s(8), { subject: "factory", view: "interior:kitchen" }, W, H, () => {
      const svg = containerInterior(40, "kitchen", { W, H, seed: 1608, time: "midday", worker: true })
      return svg
    }),
  ]
}

export { Fu, gantryCrane, craneScene }
