// Architectural drawing kit: walls with openings, doors with swing arcs, windows as double lines,
// furniture outlines, room labels with areas, dimension chains, title block, scale bar, north arrow.
// Every word comes from the drawing's language (words.mjs) and is escaped for SVG (lib/svg.mjs esc).
import { esc } from "../lib/svg.mjs"
import { wordsOf } from "./words.mjs"

export const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif"
const INK = "#1C1C1A",
  GREY = "#8c8a85",
  ACC = "#0E5A6B"
const n = (v) => (Math.round(v * 10) / 10).toString()

export function sheet({
  lang = "en",
  title,
  subtitle,
  area,
  notes = [],
  drawW = 820,
  drawH = 700,
  extentW,
  extentH,
  draw,
  sheetW = 1200,
  sheetH = 800,
}) {
  // fit the drawing (mm) into the drawing area
  const pad = 70
  const s = Math.min((drawW - 2 * pad) / extentW, (drawH - 2 * pad) / extentH)
  const ox = 40 + pad + (drawW - 2 * pad - extentW * s) / 2,
    oy = 50 + pad + (drawH - 2 * pad - extentH * s) / 2
  const X = (mm) => ox + mm * s,
    Y = (mm) => oy + mm * s
  const words = wordsOf(lang)
  const ctx = { s, X, Y, out: [], words }
  draw(ctx)
  const tb = titleBlock({ x: 40 + drawW + 20, y: 50, w: sheetW - (40 + drawW + 20) - 40, h: drawH, title, subtitle, area, notes, s, words })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${sheetW} ${sheetH}" width="${sheetW}" height="${sheetH}" font-family="${FONT}">` +
    `<rect width="${sheetW}" height="${sheetH}" fill="#FAF7F2"/>` +
    `<rect x="20" y="20" width="${sheetW - 40}" height="${sheetH - 40}" fill="none" stroke="${INK}" stroke-width="1.5"/>` +
    ctx.out.join("") +
    tb +
    "</svg>"
  )
}

function titleBlock({ x, y, w, h, title, subtitle, area, notes, s, words }) {
  let o = `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff" stroke="${INK}" stroke-width="1"/>`
  o += `<text x="${x + 16}" y="${y + 34}" font-size="13" fill="${ACC}" font-weight="700" letter-spacing="1">KAZ HORIZON</text>`
  o += `<text x="${x + 16}" y="${y + 52}" font-size="10" fill="${GREY}">${esc(words.brandLine)}</text>`
  o += `<line x1="${x}" y1="${y + 68}" x2="${x + w}" y2="${y + 68}" stroke="${INK}" stroke-width="0.8"/>`
  const fit = (t, max) => Math.min(max, Math.floor((w - 32) / (t.length * 0.6)))
  let sy = y + 122 // the subtitle's first line
  if (fit(title, 20) >= 14 || !title.includes(" ")) {
    o += `<text x="${x + 16}" y="${y + 100}" font-size="${fit(title, 20)}" font-weight="700" fill="${INK}">${esc(title)}</text>`
  } else {
    // a long title on two lines, cut at the space nearest its middle
    const spaces = [...title.matchAll(/ /g)].map((m) => m.index)
    const cut = spaces.reduce((a, b) => (Math.abs(b - title.length / 2) < Math.abs(a - title.length / 2) ? b : a))
    const lines = [title.slice(0, cut), title.slice(cut + 1)]
    const ts = Math.min(...lines.map((l) => fit(l, 18)))
    lines.forEach((l, i) => {
      o += `<text x="${x + 16}" y="${y + 88 + i * (ts + 4)}" font-size="${ts}" font-weight="700" fill="${INK}">${esc(l)}</text>`
    })
    sy = y + 88 + ts + 4 + 20
  }
  for (const line of [subtitle ?? []].flat()) {
    o += `<text x="${x + 16}" y="${sy}" font-size="12" fill="${GREY}">${esc(line)}</text>`
    sy += 16
  }
  o += `<text x="${x + 16}" y="${y + 170}" font-size="11" fill="${GREY}">${esc(words.totalArea)}</text>`
  o += `<text x="${x + 16}" y="${y + 200}" font-size="28" font-weight="700" fill="${ACC}">${esc(area)}</text>`
  let ny = y + 240
  for (const t of notes.flat()) {
    o += `<text x="${x + 16}" y="${ny}" font-size="11" fill="${INK}">${esc(t)}</text>`
    ny += 18
  }
  // scale bar: 0..5 m
  const by = y + h - 150
  o += `<text x="${x + 16}" y="${by - 12}" font-size="11" fill="${GREY}">${esc(words.scaleBar)}</text>`
  const seg = 1000 * s
  const nseg = Math.max(2, Math.min(5, Math.floor((w - 40) / seg)))
  for (let i = 0; i < nseg; i++)
    o += `<rect x="${n(x + 16 + i * seg)}" y="${by}" width="${n(seg)}" height="6" fill="${i % 2 ? "#ffffff" : INK}" stroke="${INK}" stroke-width="0.8"/>`
  for (let i = 0; i <= nseg; i++)
    o += `<text x="${n(x + 16 + i * seg)}" y="${by + 20}" font-size="10" text-anchor="middle" fill="${INK}">${i}</text>`
  o += `<text x="${n(x + 16 + nseg * seg + 8)}" y="${by + 7}" font-size="10" fill="${INK}">${esc(words.metres)}</text>`
  // north arrow
  const cx = x + w - 50,
    cy = y + h - 70
  o += `<circle cx="${cx}" cy="${cy}" r="22" fill="none" stroke="${INK}" stroke-width="1"/><path d="M${cx} ${cy - 20}L${cx + 8} ${cy + 10}L${cx} ${cy + 4}L${cx - 8} ${cy + 10}Z" fill="${INK}"/><text x="${cx}" y="${cy - 28}" font-size="12" font-weight="700" text-anchor="middle" fill="${INK}">${esc(words.north)}</text>`
  o += `<text x="${x + 16}" y="${y + h - 20}" font-size="9" fill="${GREY}">${esc(words.footer)}</text>`
  return o + "</g>"
}

/** Outer walls: rectangle [x0,y0,x1,y1] (mm) with thickness t; openings cut as white gaps. */
export function outerWalls(ctx, x0, y0, x1, y1, t) {
  const { X, Y } = ctx
  ctx.out.push(
    `<path d="M${n(X(x0))} ${n(Y(y0))}H${n(X(x1))}V${n(Y(y1))}H${n(X(x0))}Z M${n(X(x0 + t))} ${n(Y(y0 + t))}V${n(Y(y1 - t))}H${n(X(x1 - t))}V${n(Y(y0 + t))}Z" fill="${INK}" fill-rule="evenodd"/>`,
  )
}

export function partition(ctx, x0, y0, x1, y1) {
  const { X, Y } = ctx
  ctx.out.push(`<rect x="${n(X(x0))}" y="${n(Y(y0))}" width="${n(X(x1) - X(x0))}" height="${n(Y(y1) - Y(y0))}" fill="${INK}"/>`)
}

/** Window in a wall. orient 'h' (wall along x at y, thickness t) or 'v' (wall along y at x). */
export function windowAt(ctx, orient, a0, a1, pos, t) {
  const { X, Y } = ctx
  if (orient === "h") {
    const x0 = X(a0),
      x1 = X(a1),
      y0 = Y(pos),
      y1 = Y(pos + t)
    ctx.out.push(
      `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="#ffffff" stroke="${INK}" stroke-width="0.8"/><line x1="${n(x0)}" y1="${n((y0 * 2 + y1) / 3)}" x2="${n(x1)}" y2="${n((y0 * 2 + y1) / 3)}" stroke="${INK}" stroke-width="0.8"/><line x1="${n(x0)}" y1="${n((y0 + y1 * 2) / 3)}" x2="${n(x1)}" y2="${n((y0 + y1 * 2) / 3)}" stroke="${INK}" stroke-width="0.8"/>`,
    )
  } else {
    const y0 = Y(a0),
      y1 = Y(a1),
      x0 = X(pos),
      x1 = X(pos + t)
    ctx.out.push(
      `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="#ffffff" stroke="${INK}" stroke-width="0.8"/><line x1="${n((x0 * 2 + x1) / 3)}" y1="${n(y0)}" x2="${n((x0 * 2 + x1) / 3)}" y2="${n(y1)}" stroke="${INK}" stroke-width="0.8"/><line x1="${n((x0 + x1 * 2) / 3)}" y1="${n(y0)}" x2="${n((x0 + x1 * 2) / 3)}" y2="${n(y1)}" stroke="${INK}" stroke-width="0.8"/>`,
    )
  }
}

/**
 * Door: gap in a wall plus leaf and swing arc. orient 'h' or 'v'; hinge at a0 (or a1 if hingeEnd),
 * swing side +1 (towards increasing y/x) or -1.
 */
export function doorAt(ctx, orient, a0, a1, pos, t, { side = 1, hingeEnd = false, sliding = false } = {}) {
  const { X, Y, s } = ctx
  const w = (a1 - a0) * s
  if (orient === "h") {
    const x0 = X(a0),
      x1 = X(a1),
      y0 = Y(pos),
      y1 = Y(pos + t)
    ctx.out.push(`<rect x="${n(x0)}" y="${n(y0 - 0.5)}" width="${n(x1 - x0)}" height="${n(y1 - y0 + 1)}" fill="#FAF7F2"/>`)
    if (sliding) {
      const ym = (y0 + y1) / 2
      ctx.out.push(
        `<line x1="${n(x0)}" y1="${n(ym - 2)}" x2="${n(x0 + (x1 - x0) * 0.55)}" y2="${n(ym - 2)}" stroke="${INK}" stroke-width="2"/><line x1="${n(x0 + (x1 - x0) * 0.45)}" y1="${n(ym + 2)}" x2="${n(x1)}" y2="${n(ym + 2)}" stroke="${INK}" stroke-width="2"/>`,
      )
      return
    }
    const hx = hingeEnd ? x1 : x0,
      dir = hingeEnd ? -1 : 1
    const hy = side > 0 ? y1 : y0
    const ey = hy + side * w
    ctx.out.push(
      `<line x1="${n(hx)}" y1="${n(hy)}" x2="${n(hx)}" y2="${n(ey)}" stroke="${INK}" stroke-width="1.6"/><path d="M${n(hx)} ${n(ey)}A${n(w)} ${n(w)} 0 0 ${side * dir > 0 ? 0 : 1} ${n(hx + dir * w)} ${n(hy)}" fill="none" stroke="${GREY}" stroke-width="0.8" stroke-dasharray="3 2"/>`,
    )
  } else {
    const y0 = Y(a0),
      y1 = Y(a1),
      x0 = X(pos),
      x1 = X(pos + t)
    ctx.out.push(`<rect x="${n(x0 - 0.5)}" y="${n(y0)}" width="${n(x1 - x0 + 1)}" height="${n(y1 - y0)}" fill="#FAF7F2"/>`)
    if (sliding) {
      const xm = (x0 + x1) / 2
      ctx.out.push(
        `<line x1="${n(xm - 2)}" y1="${n(y0)}" x2="${n(xm - 2)}" y2="${n(y0 + (y1 - y0) * 0.55)}" stroke="${INK}" stroke-width="2"/><line x1="${n(xm + 2)}" y1="${n(y0 + (y1 - y0) * 0.45)}" x2="${n(xm + 2)}" y2="${n(y1)}" stroke="${INK}" stroke-width="2"/>`,
      )
      return
    }
    const hy = hingeEnd ? y1 : y0,
      dir = hingeEnd ? -1 : 1
    const hx = side > 0 ? x1 : x0
    const ex = hx + side * w
    ctx.out.push(
      `<line x1="${n(hx)}" y1="${n(hy)}" x2="${n(ex)}" y2="${n(hy)}" stroke="${INK}" stroke-width="1.6"/><path d="M${n(ex)} ${n(hy)}A${n(w)} ${n(w)} 0 0 ${side * dir > 0 ? 1 : 0} ${n(hx)} ${n(hy + dir * w)}" fill="none" stroke="${GREY}" stroke-width="0.8" stroke-dasharray="3 2"/>`,
    )
  }
}

export function label(ctx, name, cx, cy, area, size = 13) {
  const { X, Y } = ctx
  ctx.out.push(
    `<text x="${n(X(cx))}" y="${n(Y(cy))}" font-size="${size}" font-weight="600" text-anchor="middle" fill="${INK}">${esc(name)}</text>`,
  )
  if (area !== undefined && area !== null)
    ctx.out.push(
      `<text x="${n(X(cx))}" y="${n(Y(cy) + size + 2)}" font-size="${size - 2}" text-anchor="middle" fill="${GREY}">${esc(typeof area === "number" ? ctx.words.squareMetres(area) : area)}</text>`,
    )
}

/** Dimension line between a and b (mm) along 'h' at y=pos (or 'v' at x=pos), with ticks and text. */
export function dim(ctx, orient, a, b, pos, text, { ext = 0, size = 11 } = {}) {
  const { X, Y } = ctx
  const t = esc(text ?? ctx.words.number(Math.round(b - a)))
  let o = ""
  if (orient === "h") {
    const x0 = X(a),
      x1 = X(b),
      y = Y(pos)
    o += `<line x1="${n(x0)}" y1="${n(y)}" x2="${n(x1)}" y2="${n(y)}" stroke="${INK}" stroke-width="0.8"/>`
    for (const x of [x0, x1])
      o += `<line x1="${n(x - 4)}" y1="${n(y + 4)}" x2="${n(x + 4)}" y2="${n(y - 4)}" stroke="${INK}" stroke-width="1.2"/><line x1="${n(x)}" y1="${n(y - 6)}" x2="${n(x)}" y2="${n(y + 6 + ext)}" stroke="${INK}" stroke-width="0.6"/>`
    o += `<text x="${n((x0 + x1) / 2)}" y="${n(y - 5)}" font-size="${size}" text-anchor="middle" fill="${INK}">${t}</text>`
  } else {
    const y0 = Y(a),
      y1 = Y(b),
      x = X(pos)
    o += `<line x1="${n(x)}" y1="${n(y0)}" x2="${n(x)}" y2="${n(y1)}" stroke="${INK}" stroke-width="0.8"/>`
    for (const y of [y0, y1])
      o += `<line x1="${n(x - 4)}" y1="${n(y + 4)}" x2="${n(x + 4)}" y2="${n(y - 4)}" stroke="${INK}" stroke-width="1.2"/><line x1="${n(x - 6 - ext)}" y1="${n(y)}" x2="${n(x + 6)}" y2="${n(y)}" stroke="${INK}" stroke-width="0.6"/>`
    o += `<text x="${n(x - 6)}" y="${n((y0 + y1) / 2)}" font-size="${size}" text-anchor="middle" fill="${INK}" transform="rotate(-90 ${n(x - 6)} ${n((y0 + y1) / 2)})">${t}</text>`
  }
  ctx.out.push(o)
}

// ---------- furniture (all in mm, top-left origin, optional rotation by 90 steps) ----------
const F = (ctx, body) => ctx.out.push(`<g fill="none" stroke="${GREY}" stroke-width="0.9">${body}</g>`)
const R = (ctx, x, y, w, h, rx = 0) =>
  `<rect x="${n(ctx.X(x))}" y="${n(ctx.Y(y))}" width="${n(w * ctx.s)}" height="${n(h * ctx.s)}" rx="${n(rx * ctx.s)}"/>`
const C = (ctx, x, y, r) => `<circle cx="${n(ctx.X(x))}" cy="${n(ctx.Y(y))}" r="${n(r * ctx.s)}"/>`
const E = (ctx, x, y, rx, ry) => `<ellipse cx="${n(ctx.X(x))}" cy="${n(ctx.Y(y))}" rx="${n(rx * ctx.s)}" ry="${n(ry * ctx.s)}"/>`

/** Bed with the headboard at the given side ('top'|'bottom'|'left'|'right'). */
export function bedF(ctx, x, y, w, l, head = "top") {
  const vertical = head === "top" || head === "bottom"
  const W = vertical ? w : l,
    H = vertical ? l : w
  let b = R(ctx, x, y, W, H, 40)
  const pw = vertical ? (w > 1200 ? w / 2 - 100 : w - 160) : 450,
    ph = vertical ? 450 : w > 1200 ? w / 2 - 100 : w - 160
  const np = w > 1200 ? 2 : 1
  for (let i = 0; i < np; i++) {
    if (head === "top") b += R(ctx, x + 80 + i * (pw + 40), y + 80, pw, ph, 60)
    if (head === "bottom") b += R(ctx, x + 80 + i * (pw + 40), y + H - 80 - ph, pw, ph, 60)
    if (head === "left") b += R(ctx, x + 80, y + 80 + i * (ph + 40), pw, ph, 60)
    if (head === "right") b += R(ctx, x + W - 80 - pw, y + 80 + i * (ph + 40), pw, ph, 60)
  }
  // duvet fold
  if (head === "top") b += `<line x1="${n(ctx.X(x))}" y1="${n(ctx.Y(y + 650))}" x2="${n(ctx.X(x + W))}" y2="${n(ctx.Y(y + 650))}"/>`
  if (head === "bottom")
    b += `<line x1="${n(ctx.X(x))}" y1="${n(ctx.Y(y + H - 650))}" x2="${n(ctx.X(x + W))}" y2="${n(ctx.Y(y + H - 650))}"/>`
  if (head === "left") b += `<line x1="${n(ctx.X(x + 650))}" y1="${n(ctx.Y(y))}" x2="${n(ctx.X(x + 650))}" y2="${n(ctx.Y(y + H))}"/>`
  if (head === "right")
    b += `<line x1="${n(ctx.X(x + W - 650))}" y1="${n(ctx.Y(y))}" x2="${n(ctx.X(x + W - 650))}" y2="${n(ctx.Y(y + H))}"/>`
  F(ctx, b)
}
export function sofaF(ctx, x, y, w, d = 850, back = "top") {
  let b = R(ctx, x, y, back === "left" || back === "right" ? d : w, back === "left" || back === "right" ? w : d, 80)
  if (back === "top") b += R(ctx, x + 150, y + 200, w - 300, d - 250, 40)
  if (back === "bottom") b += R(ctx, x + 150, y + 50, w - 300, d - 250, 40)
  if (back === "left") b += R(ctx, x + 200, y + 150, d - 250, w - 300, 40)
  if (back === "right") b += R(ctx, x + 50, y + 150, d - 250, w - 300, 40)
  F(ctx, b)
}
export function tableF(ctx, x, y, w, h, chairs = true) {
  let b = R(ctx, x, y, w, h, 30)
  if (chairs) {
    const n2 = Math.max(1, Math.round(w / 700))
    for (let i = 0; i < n2; i++) {
      const cx = x + (w / n2) * (i + 0.5) - 225
      b += R(ctx, cx, y - 500, 450, 420, 60) + R(ctx, cx, y + h + 80, 450, 420, 60)
    }
  }
  F(ctx, b)
}
export function counterF(ctx, x, y, w, h, { sink = true, hob = true } = {}) {
  let b = R(ctx, x, y, w, h)
  const horizontal = w >= h
  if (sink) b += horizontal ? R(ctx, x + w * 0.2, y + h * 0.2, 500, h * 0.6, 40) : R(ctx, x + w * 0.2, y + h * 0.2, w * 0.6, 500, 40)
  if (hob) {
    const hx = horizontal ? x + w * 0.62 : x + w * 0.5,
      hy = horizontal ? y + h * 0.5 : y + h * 0.65
    for (const [dx, dy] of [
      [-140, -140],
      [140, -140],
      [-140, 140],
      [140, 140],
    ])
      b += C(ctx, hx + dx, hy + dy, 90)
  }
  F(ctx, b)
}
export function wcF(ctx, x, y, facing = "down") {
  let b = ""
  if (facing === "down") b = R(ctx, x, y, 400, 180, 30) + E(ctx, x + 200, y + 400, 180, 230)
  if (facing === "up") b = R(ctx, x, y + 520, 400, 180, 30) + E(ctx, x + 200, y + 300, 180, 230)
  if (facing === "right") b = R(ctx, x, y, 180, 400, 30) + E(ctx, x + 400, y + 200, 230, 180)
  if (facing === "left") b = R(ctx, x + 520, y, 180, 400, 30) + E(ctx, x + 300, y + 200, 230, 180)
  F(ctx, b)
}
export function basinF(ctx, x, y, w = 600, d = 450) {
  F(ctx, R(ctx, x, y, w, d, 40) + E(ctx, x + w / 2, y + d / 2, w * 0.32, d * 0.3))
}
export function showerF(ctx, x, y, w = 900, d = 900) {
  const { X, Y } = ctx
  F(
    ctx,
    R(ctx, x, y, w, d) +
      `<line x1="${n(X(x))}" y1="${n(Y(y))}" x2="${n(X(x + w))}" y2="${n(Y(y + d))}"/><line x1="${n(X(x + w))}" y1="${n(Y(y))}" x2="${n(X(x))}" y2="${n(Y(y + d))}"/>` +
      C(ctx, x + w / 2, y + d / 2, 50),
  )
}
export function wardrobeF(ctx, x, y, w, d) {
  const { X, Y } = ctx
  F(ctx, R(ctx, x, y, w, d) + `<line x1="${n(X(x))}" y1="${n(Y(y))}" x2="${n(X(x + w))}" y2="${n(Y(y + d))}" stroke-dasharray="4 3"/>`)
}
export function carF(ctx, x, y, w = 1800, l = 4300) {
  F(ctx, R(ctx, x, y, w, l, 400) + R(ctx, x + 150, y + l * 0.28, w - 300, l * 0.42, 200))
}
export function rawF(ctx, body) {
  ctx.out.push(body)
}
export { INK, GREY, ACC, n }
