import { test } from "node:test"
import assert from "node:assert/strict"
import { add, sub, mul, dot, cross, len, norm, lerp3, clamp, deg, centroid, newell, aabbOf, hull2, noise1 } from "../engine/math.mjs"
import { makeCamera } from "../engine/camera.mjs"
import { place } from "../engine/transform.mjs"
import { box } from "../engine/shapes.mjs"
import { Scene } from "../engine/scene.mjs"
import { environment } from "../scenery/env.mjs"

const near = (a, b, eps = 1e-9) => assert.ok(Math.abs(a - b) < eps, `${a} is not ${b}`)
const near2 = (p, q) => {
  assert.equal(p.length, q.length)
  p.forEach((v, i) => near(v, q[i]))
}
const noNegZero = (v) => v.map((x) => x + 0)

test("vector maths", () => {
  assert.deepEqual(add([1, 2, 3], [4, 5, 6]), [5, 7, 9])
  assert.deepEqual(sub([1, 2, 3], [4, 5, 6]), [-3, -3, -3])
  assert.deepEqual(mul([1, 2, 3], 2), [2, 4, 6])
  assert.equal(dot([1, 2, 3], [4, 5, 6]), 32)
  assert.deepEqual(cross([1, 0, 0], [0, 1, 0]), [0, 0, 1])
  assert.deepEqual(cross([0, 1, 0], [1, 0, 0]), [0, 0, -1])
  assert.equal(len([3, 4, 12]), 13)
  assert.deepEqual(norm([0, 0, 5]), [0, 0, 1])
  assert.deepEqual(norm([0, 0, 0]), [0, 0, 0])
  assert.deepEqual(lerp3([0, 0, 0], [10, 20, 30], 0.5), [5, 10, 15])
  assert.equal(clamp(1.5), 1)
  assert.equal(clamp(-2, -1, 1), -1)
  assert.equal(deg(180), Math.PI)
  assert.deepEqual(
    centroid([
      [0, 0, 0],
      [2, 0, 0],
      [2, 2, 0],
      [0, 2, 0],
    ]),
    [1, 1, 0],
  )
})

test("polygon normal, bounding box, convex hull, noise", () => {
  // counter-clockwise seen from +z
  assert.deepEqual(
    newell([
      [0, 0, 0],
      [1, 0, 0],
      [1, 1, 0],
      [0, 1, 0],
    ]),
    [0, 0, 1],
  )
  assert.deepEqual(
    aabbOf([
      [1, 5, -2],
      [-3, 0, 4],
    ]),
    { min: [-3, 0, -2], max: [1, 5, 4] },
  )
  assert.deepEqual(
    hull2([
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 0.5],
    ]),
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ],
  )
  const n = noise1(7)
  assert.equal(n(3), noise1(7)(3))
  assert.notEqual(n(3), noise1(8)(3))
  near(n(2.5), (n(2) + n(3)) / 2) // smoothstep is symmetric at the midpoint
  assert.equal(n(512 + 3), n(3), "period 512")
})

test("camera: a known projection looking north", () => {
  // horizontal fov 90 over 200 px: focal length 100 px; horizon at half height
  const cam = makeCamera({ pos: [0, 0, 0], target: [0, 0, 10], fov: 90, width: 200, height: 100 })
  near(cam.F, 100)
  near2(cam.project([0, 0, 10]), [100, 50])
  near2(cam.project([1, 1, 10]), [110, 40]) // east is to the right, up is up
  near2(cam.project([-5, -2, 5]), [0, 90])
  assert.equal(cam.project([0, 0, 0.1]), null, "in front of the near plane")
  assert.equal(cam.project([0, 0, -5]), null, "behind")
  near(cam.horizonY, 50)
  near(cam.scaleAt([0, 0, 10]), 10)
  near(cam.depth([3, 4, 10]), 10)
})

test("camera: looking east from eye height with the horizon at 60 %", () => {
  const cam = makeCamera({ pos: [0, 1.6, 0], target: [10, 1.6, 0], fov: 60, width: 1600, height: 900, horizon: 0.6 })
  near(cam.yaw, Math.PI / 2)
  near(cam.horizonY, 540)
  const F = 800 / Math.tan(Math.PI / 6) // 1385.64...
  near2(cam.project([10, 1.6, 0]), [800, 540])
  near2(cam.project([10, 2.6, 1]), [800 - F / 10, 540 - F / 10]) // north is on the left
  near(cam.project([10, 2.6, 1])[0], 661.4359353944899)
})

test("place rotates by quarter turns about y, then offsets (points, normals, bounds)", () => {
  const b = box([0, 0, 0], [2, 1, 4], { c: "#ffffff" })
  const p = place(b, 90, [10, 0, 0])
  // (x, z) -> (z, -x): east turns south
  assert.deepEqual(noNegZero(p.aabb.min), [10, 0, -2])
  assert.deepEqual(noNegZero(p.aabb.max), [14, 1, 0])
  assert.deepEqual(
    p.faces.map((fc) => noNegZero(fc.n)),
    [
      [0, 0, -1], // px
      [0, 0, 1], // nx
      [0, 1, 0], // py
      [1, 0, 0], // pz
      [-1, 0, 0], // nz
    ],
  )
  // a full turn and -270 are the identity and +90
  assert.deepEqual(place(b, 360).aabb, b.aabb)
  assert.deepEqual(place(b, -270, [10, 0, 0]).aabb, p.aabb)
  // the input is not modified
  assert.deepEqual(b.aabb, { min: [0, 0, 0], max: [2, 1, 4] })
})

test("scene: a 2 m cube seen from 10 m shows only its front face, where the camera puts it", () => {
  const render = () => {
    const cam = makeCamera({ pos: [0, 1.6, -10], target: [0, 1, 0], fov: 50, width: 320, height: 180 })
    const scene = new Scene({ cam, env: environment("midday", {}) })
    scene.add(box([-1, 0, -1], [1, 2, 1], { c: "#cccccc" }))
    return scene.renderBody()
  }
  const body = render()
  const faces = body.match(/<path d="[^"]*" fill="url\(#s\d+\)"[^>]*\/>/g)
  assert.equal(faces.length, 1)
  // F = 160 / tan 25deg = 343.1; the face is 9 m away: x = 160 -+ F/9, y = 90 + 1.6F/9 and 90 - 0.4F/9
  assert.match(faces[0], /^<path d="M121\.9 151L198\.1 151L198\.1 74\.8L121\.9 74\.8Z"/)
  assert.equal(render(), body, "the same scene renders the same SVG")
})
