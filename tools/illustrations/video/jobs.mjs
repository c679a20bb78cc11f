// The three videos: which scenes, and how the camera moves over them.
import { shot } from "../scenes/shot.mjs"
import { heroes, featured, luxuryDusk } from "../catalog/exteriors.mjs"
import { capsuleInteriors } from "../catalog/interiors.mjs"

const W = 1600,
  H = 900
const apple = (time, seed = 2101) =>
  shot({
    W,
    H,
    seed,
    time,
    az: 235,
    el: time === "dusk" ? 3 : time === "golden" ? 11 : 45,
    products: [{ kind: "apple", opts: { size: 2, lit: time === "dusk" } }],
    view: { angle: -26, dist: 12.5, ty: 1.6, fov: 52 },
    backdrop: { kind: "coast", headland: "right" },
    ground: { kind: "lawn", shoreZ: 24 },
    plants: { palms: 3, shrubs: 4 },
  })

export function videoJobs() {
  const h = heroes()
  const fe = featured()
  const byFile = (list, f) => list.find((j) => j.file.includes(f)).make
  return [
    {
      out: "demo.mp4",
      poster: "demo-poster.jpg",
      // the film shows the range; its poster (first frame) is the first home slide
      depicts: { subject: "range", view: "film" },
      posterDepicts: { subject: "expandable-40ft", view: "exterior" },
      segments: () => [
        { svg: byFile(h, "hero-1")(), from: { cx: 0.5, cy: 0.5, z: 1.0 }, to: { cx: 0.56, cy: 0.5, z: 1.12 }, dur: 2.8 },
        { svg: byFile(h, "hero-2")(), from: { cx: 0.56, cy: 0.52, z: 1.15 }, to: { cx: 0.5, cy: 0.5, z: 1.02 }, dur: 2.8 },
        { svg: byFile(fe, "capsule")(), from: { cx: 0.48, cy: 0.52, z: 1.02 }, to: { cx: 0.52, cy: 0.5, z: 1.14 }, dur: 2.8 },
        { svg: luxuryDusk(), from: { cx: 0.6, cy: 0.48, z: 1.12 }, to: { cx: 0.55, cy: 0.5, z: 1.0 }, dur: 2.8 },
      ],
    },
    {
      out: "apple-cabin.mp4",
      poster: "apple-cabin-poster.jpg",
      depicts: { subject: "apple-cabin", view: "film" },
      posterDepicts: { subject: "apple-cabin", view: "exterior" },
      segments: () => [
        { svg: apple("midday"), from: { cx: 0.5, cy: 0.5, z: 1.0 }, to: { cx: 0.51, cy: 0.51, z: 1.06 }, dur: 3.8 },
        { svg: apple("golden"), from: { cx: 0.51, cy: 0.51, z: 1.06 }, to: { cx: 0.52, cy: 0.52, z: 1.12 }, dur: 3.8 },
        { svg: apple("dusk"), from: { cx: 0.52, cy: 0.52, z: 1.12 }, to: { cx: 0.53, cy: 0.53, z: 1.2 }, dur: 3.8 },
      ],
    },
    {
      out: "capsule.mp4",
      poster: "capsule-poster.jpg",
      depicts: { subject: "capsule-house", view: "film" },
      posterDepicts: { subject: "capsule-house", view: "exterior" },
      segments: () => {
        const ci = capsuleInteriors()
        const ext = shot({
          W,
          H,
          seed: 2201,
          time: "golden",
          az: 245,
          products: [{ kind: "capsule", opts: { deck: true } }],
          view: { angle: -50, dist: 15, ty: 1.8, fov: 52 },
          backdrop: { kind: "coast", headland: "right" },
          ground: { kind: "lawn", shoreZ: 20 },
          plants: { palms: 3 },
        })
        const pano = ci.find((j) => j.file.includes("interior-05")).make()
        const lounge = ci.find((j) => j.file.includes("interior-02")).make()
        return [
          { svg: ext, from: { cx: 0.5, cy: 0.5, z: 1.0 }, to: { cx: 0.52, cy: 0.52, z: 1.25 }, dur: 3.8 },
          { svg: lounge, from: { cx: 0.5, cy: 0.5, z: 1.15 }, to: { cx: 0.46, cy: 0.5, z: 1.02 }, dur: 3.6 },
          { svg: pano, from: { cx: 0.5, cy: 0.5, z: 1.0 }, to: { cx: 0.5, cy: 0.48, z: 1.12 }, dur: 3.6 },
        ]
      },
    },
  ]
}
