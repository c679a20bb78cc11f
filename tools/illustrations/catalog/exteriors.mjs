// Hero slides, featured images and product galleries (exterior views).
import { J } from "./job.mjs"
import { shot } from "../scenes/shot.mjs"
import { shippingContainer, truck, mobileCrane, gantryCrane, containerShip, cable } from "../buildings/vehicles.mjs"
import { expandableHouse } from "../buildings/container.mjs"
import { place } from "../engine/transform.mjs"
import { beam, box, surface } from "../engine/shapes.mjs"
import { person } from "../scenery/people.mjs"
import { palm, tree, shrub } from "../scenery/plants.mjs"
import { deck } from "../buildings/parts.mjs"

// Home carousel: hero-N is slide N of data/home.en.json and shows what its title speaks of (left ~45% kept calm for the titles).
export function heroes() {
  return [
    J("hero/hero-1.jpg", { subject: "expandable-40ft", view: "exterior" }, 1920, 1080, () =>
      shot({
        W: 1920,
        H: 1080,
        seed: 101,
        time: "morning",
        az: 262,
        el: 9,
        products: [{ kind: "expandable", opts: { model: 40, terrace: true, finish: "white" } }],
        view: { angle: -28, dist: 21, h: 1.6, ty: 1.6, fov: 52, shiftX: 0.2, horizon: 0.6 },
        backdrop: { kind: "coast", headland: "right", avoidLeft: true, clouds: 3 },
        plants: { calmLeft: 0.42, palms: 3, shrubs: 6 },
        foreground: { corner: "br", size: 0.22 },
      }),
    ),
    J("hero/hero-2.jpg", { subject: "apple-cabin", view: "exterior" }, 1920, 1080, () =>
      shot({
        W: 1920,
        H: 1080,
        seed: 303,
        time: "midday",
        az: 200,
        el: 48,
        products: [
          { kind: "apple", opts: { size: 2 }, off: [0, 0, 0] },
          { kind: "apple", opts: { size: 1, finish: "champagne" }, off: [9, 0, 8] },
          { kind: "apple", opts: { size: 3 }, off: [-8, 0, 16] },
        ],
        view: { angle: -12, dist: 17, h: 2.2, ty: 1.8, fov: 55, shiftX: 0.2, horizon: 0.52, tx: 1.5, tz: 2 },
        backdrop: { kind: "mountains", avoidLeft: true, clouds: 3 },
        ground: { kind: "lawn" },
        plants: { calmLeft: 0.45, palms: 2, trees: 3, shrubs: 6, flamboyant: 0.3 },
      }),
    ),
    J("hero/hero-3.jpg", { subject: "expandable-30ft", view: "exterior-dusk" }, 1920, 1080, () =>
      shot({
        W: 1920,
        H: 1080,
        seed: 305,
        time: "dusk",
        az: 250,
        products: [{ kind: "expandable", opts: { model: 30, lit: true, terrace: true, finish: "timber" } }],
        view: { angle: -30, dist: 19, h: 1.6, ty: 1.5, fov: 52, shiftX: 0.2, horizon: 0.6 },
        backdrop: { kind: "coast", headland: "right", avoidLeft: true, clouds: 2 },
        ground: { kind: "lawn", shoreZ: 30 },
        plants: { calmLeft: 0.45, palms: 4, shrubs: 5, sidePalms: 2 },
      }),
    ),
    J("hero/hero-4.jpg", { subject: "industrial-building", view: "exterior" }, 1920, 1080, () =>
      shot({
        W: 1920,
        H: 1080,
        seed: 406,
        time: "golden",
        az: 245,
        el: 12,
        products: [{ kind: "industrial", opts: {} }],
        view: { angle: -36, dist: 62, h: 2, ty: 5, fov: 50, shiftX: 0.2, horizon: 0.6 },
        backdrop: { kind: "plain", avoidLeft: true },
        ground: { kind: "lawn" },
        plants: { calmLeft: 0.45, palms: 3, trees: 2, shrubs: 3 },
        extra: (st) => st.scene.add(place(truck(12.2), 0, [-8, 0, -26]), place(truck(12.2), 90, [10, 0, -30])),
      }),
    ),
  ]
}

// The luxury villa at dusk, in the home film (video/jobs.mjs): the home carousel's second slide until the carousel
// matched its slides' titles.
export function luxuryDusk() {
  return shot({
    W: 1920,
    H: 1080,
    seed: 202,
    time: "dusk",
    az: 250,
    products: [{ kind: "luxury", opts: { lit: true } }],
    view: { angle: -35, dist: 34, h: 2.6, ty: 3.5, fov: 50, shiftX: 0.17, horizon: 0.6, tx: 1 },
    backdrop: { kind: "coast", headland: "right", avoidLeft: true, clouds: 2 },
    ground: { kind: "lawn", shoreZ: 40 },
    plants: { calmLeft: 0.45, palms: 4, shrubs: 4, sidePalms: 2 },
  })
}

export function featured() {
  const W = 1600,
    H = 900
  return [
    J("featured/expandable-container-house.jpg", { subject: "expandable-30ft", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 501,
        time: "midday",
        az: 230,
        products: [{ kind: "expandable", opts: { model: 30, terrace: true, finish: "timber" } }],
        view: { angle: -30, dist: 17, ty: 1.4, fov: 52, horizon: 0.6 },
        backdrop: { kind: "coast", headland: "left" },
        plants: { palms: 3 },
      }),
    ),
    J("featured/luxury-villa.jpg", { subject: "luxury-villa", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 502,
        time: "golden",
        az: 250,
        products: [{ kind: "luxury", opts: {} }],
        view: { angle: -38, dist: 34, h: 2.4, ty: 3.5, fov: 50, horizon: 0.6 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 40 },
        plants: { palms: 4, shrubs: 4 },
      }),
    ),
    J("featured/light-steel-villa.jpg", { subject: "light-steel-villa", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 503,
        time: "midday",
        az: 215,
        products: [{ kind: "steel", opts: { roof: "red", shutters: "#E07A4F" } }],
        view: { angle: 28, dist: 22, ty: 2.2, fov: 52, horizon: 0.6 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 3, trees: 3, shrubs: 8 },
      }),
    ),
    J("featured/apple-cabin.jpg", { subject: "apple-cabin", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 504,
        time: "golden",
        az: 240,
        products: [{ kind: "apple", opts: { size: 2 } }],
        view: { angle: -32, dist: 12, ty: 1.6, fov: 52, horizon: 0.58 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 22 },
        plants: { palms: 3 },
      }),
    ),
    J("featured/capsule-house.jpg", { subject: "capsule-house", view: "exterior-dusk" }, W, H, () =>
      shot({
        W,
        H,
        seed: 505,
        time: "dusk",
        az: 240,
        products: [{ kind: "capsule", opts: { lit: true, deck: true } }],
        view: { angle: -55, dist: 15, ty: 1.8, fov: 52, horizon: 0.58 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 20 },
        plants: { palms: 3 },
      }),
    ),
  ]
}

const G = (W = 1600, H = 1067) => ({ W, H })

export function appleGallery() {
  const { W, H } = G()
  const base = (o) => shot({ W, H, products: [{ kind: "apple", opts: { size: 2, ...(o.opts ?? {}) } }], ...o })
  return [
    J("products/apple-cabins/gallery-01.jpg", { subject: "apple-cabin", view: "exterior" }, W, H, () =>
      base({
        seed: 601,
        time: "midday",
        az: 210,
        view: { angle: -30, dist: 12, ty: 1.6, fov: 52 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 24 },
      }),
    ),
    J("products/apple-cabins/gallery-02.jpg", { subject: "apple-cabin", view: "exterior-dusk" }, W, H, () =>
      base({
        seed: 602,
        time: "dusk",
        opts: { lit: true },
        view: { angle: 30, dist: 12, ty: 1.6, fov: 52 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 24 },
      }),
    ),
    J("products/apple-cabins/gallery-03.jpg", { subject: "apple-cabin", view: "exterior-dusk" }, W, H, () =>
      base({
        seed: 603,
        time: "night",
        opts: { lit: true },
        view: { angle: -20, dist: 13, ty: 1.8, fov: 52 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
      }),
    ),
    J("products/apple-cabins/gallery-04.jpg", { subject: "apple-cabin", view: "exterior" }, W, H, () =>
      base({
        seed: 604,
        time: "midday",
        az: 230,
        opts: { size: 1 },
        view: { angle: -40, dist: 11, ty: 1.5, fov: 54 },
        backdrop: { kind: "coast", headland: "right", lagoon: true },
        ground: { kind: "beach", shoreZ: 14 },
        plants: { palms: 5, shrubs: 2, trees: 0 },
      }),
    ),
    J("products/apple-cabins/gallery-05.jpg", { subject: "apple-cabin", view: "exterior" }, W, H, () =>
      base({
        seed: 605,
        time: "morning",
        az: 120,
        opts: { size: 3, finish: "champagne" },
        view: { angle: 25, dist: 15, h: 2.5, ty: 1.8, fov: 52, horizon: 0.5 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 1, trees: 4, shrubs: 5, flamboyant: 0.2 },
      }),
    ),
    J("products/apple-cabins/gallery-06.jpg", { subject: "apple-cabin", view: "detail" }, W, H, () =>
      base({
        seed: 606,
        time: "golden",
        az: 235,
        view: { angle: -14, dist: 6.2, h: 1.9, ty: 1.7, fov: 60, horizon: 0.52 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 24 },
        plants: { palms: 2, shrubs: 3 },
      }),
    ),
    J("products/apple-cabins/gallery-07.jpg", { subject: "apple-cabin", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 607,
        time: "golden",
        az: 250,
        products: [
          { kind: "apple", opts: { size: 2 }, off: [-4.5, 0, 0] },
          { kind: "apple", opts: { size: 2, finish: "champagne" }, off: [4.5, 0, 3] },
        ],
        view: { angle: -18, dist: 19, ty: 1.6, fov: 54, tx: 0 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 28 },
        plants: { palms: 5, shrubs: 8 },
        people: [
          { x: -1, z: -6, dress: true },
          { x: 0.2, z: -6.3 },
        ],
      }),
    ),
    J("products/apple-cabins/gallery-08.jpg", { subject: "apple-cabin", view: "exterior" }, W, H, () =>
      base({
        seed: 608,
        time: "midday",
        az: 20,
        view: { angle: 150, dist: 12, ty: 1.6, fov: 52 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 2, trees: 3, shrubs: 4 },
      }),
    ),
    // the interior preview is the page's one wide banner (a one-column gallery): drawn at the size it is shown at,
    // 1920 × 800 (the widest a source may be), the bed and the lamp in its middle, which is what a phone's cell keeps
    // (issue 56: it was a 3:2 picture cut to 1.1 and enlarged)
    J("products/apple-cabins/interior-01.jpg", { subject: "apple-cabin", view: "interior:bedroom" }, 1920, 800, () =>
      shot({
        W: 1920,
        H: 800,
        products: [{ kind: "apple", opts: { size: 2 } }],
        seed: 609,
        time: "golden",
        az: 160,
        el: 14,
        env: { interior: { amb: 1.0, i: 0.25, color: "#ffe2b0" } },
        view: { angle: -4, dist: 9.5, h: 1.5, ty: 1.6, fov: 30, horizon: 0.5 },
        backdrop: { kind: "coast" },
        ground: { kind: "lawn", shoreZ: 24 },
        plants: { palms: 1, shrubs: 0, sidePalms: 0 },
      }),
    ),
  ]
}

export function capsuleGallery() {
  const { W, H } = G()
  const base = (o) => shot({ W, H, products: [{ kind: "capsule", opts: { ...(o.opts ?? {}) } }], ...o })
  return [
    J("products/capsule-houses/gallery-01.jpg", { subject: "capsule-house", view: "exterior" }, W, H, () =>
      base({
        seed: 701,
        time: "midday",
        az: 220,
        opts: { deck: true },
        view: { angle: -55, dist: 15, ty: 1.8, fov: 52 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 18 },
      }),
    ),
    J("products/capsule-houses/gallery-02.jpg", { subject: "capsule-house", view: "exterior-dusk" }, W, H, () =>
      base({
        seed: 702,
        time: "dusk",
        opts: { lit: true, legs: true },
        view: { angle: -120, dist: 14, ty: 1.8, fov: 52 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { trees: 4, palms: 1 },
      }),
    ),
    J("products/capsule-houses/gallery-03.jpg", { subject: "capsule-house", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 703,
        time: "golden",
        az: 250,
        products: [
          { kind: "capsule", opts: {} },
          { kind: "capsule", opts: { finish: "champagne" }, off: [9, 0, 6] },
          { kind: "capsule", opts: { finish: "silver" }, off: [-9, 0, 9] },
        ],
        view: { angle: -40, dist: 22, h: 3, ty: 1.8, fov: 54, tx: 0, tz: 2 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "beach", shoreZ: 22 },
        plants: { palms: 6, shrubs: 6 },
      }),
    ),
    J("products/capsule-houses/gallery-04.jpg", { subject: "capsule-house", view: "exterior-dusk" }, W, H, () =>
      base({
        seed: 704,
        time: "night",
        opts: { lit: true, deck: true },
        view: { angle: -35, dist: 14, ty: 1.8, fov: 52 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 20 },
      }),
    ),
  ]
}

function expandableSet(model, n) {
  const { W, H } = G()
  const dir = `products/expandable-${model}ft`
  const L = { 20: 5.9, 30: 9, 40: 11.8 }[model]
  const base = (o) => shot({ W, H, products: [{ kind: "expandable", opts: { model, ...(o.opts ?? {}) } }], ...o })
  const d = L + 8
  const views = [
    (s) =>
      base({
        seed: s,
        time: "midday",
        az: 215,
        view: { angle: -30, dist: d, ty: 1.4, fov: 52 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 20 },
      }),
    (s) =>
      base({
        seed: s,
        time: "golden",
        az: 250,
        opts: { terrace: true, finish: "timber" },
        view: { angle: 25, dist: d, ty: 1.4, fov: 52 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 22 },
      }),
    (s) =>
      shot({
        W,
        H,
        seed: s,
        time: "midday",
        az: 220,
        products: [{ kind: "expandable", opts: { model, folded: true }, off: [0, 1.37, 0] }],
        view: { angle: -35, dist: L + 12, h: 2, ty: 2.2, fov: 52, tx: 1 },
        backdrop: { kind: "plain" },
        ground: { kind: "asphalt", color: "#8d8f90" },
        plants: { palms: 3, shrubs: 0, sidePalms: 2 },
        extra: (st) => st.scene.add(truck(Math.max(6.1, L + 0.3))),
      }),
    (s) =>
      shot({
        W,
        H,
        seed: s,
        time: "morning",
        az: 260,
        products: [
          { kind: "expandable", opts: { model }, off: [-(L / 2 + 1.5), 0, 0] },
          { kind: "expandable", opts: { model, finish: "sand" }, off: [L / 2 + 1.5, 0, 0] },
        ],
        view: { angle: -22, dist: L * 2 + 10, ty: 1.4, fov: 52, tx: 0 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 22 },
      }),
    (s) =>
      base({
        seed: s,
        time: "dusk",
        opts: { lit: true, terrace: true },
        view: { angle: -28, dist: d, ty: 1.4, fov: 52 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 22 },
      }),
    (s) =>
      base({
        seed: s,
        time: "midday",
        az: 160,
        view: { angle: -80, dist: d * 0.9, ty: 1.4, fov: 52 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
      }),
    (s) =>
      base({
        seed: s,
        time: "golden",
        az: 240,
        opts: { finish: "dark", terrace: true },
        view: { angle: 35, dist: d, h: 3.5, ty: 1.2, fov: 52, horizon: 0.5 },
        backdrop: { kind: "valley", headland: "right" },
        ground: { kind: "lawn", shoreZ: 30 },
      }),
    (s) =>
      shot({
        W,
        H,
        seed: s,
        time: "midday",
        az: 200,
        products: [{ kind: "expandable", opts: { model, folded: true }, off: [0, 0, 0] }],
        view: { angle: -30, dist: L + 14, h: 3, ty: 2, fov: 52, tx: 4 },
        backdrop: { kind: "coast", headland: false },
        ground: { kind: "concrete", color: "#b9b4aa" },
        plants: false,
        extra: (st, m, p, r) => portProps(st, r, L),
      }),
  ]
  // what each of the views above shows, in order
  const VIEWS = ["exterior", "exterior", "transport", "exterior", "exterior-dusk", "exterior", "exterior", "transport"]
  return views
    .slice(0, n)
    .map((fn, i) =>
      J(`${dir}/gallery-${String(i + 1).padStart(2, "0")}.jpg`, { subject: `expandable-${model}ft`, view: VIEWS[i] }, W, H, () =>
        fn(model * 100 + i + 1),
      ),
    )
}

export function portProps(st, r, L = 6) {
  const cols = ["#E07A4F", "#0E5A6B", "#c9a66b", "#7FC8C9", "#b5423a", "#d8d2c6", "#5b7f9a", "#2B2A28"]
  for (let i = 0; i < 4; i++)
    for (let k = 0; k < 1 + (i % 3); k++)
      st.scene.add(shippingContainer(L / 2 + 9 + i * 3, k * 2.6, 6, cols[(i * 3 + k) % cols.length], { alongZ: true }))
  for (let i = 0; i < 3; i++)
    for (let k = 0; k < 2; k++) st.scene.add(shippingContainer(-L / 2 - 12, k * 2.6, 4 + i * 2.7, cols[(i * 2 + k + 3) % cols.length]))
  st.scene.add(gantryCrane(14, 24, { color: "#0E5A6B" }))
  st.scene.add(containerShip(0, 58, 160, { rng: r }))
  st.scene.add(person([L / 2 + 2, 0, -3], { hardhat: "#f2c230", vest: true }))
}

export function expandableGalleries() {
  return [...expandableSet(20, 8), ...expandableSet(30, 6), ...expandableSet(40, 8)]
}

export function expandableCustom() {
  const { W, H } = G()
  return [
    J("products/expandable-40ft/custom-01.jpg", { subject: "expandable-40ft", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 4101,
        time: "midday",
        az: 215,
        products: [{ kind: "expandable", opts: { model: 40, finish: "timber", terrace: true } }],
        view: { angle: -25, dist: 21, ty: 1.4, fov: 52 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 2, trees: 3 },
      }),
    ),
    J("products/expandable-40ft/custom-02.jpg", { subject: "expandable-40ft", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 4102,
        time: "golden",
        az: 245,
        products: [{ kind: "expandable", opts: { model: 40, finish: "dark", terrace: true } }],
        view: { angle: 28, dist: 21, ty: 1.4, fov: 52 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 22 },
      }),
    ),
  ]
}

export function luxuryGallery() {
  const { W, H } = G()
  const base = (o) => shot({ W, H, products: [{ kind: "luxury", opts: { ...(o.opts ?? {}) } }], ...o })
  return [
    J("products/luxury-villa/gallery-01.jpg", { subject: "luxury-villa", view: "exterior" }, W, H, () =>
      base({
        seed: 801,
        time: "midday",
        az: 220,
        view: { angle: -35, dist: 34, h: 2.4, ty: 3.5, fov: 50 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 40 },
      }),
    ),
    J("products/luxury-villa/gallery-02.jpg", { subject: "luxury-villa", view: "exterior-dusk" }, W, H, () =>
      base({
        seed: 802,
        time: "dusk",
        opts: { lit: true },
        view: { angle: 30, dist: 34, h: 2.4, ty: 3.5, fov: 50 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 40 },
      }),
    ),
    J("products/luxury-villa/gallery-03.jpg", { subject: "luxury-villa", view: "exterior" }, W, H, () =>
      base({
        seed: 803,
        time: "golden",
        az: 250,
        view: { pos: [-17, 2.2, -20], target: [0, 2.0, -9], fov: 56 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 40 },
        plants: { palms: 3, shrubs: 3 },
      }),
    ),
    J("products/luxury-villa/gallery-04.jpg", { subject: "luxury-villa", view: "exterior-dusk" }, W, H, () =>
      base({
        seed: 804,
        time: "night",
        opts: { lit: true },
        view: { angle: -20, dist: 36, h: 3, ty: 3.5, fov: 50 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
      }),
    ),
    J("products/luxury-villa/gallery-05.jpg", { subject: "luxury-villa", view: "aerial" }, W, H, () =>
      base({
        seed: 805,
        time: "midday",
        az: 200,
        view: { angle: -45, dist: 50, h: 14, ty: 2, fov: 45, pitch: -12 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 30 },
      }),
    ),
    J("products/luxury-villa/gallery-06.jpg", { subject: "luxury-villa", view: "exterior" }, W, H, () =>
      base({
        seed: 806,
        time: "morning",
        az: 140,
        el: 20,
        view: { angle: 58, dist: 30, h: 2.2, ty: 3.5, fov: 50 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 40 },
      }),
    ),
  ]
}

export function industrialGallery() {
  const { W, H } = G()
  const wh = (o) =>
    shot({
      W,
      H,
      products: [{ kind: "industrial", opts: { ...(o.opts ?? {}) } }],
      ground: { kind: "lawn" },
      backdrop: { kind: "plain" },
      plants: { palms: 3, trees: 2, shrubs: 3 },
      ...o,
    })
  return [
    J("products/industrial-building/gallery-01.jpg", { subject: "industrial-building", view: "exterior" }, W, H, () =>
      wh({
        seed: 901,
        time: "midday",
        az: 215,
        view: { angle: -38, dist: 58, h: 2, ty: 5, fov: 50 },
        extra: (st) => st.scene.add(place(truck(12.2), 90, [-4, 0, -22])),
      }),
    ),
    J("products/industrial-building/gallery-02.jpg", { subject: "industrial-building", view: "construction" }, W, H, () =>
      wh({
        seed: 902,
        time: "morning",
        az: 250,
        opts: { frameOnly: true },
        view: { angle: -42, dist: 48, h: 3, ty: 6, fov: 52, tx: -4 },
        plants: { palms: 2, trees: 2, shrubs: 0 },
        extra: (st, m) => craneScene(st, m),
      }),
    ),
    J("products/industrial-building/gallery-03.jpg", { subject: "industrial-building", view: "exterior" }, W, H, () =>
      wh({ seed: 903, time: "golden", az: 255, opts: { accent: "#E07A4F" }, view: { angle: 40, dist: 58, h: 2, ty: 5, fov: 50 } }),
    ),
    J("products/industrial-building/gallery-04.jpg", { subject: "industrial-building", view: "exterior" }, W, H, () =>
      wh({
        seed: 904,
        time: "midday",
        az: 200,
        view: { angle: -10, dist: 34, h: 1.7, ty: 4, fov: 56 },
        extra: (st) => {
          st.scene.add(
            person([-3, 0.06, -24], { vest: true, hardhat: "#ffffff" }),
            person([1, 0.06, -25], { vest: true, hardhat: "#f2c230" }),
          )
        },
      }),
    ),
    J("products/industrial-building/gallery-05.jpg", { subject: "industrial-building", view: "aerial" }, W, H, () =>
      wh({
        seed: 905,
        time: "midday",
        az: 200,
        view: { angle: -45, dist: 80, h: 30, ty: 2, fov: 45, pitch: -18 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 60 },
      }),
    ),
    J("products/industrial-building/gallery-06.jpg", { subject: "industrial-building", view: "exterior-dusk" }, W, H, () =>
      wh({ seed: 906, time: "dusk", az: 250, view: { angle: -30, dist: 60, h: 2, ty: 5, fov: 50 }, env: { lit: true } }),
    ),
  ]
}

export function craneScene(st, m) {
  const w = m.w
  const z = w.nextZ
  st.scene.add(mobileCrane(w.x0 - 9, z + 1, [-5, w.ridge + 9, z], w.eave + 3.2))
  st.scene.add(beam([w.x0 + 1, w.eave + 2.6, z], [0, w.ridge + 2.0, z], 0.25, 0.55, { c: "#2f5f73", grad: 0.06 }))
  st.scene.add(
    person([w.x0 + 3, 0.15, z - 4], { hardhat: "#f2c230", vest: true, point: true }),
    person([w.x0 + 6, 0.15, z - 6], { hardhat: "#ffffff", vest: true }),
    person([4, 0.15, w.z0 + 3], { hardhat: "#f2c230", vest: true }),
  )
}

export function steelGallery() {
  const { W, H } = G()
  const base = (o) =>
    shot({ W, H, products: [{ kind: "steel", opts: { ...(o.opts ?? {}) } }], plants: { palms: 3, trees: 2, shrubs: 8 }, ...o })
  return [
    J("products/light-steel-villas/gallery-01.jpg", { subject: "light-steel-villa", view: "exterior" }, W, H, () =>
      base({
        seed: 1001,
        time: "midday",
        az: 215,
        view: { angle: -30, dist: 22, ty: 2.2, fov: 52 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 30 },
      }),
    ),
    J("products/light-steel-villas/gallery-02.jpg", { subject: "light-steel-villa", view: "construction" }, W, H, () =>
      base({
        seed: 1002,
        time: "midday",
        az: 215,
        opts: { frame: true, clad: 1 },
        view: { angle: -32, dist: 17, h: 2.6, ty: 2.2, fov: 54 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 2, trees: 3, shrubs: 0 },
        people: [
          { x: -4, z: -6.5, hardhat: "#f2c230", vest: true },
          { x: 2.5, z: -5.5, hardhat: "#ffffff", vest: true, point: true },
        ],
      }),
    ),
    J("products/light-steel-villas/gallery-03.jpg", { subject: "light-steel-villa", view: "exterior-dusk" }, W, H, () =>
      base({
        seed: 1003,
        time: "dusk",
        opts: { lit: true },
        view: { angle: 30, dist: 22, ty: 2.2, fov: 52 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 30 },
      }),
    ),
    J("products/light-steel-villas/gallery-04.jpg", { subject: "light-steel-villa", view: "exterior" }, W, H, () =>
      base({
        seed: 1004,
        time: "golden",
        az: 240,
        opts: { roof: "red", shutters: "#E07A4F" },
        view: { angle: -15, dist: 20, ty: 2.2, fov: 52 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
      }),
    ),
    J("products/light-steel-villas/gallery-05.jpg", { subject: "light-steel-villa", view: "exterior" }, W, H, () =>
      base({
        seed: 1005,
        time: "morning",
        az: 110,
        opts: { roof: "ocean", shutters: "#7FC8C9" },
        view: { angle: 140, dist: 22, ty: 2.2, fov: 52 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 30 },
      }),
    ),
    J("products/light-steel-villas/gallery-06.jpg", { subject: "light-steel-villa", view: "aerial" }, W, H, () =>
      base({
        seed: 1006,
        time: "midday",
        az: 200,
        view: { angle: -40, dist: 40, h: 16, ty: 2, fov: 45, pitch: -18 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 30 },
      }),
    ),
  ]
}

export { box, surface, cable, deck, palm, tree, shrub, expandableHouse }
