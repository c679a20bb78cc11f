// The service pages' headers (issue 56: they reused product pictures, which a 3:1 header cut to accidental
// close-ups, and phones showed as a top strip). Drawn at the header's shape, 1920 × 640 (the widest a source may be), each with its subject in the
// middle third: a desktop shows the whole band, a phone's 375 × 340 header the middle, which holds the subject.
import { J } from "./job.mjs"
import { shot } from "../scenes/shot.mjs"
import { place } from "../engine/transform.mjs"
import { truck, mobileCrane, gantryCrane, containerShip, shippingContainer, cable } from "../buildings/vehicles.mjs"
import { person } from "../scenery/people.mjs"
import { factory } from "./blog.mjs"

const W = 1920,
  H = 640

export function serviceHeaders() {
  const file = (id) => `services/header-${id}.jpg`
  return [
    // property management: rental cabins ready for the evening's guests
    J(file(1), { subject: "apple-cabin", view: "exterior-dusk" }, W, H, () =>
      shot({
        W,
        H,
        seed: 2101,
        time: "dusk",
        az: 240,
        products: [
          { kind: "apple", opts: { size: 2, lit: true }, off: [-2.6, 0, 0] },
          { kind: "apple", opts: { size: 2, lit: true }, off: [2.6, 0, 1.2] },
        ],
        view: { angle: -12, dist: 21, h: 1.6, ty: 1.6, fov: 44, tx: 0 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 22 },
        plants: { palms: 4, trees: 1, shrubs: 4, sidePalms: 2 },
      }),
    ),
    // financing: a finished family home, the kind a mortgage pays for
    J(file(2), { subject: "light-steel-villa", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 2102,
        time: "golden",
        az: 235,
        products: [{ kind: "steel", opts: {} }],
        view: { angle: -20, dist: 34, h: 1.7, ty: 2.4, fov: 42 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 3, trees: 2, shrubs: 5, sidePalms: 2 },
      }),
    ),
    // consulting: the factory line where every building is checked
    J(file(3), { subject: "factory", view: "interior" }, W, H, () =>
      factory({ W, H, seed: 2103, pos: [-1, 3.2, -9.8], target: [1, 2.0, 8], fov: 72 }),
    ),
    // buying land and a home: a villa with its pool on its plot by the sea
    J(file(4), { subject: "luxury-villa", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 2104,
        time: "midday",
        az: 210,
        products: [{ kind: "luxury", opts: {} }],
        view: { angle: -25, dist: 48, h: 2.2, ty: 3.2, fov: 42 },
        backdrop: { kind: "coast", headland: "left" },
        ground: { kind: "lawn", shoreZ: 30 },
        plants: { palms: 4, trees: 1, shrubs: 5, sidePalms: 2 },
      }),
    ),
    // selling or moving: a folded expandable house on its truck, ready to go to its new owner
    J(file(5), { subject: "expandable-20ft", view: "transport" }, W, H, () =>
      shot({
        W,
        H,
        seed: 2105,
        time: "morning",
        az: 225,
        products: [{ kind: "expandable", opts: { model: 20, folded: true }, off: [0, 1.37, 0] }],
        view: { angle: -28, dist: 26, h: 1.8, ty: 2.2, fov: 44, tx: 0.8 },
        backdrop: { kind: "mountains" },
        ground: { kind: "asphalt", color: "#8d8f90" },
        plants: { palms: 4, shrubs: 0, sidePalms: 2 },
        extra: (st) => st.scene.add(truck(6.4)),
      }),
    ),
    // secure payment: the goods leave the port only against the documents
    J(file(6), { subject: "port", view: "transport" }, W, H, () =>
      shot({
        W,
        H,
        seed: 2106,
        time: "midday",
        az: 230,
        products: [{ kind: "expandable", opts: { model: 20, folded: true }, off: [0, 4.5, 0] }],
        view: { pos: [-14, 2.4, -44], target: [1, 5.5, 4], fov: 46 },
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
          void place
        },
      }),
    ),
  ]
}
