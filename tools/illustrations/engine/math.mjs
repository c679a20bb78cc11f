// Tiny 3D vector maths. World: x east, y up, z north (metres).
export const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const mul = (a, k) => [a[0] * k, a[1] * k, a[2] * k]
export const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
export const len = (a) => Math.hypot(a[0], a[1], a[2])
export const norm = (a) => {
  const l = len(a) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}
export const lerp3 = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
export const clamp = (v, lo = 0, hi = 1) => Math.max(lo, Math.min(hi, v))
export const deg = (d) => (d * Math.PI) / 180

export function centroid(pts) {
  const c = [0, 0, 0]
  for (const p of pts) {
    c[0] += p[0]
    c[1] += p[1]
    c[2] += p[2]
  }
  return mul(c, 1 / pts.length)
}

/** Newell's method: polygon normal (unnormalised orientation from vertex order). */
export function newell(pts) {
  let nx = 0,
    ny = 0,
    nz = 0
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i],
      b = pts[(i + 1) % pts.length]
    nx += (a[1] - b[1]) * (a[2] + b[2])
    ny += (a[2] - b[2]) * (a[0] + b[0])
    nz += (a[0] - b[0]) * (a[1] + b[1])
  }
  return norm([nx, ny, nz])
}

export function aabbOf(pts) {
  const min = [Infinity, Infinity, Infinity],
    max = [-Infinity, -Infinity, -Infinity]
  for (const p of pts) {
    for (let k = 0; k < 3; k++) {
      if (p[k] < min[k]) min[k] = p[k]
      if (p[k] > max[k]) max[k] = p[k]
    }
  }
  return { min, max }
}

/** 2D convex hull (monotone chain) of [x,y] points. */
export function hull2(points) {
  const pts = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (pts.length < 3) return pts
  const cr = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower = []
  for (const p of pts) {
    while (lower.length >= 2 && cr(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper = []
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]
    while (upper.length >= 2 && cr(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop()
    upper.push(p)
  }
  upper.pop()
  lower.pop()
  return lower.concat(upper)
}

/** Smooth value noise in 1D, deterministic from a seed. */
export function noise1(seed) {
  const vals = []
  let s = seed >>> 0
  for (let i = 0; i < 512; i++) {
    s = (Math.imul(s ^ (s >>> 15), 2246822519) + 3266489917) >>> 0
    vals.push((s & 0xffff) / 0xffff)
  }
  return (x) => {
    const i = Math.floor(x),
      t = x - i
    const a = vals[((i % 512) + 512) % 512],
      b = vals[(((i + 1) % 512) + 512) % 512]
    const u = t * t * (3 - 2 * t)
    return a + (b - a) * u
  }
}
