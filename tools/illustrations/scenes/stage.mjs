// A stage = camera + light + backdrop + ground, onto which buildings and props are placed.
import { Scene } from "../engine/scene.mjs"
import { makeCamera } from "../engine/camera.mjs"
import { groundPoly } from "../engine/shapes.mjs"
import { environment } from "../scenery/env.mjs"
import { drawSky, sunScreen } from "../scenery/sky.mjs"
import { ridge, ocean, ridgeColours } from "../scenery/landscape.mjs"
import { grass, rock } from "../scenery/plants.mjs"
import { rng as mkRng } from "../lib/prng.mjs"
import { Defs, svgDoc, f } from "../lib/svg.mjs"
import { mix } from "../lib/color.mjs"

const GROUND = {
  lawn: "#6fa34f",
  lawnDry: "#8fae5a",
  sand: "#e8d7b4",
  blackSand: "#4a4642",
  gravel: "#cfc6b6",
  concrete: "#c9c4ba",
  asphalt: "#5b5d5f",
  dirt: "#a08868",
}
export { GROUND }

/**
 * o: { W, H, seed, time, env: {...environment opts}, cam: {pos, target, fov, horizon, pitch},
 *      backdrop: { kind: 'coast'|'mountains'|'valley'|'plain'|'none', ... }, ground: {kind, shoreZ, ...} }
 */
export function stage(o) {
  const W = o.W,
    H = o.H
  const rng = mkRng(o.seed ?? 1)
  const env = environment(o.time ?? "midday", o.env ?? {})
  const cam = makeCamera({ width: W, height: H, fov: 50, horizon: 0.55, ...o.cam })
  const defs = new Defs("g")
  const scene = new Scene({ cam, env, defs })
  const bd = o.backdrop ?? { kind: "coast" }
  const back = backdrop({ W, H, cam, env, defs, rng, ...bd })
  const gk = o.ground ?? { kind: "lawn" }
  if (gk.kind !== "none") scene.add(groundLayer({ cam, env, rng, ...gk }))
  return {
    W,
    H,
    rng,
    env,
    cam,
    defs,
    scene,
    render(extra = {}) {
      const body = scene.renderBody()
      const fg = extra.foreground ? extra.foreground({ W, H, cam, env, defs, rng }) : ""
      const grade = colourGrade({ W, H, env, defs, cam, ...(extra.grade ?? {}) })
      return svgDoc(W, H, defs.toString(), back + body + fg + grade)
    },
  }
}

export function backdrop({
  W,
  H,
  cam,
  env,
  defs,
  rng,
  kind = "coast",
  clouds = 4,
  avoidLeft = false,
  peaks,
  headland = "right",
  lagoon = false,
  seed = 3,
  mist = true,
  sunDisc = true,
  cloudScale = 1,
  streaks = 3,
}) {
  const hy = cam.horizonY
  let out = drawSky({ W, H, cam, env, defs, rng, clouds, avoidLeft, sunDisc, cloudScale, streaks })
  const rc = ridgeColours(env)
  const sp = sunScreen(cam, env)
  const sunX = sp ? sp[0] : null
  const sunRight = sunX === null ? true : sunX > W / 2
  const sc = W / 1600
  if (kind === "coast" || kind === "valley") {
    // far island massif on one side, rising from the sea
    if (headland) {
      const right = headland === "right"
      const pk =
        peaks ??
        (right
          ? [
              { x: 0.86, h: 190 * sc, w: 520 * sc },
              { x: 1.05, h: 250 * sc, w: 420 * sc },
            ]
          : [
              { x: 0.12, h: 200 * sc, w: 520 * sc },
              { x: -0.05, h: 250 * sc, w: 420 * sc },
            ])
      out += ridge({
        W,
        defs,
        seed,
        base: hy + 1,
        peaks: pk,
        rough: 0.14,
        colTop: rc.far[0],
        colBottom: rc.far[1],
        gullies: 26,
        gullyCol: rc.gully,
        lightCol: rc.light,
        sunRight,
      })
      const pk2 = pk.map((p) => ({ x: p.x + (right ? 0.06 : -0.06), h: p.h * 0.55, w: p.w * 0.7 }))
      out += ridge({
        W,
        defs,
        seed: seed + 1,
        base: hy + 1,
        peaks: pk2,
        rough: 0.12,
        colTop: rc.mid[0],
        colBottom: rc.mid[1],
        gullies: 18,
        gullyCol: rc.gully,
        lightCol: rc.light,
        sunRight,
        mist: mist ? { color: rc.mist, h: 26 * sc, op: 0.75 } : null,
      })
    }
    if (kind === "valley") {
      out += ridge({
        W,
        defs,
        seed: seed + 5,
        base: hy + 1,
        peaks: [{ x: 0.02, h: 210 * sc, w: 480 * sc }],
        rough: 0.14,
        colTop: rc.mid[0],
        colBottom: rc.mid[1],
        gullies: 14,
        gullyCol: rc.gully,
        lightCol: rc.light,
        sunRight,
      })
    }
    out += ocean({ W, H, hy, env, defs, rng, sunX: sp && sp[1] < hy + 40 ? sunX : null, lagoon })
  } else if (kind === "mountains") {
    const pk = peaks ?? [
      { x: 0.3, h: 330 * sc, w: 560 * sc },
      { x: 0.62, h: 410 * sc, w: 520 * sc, sharp: 1.5 },
      { x: 0.95, h: 300 * sc, w: 500 * sc },
    ]
    out += ridge({
      W,
      defs,
      seed,
      base: hy + 40 * sc,
      peaks: pk,
      rough: 0.16,
      colTop: rc.far[0],
      colBottom: rc.far[1],
      gullies: 40,
      gullyCol: rc.gully,
      lightCol: rc.light,
      sunRight,
      mist: mist ? { color: rc.mist, h: 90 * sc, op: 0.8 } : null,
    })
    out += ridge({
      W,
      defs,
      seed: seed + 2,
      base: hy + 30 * sc,
      peaks: pk.map((p, i) => ({ x: p.x + (i % 2 ? -0.12 : 0.1), h: p.h * 0.6, w: p.w * 0.85 })),
      minH: 30 * sc,
      rough: 0.12,
      colTop: rc.mid[0],
      colBottom: rc.mid[1],
      gullies: 30,
      gullyCol: rc.gully,
      lightCol: rc.light,
      sunRight,
      mist: mist ? { color: rc.mist, h: 45 * sc, op: 0.6 } : null,
    })
    out += ridge({
      W,
      defs,
      seed: seed + 4,
      base: hy + 60 * sc,
      peaks: [
        { x: 0.1, h: 130 * sc, w: 600 * sc },
        { x: 0.8, h: 110 * sc, w: 560 * sc },
      ],
      minH: 40 * sc,
      rough: 0.1,
      colTop: rc.near[0],
      colBottom: rc.near[1],
      gullies: 16,
      gullyCol: rc.gully,
      lightCol: rc.light,
      sunRight,
    })
    const gy = hy + 40 * sc
    const gid = defs.linear(0, gy, 0, H, [
      [0, rc.near[1]],
      [1, rc.near[0]],
    ])
    out += `<rect x="0" y="${f(gy)}" width="${W}" height="${f(H - gy)}" fill="url(#${gid})"/>`
  } else if (kind === "plain") {
    out += ridge({
      W,
      defs,
      seed,
      base: hy + 1,
      peaks: peaks ?? [
        { x: 0.2, h: 120 * sc, w: 600 * sc },
        { x: 0.75, h: 160 * sc, w: 500 * sc },
      ],
      minH: 12 * sc,
      rough: 0.15,
      colTop: rc.far[0],
      colBottom: rc.far[1],
      gullies: 20,
      gullyCol: rc.gully,
      lightCol: rc.light,
      sunRight,
      mist: mist ? { color: rc.mist, h: 40 * sc, op: 0.7 } : null,
    })
    const gid = defs.linear(0, hy, 0, H, [
      [0, rc.near[1]],
      [1, rc.near[0]],
    ])
    out += `<rect x="0" y="${f(hy)}" width="${W}" height="${f(H - hy)}" fill="url(#${gid})"/>`
  }
  return out
}

/** Ground polygons: lawn with an optional beach and shoreline towards +z. */
export function groundLayer({
  cam,
  rng,
  kind = "lawn",
  shoreZ = null,
  sand = 7,
  extent = 500,
  tufts = 45,
  rocks = 0,
  color,
  x0 = -500,
  x1 = 500,
  zNear,
  area,
}) {
  const out = []
  const zn = zNear ?? cam.pos[2] - 20
  const far = shoreZ ?? cam.pos[2] + extent
  const base =
    color ??
    (kind === "beach"
      ? GROUND.sand
      : kind === "concrete"
        ? GROUND.concrete
        : kind === "asphalt"
          ? GROUND.asphalt
          : kind === "dirt"
            ? GROUND.dirt
            : GROUND.lawn)
  const wav = (x) => Math.sin(x * 0.09) * 1.6 + Math.sin(x * 0.031 + 1) * 3
  const edge = []
  for (let x = x1; x >= x0; x -= 10) edge.push([x, far + wav(x)])
  if (shoreZ !== null && sand > 0) {
    // sand strip between lawn and sea, foam line decal
    const sandPts = []
    for (let x = x0; x <= x1; x += 10) sandPts.push([x, far + wav(x) - 0.5])
    for (let x = x1; x >= x0; x -= 10) sandPts.push([x, far + sand + wav(x * 1.3) * 0.6])
    const foam = []
    for (let x = x0; x <= x1; x += 6) foam.push([x, 0.02, far + sand + wav(x * 1.3) * 0.6 - 0.3])
    out.push(
      groundPoly(
        sandPts,
        -0.02,
        { c: GROUND.sand, grad: 0.05 },
        { decals: [{ pts: foam, line: true, stroke: "#ffffff", sw: 0.45, op: 0.75, lightStroke: true }] },
      ),
    )
  }
  if (kind !== "beach" || shoreZ === null) {
    const pts = [[x0, zn], [x1, zn], ...edge]
    const decals = []
    if (kind === "lawn") {
      for (let i = 0; i < 40; i++) {
        const cx = rng.range(cam.pos[0] - 60, cam.pos[0] + 60),
          cz = rng.range(cam.pos[2] + 4, Math.min(far - 2, cam.pos[2] + 140))
        const rx = rng.range(2, 7),
          rz = rng.range(1.5, 5)
        const p = []
        for (let k = 0; k < 10; k++) {
          const a = (k / 10) * Math.PI * 2
          p.push([cx + Math.cos(a) * rx, 0.005, cz + Math.sin(a) * rz])
        }
        decals.push({ pts: p, fill: rng.chance(0.5) ? mix(base, "#b9d27a", 0.3) : mix(base, "#2f5f2a", 0.2), op: 0.22, shade: true })
      }
    }
    out.push(groundPoly(pts, 0, { c: base, grad: 0.1 }, { decals, ...(area ?? {}) }))
  } else {
    out.push(groundPoly([[x0, zn], [x1, zn], ...edge], -0.02, { c: GROUND.sand, grad: 0.06 }))
  }
  if (kind === "lawn") {
    for (let i = 0; i < tufts; i++) {
      const d = Math.pow(rng.next(), 2)
      const z = cam.pos[2] + 3 + d * 60
      if (shoreZ !== null && z > shoreZ - 1) continue
      const x = cam.pos[0] + rng.range(-1, 1) * (6 + d * 50)
      out.push(grass([x, 0, z], { seed: rng.int(1, 1e9), h: rng.range(0.15, 0.3) }))
    }
  }
  for (let i = 0; i < rocks; i++) {
    const z = cam.pos[2] + 6 + rng.range(0, 40)
    out.push(rock([cam.pos[0] + rng.range(-25, 25), 0, z], { seed: rng.int(1, 1e9), size: rng.range(0.3, 1.1), layer: 0.6 }))
  }
  return out
}

/** Final touches over the whole picture: gentle vignette and warm/cool light wash. */
export function colourGrade({ W, H, env, defs, vignette = 0.22, wash = true }) {
  let out = ""
  if (wash) {
    const c =
      env.time === "golden"
        ? "#ffb35c"
        : env.time === "morning"
          ? "#ffc9a0"
          : env.time === "dusk"
            ? "#7a4f8a"
            : env.time === "night"
              ? "#0a1430"
              : null
    if (c) {
      const g = defs.linear(0, 0, W, 0, [
        [0, c, env.time === "night" ? 0.15 : 0.1],
        [1, c, 0.02],
      ])
      out += `<rect width="${W}" height="${H}" fill="url(#${g})"/>`
    }
  }
  if (vignette > 0) {
    const v = defs.radial(W / 2, H / 2, Math.hypot(W, H) * 0.55, [
      [0.6, "#000", 0],
      [1, "#000", vignette],
    ])
    out += `<rect width="${W}" height="${H}" fill="url(#${v})"/>`
  }
  return out
}
