// The floor plans and measurement drawings. Overall dimensions and areas come from the product data
// (product-specs.mjs); the room layout inside them is the drawing's own. Each takes the language of its words
// (words.mjs): "en" by default.
import {
  sheet,
  outerWalls,
  partition,
  windowAt,
  doorAt,
  label,
  dim,
  bedF,
  sofaF,
  tableF,
  counterF,
  wcF,
  basinF,
  showerF,
  wardrobeF,
  carF,
  rawF,
  INK,
  GREY,
  ACC,
  n,
} from "./kit.mjs"
import { expandableSpecs, specValue, parseAreas, plannerValue } from "./product-specs.mjs"
import { wordsOf } from "./words.mjs"
import { mapSvg } from "../brand/map.mjs"

const area = (w, h) => (w * h) / 1e6

// ---------------- expandable container houses ----------------
export function plan20(lang = "en") {
  const w = wordsOf(lang)
  const S = expandableSpecs(20)
  const { L, W } = S.ext,
    t = 75,
    side = S.side,
    core = W - 2 * side // 2270 + 1780 + 2270 = 6320
  return sheet({
    lang,
    title: w.expandableTitle(20),
    subtitle: w.expandableSubtitle,
    area: w.area(S.area),
    extentW: L + 1400,
    extentH: W + 1400,
    scaleLabel: "1:50 (bar in metres)",
    notes: [w.external(w.dims(S.ext)), w.sideWing(w.millimetres(side)), w.folded(w.dims(S.folded)), w.dimsOrder, w.rooms20],
    draw: (c) => {
      const ox = 900,
        oy = 700 // offsets inside extent
      const P = (x) => ox + x,
        Q = (y) => oy + y
      const c2 = { ...c, X: (x) => c.X(P(x)), Y: (y) => c.Y(Q(y)) }
      outerWalls(c2, 0, 0, L, W, t)
      // wing joints (dashed)
      rawF(
        c2,
        `<g stroke="${GREY}" stroke-width="0.8" stroke-dasharray="6 4"><line x1="${n(c2.X(0))}" y1="${n(c2.Y(side))}" x2="${n(c2.X(L))}" y2="${n(c2.Y(side))}"/><line x1="${n(c2.X(0))}" y1="${n(c2.Y(side + core))}" x2="${n(c2.X(L))}" y2="${n(c2.Y(side + core))}"/></g>`,
      )
      // rooms: bedroom top-left, bathroom top-right, living/kitchen below
      partition(c2, 3000, t, 3050, 3000)
      partition(c2, t, 3000, 3050, 3050)
      partition(c2, 3050, 1800, L - t, 1850)
      windowAt(c2, "h", 700, 2100, 0, t)
      windowAt(c2, "v", 900, 2000, 0, t)
      windowAt(c2, "h", 4400, 5200, 0, t)
      windowAt(c2, "h", 600, 1900, W - t, t)
      windowAt(c2, "v", 3900, 5100, L - t, t)
      doorAt(c2, "h", 2300, 4000, W - t, t, { sliding: true })
      doorAt(c2, "h", 2100, 2900, 3000, 50, { side: 1 })
      doorAt(c2, "h", 3300, 4000, 1800, 50, { side: 1 })
      bedF(c2, 500, 400, 1500, 2000, "top")
      wardrobeF(c2, 2350, 150, 600, 1500)
      showerF(c2, L - 1000, 150, 850, 850)
      wcF(c2, 3300, 150, "down")
      basinF(c2, 4000, 150, 600, 450)
      counterF(c2, L - 700, 2100, 600, 2400)
      sofaF(c2, 400, 4200, 2200, 850, "bottom")
      tableF(c2, 2900, 4300, 1200, 800)
      label(c2, w.bedroom, 1500, 2700, area(3000 - t, 3000 - t))
      label(c2, w.bathroom, 4500, 1250, area(L - 3050 - t, 1800 - t), 11)
      label(c2, w.livingKitchen, 2600, 5500, area(L - 2 * t, W - 3050 - t) + area(L - 3050 - t, 3000 - 1850))
      dim(c2, "h", 0, L, -450, w.number(L))
      dim(c2, "v", 0, W, -450, w.number(W))
      dim(c2, "v", 0, side, -250, w.number(side))
      dim(c2, "v", side, side + core, -250, w.number(core))
      dim(c2, "v", side + core, W, -250, w.number(side))
      dim(c2, "h", 0, 3000, W + 350, w.number(3000))
      dim(c2, "h", 3000, L, W + 350, w.number(L - 3000))
    },
  })
}

export function plan30(lang = "en") {
  const w = wordsOf(lang)
  const S = expandableSpecs(30)
  const { L, W } = S.ext,
    t = 80,
    side = S.side,
    core = W - 2 * side // 2240 + 1780 + 2240
  return sheet({
    lang,
    title: w.expandableTitle(30),
    subtitle: w.expandableSubtitle,
    area: w.area(S.area),
    extentW: L + 1400,
    extentH: W + 1400,
    scaleLabel: "1:75 (bar in metres)",
    notes: [
      w.external(w.dims(S.ext)),
      w.internal(w.dims(S.internal)),
      w.side(w.millimetres(side), w.millimetres(S.internalSide)),
      w.folded(w.dims(S.folded)),
      w.dimsOrder,
      w.rooms30,
    ],
    draw: (c) => {
      const ox = 900,
        oy = 700
      const c2 = { ...c, X: (x) => c.X(ox + x), Y: (y) => c.Y(oy + y) }
      outerWalls(c2, 0, 0, L, W, t)
      rawF(
        c2,
        `<g stroke="${GREY}" stroke-width="0.8" stroke-dasharray="6 4"><line x1="${n(c2.X(0))}" y1="${n(c2.Y(side))}" x2="${n(c2.X(L))}" y2="${n(c2.Y(side))}"/><line x1="${n(c2.X(0))}" y1="${n(c2.Y(side + core))}" x2="${n(c2.X(L))}" y2="${n(c2.Y(side + core))}"/></g>`,
      )
      partition(c2, 3000, t, 3050, 3100)
      partition(c2, t, 3100, 3050, 3150)
      partition(c2, 4900, t, 4950, 2200)
      partition(c2, 3050, 2200, 4950, 2250)
      partition(c2, 6000, t, 6050, 3100)
      partition(c2, 6000, 3100, L - t, 3150)
      windowAt(c2, "h", 700, 2200, 0, t)
      windowAt(c2, "h", 3500, 4300, 0, t)
      windowAt(c2, "h", 6800, 8300, 0, t)
      windowAt(c2, "v", 3900, 5200, 0, t)
      windowAt(c2, "v", 3900, 5200, L - t, t)
      windowAt(c2, "h", 1000, 2400, W - t, t)
      windowAt(c2, "h", 6600, 8000, W - t, t)
      doorAt(c2, "h", 3700, 5300, W - t, t, { sliding: true })
      doorAt(c2, "h", 2100, 2900, 3100, 50, { side: 1 })
      doorAt(c2, "h", 6150, 6950, 3100, 50, { side: 1, hingeEnd: false })
      doorAt(c2, "h", 3300, 4000, 2200, 50, { side: 1 })
      bedF(c2, 600, 400, 1500, 2000, "top")
      wardrobeF(c2, 2350, 150, 600, 1600)
      bedF(c2, 7000, 400, 1500, 2000, "top")
      wardrobeF(c2, 6150, 150, 600, 1500)
      showerF(c2, 3950, 150, 900, 900)
      wcF(c2, 3200, 150, "down")
      basinF(c2, 4150, 1500, 600, 450)
      counterF(c2, 5100, 150, 800, 2600, { sink: true, hob: true })
      sofaF(c2, 500, 4300, 2400, 850, "bottom")
      tableF(c2, 6700, 4300, 1400, 800)
      label(c2, w.bedroomN(1), 1500, 2800, area(3000 - t, 3100 - t))
      label(c2, w.bedroomN(2), 7500, 2800, area(L - 6050 - t, 3100 - t))
      label(c2, w.bathroom, 3950, 1250, area(4900 - 3050, 2200 - t), 11)
      label(c2, w.livingKitchen, 4500, 4700, area(L - 2 * t, W - 3150 - t) + area(6000 - 3050, 3100 - 2250) + area(6000 - 4950, 2200 - t))
      dim(c2, "h", 0, L, -450, w.number(L))
      dim(c2, "v", 0, W, -450, w.number(W))
      dim(c2, "v", 0, side, -250, w.number(side))
      dim(c2, "v", side, side + core, -250, w.number(core))
      dim(c2, "v", side + core, W, -250, w.number(side))
      dim(c2, "h", t, L - t, W + 350, w.internalDim(w.number(S.internal.L)))
      dim(c2, "v", t, W - t, L + 350, w.internalDim(w.number(S.internal.W)))
    },
  })
}

export function layout40(lang = "en") {
  const w = wordsOf(lang)
  const S = expandableSpecs(40)
  const { L, W } = S.ext,
    t = 80
  return sheet({
    lang,
    title: w.expandableTitle(40),
    subtitle: w.expandableLayoutSubtitle,
    area: w.area(S.area),
    extentW: L + 1400,
    extentH: W + 1400,
    scaleLabel: "1:100 (bar in metres)",
    notes: [w.external(w.dims(S.ext)), w.internal(w.dims(S.internal)), w.folded(w.dims(S.folded)), w.dimsOrder, w.rooms40],
    draw: (c) => {
      const ox = 900,
        oy = 700
      const c2 = { ...c, X: (x) => c.X(ox + x), Y: (y) => c.Y(oy + y) }
      outerWalls(c2, 0, 0, L, W, t)
      // bedrooms and bathrooms along the back
      partition(c2, 3200, t, 3250, 3100)
      partition(c2, t, 3100, 3250, 3150)
      partition(c2, 4900, t, 4950, 2200)
      partition(c2, 3250, 2200, 4950, 2250)
      partition(c2, 8100, t, 8150, 3100)
      partition(c2, 4950, 3100, 8150, 3150)
      partition(c2, 9450, t, 9500, 3600)
      partition(c2, 8150, 2200, 9500, 2250)
      partition(c2, 9500, 3600, L - t, 3650)
      windowAt(c2, "h", 900, 2300, 0, t)
      windowAt(c2, "h", 3700, 4400, 0, t)
      windowAt(c2, "h", 5700, 7300, 0, t)
      windowAt(c2, "h", 8500, 9100, 0, t)
      windowAt(c2, "h", 10000, 11200, 0, t)
      windowAt(c2, "v", 1200, 2400, L - t, t)
      windowAt(c2, "v", 4000, 5300, 0, t)
      windowAt(c2, "h", 800, 2400, W - t, t)
      windowAt(c2, "h", 7000, 8400, W - t, t)
      windowAt(c2, "v", 4300, 5400, L - t, t)
      doorAt(c2, "h", 4200, 5900, W - t, t, { sliding: true })
      doorAt(c2, "h", 2300, 3100, 3100, 50, { side: 1 })
      doorAt(c2, "h", 3450, 4150, 2200, 50, { side: 1 })
      doorAt(c2, "h", 7200, 8000, 3100, 50, { side: 1 })
      doorAt(c2, "h", 8400, 9100, 2200, 50, { side: 1 })
      doorAt(c2, "v", 2650, 3450, 9450, 50, { side: -1 })
      bedF(c2, 700, 400, 1500, 2000, "top")
      bedF(c2, 5600, 400, 1500, 2000, "top")
      bedF(c2, 10000, 400, 1400, 2000, "top")
      wardrobeF(c2, 2550, 150, 600, 1500)
      wardrobeF(c2, 7400, 150, 600, 1500)
      wcF(c2, 3400, 150, "down")
      showerF(c2, 3950, 150, 900, 900)
      basinF(c2, 4200, 1500, 600, 450)
      wcF(c2, 8300, 150, "down")
      showerF(c2, 8300, 900, 1000, 900)
      sofaF(c2, 600, 4500, 2600, 900, "bottom")
      tableF(c2, 4000, 4300, 1600, 900)
      counterF(c2, 8500, W - 700, 2800, 600)
      counterF(c2, 8800, 4300, 1800, 700, { sink: false, hob: false })
      rawF(
        c2,
        `<line x1="${n(c2.X(7800))}" y1="${n(c2.Y(3700))}" x2="${n(c2.X(7800))}" y2="${n(c2.Y(W - t))}" stroke="${GREY}" stroke-width="0.8" stroke-dasharray="6 4"/>`,
      )
      label(c2, w.bedroomN(1), 1600, 2750, area(3200 - t, 3100 - t))
      label(c2, w.bathN(1), 4075, 1300, area(4900 - 3250, 2200 - t), 11)
      label(c2, w.bedroomN(2), 6500, 2750, area(8100 - 4950, 3100 - t))
      label(c2, w.bathN(2), 8800, 1950, area(9450 - 8150, 2200 - t), 10)
      label(c2, w.bedroomN(3), 10600, 3050, area(L - 9500 - t, 3600 - t))
      label(c2, w.living, 3900, 5650, null)
      label(c2, w.kitchen, 9700, 5300, null)
      dim(c2, "h", 0, L, -450, w.number(L))
      dim(c2, "v", 0, W, -450, w.number(W))
      dim(c2, "h", t, L - t, W + 350, w.internalDim(w.number(S.internal.L)))
      dim(c2, "v", t, W - t, L + 350, w.internalDim(w.number(S.internal.W)))
    },
  })
}

// ---------------- light steel villas ----------------
export function lsv3(lang = "en") {
  const w = wordsOf(lang)
  const L = 12000,
    W = 7750,
    t = 150,
    p = 100
  return sheet({
    lang,
    title: w.villa3Title,
    subtitle: w.villaSubtitle,
    area: w.area(parseAreas(specValue("light-steel-villas", "area"))[0]),
    extentW: L + 1600,
    extentH: W + 1600,
    scaleLabel: "1:100 (bar in metres)",
    notes: [w.overall(w.number(L), w.number(W)), w.roomsVilla3],
    draw: (c) => {
      const ox = 1000,
        oy = 700
      const c2 = { ...c, X: (x) => c.X(ox + x), Y: (y) => c.Y(oy + y) }
      // terrace (front-left, open on two sides)
      rawF(
        c2,
        `<rect x="${n(c2.X(0))}" y="${n(c2.Y(5750))}" width="${n(3400 * c.s)}" height="${n(2000 * c.s)}" fill="#EFE6D8" stroke="none"/>`,
      )
      for (let x = 0; x < 3400; x += 200)
        rawF(
          c2,
          `<line x1="${n(c2.X(x))}" y1="${n(c2.Y(5750 + t))}" x2="${n(c2.X(x))}" y2="${n(c2.Y(W))}" stroke="#d8c9ae" stroke-width="0.6"/>`,
        )
      // walls: outer shell minus terrace corner
      rawF(
        c2,
        `<path d="M${n(c2.X(0))} ${n(c2.Y(0))}H${n(c2.X(L))}V${n(c2.Y(W))}H${n(c2.X(3400))}V${n(c2.Y(5750))}H${n(c2.X(0))}Z M${n(c2.X(t))} ${n(c2.Y(t))}V${n(c2.Y(5750 - t))}H${n(c2.X(3400 + t))}V${n(c2.Y(W - t))}H${n(c2.X(L - t))}V${n(c2.Y(t))}Z" fill="${INK}" fill-rule="evenodd"/>`,
      )
      for (const [x, y] of [
        [0, W - 150],
        [0, 5750 + 1000],
        [1700, W - 150],
      ])
        rawF(c2, `<rect x="${n(c2.X(x))}" y="${n(c2.Y(y))}" width="${n(150 * c.s)}" height="${n(150 * c.s)}" fill="${INK}"/>`)
      partition(c2, 3600, t, 3600 + p, 3300)
      partition(c2, t, 3300, 3600 + p, 3300 + p)
      partition(c2, 3400, 3300, 3400 + p, 5750)
      partition(c2, 5600, t, 5600 + p, 2200)
      partition(c2, 3600, 2200, 6800, 2200 + p)
      partition(c2, 6800, t, 6800 + p, 3300)
      partition(c2, 5700, 1400, 6800, 1400 + p)
      partition(c2, 9400, t, 9400 + p, 3300)
      partition(c2, 6800, 3300, L - t, 3300 + p)
      windowAt(c2, "h", 1000, 2500, 0, t)
      windowAt(c2, "h", 4200, 5000, 0, t)
      windowAt(c2, "h", 6000, 6500, 0, t)
      windowAt(c2, "h", 7400, 8800, 0, t)
      windowAt(c2, "h", 10000, 11400, 0, t)
      windowAt(c2, "v", 1000, 2300, 0, t)
      windowAt(c2, "v", 1200, 2400, L - t, t)
      windowAt(c2, "v", 4300, 5400, 0, t)
      windowAt(c2, "h", 8600, 10800, W - t, t)
      windowAt(c2, "v", 4400, 6400, L - t, t)
      doorAt(c2, "h", 4800, 6600, W - t, t, { sliding: true })
      doorAt(c2, "v", 6100, 7400, 3400, p, { sliding: true })
      doorAt(c2, "h", 2600, 3400, 3300, p, { side: -1 })
      doorAt(c2, "h", 3800, 4500, 2200, p, { side: -1 })
      doorAt(c2, "v", 1650, 2150, 5600, p, { side: 1 })
      doorAt(c2, "h", 7000, 7800, 3300, p, { side: -1 })
      doorAt(c2, "h", 9600, 10400, 3300, p, { side: -1 })
      bedF(c2, 1000, 500, 1600, 2000, "top")
      bedF(c2, 7400, 450, 1400, 2000, "top")
      bedF(c2, 10000, 450, 1400, 2000, "top")
      wardrobeF(c2, t + 50, 2650, 1600, 550)
      showerF(c2, 4700, 200, 850, 900)
      basinF(c2, 3800, 250, 600, 450)
      rawF(
        c2,
        `<rect x="${n(c2.X(3800))}" y="${n(c2.Y(900))}" width="${n(1500 * c.s)}" height="${n(700 * c.s)}" rx="${n(150 * c.s)}" fill="none" stroke="${GREY}" stroke-width="0.9"/>`,
      )
      wcF(c2, 6050, 250, "down")
      counterF(c2, t + 20, 3450, 600, 2200)
      counterF(c2, 1400, 3450, 1800, 600, { sink: false, hob: false })
      tableF(c2, 4300, 4200, 1800, 900)
      sofaF(c2, 8200, 6700, 2600, 850, "bottom")
      rawF(
        c2,
        `<rect x="${n(c2.X(8900))}" y="${n(c2.Y(5500))}" width="${n(1200 * c.s)}" height="${n(600 * c.s)}" fill="none" stroke="${GREY}" stroke-width="0.9"/>`,
      )
      label(c2, w.bedroomN(1), 1800, 2750, area(3600, 3300))
      label(c2, w.bathroom, 4600, 1650, area(2000, 2200), 11)
      label(c2, w.wc, 6250, 950, area(1200, 1400), 10)
      label(c2, w.hall, 5200, 2900, area(3200, 1100), 10)
      label(c2, w.bedroomN(2), 8100, 2750, area(2600, 3300))
      label(c2, w.bedroomN(3), 10700, 2750, area(2600, 3300))
      label(c2, w.kitchen, 2000, 4500, area(3400, 2450))
      label(c2, w.livingDining, 7600, 5200, area(8600, 4450))
      label(c2, w.terrace, 1700, 6700, area(3400, 2000))
      dim(c2, "h", 0, L, -500, w.number(12000))
      dim(c2, "v", 0, W, -500, w.number(7750))
      dim(c2, "h", 0, 3600, -250, w.number(3600))
      dim(c2, "h", 3600, 6800, -250, w.number(3200))
      dim(c2, "h", 6800, 9400, -250, w.number(2600))
      dim(c2, "h", 9400, L, -250, w.number(2600))
      dim(c2, "v", 0, 3300, L + 400, w.number(3300))
      dim(c2, "v", 3300, W, L + 400, w.number(4450))
    },
  })
}

export function lsv2cp(lang = "en") {
  const w = wordsOf(lang)
  const L = 10000,
    W = 7500,
    t = 150,
    p = 100,
    CP = 3000,
    CPL = 5500
  return sheet({
    lang,
    title: w.villa2Title,
    subtitle: w.villaSubtitle,
    area: w.area("75 m² + 16.5 m²"),
    extentW: L + CP + 1600,
    extentH: W + 1600,
    scaleLabel: "1:100 (bar in metres)",
    notes: [w.house(w.number(L), w.number(W), w.area("75 m²")), w.carPark(w.number(CP), w.number(CPL), w.area("16.5 m²")), w.roomsVilla2],
    draw: (c) => {
      const ox = 900,
        oy = 700
      const c2 = { ...c, X: (x) => c.X(ox + x), Y: (y) => c.Y(oy + y) }
      // car port
      const cy0 = 1000
      rawF(
        c2,
        `<rect x="${n(c2.X(L))}" y="${n(c2.Y(cy0))}" width="${n(CP * c.s)}" height="${n(CPL * c.s)}" fill="#EFE6D8" stroke="${INK}" stroke-width="1" stroke-dasharray="8 5"/>`,
      )
      for (const y of [cy0 + 100, cy0 + CPL - 250])
        rawF(c2, `<rect x="${n(c2.X(L + CP - 250))}" y="${n(c2.Y(y))}" width="${n(150 * c.s)}" height="${n(150 * c.s)}" fill="${INK}"/>`)
      carF(c2, L + 600, cy0 + 600, 1800, 4300)
      outerWalls(c2, 0, 0, L, W, t)
      partition(c2, 3500, t, 3500 + p, 3300)
      partition(c2, t, 3300, 3500 + p, 3300 + p)
      partition(c2, 5500, t, 5500 + p, 3300)
      partition(c2, 3600, 2300, 5500, 2300 + p)
      partition(c2, 5600, 3300, L - t, 3300 + p)
      partition(c2, 3300, 3400, 3300 + p, 5200)
      windowAt(c2, "h", 900, 2400, 0, t)
      windowAt(c2, "h", 4200, 4900, 0, t)
      windowAt(c2, "h", 6600, 8600, 0, t)
      windowAt(c2, "v", 4300, 5500, 0, t)
      windowAt(c2, "h", 800, 2300, W - t, t)
      windowAt(c2, "v", 800, 2400, L - t, t)
      doorAt(c2, "h", 5200, 7000, W - t, t, { sliding: true })
      doorAt(c2, "v", 4200, 5100, L - t, t, { side: 1 })
      doorAt(c2, "h", 2500, 3300, 3300, p, { side: -1 })
      doorAt(c2, "h", 3800, 4500, 2300, p, { side: -1 })
      doorAt(c2, "h", 5800, 6600, 3300, p, { side: -1 })
      bedF(c2, 900, 450, 1600, 2000, "top")
      bedF(c2, 7000, 450, 1600, 2000, "top")
      wardrobeF(c2, t + 40, 2650, 1500, 550)
      wardrobeF(c2, L - 750, 400, 550, 1600)
      showerF(c2, 4550, 200, 850, 850)
      wcF(c2, 3700, 200, "down")
      basinF(c2, 3700, 1700, 600, 450)
      counterF(c2, t + 20, 3500, 600, 2600)
      tableF(c2, 1300, 6000, 1400, 800, false)
      sofaF(c2, 5200, 6400, 2600, 850, "bottom")
      tableF(c2, 4100, 4200, 1500, 850)
      label(c2, w.bedroomN(1), 1750, 2750, area(3500, 3300))
      label(c2, w.bathroom, 4550, 1500, area(2000, 2300), 11)
      label(c2, w.bedroomN(2), 7750, 2750, area(4500, 3300))
      label(c2, w.kitchen, 1650, 4600, area(3300, 4200))
      label(c2, w.living, 6800, 5200, area(6700, 4200) + area(2000, 1000))
      label(c2, w.carParkRoom, L + CP / 2, cy0 + 350, area(CP, CPL), 11)
      dim(c2, "h", 0, L, -450, w.number(L))
      dim(c2, "h", L, L + CP, -450, w.number(CP))
      dim(c2, "v", 0, W, -450, w.number(W))
      dim(c2, "v", cy0, cy0 + CPL, L + CP + 350, w.number(CPL))
    },
  })
}

// ---------------- apple cabin sizes ----------------
export function appleSize(size, lang = "en") {
  const w = wordsOf(lang)
  const areas = parseAreas(specValue("apple-cabins", "size")) // the three sizes, smallest first
  const S = { 1: { L: 5000, W: 2600 }, 2: { L: 6600, W: 3000 }, 3: { L: 8000, W: 3250 } }[size]
  S.A = w.area(areas[size - 1])
  const { L, W } = S
  const t = 90,
    r = 700
  return sheet({
    lang,
    title: w.appleTitle(size, S.A),
    subtitle: w.appleSubtitle,
    area: S.A,
    extentW: 9800,
    extentH: 8600,
    scaleLabel: "1:75 (bar in metres)",
    notes: [w.cabin(w.number(L), w.number(W)), w.glassFront, w.deckNote, w.roomsApple[size]],
    draw: (c) => {
      const ox = 900,
        oy = 800
      const c2 = { ...c, X: (x) => c.X(ox + x), Y: (y) => c.Y(oy + y) }
      const X = c2.X,
        Y = c2.Y,
        s = c.s
      // shell outline (rounded ends at the back), glass front on the right
      rawF(
        c2,
        `<path d="M${n(X(r))} ${n(Y(0))}H${n(X(L))}V${n(Y(W))}H${n(X(r))}A${n(r * s)} ${n(r * s)} 0 0 1 ${n(X(0))} ${n(Y(W - r))}V${n(Y(r))}A${n(r * s)} ${n(r * s)} 0 0 1 ${n(X(r))} ${n(Y(0))}Z M${n(X(r))} ${n(Y(t))}A${n((r - t) * s)} ${n((r - t) * s)} 0 0 0 ${n(X(t))} ${n(Y(r))}V${n(Y(W - r))}A${n((r - t) * s)} ${n((r - t) * s)} 0 0 0 ${n(X(r))} ${n(Y(W - t))}H${n(X(L - 300))}V${n(Y(t))}Z" fill="${INK}" fill-rule="evenodd"/>`,
      )
      // glass front (double line) recessed 300
      rawF(
        c2,
        `<rect x="${n(X(L - 300))}" y="${n(Y(t))}" width="${n(300 * s)}" height="${n((W - 2 * t) * s)}" fill="#FAF7F2"/><line x1="${n(X(L - 300))}" y1="${n(Y(t))}" x2="${n(X(L - 300))}" y2="${n(Y(W - t))}" stroke="${INK}" stroke-width="1"/><line x1="${n(X(L - 260))}" y1="${n(Y(t))}" x2="${n(X(L - 260))}" y2="${n(Y(W - t))}" stroke="${INK}" stroke-width="1"/>`,
      )
      doorAt({ ...c2 }, "v", W / 2 - 450, W / 2 + 450, L - 300, 40, { side: 1 })
      // deck
      rawF(
        c2,
        `<rect x="${n(X(L - 300))}" y="${n(Y(-500))}" width="${n(2400 * s)}" height="${n((W + 1000) * s)}" fill="none" stroke="${GREY}" stroke-width="0.9" stroke-dasharray="6 4"/>`,
      )
      label(c2, w.deck, L + 1000, W / 2 + 600, null, 11)
      // shower room at the back
      const bw = size === 1 ? 1200 : 1400
      partition(c2, bw + t, t, bw + t + 60, W - t)
      doorAt(c2, "v", W - t - 800, W - t - 150, bw + t, 60, { side: 1 })
      showerF(c2, t + 150, t + 50, 800, 800)
      wcF(c2, t + 250, W - t - 600, "up")
      label(c2, w.shower, (bw + t) / 2 + 60, W / 2 + 100, null, 10)
      // bed and other furniture
      const bx = bw + t + 250
      bedF(c2, bx, W / 2 - (size === 1 ? 700 : 800), size === 1 ? 1400 : 1600, 2000, "left")
      if (size >= 2) sofaF(c2, bx + 2300, t + 20, 1600, 750, "top")
      if (size === 3) counterF(c2, bx + 2300, W - t - 620, 1800, 600)
      const netA = S.A
      label(
        c2,
        size === 1 ? w.bedroom : w.livingSleeping,
        bx + (L - 300 - bx) / 2 + (size === 1 ? 500 : 300),
        W / 2 + (size === 1 ? 900 : 200),
        netA,
        12,
      )
      dim(c2, "h", 0, L, -500, w.number(L))
      dim(c2, "v", 0, W, -500, w.number(W))
      // front view (elevation) below the plan: the rounded apple profile, width W
      const ey = W + 1800,
        H = 2750 + (size - 1) * 150
      const ex = 600
      const prof = []
      const a = W / 2
      for (let i = 0; i <= 40; i++) {
        const th = Math.PI - (i / 40) * Math.PI
        prof.push([
          ex + a + a * Math.sign(Math.cos(th)) * Math.pow(Math.abs(Math.cos(th)), 0.85),
          ey + H * 0.46 - H * 0.54 * Math.pow(Math.sin(th), 0.9),
        ])
      }
      const d =
        `M${n(X(ex))} ${n(Y(ey + H - 300))}` +
        prof.map((p) => `L${n(X(p[0]))} ${n(Y(p[1]))}`).join("") +
        `L${n(X(ex + W))} ${n(Y(ey + H - 300))}Q${n(X(ex + W))} ${n(Y(ey + H))} ${n(X(ex + W - 300))} ${n(Y(ey + H))}H${n(X(ex + 300))}Q${n(X(ex))} ${n(Y(ey + H))} ${n(X(ex))} ${n(Y(ey + H - 300))}Z`
      rawF(c2, `<path d="${d}" fill="#ffffff" stroke="${INK}" stroke-width="2"/>`)
      const inner = prof.map((p) => [ex + a + (p[0] - ex - a) * 0.86, ey + H - (ey + H - p[1]) * 0.9])
      rawF(
        c2,
        `<path d="M${n(X(ex + 0.07 * W))} ${n(Y(ey + H - 120))}` +
          inner.map((p) => `L${n(X(p[0]))} ${n(Y(p[1]))}`).join("") +
          `L${n(X(ex + 0.93 * W))} ${n(Y(ey + H - 120))}Z" fill="#dcecef" stroke="${INK}" stroke-width="1"/>`,
      )
      for (const fx of [1 / 3, 2 / 3])
        rawF(
          c2,
          `<line x1="${n(X(ex + W * (0.07 + 0.86 * fx)))}" y1="${n(Y(ey + H - 120))}" x2="${n(X(ex + W * (0.07 + 0.86 * fx)))}" y2="${n(Y(ey + H * 0.12))}" stroke="${INK}" stroke-width="1"/>`,
        )
      rawF(
        c2,
        `<line x1="${n(X(ex - 800))}" y1="${n(Y(ey + H))}" x2="${n(X(ex + W + 800))}" y2="${n(Y(ey + H))}" stroke="${INK}" stroke-width="1.5"/>`,
      )
      label(c2, w.frontView, ex + W + 2200, ey + H / 2, null, 12)
      dim(c2, "h", ex, ex + W, ey + H + 450, w.number(W))
      void ACC
    },
  })
}

// ---------------- luxury villa ----------------
/**
 * An example single-storey luxury villa: three bedrooms (the master with its own bathroom), a second bathroom, the
 * kitchen and an open living and dining room onto a covered terrace and the pool. Its floor area is the planner's
 * starting value (data/products/luxury-villa.en.json planner.floorArea.default); the layout is the drawing's own.
 */
export function luxuryVilla(lang = "en") {
  const w = wordsOf(lang)
  const A = plannerValue("luxury-villa", "floorArea").default // m²
  const L = 15000,
    W = Math.round((A * 1e6) / L) // 150 m² -> 15 000 × 10 000
  const t = 200,
    p = 100,
    T = 3500, // terrace depth
    PL = 9000,
    PW = 3500 // pool
  const row = 4600 // the bedrooms' row
  return sheet({
    lang,
    title: w.luxuryTitle(w.area(`${A} m²`)),
    subtitle: w.luxurySubtitle,
    area: w.area(`${A} m²`),
    extentW: L + 1400,
    extentH: W + T + PW + 1900,
    scaleLabel: "1:150 (bar in metres)",
    notes: [
      w.house(w.number(L), w.number(W), w.area(`${A} m²`)),
      w.terraceNote(w.number(L), w.number(T)),
      w.poolNote(w.number(PL), w.number(PW)),
      ...w.roomsLuxury,
    ],
    draw: (c) => {
      const ox = 800,
        oy = 700
      const c2 = { ...c, X: (x) => c.X(ox + x), Y: (y) => c.Y(oy + y) }
      // terrace and pool in front of the living room
      rawF(
        c2,
        `<rect x="${n(c2.X(0))}" y="${n(c2.Y(W))}" width="${n(L * c.s)}" height="${n(T * c.s)}" fill="#EFE6D8" stroke="${GREY}" stroke-width="0.9" stroke-dasharray="6 4"/>`,
      )
      const px = (L - PL) / 2,
        py = W + T + 300
      rawF(
        c2,
        `<rect x="${n(c2.X(px))}" y="${n(c2.Y(py))}" width="${n(PL * c.s)}" height="${n(PW * c.s)}" rx="${n(150 * c.s)}" fill="#cfe6ea" stroke="${INK}" stroke-width="1.2"/>`,
      )
      outerWalls(c2, 0, 0, L, W, t)
      // the bedrooms' row: master | its bathroom over the second bathroom | bedroom 2 | bedroom 3
      partition(c2, t, row, L - t, row + p)
      partition(c2, 5000, t, 5000 + p, row)
      partition(c2, 7600, t, 7600 + p, row)
      partition(c2, 5000, 2500, 7600, 2500 + p)
      partition(c2, 11300, t, 11300 + p, row)
      // the kitchen beside the living room, open at its end
      partition(c2, 4300, row, 4300 + p, W - 2600)
      windowAt(c2, "h", 1200, 3800, 0, t)
      windowAt(c2, "h", 8400, 10600, 0, t)
      windowAt(c2, "h", 12200, 14400, 0, t)
      windowAt(c2, "v", 1000, 3600, 0, t)
      windowAt(c2, "v", 1000, 3600, L - t, t)
      windowAt(c2, "v", 6000, 8800, 0, t)
      // the glass wall onto the terrace
      doorAt(c2, "h", 5200, 9400, W - t, t, { sliding: true })
      doorAt(c2, "h", 9600, 13800, W - t, t, { sliding: true })
      windowAt(c2, "h", 800, 3600, W - t, t)
      doorAt(c2, "v", 5300, 6200, L - t, t, { side: 1 })
      // doors from the living room
      doorAt(c2, "h", 3800, 4700, row, p, { side: -1 })
      doorAt(c2, "h", 5800, 6600, row, p, { side: -1 })
      doorAt(c2, "h", 8200, 9000, row, p, { side: -1 })
      doorAt(c2, "h", 12000, 12800, row, p, { side: -1 })
      doorAt(c2, "v", 700, 1500, 5000, p, { side: 1 })
      bedF(c2, 1600, 450, 1800, 2000, "top")
      wardrobeF(c2, t + 50, row - 700, 2400, 600)
      bedF(c2, 8600, 450, 1600, 2000, "top")
      bedF(c2, 12500, 450, 1600, 2000, "top")
      wardrobeF(c2, 10500, 1800, 600, 1600)
      wardrobeF(c2, L - t - 650, 2000, 600, 1600)
      showerF(c2, 6500, 250, 900, 900)
      basinF(c2, 5300, 250, 900, 450)
      showerF(c2, 5250, 2750, 850, 850)
      wcF(c2, 7000, 2700, "down")
      counterF(c2, t + 20, row + 300, 600, 3000)
      counterF(c2, 1400, W - 2300, 2400, 650, { sink: false, hob: false })
      tableF(c2, 5400, 6400, 2400, 1000)
      sofaF(c2, 10000, 5400, 3000, 900, "top")
      rawF(
        c2,
        `<rect x="${n(c2.X(10700))}" y="${n(c2.Y(6700))}" width="${n(1600 * c.s)}" height="${n(800 * c.s)}" fill="none" stroke="${GREY}" stroke-width="0.9"/>`,
      )
      label(c2, w.masterBedroom, 2500, 3000, area(4900, 4500))
      label(c2, w.bathN(1), 6300, 1600, area(2600, 2400), 10)
      label(c2, w.bathN(2), 6300, 3900, area(2600, 2100), 10)
      label(c2, w.bedroomN(2), 9450, 3000, area(3700, 4500))
      label(c2, w.bedroomN(3), 13150, 3000, area(3700, 4500))
      label(c2, w.kitchen, 2300, W - 3000, area(4300, W - row))
      label(c2, w.livingDining, 11000, 8400, area(L - 4300, W - row))
      label(c2, w.terrace, 2400, W + T / 2 + 200, area(L, T) - 0)
      label(c2, w.pool, L / 2, py + PW / 2 + 150, area(PL, PW), 12)
      dim(c2, "h", 0, L, -450, w.number(L))
      dim(c2, "v", 0, W, -450, w.number(W))
      dim(c2, "v", W, W + T, -450, w.number(T))
      dim(c2, "h", px, px + PL, py + PW + 450, w.number(PL))
    },
  })
}

// every drawing with words: its file under data/images (the source language's name), how it is drawn in a language,
// what it depicts (generate.mjs writes it in each language of words.mjs and records it in the manifest)
export const DRAWINGS_WITH_WORDS = [
  ["products/apple-cabins/size-1.svg", (lang) => appleSize(1, lang), { subject: "apple-cabin", view: "drawing" }],
  ["products/apple-cabins/size-2.svg", (lang) => appleSize(2, lang), { subject: "apple-cabin", view: "drawing" }],
  ["products/apple-cabins/size-3.svg", (lang) => appleSize(3, lang), { subject: "apple-cabin", view: "drawing" }],
  ["products/expandable-20ft/plan.svg", plan20, { subject: "expandable-20ft", view: "plan" }],
  ["products/expandable-30ft/plan.svg", plan30, { subject: "expandable-30ft", view: "plan" }],
  ["products/expandable-40ft/layout.svg", layout40, { subject: "expandable-40ft", view: "plan" }],
  ["products/light-steel-villas/plan-3-rooms.svg", lsv3, { subject: "light-steel-villa", view: "plan" }],
  ["products/light-steel-villas/plan-2-rooms-car-park.svg", lsv2cp, { subject: "light-steel-villa", view: "plan" }],
  ["products/luxury-villa/plan.svg", luxuryVilla, { subject: "luxury-villa", view: "plan" }],
  ["contact/map-reunion.svg", mapSvg, { subject: "map", view: "drawing" }],
]
