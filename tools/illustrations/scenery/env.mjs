// Lighting presets by time of day. Directions are unit vectors towards the light.
import { factors } from "../lib/color.mjs"
import { deg } from "../engine/math.mjs"

export function sunVector(az, el) {
  const a = deg(az),
    e = deg(el)
  return [Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e)]
}

const PRESETS = {
  morning: {
    sky: ["#7fa9cf", "#b9cbe0", "#f4d6c0", "#ffe6c8"],
    sun: "#ffd9aa",
    sunI: 0.6,
    amb: 0.8,
    skyL: "#d3deec",
    ground: "#eed9bf",
    el: 12,
    haze: "#f0dccb",
    hazeMax: 0.55,
    cloud: ["#fff4ea", "#e7b9a6"],
    glass: ["#cfe0ea", "#6f8ea4"],
    ocean: ["#b9cfd9", "#3e8699"],
    shadows: true,
  },
  midday: {
    sky: ["#2f7fc4", "#5fa4db", "#a8d2ec", "#e1f1f5"],
    sun: "#fff5e4",
    sunI: 0.55,
    amb: 0.84,
    skyL: "#e2edf7",
    ground: "#ece5d0",
    el: 42,
    haze: "#d4e7ee",
    hazeMax: 0.5,
    cloud: ["#ffffff", "#c9d8e6"],
    glass: ["#b8d8ec", "#4f7d98"],
    ocean: ["#8cc8d8", "#13788c"],
    shadows: true,
  },
  golden: {
    sky: ["#5e7fb5", "#a9a6c3", "#f2bf8f", "#ffd59a"],
    sun: "#ffc680",
    sunI: 0.7,
    amb: 0.7,
    skyL: "#c9c6de",
    ground: "#ecc79c",
    el: 11,
    haze: "#f3cfa3",
    hazeMax: 0.55,
    cloud: ["#ffe7c4", "#d68c7a"],
    glass: ["#f7d6ac", "#7a6f86"],
    ocean: ["#e9c6a0", "#2f6e84"],
    shadows: true,
  },
  dusk: {
    sky: ["#1c2a57", "#4b4d86", "#c46f7c", "#f5a46e"],
    sun: "#ff9d6a",
    sunI: 0.2,
    amb: 0.62,
    skyL: "#8e96c4",
    ground: "#b98f96",
    el: 3,
    haze: "#8f7fa6",
    hazeMax: 0.6,
    cloud: ["#f4a98e", "#6b5a8a"],
    glass: ["#9d8fb8", "#3a3d66"],
    ocean: ["#c48c94", "#263f64"],
    shadows: false,
    lit: true,
  },
  night: {
    sky: ["#050b20", "#0c1838", "#1a2e5a", "#2e4a78"],
    sun: "#9fb4e0",
    sunI: 0.16,
    amb: 0.42,
    skyL: "#6a7fb8",
    ground: "#3a4468",
    el: 35,
    haze: "#1f2f55",
    hazeMax: 0.6,
    cloud: ["#3b4f7c", "#1b2747"],
    glass: ["#3f5580", "#141d38"],
    ocean: ["#2c4670", "#0b1a35"],
    shadows: false,
    lit: true,
    stars: true,
  },
  storm: {
    sky: ["#3c4651", "#56616c", "#7e8a92", "#a3adb2"],
    sun: "#d6dce0",
    sunI: 0.12,
    amb: 0.8,
    skyL: "#a9b3bb",
    ground: "#8c9088",
    el: 40,
    haze: "#8d989f",
    hazeMax: 0.6,
    cloud: ["#7d8891", "#3a444e"],
    glass: ["#9aa8b2", "#45535e"],
    ocean: ["#7b8c93", "#2e4a55"],
    shadows: false,
  },
}

export function environment(time = "midday", o = {}) {
  const p = { ...PRESETS[time], ...(o.override ?? {}) }
  const el = o.el ?? p.el
  const az = o.az ?? 210
  const env = {
    time,
    preset: p,
    sunDir: sunVector(az, el),
    sunAz: az,
    sunEl: el,
    sunF: factors(p.sun),
    sunI: o.sunI ?? p.sunI,
    skyF: factors(p.skyL),
    groundF: factors(p.ground),
    amb: o.amb ?? p.amb,
    haze: { color: p.haze, start: o.hazeStart ?? 40, end: o.hazeEnd ?? 650, max: p.hazeMax },
    shadows: o.shadows ?? p.shadows,
    shadowColor: time === "golden" || time === "morning" ? "#3a2f4a" : "#1f3140",
    shadowOpacity: o.shadowOpacity ?? (time === "midday" ? 0.32 : 0.36),
    glassTop: p.glass[0],
    glassBottom: p.glass[1],
    lit: o.lit ?? p.lit ?? false,
    stars: p.stars,
    skyCols: p.sky,
    cloudCols: p.cloud,
    oceanCols: p.ocean,
  }
  const warm = env.lit
  const io = o.interior ?? {}
  env.interiorLight = {
    sunDir: io.dir ?? sunVector(150, 40),
    sunF: factors(io.color ?? (warm ? "#ffd49a" : "#fff3e0")),
    sunI: io.i ?? (warm ? 0.3 : 0.35),
    skyF: factors(io.sky ?? (warm ? "#ffe2b8" : "#fbf8f2")),
    groundF: factors(io.ground ?? (warm ? "#f3cf9c" : "#f4ede2")),
    amb: io.amb ?? (warm ? 0.95 : 0.9),
  }
  return env
}
