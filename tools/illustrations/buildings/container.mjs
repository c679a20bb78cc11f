// Expandable container house: a container core (W2200) with two fold-out wings.
// Local coordinates: length along x (centred), width along z, main facade (front wing) faces -z.
import { box } from "../engine/shapes.mjs"
import { group } from "../engine/scene.mjs"
import { M } from "./materials.mjs"
import { ribs, windowDecal, doorDecal, steps, deck, railing } from "./parts.mjs"

export const EXPANDABLE = {
  20: { L: 5.9, W: 6.32, H: 2.48, side: 2.27, folded: 2.2 },
  30: { L: 9.0, W: 6.26, H: 2.48, side: 2.24, folded: 2.2 },
  40: { L: 11.8, W: 6.24, H: 2.48, side: 2.2, folded: 2.2 },
}

const FINISHES = {
  white: { wall: "#eef0ef", frame: "#3b4147", rib: 0.1, trim: "#3b4147" },
  timber: { wall: "#b98552", frame: "#2f3338", rib: 0.28, trim: "#2f3338", ribStep: 0.14 },
  dark: { wall: "#4a5056", frame: "#25282b", rib: 0.2, trim: "#c99e6e" },
  sand: { wall: "#e6dac6", frame: "#0A3F4C", rib: 0.1, trim: "#0A3F4C" },
  ocean: { wall: "#dfe9ea", frame: "#0E5A6B", rib: 0.1, trim: "#0E5A6B" },
}

/** o: model (20|30|40), finish, folded (bool), lit, base (feet height), terrace (bool), awning (bool) */
export function expandableHouse(o = {}) {
  const spec = EXPANDABLE[o.model ?? 20]
  const fin = FINISHES[o.finish ?? "white"]
  const L = spec.L,
    H = spec.H,
    base = o.base ?? 0.18
  const x0 = -L / 2,
    x1 = L / 2
  const core = spec.folded / 2
  const wallMat = { c: fin.wall, grad: 0.07 }
  const frameMat = { c: fin.frame, grad: 0.05 }
  const ribStep = fin.ribStep ?? 0.22
  const parts = []
  const rib = (fr, extra = {}) => ribs(fr, ribStep, { op: fin.rib, ...extra })
  const lit = !!o.lit
  const glassMat = lit ? { kind: "glass", c: "#8fb3c2" } : M.glass

  // core: full height with dark frame edges
  const coreTop = base + H
  const frameEdges = (fr) => [
    { pts: fr.rect(0, 0, fr.w, 0.14), fill: fin.frame, shade: true },
    { pts: fr.rect(0, fr.h - 0.16, fr.w, fr.h), fill: fin.frame, shade: true },
    { pts: fr.rect(0, 0, 0.14, fr.h), fill: fin.frame, shade: true },
    { pts: fr.rect(fr.w - 0.14, 0, fr.w, fr.h), fill: fin.frame, shade: true },
  ]
  if (o.folded) {
    // closed box: wing panels folded against the sides
    const fold = (fr) => [
      ...rib(fr),
      { pts: [fr.at(0.14, fr.h * 0.52), fr.at(fr.w - 0.14, fr.h * 0.52)], line: true, stroke: "#000000", sw: 0.03, op: 0.35 },
      ...[0.2, 0.4, 0.6, 0.8].map((t) => ({
        pts: fr.rect(fr.w * t - 0.05, fr.h * 0.5, fr.w * t + 0.05, fr.h * 0.54),
        fill: fin.frame,
        shade: true,
      })),
      ...frameEdges(fr),
    ]
    const endFace = (fr) => [
      ...rib(fr),
      { pts: fr.rect(0.3, 0.3, fr.w - 0.3, fr.h - 0.3), fill: "none", stroke: fin.frame, sw: 0.04 },
      ...frameEdges(fr),
    ]
    parts.push(
      box([x0, base, -core], [x1, coreTop, core], wallMat, {
        faces: {
          nz: { decals: fold },
          pz: { decals: fold },
          nx: { decals: endFace },
          px: { decals: endFace },
          py: { decals: (fr) => [{ pts: fr.rect(0, 0, fr.w, fr.h), fill: "none", stroke: fin.frame, sw: 0.12 }] },
        },
      }),
    )
    return { parts, L, W: spec.folded, H: H + base }
  }
  const wingW = (spec.W - spec.folded) / 2
  const wingH = H - 0.1
  const endCore = (fr) => [
    ...rib(fr),
    ...frameEdges(fr),
    ...windowDecal(fr, fr.w / 2 - 0.45, 1.0, fr.w / 2 + 0.45, 2.0, { frame: fin.frame, glass: glassMat }),
  ]
  parts.push(
    box([x0, base, -core], [x1, coreTop, core], wallMat, {
      faces: {
        nx: { decals: endCore },
        px: { decals: endCore },
        pz: { decals: frameEdges },
        nz: { decals: frameEdges },
        py: {
          mat: { c: fin.wall, grad: 0.03 },
          decals: (fr) => [{ pts: fr.rect(0, 0, fr.w, fr.h), fill: "none", stroke: fin.frame, sw: 0.14 }],
        },
      },
    }),
  )
  // wings
  const nWin = o.model === 40 ? 3 : o.model === 30 ? 2 : 1
  const frontFacade = (fr) => {
    const out = [...rib(fr, { skip: () => false })]
    out.push({ pts: fr.rect(0, fr.h - 0.12, fr.w, fr.h), fill: fin.trim, shade: true })
    out.push({ pts: fr.rect(0, 0, fr.w, 0.1), fill: fin.frame, shade: true })
    // glass door near the middle, windows either side
    const dW = 1.6
    const dU = fr.w * (o.model === 20 ? 0.58 : 0.5) - dW / 2
    out.push(...doorDecal(fr, dU, dW, 2.05, { glass: true, split: true, frame: fin.frame, glassMat, v0: 0.12 }))
    const spots = []
    if (nWin >= 1) spots.push(dU - 1.6)
    if (nWin >= 2) spots.push(dU + dW + 0.6)
    if (nWin >= 3) spots.push(dU - 3.6, dU + dW + 2.6)
    for (const u of spots)
      if (u > 0.3 && u + 1.1 < fr.w - 0.3)
        out.push(...windowDecal(fr, u, 0.95, u + 1.1, 1.95, { frame: fin.frame, cols: 2, glass: glassMat }))
    if (o.model !== 20 && spots.length < 3 && fr.w > 8)
      out.push(...windowDecal(fr, fr.w - 1.5, 0.95, fr.w - 0.4, 1.95, { frame: fin.frame, cols: 2, glass: glassMat }))
    return out
  }
  const backFacade = (fr) => {
    const out = [
      ...rib(fr),
      { pts: fr.rect(0, fr.h - 0.12, fr.w, fr.h), fill: fin.trim, shade: true },
      { pts: fr.rect(0, 0, fr.w, 0.1), fill: fin.frame, shade: true },
    ]
    const n = Math.max(1, Math.round(fr.w / 3.5))
    for (let i = 0; i < n; i++) {
      const u = (fr.w / n) * (i + 0.5) - 0.5
      out.push(...windowDecal(fr, u, 1.3, u + 1.0, 1.95, { frame: fin.frame, glass: glassMat }))
    }
    return out
  }
  const wingEnd = (fr) => [
    ...rib(fr),
    { pts: fr.rect(0, fr.h - 0.12, fr.w, fr.h), fill: fin.trim, shade: true },
    { pts: fr.rect(0, 0, fr.w, 0.1), fill: fin.frame, shade: true },
    ...windowDecal(fr, fr.w / 2 - 0.4, 1.2, fr.w / 2 + 0.4, 1.9, { frame: fin.frame, glass: glassMat }),
  ]
  const roofDecal = (fr) => [{ pts: fr.rect(0, 0, fr.w, fr.h), fill: "none", stroke: fin.trim, sw: 0.08 }, ...ribs(fr, 0.5, { op: 0.08 })]
  parts.push(
    box([x0 + 0.02, base, -core - wingW], [x1 - 0.02, base + wingH, -core], wallMat, {
      faces: {
        nz: { decals: frontFacade },
        nx: { decals: wingEnd },
        px: { decals: wingEnd },
        py: { mat: { c: fin.wall, grad: 0.03 }, decals: roofDecal },
      },
    }),
  )
  parts.push(
    box([x0 + 0.02, base, core], [x1 - 0.02, base + wingH, core + wingW], wallMat, {
      faces: {
        pz: { decals: backFacade },
        nx: { decals: wingEnd },
        px: { decals: wingEnd },
        py: { mat: { c: fin.wall, grad: 0.03 }, decals: roofDecal },
      },
    }),
  )
  // feet
  for (const x of [x0 + 0.2, x1 - 0.2])
    for (const z of [-core - wingW + 0.2, -core, core, core + wingW - 0.2])
      parts.push(box([x - 0.1, 0, z - 0.1], [x + 0.1, base, z + 0.1], frameMat, { castShadow: false, layer: 0.9 }))
  // entrance steps / terrace
  const zF = -core - wingW
  if (o.terrace) {
    const tx0 = x0 + 0.2,
      tx1 = x0 + Math.min(L - 0.4, 5.5)
    parts.push(
      deck([tx0, 0, zF - 2.4], [tx1, base + 0.02, zF], { dir: "x", mat: { c: fin === FINISHES.dark ? "#b98552" : "#a6764f", grad: 0.08 } }),
    )
    parts.push(...railing([tx0 + 0.05, zF - 2.35], [tx1 - 0.05, zF - 2.35], base, { h: 0.95, glass: false, postMat: frameMat }))
    if (o.awning !== false) {
      // pergola slats above the terrace
      parts.push(
        box(
          [tx0, base + wingH - 0.05, zF - 2.4],
          [tx1, base + wingH + 0.05, zF],
          { c: fin.frame, grad: 0.04 },
          {
            castShadow: true,
            faces: {
              ny: {
                decals: (fr) => {
                  const out = []
                  for (let u = 0.25; u < fr.w; u += 0.25)
                    out.push({ pts: [fr.at(u, 0), fr.at(u, fr.h)], line: true, stroke: "#000", sw: 0.04, op: 0.4 })
                  return out
                },
              },
            },
          },
        ),
      )
      for (const x of [tx0 + 0.05, tx1 - 0.1]) parts.push(box([x, base, zF - 2.38], [x + 0.08, base + wingH - 0.05, zF - 2.3], frameMat))
    }
  } else {
    const dU = L * (o.model === 20 ? 0.58 : 0.5)
    const cx = x1 - dU
    parts.push(...steps(cx - 0.9, cx + 0.9, zF, base + 0.05, 1, "-z", { c: "#8e9499", grad: 0.05 }))
  }
  return { parts, L, W: spec.W, H: base + H }
}

export { group }
