// Small colour helpers working on [r,g,b] arrays in 0..255.
export const PALETTE = {
  ocean: "#0E5A6B",
  oceanDark: "#0A3F4C",
  lagoon: "#7FC8C9",
  basalt: "#2B2A28",
  sand: "#EFE6D8",
  warmWhite: "#FAF7F2",
  coral: "#E07A4F",
  ink: "#1C1C1A",
}

export function rgb(hex) {
  if (Array.isArray(hex)) return hex
  const h = hex.replace("#", "")
  const n = parseInt(
    h.length === 3
      ? h
          .split("")
          .map((c) => c + c)
          .join("")
      : h,
    16,
  )
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function hex(c) {
  const [r, g, b] = rgb(c).map((v) => Math.max(0, Math.min(255, Math.round(v))))
  return "#" + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)
}

export function mix(a, b, t) {
  const A = rgb(a),
    B = rgb(b)
  return hex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t])
}

/** Multiply a colour by a scalar (k>1 brightens). */
export function scale(c, k) {
  const A = rgb(c)
  return hex([A[0] * k, A[1] * k, A[2] * k])
}

export const lighten = (c, t) => mix(c, "#ffffff", t)
export const darken = (c, t) => mix(c, "#000000", t)

/** Component-wise multiply by a light colour expressed as [r,g,b] factors (1 = neutral). */
export function light(c, f) {
  const A = rgb(c)
  return hex([A[0] * f[0], A[1] * f[1], A[2] * f[2]])
}

export function factors(c, k = 1) {
  const A = rgb(c)
  return [(A[0] / 255) * k, (A[1] / 255) * k, (A[2] / 255) * k]
}
