// SVG string helpers shared by every drawing.
export const f = (n) => {
  const v = Math.round(n * 10) / 10
  return Object.is(v, -0) ? "0" : String(v)
}

export function pathD(pts, close = true) {
  if (!pts.length) return ""
  let d = "M" + f(pts[0][0]) + " " + f(pts[0][1])
  for (let i = 1; i < pts.length; i++) d += "L" + f(pts[i][0]) + " " + f(pts[i][1])
  return close ? d + "Z" : d
}

/** Smooth closed/open path through points (Catmull-Rom converted to cubic Beziers). */
export function smoothD(pts, close = false, tension = 0.5) {
  const n = pts.length
  if (n < 3) return pathD(pts, close)
  const P = (i) => (close ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))])
  let d = "M" + f(pts[0][0]) + " " + f(pts[0][1])
  const last = close ? n : n - 1
  for (let i = 0; i < last; i++) {
    const p0 = P(i - 1),
      p1 = P(i),
      p2 = P(i + 1),
      p3 = P(i + 2)
    const c1 = [p1[0] + ((p2[0] - p0[0]) * tension) / 3, p1[1] + ((p2[1] - p0[1]) * tension) / 3]
    const c2 = [p2[0] - ((p3[0] - p1[0]) * tension) / 3, p2[1] - ((p3[1] - p1[1]) * tension) / 3]
    d += "C" + f(c1[0]) + " " + f(c1[1]) + " " + f(c2[0]) + " " + f(c2[1]) + " " + f(p2[0]) + " " + f(p2[1])
  }
  return close ? d + "Z" : d
}

/** Collects <defs> (gradients, filters, clip paths) with unique ids. */
export class Defs {
  constructor(prefix = "d") {
    this.prefix = prefix
    this.items = []
    this.n = 0
    this.cache = new Map()
  }
  id() {
    return this.prefix + (this.n++).toString(36)
  }
  add(makeXml, key) {
    if (key && this.cache.has(key)) return this.cache.get(key)
    const id = this.id()
    this.items.push(makeXml(id))
    if (key) this.cache.set(key, id)
    return id
  }
  /** Linear gradient in user space from (x1,y1) to (x2,y2); stops: [[offset, colour, opacity?]]. */
  linear(x1, y1, x2, y2, stops, key) {
    return this.add(
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">` +
        stops.map((s) => `<stop offset="${s[0]}" stop-color="${s[1]}"${s[2] !== undefined ? ` stop-opacity="${s[2]}"` : ""}/>`).join("") +
        "</linearGradient>",
      key,
    )
  }
  /** Linear gradient in bounding-box units (0..1). */
  linearBox(x1, y1, x2, y2, stops, key) {
    return this.add(
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
        stops.map((s) => `<stop offset="${s[0]}" stop-color="${s[1]}"${s[2] !== undefined ? ` stop-opacity="${s[2]}"` : ""}/>`).join("") +
        "</linearGradient>",
      key,
    )
  }
  radial(cx, cy, r, stops, key, extra = "") {
    return this.add(
      (id) =>
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${extra}>` +
        stops.map((s) => `<stop offset="${s[0]}" stop-color="${s[1]}"${s[2] !== undefined ? ` stop-opacity="${s[2]}"` : ""}/>`).join("") +
        "</radialGradient>",
      key,
    )
  }
  radialBox(stops, key, cx = 0.5, cy = 0.5, r = 0.5) {
    return this.add(
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
        stops.map((s) => `<stop offset="${s[0]}" stop-color="${s[1]}"${s[2] !== undefined ? ` stop-opacity="${s[2]}"` : ""}/>`).join("") +
        "</radialGradient>",
      key,
    )
  }
  blur(std, key) {
    return this.add(
      (id) => `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
      key ?? "blur" + std,
    )
  }
  clip(inner) {
    return this.add((id) => `<clipPath id="${id}">${inner}</clipPath>`)
  }
  toString() {
    return "<defs>" + this.items.join("") + "</defs>"
  }
}

export function svgDoc(w, h, defs, body, extra = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${extra}>${defs}${body}</svg>`
}

const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }
/** Text for an SVG (XML) document, as element content or as an attribute value: & < > " ' as entities. */
export const esc = (text) => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c])
