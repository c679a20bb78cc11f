// Geometry builders: boxes, extrusions, beams, superellipsoids, ground polygons.
import { makeFace, mesh, frame } from "./scene.mjs"
import { sub, norm, cross, add, mul, len } from "./math.mjs"

const AX = { x: [1, 0, 0], y: [0, 1, 0], z: [0, 0, 1] }

/**
 * Axis-aligned box. opts.faces.{px,nx,py,ny,pz,nz} = { mat, decals(fr), holes(fr), hidden, imat }.
 * Frames: vertical faces have U pointing right when seen from outside, V up; top has U=+x, V=+z.
 */
export function box(min, max, mat, opts = {}) {
  const [x0, y0, z0] = min,
    [x1, y1, z1] = max
  const W = x1 - x0,
    H = y1 - y0,
    D = z1 - z0
  const frames = {
    pz: frame([x1, y0, z1], [-1, 0, 0], [0, 1, 0], W, H),
    nz: frame([x0, y0, z0], [1, 0, 0], [0, 1, 0], W, H),
    px: frame([x1, y0, z0], [0, 0, 1], [0, 1, 0], D, H),
    nx: frame([x0, y0, z1], [0, 0, -1], [0, 1, 0], D, H),
    py: frame([x0, y1, z0], [1, 0, 0], [0, 0, 1], W, D),
    ny: frame([x0, y0, z0], [1, 0, 0], [0, 0, 1], W, D),
  }
  const normals = { px: [1, 0, 0], nx: [-1, 0, 0], py: [0, 1, 0], ny: [0, -1, 0], pz: [0, 0, 1], nz: [0, 0, -1] }
  const skip = opts.skip ?? (opts.bottom ? [] : ["ny"])
  const faces = []
  for (const k of ["px", "nx", "py", "ny", "pz", "nz"]) {
    if (skip.includes(k)) continue
    const fr = frames[k]
    const fo = opts.faces?.[k] ?? {}
    const pts = fr.rect(0, 0, fr.w, fr.h)
    const face = makeFace(pts, fo.mat ?? mat, { n: normals[k], fixedN: true })
    if (fo.decals) face.decals = fo.decals(fr).flat().filter(Boolean)
    if (fo.holes) face.holes = fo.holes(fr)
    if (fo.hidden) face.hidden = true
    if (fo.imat || opts.imat) face.imat = fo.imat ?? opts.imat
    if (fo.noBack) face.noBack = true
    faces.push(face)
  }
  const { faces: _f, skip: _s, imat: _i, ...rest } = opts
  const m = mesh(faces, { convex: false, ...rest })
  m.frames = frames
  return m
}

function map2(axis, a, b, t) {
  if (axis === "z") return [a, b, t]
  if (axis === "x") return [t, b, a]
  return [a, t, b] // y: (a,b) -> (x,z)
}

/**
 * Extrude a 2D profile along an axis. For axis z the profile is (x,y); for x it is (z,y); for y it is (x,z).
 * opts.side(i) -> {mat, decals(fr), hidden} for edge i; opts.caps [bool from, bool to]; opts.capMat.
 */
export function extrude(profile, axis, from, to, mat, opts = {}) {
  let area = 0
  for (let i = 0; i < profile.length; i++) {
    const a = profile[i],
      b = profile[(i + 1) % profile.length]
    area += a[0] * b[1] - b[0] * a[1]
  }
  const prof = area < 0 ? profile.slice().reverse() : profile
  const n = prof.length
  const faces = []
  const axisV = AX[axis]
  // sign so that the 2D outward normal (db,-da) maps correctly for each axis mapping handedness
  const hand = axis === "x" ? -1 : axis === "y" ? -1 : 1
  const flip = opts.inward ? -1 : 1
  for (let i = 0; i < n; i++) {
    const a = prof[i],
      b = prof[(i + 1) % n]
    const so = opts.side ? (opts.side(area < 0 ? n - 2 - i : i, a, b) ?? {}) : {}
    if (so.skip) continue
    const pts = [map2(axis, a[0], a[1], from), map2(axis, b[0], b[1], from), map2(axis, b[0], b[1], to), map2(axis, a[0], a[1], to)]
    const e = [b[0] - a[0], b[1] - a[1]]
    const el = Math.hypot(e[0], e[1]) || 1
    const n2 = [e[1] / el, -e[0] / el]
    let nn = map2(axis, n2[0], n2[1], 0)
    if (axis !== "z") nn = mul(nn, 1) // mapping keeps in-plane orientation
    nn = mul(nn, flip)
    const face = makeFace(pts, so.mat ?? mat, { n: nn, fixedN: true })
    if (so.decals) {
      // frame along the edge: U from a to b, V along axis
      const fr = frame(
        pts[0],
        norm(sub(pts[1], pts[0])),
        axisV[0] + axisV[1] + axisV[2] > 0 ? mul(axisV, Math.sign(to - from)) : axisV,
        el,
        Math.abs(to - from),
      )
      face.decals = so.decals(fr).flat().filter(Boolean)
    }
    if (so.hidden) face.hidden = true
    if (so.imat) face.imat = so.imat
    faces.push(face)
  }
  void hand
  const caps = opts.caps ?? [true, true]
  const dir = Math.sign(to - from) || 1
  for (const [k, t, s] of [
    [0, from, -1],
    [1, to, 1],
  ]) {
    if (!caps[k]) continue
    const co = (opts.cap && opts.cap[k]) || {}
    const pts = prof.map((p) => map2(axis, p[0], p[1], t))
    const face = makeFace(pts, co.mat ?? opts.capMat ?? mat, { n: mul(axisV, s * dir * flip), fixedN: true })
    if (co.decals) face.decals = co.decals(pts).flat().filter(Boolean)
    if (co.holes) face.holes = co.holes
    if (co.hidden) face.hidden = true
    if (co.imat) face.imat = co.imat
    faces.push(face)
  }
  const { side, caps: _c, cap, capMat, inward, ...rest } = opts
  return mesh(faces, { convex: false, ...rest })
}

/** A square-section member between two points (steel beams, posts, cables). */
export function beam(p0, p1, w, h, mat, opts = {}) {
  const d = norm(sub(p1, p0))
  let side = cross(d, [0, 1, 0])
  if (len(side) < 1e-3) side = [1, 0, 0]
  side = norm(side)
  const up = norm(cross(side, d))
  const hw = w / 2,
    hh = h / 2
  const c = (p, a, b) => add(p, add(mul(side, a), mul(up, b)))
  const A = [c(p0, -hw, -hh), c(p0, hw, -hh), c(p0, hw, hh), c(p0, -hw, hh)]
  const B = [c(p1, -hw, -hh), c(p1, hw, -hh), c(p1, hw, hh), c(p1, -hw, hh)]
  const faces = []
  for (let i = 0; i < 4; i++) faces.push(makeFace([A[i], A[(i + 1) % 4], B[(i + 1) % 4], B[i]], mat))
  if (opts.caps !== false) {
    faces.push(makeFace(A.slice(), mat))
    faces.push(makeFace(B.slice(), mat))
  }
  return mesh(faces, opts)
}

/** Cylinder along y. */
export function cylinder(cx, cz, r, y0, y1, mat, opts = {}) {
  const n = opts.n ?? 16
  const prof = []
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    prof.push([cx + Math.cos(a) * r, cz + Math.sin(a) * (opts.rz ?? r)])
  }
  return extrude(prof, "y", y0, y1, mat, { caps: [false, true], ...opts, n: undefined })
}

const spow = (x, e) => Math.sign(x) * Math.pow(Math.abs(x), e)

/**
 * Superellipsoid (rounded box / pod). matFn(uNorm, vNorm, centre) returns a material or {mat, hidden}.
 * u runs around the vertical axis (0..1 from -pi), v from bottom (0) to top (1).
 */
export function superellipsoid({ center, a, b, c, e1 = 0.4, e2 = 0.4, nu = 48, nv = 24, matFn, cutBelow }) {
  const P = (u, v) => {
    const cu = Math.cos(u),
      su = Math.sin(u),
      cv = Math.cos(v),
      sv = Math.sin(v)
    let y = b * spow(sv, e1)
    if (cutBelow !== undefined && y < cutBelow) y = cutBelow
    return [center[0] + a * spow(cv, e1) * spow(cu, e2), center[1] + y, center[2] + c * spow(cv, e1) * spow(su, e2)]
  }
  const faces = []
  for (let i = 0; i < nu; i++) {
    const u0 = -Math.PI + (i / nu) * 2 * Math.PI,
      u1 = -Math.PI + ((i + 1) / nu) * 2 * Math.PI
    for (let j = 0; j < nv; j++) {
      const v0 = -Math.PI / 2 + (j / nv) * Math.PI,
        v1 = -Math.PI / 2 + ((j + 1) / nv) * Math.PI
      let pts = [P(u0, v0), P(u1, v0), P(u1, v1), P(u0, v1)]
      // drop degenerate pole vertices
      pts = pts.filter((p, k) => len(sub(p, pts[(k + 1) % 4])) > 1e-6)
      if (pts.length < 3) continue
      const r = matFn ? matFn((i + 0.5) / nu, (j + 0.5) / nv, i, j) : null
      const m = r?.mat ?? r ?? { c: "#eeeeee" }
      const face = makeFace(pts, m)
      if (r?.hidden) face.hidden = true
      if (r?.imat) face.imat = r.imat
      if (r?.decals) face.decals = r.decals
      faces.push(face)
    }
  }
  return mesh(faces, { center, convex: true })
}

/** Flat polygon on the ground (layer 0 by default). pts are [x,z] pairs. */
export function groundPoly(pts, y, mat, opts = {}) {
  const p3 = pts.map((p) => [p[0], y, p[1]])
  const face = makeFace(p3, mat, { n: [0, 1, 0], fixedN: true })
  if (opts.decals) face.decals = opts.decals
  return mesh([face], { convex: false, layer: 0, castShadow: false, ...opts, decals: undefined })
}

/** Sloped quad surface (hillsides, ramps). */
export function surface(pts3, mat, opts = {}) {
  const face = makeFace(pts3, mat)
  if (face.n[1] < 0) face.n = mul(face.n, -1)
  face.fixedN = true
  if (opts.decals) face.decals = opts.decals
  return mesh([face], { convex: false, layer: 0, castShadow: false, ...opts, decals: undefined })
}
