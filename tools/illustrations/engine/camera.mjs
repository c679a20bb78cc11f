import { sub, dot, norm, cross, deg } from "./math.mjs"

/**
 * Perspective camera. By default it looks horizontally (verticals stay vertical, like an
 * architectural shift lens); `horizon` is the screen fraction where the horizon line sits.
 * A non-zero `pitch` (degrees, negative = looking down) tilts it instead.
 */
export function makeCamera({ pos, target, fov = 45, width, height, horizon = 0.5, pitch = 0, shiftX = 0 }) {
  const dx = target[0] - pos[0],
    dz = target[2] - pos[2]
  const yaw = Math.atan2(dx, dz)
  const p = deg(pitch)
  const f = norm([Math.sin(yaw) * Math.cos(p), Math.sin(p), Math.cos(yaw) * Math.cos(p)])
  const r = norm(cross(f, [0, 1, 0]))
  const u = cross(r, f)
  const F = width / 2 / Math.tan(deg(fov) / 2) // fov is horizontal
  const cx = width / 2 + shiftX * width
  const cy = pitch === 0 ? height * horizon : height / 2
  const cam = {
    pos,
    f,
    r: [-r[0], -r[1], -r[2]],
    u,
    F,
    W: width,
    H: height,
    cx,
    cy,
    near: 0.15,
    toCam(pw) {
      const d = sub(pw, pos)
      return [dot(d, this.r), dot(d, u), dot(d, f)]
    },
    proj(pc) {
      return [cx + (pc[0] / pc[2]) * F, cy - (pc[1] / pc[2]) * F]
    },
    project(pw) {
      const c = this.toCam(pw)
      if (c[2] < this.near) return null
      return this.proj(c)
    },
    /** pixels per metre at a world point */
    scaleAt(pw) {
      const c = this.toCam(pw)
      return F / Math.max(c[2], this.near)
    },
    depth(pw) {
      return this.toCam(pw)[2]
    },
  }
  // Horizon: a far point straight ahead at eye height.
  const far = [pos[0] + Math.sin(yaw) * 1e6, pos[1], pos[2] + Math.cos(yaw) * 1e6]
  cam.horizonY = cam.proj(cam.toCam(far))[1]
  cam.yaw = yaw
  return cam
}
