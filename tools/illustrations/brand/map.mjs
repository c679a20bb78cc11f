// Static map of Reunion island. Coastline: simplified from the public French administrative
// boundaries (IGN ADMIN EXPRESS via data.gouv.fr, Licence Ouverte / Etalab), rounded to 3 decimals.
import { WEB_FONT } from "./brand.mjs"
import { PALETTE as P } from "../lib/color.mjs"
import { esc } from "../lib/svg.mjs"
import { wordsOf } from "../drawings/words.mjs"

const COAST = [
  [55.254, -21.11],
  [55.231, -21.091],
  [55.22, -21.074],
  [55.223, -21.056],
  [55.217, -21.04],
  [55.223, -21.031],
  [55.234, -21.019],
  [55.245, -21.02],
  [55.257, -21.016],
  [55.275, -21.003],
  [55.279, -20.996],
  [55.283, -20.979],
  [55.279, -20.963],
  [55.278, -20.952],
  [55.284, -20.94],
  [55.288, -20.931],
  [55.284, -20.926],
  [55.289, -20.923],
  [55.299, -20.928],
  [55.318, -20.928],
  [55.325, -20.935],
  [55.325, -20.93],
  [55.343, -20.923],
  [55.355, -20.91],
  [55.377, -20.895],
  [55.394, -20.883],
  [55.403, -20.88],
  [55.421, -20.874],
  [55.437, -20.877],
  [55.457, -20.877],
  [55.466, -20.883],
  [55.485, -20.886],
  [55.503, -20.882],
  [55.52, -20.888],
  [55.532, -20.891],
  [55.542, -20.895],
  [55.551, -20.895],
  [55.557, -20.892],
  [55.574, -20.894],
  [55.587, -20.897],
  [55.592, -20.896],
  [55.618, -20.909],
  [55.64, -20.913],
  [55.651, -20.917],
  [55.664, -20.925],
  [55.681, -20.943],
  [55.695, -20.963],
  [55.701, -20.979],
  [55.7, -20.99],
  [55.702, -21.016],
  [55.708, -21.028],
  [55.723, -21.039],
  [55.731, -21.054],
  [55.739, -21.072],
  [55.758, -21.092],
  [55.763, -21.101],
  [55.771, -21.107],
  [55.78, -21.122],
  [55.792, -21.124],
  [55.8, -21.127],
  [55.808, -21.136],
  [55.82, -21.14],
  [55.827, -21.146],
  [55.834, -21.16],
  [55.834, -21.175],
  [55.837, -21.183],
  [55.825, -21.188],
  [55.825, -21.203],
  [55.814, -21.214],
  [55.808, -21.228],
  [55.804, -21.253],
  [55.803, -21.267],
  [55.808, -21.287],
  [55.805, -21.297],
  [55.806, -21.326],
  [55.807, -21.337],
  [55.8, -21.347],
  [55.78, -21.362],
  [55.767, -21.365],
  [55.752, -21.367],
  [55.734, -21.369],
  [55.719, -21.374],
  [55.703, -21.377],
  [55.682, -21.375],
  [55.671, -21.384],
  [55.653, -21.386],
  [55.638, -21.383],
  [55.626, -21.383],
  [55.609, -21.387],
  [55.593, -21.376],
  [55.585, -21.372],
  [55.571, -21.376],
  [55.548, -21.369],
  [55.537, -21.363],
  [55.513, -21.356],
  [55.501, -21.351],
  [55.489, -21.35],
  [55.481, -21.347],
  [55.46, -21.341],
  [55.455, -21.331],
  [55.449, -21.328],
  [55.429, -21.326],
  [55.417, -21.32],
  [55.408, -21.307],
  [55.398, -21.297],
  [55.381, -21.288],
  [55.368, -21.285],
  [55.341, -21.281],
  [55.332, -21.273],
  [55.331, -21.259],
  [55.322, -21.253],
  [55.31, -21.239],
  [55.294, -21.23],
  [55.287, -21.215],
  [55.283, -21.199],
  [55.287, -21.185],
  [55.286, -21.167],
  [55.287, -21.161],
  [55.28, -21.153],
  [55.274, -21.151],
  [55.271, -21.135],
  [55.256, -21.117],
]

const TOWNS = [
  { name: "Saint-Denis", lon: 55.448, lat: -20.882, dx: 0, dy: -14, anchor: "middle", main: true },
  { name: "Le Port", lon: 55.296, lat: -20.937, dx: 0, dy: 0, anchor: "end", office: true },
  { name: "Saint-Paul", lon: 55.27, lat: -21.01, dx: -10, dy: 4, anchor: "end" },
  { name: "Saint-Pierre", lon: 55.478, lat: -21.338, dx: 0, dy: 22, anchor: "middle" },
  { name: "Saint-Benoît", lon: 55.713, lat: -21.034, dx: 12, dy: 4, anchor: "start" },
]
const PEAKS = [
  { name: "Piton des Neiges", alt: 3069, lon: 55.478, lat: -21.099 },
  { name: "Piton de la Fournaise", alt: 2632, lon: 55.714, lat: -21.244 },
]

/** The map with the words of `lang` (drawings/words.mjs): "en" by default; place names are the same in every language. */
export function mapSvg(lang = "en") {
  const w = wordsOf(lang)
  const W = 1200,
    H = 800
  const lon0 = 55.53,
    lat0 = -21.13
  const k = 1400 // px per degree of latitude
  const kx = k * Math.cos((21.13 * Math.PI) / 180)
  const X = (lon) => W / 2 - 40 + (lon - lon0) * kx
  const Y = (lat) => H / 2 + 10 - (lat - lat0) * k
  const r1 = (v) => Math.round(v * 10) / 10
  const coast = "M" + COAST.map(([lo, la]) => `${r1(X(lo))} ${r1(Y(la))}`).join("L") + "Z"
  const font = WEB_FONT
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="${font}" role="img" aria-label="${esc(w.mapLabel)}">`
  s +=
    `<defs><radialGradient id="sea" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="#cfe9ea"/><stop offset="1" stop-color="#9fd1d3"/></radialGradient>` +
    `<radialGradient id="relief1" cx="${r1(X(55.478))}" cy="${r1(Y(-21.099))}" r="230" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#6f8f5f"/><stop offset="0.55" stop-color="#9db77f"/><stop offset="1" stop-color="#c7d7a6" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="relief2" cx="${r1(X(55.714))}" cy="${r1(Y(-21.244))}" r="170" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#6b5f55"/><stop offset="0.45" stop-color="#8f8a6f"/><stop offset="1" stop-color="#c7d7a6" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="isl"><path d="${coast}"/></clipPath></defs>`
  s += `<rect width="${W}" height="${H}" fill="url(#sea)"/>`
  // subtle graticule
  s += '<g stroke="#ffffff" stroke-opacity="0.5" stroke-width="1">'
  for (let lo = 55.2; lo <= 55.9; lo += 0.1) s += `<line x1="${r1(X(lo))}" y1="0" x2="${r1(X(lo))}" y2="${H}"/>`
  for (let la = -20.8; la >= -21.5; la -= 0.1) s += `<line x1="0" y1="${r1(Y(la))}" x2="${W}" y2="${r1(Y(la))}"/>`
  s += "</g>"
  s += `<path d="${coast}" fill="none" stroke="#ffffff" stroke-width="10" stroke-opacity="0.7"/>`
  s += `<path d="${coast}" fill="#dfe8c6" stroke="#5f8f8f" stroke-width="1.5"/>`
  s += `<g clip-path="url(#isl)"><rect width="${W}" height="${H}" fill="url(#relief1)"/><rect width="${W}" height="${H}" fill="url(#relief2)"/>`
  // stylised contour rings around the two massifs
  for (const [pk, rings] of [
    [PEAKS[0], [60, 110, 165]],
    [PEAKS[1], [45, 85, 125]],
  ])
    for (const r of rings)
      s += `<ellipse cx="${r1(X(pk.lon))}" cy="${r1(Y(pk.lat))}" rx="${r}" ry="${r1(r * 0.85)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1"/>`
  s += "</g>"
  s += `<text x="${r1(X(55.5))}" y="${r1(Y(-20.78))}" font-size="15" fill="${P.oceanDark}" text-anchor="middle" letter-spacing="4" font-style="italic">${esc(w.ocean)}</text>`
  s += `<text x="${r1(X(55.5))}" y="${r1(Y(-21.18))}" font-size="22" fill="${P.basalt}" text-anchor="middle" font-weight="700" letter-spacing="6" opacity="0.55">LA RÉUNION</text>`
  for (const pk of PEAKS) {
    const x = X(pk.lon),
      y = Y(pk.lat)
    s += `<path d="M${r1(x)} ${r1(y - 9)}L${r1(x + 8)} ${r1(y + 6)}L${r1(x - 8)} ${r1(y + 6)}Z" fill="${P.basalt}"/><text x="${r1(x)}" y="${r1(y + 22)}" font-size="13" text-anchor="middle" fill="${P.basalt}" font-weight="600">${pk.name}</text><text x="${r1(x)}" y="${r1(y + 37)}" font-size="11" text-anchor="middle" fill="#5d5a55">${esc(w.altitude(pk.alt))}</text>`
  }
  for (const t of TOWNS) {
    const x = X(t.lon),
      y = Y(t.lat)
    if (t.office) continue
    s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${t.main ? 5 : 4}" fill="#ffffff" stroke="${P.ink}" stroke-width="1.5"/><text x="${r1(x + t.dx)}" y="${r1(y + t.dy)}" font-size="${t.main ? 15 : 13}" text-anchor="${t.anchor}" fill="${P.ink}" font-weight="${t.main ? 700 : 500}">${t.name}</text>`
  }
  // office marker at Le Port
  const o = TOWNS.find((t) => t.office)
  const ox = X(o.lon),
    oy = Y(o.lat)
  s +=
    `<g><path d="M${r1(ox)} ${r1(oy)}c-12 -16 -18 -24 -18 -33a18 18 0 0 1 36 0c0 9 -6 17 -18 33Z" fill="${P.coral}" stroke="#ffffff" stroke-width="2"/><circle cx="${r1(ox)}" cy="${r1(oy - 33)}" r="7" fill="#ffffff"/>` +
    `<rect x="${r1(ox - 190)}" y="${r1(oy - 78)}" width="150" height="46" rx="8" fill="#ffffff" stroke="${P.ocean}" stroke-width="1.5"/><text x="${r1(ox - 115)}" y="${r1(oy - 58)}" font-size="15" font-weight="700" text-anchor="middle" fill="${P.ocean}">Kaz Horizon</text><text x="${r1(ox - 115)}" y="${r1(oy - 41)}" font-size="12" text-anchor="middle" fill="${P.ink}">${esc(w.office)}</text></g>`
  // scale bar (20 km) and north arrow
  const kmPx = k / 111.32
  const sx = 70,
    sy = H - 60
  s +=
    `<g font-size="12" fill="${P.ink}"><rect x="${sx}" y="${sy}" width="${r1(kmPx * 10)}" height="7" fill="${P.ink}"/><rect x="${r1(sx + kmPx * 10)}" y="${sy}" width="${r1(kmPx * 10)}" height="7" fill="#ffffff" stroke="${P.ink}" stroke-width="1"/>` +
    `<text x="${sx}" y="${sy - 8}" text-anchor="middle">0</text><text x="${r1(sx + kmPx * 10)}" y="${sy - 8}" text-anchor="middle">10</text><text x="${r1(sx + kmPx * 20)}" y="${sy - 8}" text-anchor="middle">${esc(w.kilometres(20))}</text></g>`
  const nx = W - 80,
    ny = 90
  s += `<g><circle cx="${nx}" cy="${ny}" r="30" fill="#ffffff" fill-opacity="0.85" stroke="${P.ink}" stroke-width="1.2"/><path d="M${nx} ${ny - 24}L${nx + 10} ${ny + 12}L${nx} ${ny + 5}L${nx - 10} ${ny + 12}Z" fill="${P.ink}"/><text x="${nx}" y="${ny - 36}" font-size="14" font-weight="700" text-anchor="middle" fill="${P.ink}">N</text></g>`
  s += `<text x="${W - 20}" y="${H - 16}" font-size="10" text-anchor="end" fill="#5d5a55">${esc(w.coastline)}</text>`
  return s + "</svg>"
}
