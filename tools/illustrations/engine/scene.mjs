// A very small painter's-algorithm renderer: convex meshes, sprites and groups are projected,
// sorted with an AABB separating-plane test and written out as flat-shaded SVG polygons.
import { sub, dot, mul, add, newell, centroid, aabbOf, hull2, clamp, len } from "./math.mjs"
import { f, pathD, Defs } from "../lib/svg.mjs"
import { rgb, hex, mix } from "../lib/color.mjs"

let uid = 0

/** Clip a camera-space polygon against the near plane. */
function clipNear(pcs, near, closed = true) {
  const out = []
  const n = pcs.length
  const lim = closed ? n : n - 1
  if (!closed && n && pcs[0][2] >= near) out.push(pcs[0])
  for (let i = 0; i < lim; i++) {
    const a = pcs[i],
      b = pcs[(i + 1) % n]
    const ain = a[2] >= near,
      bin = b[2] >= near
    if (closed && ain) out.push(a)
    if (ain !== bin) {
      const t = (near - a[2]) / (b[2] - a[2])
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near])
    }
    if (!closed && bin) out.push(b)
  }
  return out
}

export class Scene {
  constructor({ cam, env, defs }) {
    this.cam = cam
    this.env = env
    this.defs = defs ?? new Defs("s")
    this.objects = []
  }

  add(...objs) {
    for (const o of objs.flat(Infinity)) if (o) this.objects.push(o)
    return this
  }

  // ---------- colour ----------
  haze(c, dist) {
    const h = this.env.haze
    if (!h) return hex(c)
    const t = clamp((dist - h.start) / (h.end - h.start)) * h.max
    return t > 0 ? mix(c, h.color, t) : hex(c)
  }

  shadeColor(mat, n, dist, interior = false) {
    const env = this.env
    const base = rgb(mat.c)
    if (mat.kind === "emissive") return this.haze(mat.c, dist)
    const L = (interior || this.inside) && env.interiorLight ? env.interiorLight : env
    const ndl = Math.max(0, dot(n, L.sunDir))
    const hemi = 0.5 + 0.5 * n[1]
    const sky = L.skyF,
      gnd = L.groundF,
      sun = L.sunF
    const amb = L.amb * (mat.ao ?? 1)
    const k = mat.sunK ?? 1
    const out = [0, 1, 2].map((i) => {
      const a = amb * (gnd[i] + (sky[i] - gnd[i]) * hemi)
      return base[i] * (a + sun[i] * L.sunI * ndl * k)
    })
    return this.haze(out, dist)
  }

  // ---------- face rendering ----------
  projectPoly(pts, closed = true) {
    const cam = this.cam
    const pcs = clipNear(
      pts.map((p) => cam.toCam(p)),
      cam.near,
      closed,
    )
    return pcs.map((c) => cam.proj(c))
  }

  faceFill(mat, n, sp, dist, interior, objLit) {
    const env = this.env
    const defs = this.defs
    let minY = Infinity,
      maxY = -Infinity,
      minX = Infinity,
      maxX = -Infinity
    for (const p of sp) {
      if (p[1] < minY) minY = p[1]
      if (p[1] > maxY) maxY = p[1]
      if (p[0] < minX) minX = p[0]
      if (p[0] > maxX) maxX = p[0]
    }
    const big = maxY - minY > 30 || maxX - minX > 30
    if (mat.kind === "glass") {
      if (interior) return { fill: env.glassIn ?? "#dfeef2", op: mat.inOp ?? 0.07 }
      if (mat.smooth) {
        const lit = (env.lit && mat.lit !== false) || mat.alwaysLit
        if (lit && objLit !== "see")
          return {
            fill: this.haze(
              mix(mat.litTop ?? env.litTop ?? "#ffe6b0", mat.litBottom ?? env.litBottom ?? "#f0a55c", clamp(mat.t ?? 0.5)),
              dist,
            ),
            op: 1,
            solid: true,
            smooth: true,
          }
        const t = clamp(0.45 - n[1] * 0.9 + 0.18 * n[0] - 0.1 * n[2])
        const base = mat.tint ? mix(mix(env.glassTop, env.glassBottom, t), mat.tint, 0.45) : mix(env.glassTop, env.glassBottom, t)
        return { fill: this.haze(base, dist), op: mat.op ?? 1, solid: true, smooth: true }
      }
      const lit = (env.lit && mat.lit !== false) || mat.alwaysLit
      if (lit && objLit !== "see") {
        const c1 = this.haze(mat.litTop ?? env.litTop ?? "#ffe6b0", dist)
        const c2 = this.haze(mat.litBottom ?? env.litBottom ?? "#f0a55c", dist)
        if (!big) return { fill: c1, op: mat.litOp ?? 1 }
        const id = defs.linear(0, minY, 0, maxY, [
          [0, c1],
          [1, c2],
        ])
        return { fill: `url(#${id})`, op: mat.litOp ?? 1 }
      }
      const top = this.haze(mat.tint ? mix(env.glassTop, mat.tint, 0.5) : env.glassTop, dist)
      const bot = this.haze(mat.tint ? mix(env.glassBottom, mat.tint, 0.4) : env.glassBottom, dist)
      const op = objLit === "see" ? (env.lit ? 0.12 : (mat.seeOp ?? 0.42)) : (mat.op ?? 0.96)
      if (!big) return { fill: mix(top, bot, 0.5), op }
      const side = n[0] * 0.5 + 0.5
      const id = defs.linear(minX, minY, minX + (maxX - minX) * (0.3 + side * 0.4), maxY, [
        [0, top],
        [0.55, mix(top, bot, 0.6)],
        [1, bot],
      ])
      return { fill: `url(#${id})`, op }
    }
    if (mat.kind === "water") {
      const top = this.haze(env.waterFar ?? "#5fb8c4", dist)
      const bot = this.haze(mat.c ?? env.waterNear ?? "#2f9fb3", dist)
      const id = defs.linear(0, minY, 0, maxY, [
        [0, top],
        [1, bot],
      ])
      return { fill: `url(#${id})`, op: mat.op ?? 1 }
    }
    const c = this.shadeColor(mat, interior ? mul(n, -1) : n, dist, interior)
    const g = mat.grad ?? 0.06
    if (!big || g === 0) return { fill: c, op: mat.op ?? 1, solid: true }
    const c1 = mix(c, "#ffffff", g * 0.8),
      c2 = mix(c, "#000000", g)
    const id = defs.linear(0, minY, 0, maxY, [
      [0, c1],
      [1, c2],
    ])
    return { fill: `url(#${id})`, op: mat.op ?? 1, solidColor: c }
  }

  drawFace(face, interior, objLit, out) {
    const cam = this.cam
    const sp = this.projectPoly(face.pts)
    if (sp.length < 3) return
    const mat = interior ? (face.imat ?? face.mat) : face.mat
    if (!mat || mat.kind === "none") return this.drawDecals(face, interior, out)
    const dist = len(sub(face.c, cam.pos))
    let d = pathD(sp)
    if (face.holes)
      for (const h of face.holes) {
        const hp = this.projectPoly(h)
        if (hp.length >= 3) d += pathD(hp)
      }
    const { fill, op, solid, solidColor, smooth } = this.faceFill(mat, face.n, sp, dist, interior, objLit)
    const rule = face.holes ? ' fill-rule="evenodd"' : ""
    const opa = op < 1 ? ` fill-opacity="${op}"` : ""
    let stroke = ""
    if ((mat.kind !== "glass" || smooth) && op >= 1 && !face.holes) {
      stroke = ` stroke="${solid ? fill : solidColor}" stroke-width="0.8" stroke-linejoin="round"`
    }
    out.push(`<path d="${d}" fill="${fill}"${opa}${rule}${stroke}/>`)
    if (mat.kind === "glass" && !mat.smooth && !interior && !(this.env.lit && mat.lit !== false) && mat.streak !== false) {
      this.glassStreak(sp, out)
    }
    if (mat.edge) {
      out.push(
        `<path d="${pathD(sp)}" fill="none" stroke="${this.haze(mat.edge, dist)}" stroke-width="${f(Math.max(0.6, ((mat.edgeW ?? 0.03) * cam.F) / Math.max(1, cam.toCam(face.c)[2])))}" stroke-linejoin="round"/>`,
      )
    }
    this.drawDecals(face, interior, out, dist)
  }

  glassStreak(sp, out) {
    // diagonal light reflection band clipped to the pane
    let minX = Infinity,
      maxX = -Infinity,
      minY = Infinity,
      maxY = -Infinity
    for (const p of sp) {
      minX = Math.min(minX, p[0])
      maxX = Math.max(maxX, p[0])
      minY = Math.min(minY, p[1])
      maxY = Math.max(maxY, p[1])
    }
    const w = maxX - minX,
      h = maxY - minY
    if (w < 25 || h < 25) return
    const clip = this.defs.clip(`<path d="${pathD(sp)}"/>`)
    const x0 = minX + w * 0.18,
      bw = Math.max(6, w * 0.16)
    const band = [
      [x0, maxY],
      [x0 + bw, maxY],
      [x0 + bw + h * 0.55, minY],
      [x0 + h * 0.55, minY],
    ]
    const band2 = band.map((p) => [p[0] + bw * 1.5, p[1]])
    out.push(
      `<g clip-path="url(#${clip})" fill="#ffffff"><path d="${pathD(band)}" opacity="0.13"/><path d="${pathD(band2.map((p, i) => (i === 1 || i === 2 ? [p[0] - bw * 0.6, p[1]] : p)))}" opacity="0.08"/></g>`,
    )
  }

  drawDecals(face, interior, out, dist) {
    if (!face.decals) return
    const cam = this.cam
    dist = dist ?? len(sub(face.c, cam.pos))
    for (const dc of face.decals) {
      const side = dc.side ?? "front"
      if (side === "front" && interior) continue
      if (side === "back" && !interior) continue
      const sp = this.projectPoly(dc.pts, !dc.line)
      if (sp.length < 2) continue
      let fill = "none",
        stroke = "",
        op = dc.op ?? 1
      if (dc.mat) {
        const r = this.faceFill(dc.mat, face.n, sp, dist, interior, null)
        fill = r.fill
        op *= r.op
      } else if (dc.fill && dc.fill !== "none") fill = this.haze(dc.fill, dist)
      if (dc.stroke) {
        const z = Math.max(0.5, cam.toCam(centroid(dc.pts))[2])
        const sw = Math.max(0.5, ((dc.sw ?? 0.03) * cam.F) / z)
        const sc = dc.strokeRaw
          ? dc.stroke
          : dc.lightStroke
            ? this.shadeColor({ c: dc.stroke }, face.n, dist, interior)
            : this.haze(dc.stroke, dist)
        stroke = ` stroke="${sc}" stroke-width="${f(sw)}" stroke-linejoin="round" stroke-linecap="${dc.cap ?? "butt"}"`
      }
      if (dc.shade && !dc.mat && dc.fill !== "none") fill = this.shadeColor({ c: dc.fill }, face.n, dist, interior)
      out.push(`<path d="${pathD(sp, !dc.line)}" fill="${dc.line ? "none" : fill}"${op < 1 ? ` opacity="${op}"` : ""}${stroke}/>`)
    }
  }

  isFront(face) {
    return dot(face.n, sub(this.cam.pos, face.c)) > 0
  }

  drawMesh(obj, out) {
    if (obj.hollow) {
      // interior surfaces (back faces) first, then contents, then the see-through front
      for (const fc of obj.faces) if (!this.isFront(fc) && !fc.noBack) this.drawFace(fc, true, null, out)
      if (obj.interior) {
        const prev = this.inside
        this.inside = true
        this.drawList(obj.interior, out)
        this.inside = prev
      }
      for (const fc of obj.faces) if (this.isFront(fc) && !fc.hidden) this.drawFace(fc, false, "see", out)
      return
    }
    for (const fc of obj.faces) {
      if (fc.twoSided) {
        this.drawFace(fc, !this.isFront(fc), null, out)
      } else if (this.isFront(fc) && !fc.hidden) this.drawFace(fc, false, null, out)
    }
  }

  drawObj(o, out) {
    if (o.type === "mesh") this.drawMesh(o, out)
    else if (o.type === "group") {
      if (o.sortParts) this.drawList(o.parts, out)
      else for (const p of o.parts) this.drawObj(p, out)
    } else if (o.type === "sprite" || o.type === "svg") {
      const cam = this.cam
      const pc = cam.toCam(o.pos)
      if (pc[2] < cam.near) return
      const [sx, sy] = cam.proj(pc)
      const s = cam.F / pc[2]
      const dist = len(sub(o.pos, cam.pos))
      const ctx = {
        sx,
        sy,
        s,
        cam,
        env: this.env,
        defs: this.defs,
        dist,
        tint: (c) => this.haze(c, dist),
        shade: (c, n) => this.shadeColor({ c }, n ?? [0, 0, 1], dist),
        P: (p) => this.cam.project(p),
        scene: this,
      }
      out.push(o.draw(ctx))
    }
  }

  // ---------- ordering ----------
  order(objs) {
    const cam = this.cam,
      c = cam.pos
    const N = objs.length
    const info = objs.map((o) => {
      const bb = o.aabb
      const ctr = [(bb.min[0] + bb.max[0]) / 2, (bb.min[1] + bb.max[1]) / 2, (bb.min[2] + bb.max[2]) / 2]
      // screen box
      let sx0 = Infinity,
        sy0 = Infinity,
        sx1 = -Infinity,
        sy1 = -Infinity,
        behind = false
      for (let i = 0; i < 8; i++) {
        const p = [i & 1 ? bb.max[0] : bb.min[0], i & 2 ? bb.max[1] : bb.min[1], i & 4 ? bb.max[2] : bb.min[2]]
        const q = cam.toCam(p)
        if (q[2] < cam.near) {
          behind = true
          continue
        }
        const s = cam.proj(q)
        sx0 = Math.min(sx0, s[0])
        sx1 = Math.max(sx1, s[0])
        sy0 = Math.min(sy0, s[1])
        sy1 = Math.max(sy1, s[1])
      }
      if (behind) {
        sx0 = -1e9
        sy0 = -1e9
        sx1 = 1e9
        sy1 = 1e9
      }
      const dist = o.sortDist ?? len(sub(ctr, c))
      return { bb, dist, sx0, sy0, sx1, sy1 }
    })
    const before = Array.from({ length: N }, () => [])
    const indeg = new Array(N).fill(0)
    const tol = 0.03
    for (let i = 0; i < N; i++) {
      for (let j = i + 1; j < N; j++) {
        const A = info[i],
          B = info[j]
        if (A.sx1 < B.sx0 || B.sx1 < A.sx0 || A.sy1 < B.sy0 || B.sy1 < A.sy0) continue
        let res = 0
        for (let k = 0; k < 3 && !res; k++) {
          if (A.bb.max[k] <= B.bb.min[k] + tol) {
            const m = (A.bb.max[k] + B.bb.min[k]) / 2
            res = c[k] > m ? 1 : -1
          } else if (B.bb.max[k] <= A.bb.min[k] + tol) {
            const m = (B.bb.max[k] + A.bb.min[k]) / 2
            res = c[k] > m ? -1 : 1
          }
        }
        if (res === 1) {
          before[i].push(j)
          indeg[j]++
        } else if (res === -1) {
          before[j].push(i)
          indeg[i]++
        }
      }
    }
    const done = new Array(N).fill(false)
    const result = []
    for (let step = 0; step < N; step++) {
      let best = -1
      for (let i = 0; i < N; i++) if (!done[i] && indeg[i] === 0 && (best < 0 || info[i].dist > info[best].dist)) best = i
      if (best < 0) for (let i = 0; i < N; i++) if (!done[i] && (best < 0 || info[i].dist > info[best].dist)) best = i
      done[best] = true
      result.push(objs[best])
      for (const j of before[best]) indeg[j]--
    }
    return result
  }

  drawList(list, out) {
    const layers = new Map()
    for (const o of list) {
      const l = o.layer ?? 1
      if (!layers.has(l)) layers.set(l, [])
      layers.get(l).push(o)
    }
    const keys = [...layers.keys()].sort((a, b) => a - b)
    for (const k of keys) for (const o of this.order(layers.get(k))) this.drawObj(o, out)
  }

  // ---------- shadows ----------
  shadowPolys() {
    const env = this.env,
      L = env.sunDir
    const polys = [],
      ao = []
    if (!env.shadows) return { polys, ao }
    const collect = (o) => {
      if (o.type === "group") return o.parts.forEach(collect)
      if (o.type === "mesh" && o.castShadow !== false && (o.layer ?? 1) >= 1) {
        const g = o.shadowY ?? 0
        const pts = []
        for (const fc of o.faces)
          for (const p of fc.pts) {
            if (p[1] < g - 0.01) continue
            const t = (p[1] - g) / Math.max(0.08, L[1])
            pts.push([p[0] - L[0] * t, p[2] - L[2] * t])
          }
        if (pts.length >= 3) polys.push(hull2(pts).map((q) => [q[0], g + 0.01, q[1]]))
        if (o.ao !== false && o.aabb.min[1] - g < 0.6) {
          const bb = o.aabb,
            e = o.aoPad ?? 0.35
          ao.push([
            [bb.min[0] - e, g + 0.01, bb.min[2] - e],
            [bb.max[0] + e, g + 0.01, bb.min[2] - e],
            [bb.max[0] + e, g + 0.01, bb.max[2] + e],
            [bb.min[0] - e, g + 0.01, bb.max[2] + e],
          ])
        }
      }
      if (o.type === "sprite" && o.shadow) {
        const { r, h } = o.shadow
        const t = (h * 0.55) / Math.max(0.15, L[1])
        const off = [-L[0] * t, -L[2] * t]
        const ol = Math.hypot(off[0], off[1]) || 1
        const dir = [off[0] / ol, off[1] / ol]
        const pts = []
        for (let i = 0; i < 14; i++) {
          const a = (i / 14) * Math.PI * 2
          const along = Math.cos(a) * (r + ol * 0.35),
            across = Math.sin(a) * r
          pts.push([
            o.pos[0] + off[0] * 0.6 + dir[0] * along - dir[1] * across,
            (o.shadowY ?? 0) + 0.01,
            o.pos[2] + off[1] * 0.6 + dir[1] * along + dir[0] * across,
          ])
        }
        polys.push(pts)
      }
    }
    this.objects.forEach(collect)
    return { polys, ao }
  }

  renderShadows(out) {
    const env = this.env
    if (!env.shadows) return
    const { polys, ao } = this.shadowPolys()
    const col = env.shadowColor ?? "#1d2b33"
    if (ao.length) {
      const blur = this.defs.blur(6)
      out.push(
        `<g opacity="${env.aoOpacity ?? 0.22}" filter="url(#${blur})" fill="${col}">` +
          ao.map((p) => `<path d="${pathD(this.projectPoly(p))}"/>`).join("") +
          "</g>",
      )
    }
    if (polys.length && env.sunDir[1] > 0.03) {
      const blur = this.defs.blur(env.shadowBlur ?? 2.5)
      out.push(
        `<g opacity="${env.shadowOpacity ?? 0.3}" filter="url(#${blur})" fill="${col}">` +
          polys.map((p) => `<path d="${pathD(this.projectPoly(p))}"/>`).join("") +
          "</g>",
      )
    }
  }

  /** Render all objects; returns the SVG body string (defs are in this.defs). */
  renderBody() {
    const out = []
    const ground = this.objects.filter((o) => (o.layer ?? 1) < 1)
    const rest = this.objects.filter((o) => (o.layer ?? 1) >= 1)
    this.drawList(ground, out)
    this.renderShadows(out)
    this.drawList(rest, out)
    return out.join("")
  }
}

// ---------------- object builders ----------------

export function makeFace(pts, mat, opts = {}) {
  const n = opts.n ?? newell(pts)
  return { pts, mat, c: centroid(pts), ...opts, n }
}

/** Orient every face normal away from the mesh centre (valid for convex meshes). */
export function mesh(faces, opts = {}) {
  const all = faces.flatMap((fc) => fc.pts)
  const aabb = opts.aabb ?? aabbOf(all)
  if (opts.convex !== false) {
    const ctr = opts.center ?? [(aabb.min[0] + aabb.max[0]) / 2, (aabb.min[1] + aabb.max[1]) / 2, (aabb.min[2] + aabb.max[2]) / 2]
    for (const fc of faces) {
      if (fc.fixedN) continue
      if (dot(fc.n, sub(fc.c, ctr)) < 0) fc.n = mul(fc.n, -1)
    }
  }
  return { type: "mesh", id: uid++, faces, aabb, ...opts }
}

export function sprite(pos, draw, opts = {}) {
  const r = opts.r ?? 0.3,
    h = opts.h ?? 1
  const aabb = opts.aabb ?? { min: [pos[0] - r, pos[1], pos[2] - r], max: [pos[0] + r, pos[1] + h, pos[2] + r] }
  return { type: "sprite", pos, draw, aabb, ...opts }
}

export function group(parts, opts = {}) {
  parts = parts.flat(Infinity).filter(Boolean)
  const pts = []
  for (const p of parts) pts.push(p.aabb.min, p.aabb.max)
  return { type: "group", parts, aabb: opts.aabb ?? aabbOf(pts), ...opts }
}

/** Local frame on a planar rectangle: origin o, unit axes U (along width) and V (up). */
export function frame(o, U, V, w, h) {
  return {
    o,
    U,
    V,
    w,
    h,
    at: (u, v) => add(o, add(mul(U, u), mul(V, v))),
    rect(u0, v0, u1, v1) {
      return [this.at(u0, v0), this.at(u1, v0), this.at(u1, v1), this.at(u0, v1)]
    },
    ngon(cu, cv, ru, rv, n = 16) {
      const pts = []
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2
        pts.push(this.at(cu + Math.cos(a) * ru, cv + Math.sin(a) * rv))
      }
      return pts
    },
  }
}
