// About page pictures and the social sharing image.
import { J } from "./job.mjs"
import { shot } from "../scenes/shot.mjs"
import { ogOverlay } from "../brand/brand.mjs"

export function aboutImages() {
  const W = 1200,
    H = 900
  return [
    J("about/welcome.jpg", { subject: "light-steel-villa", view: "exterior" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1701,
        time: "golden",
        az: 240,
        products: [{ kind: "steel", opts: {} }],
        view: { angle: -18, dist: 17, ty: 2.0, fov: 58 },
        backdrop: { kind: "coast", headland: "right" },
        ground: { kind: "lawn", shoreZ: 30 },
        plants: { palms: 3, shrubs: 6 },
        people: [
          { x: -2.2, z: -9.2, shirt: "#0E5A6B", pants: "#2B2A28", seed: 11 },
          { x: -1.2, z: -9.4, shirt: "#FAF7F2", pants: "#3b4a5a", seed: 12, dress: false },
          { x: 0.0, z: -9.1, shirt: "#E07A4F", dress: true, seed: 13 },
          { x: 1.2, z: -9.3, shirt: "#0E5A6B", pants: "#d8cbb3", seed: 14 },
          { x: 2.3, z: -9.0, shirt: "#7FC8C9", pants: "#2B2A28", seed: 15, point: true },
        ],
      }),
    ),
    J("about/eco.jpg", { subject: "light-steel-villa", view: "aerial" }, W, H, () =>
      shot({
        W,
        H,
        seed: 1702,
        time: "midday",
        az: 190,
        el: 50,
        products: [{ kind: "steel", opts: { solar: true, roof: "ocean" } }],
        view: { angle: -30, dist: 24, h: 5, ty: 2, fov: 55, pitch: -6 },
        backdrop: { kind: "mountains" },
        ground: { kind: "lawn" },
        plants: { palms: 3, trees: 5, shrubs: 10, flamboyant: 0.2 },
      }),
    ),
  ]
}

export function ogImage() {
  const W = 1200,
    H = 630
  return [
    J("brand/og-default.jpg", { subject: "brand", view: "social" }, W, H, () => {
      const svg = shot({
        W,
        H,
        seed: 1801,
        time: "golden",
        az: 250,
        products: [{ kind: "luxury", opts: {} }],
        view: { angle: -36, dist: 36, h: 2.4, ty: 3.5, fov: 50, shiftX: 0.22, horizon: 0.62 },
        backdrop: { kind: "coast", headland: "right", avoidLeft: true },
        ground: { kind: "lawn", shoreZ: 40 },
        plants: { calmLeft: 0.5, palms: 4, shrubs: 4 },
      })
      return svg.replace(/<\/svg>$/, ogOverlay(W, H) + "</svg>")
    }),
  ]
}
