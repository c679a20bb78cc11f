import { test } from "node:test"
import assert from "node:assert/strict"
import { f, pathD, smoothD, Defs, svgDoc } from "../lib/svg.mjs"
import * as svgModule from "../lib/svg.mjs"

test("f writes numbers to one decimal without -0", () => {
  assert.equal(f(2), "2")
  assert.equal(f(1.25), "1.3")
  assert.equal(f(-1.26), "-1.3")
  assert.equal(f(-0.04), "0")
  assert.equal(f(1234.56), "1234.6")
})

test("pathD writes closed and open polylines", () => {
  assert.equal(pathD([]), "")
  assert.equal(
    pathD([
      [0, 0],
      [10.04, 0],
      [10, 5.55],
    ]),
    "M0 0L10 0L10 5.6Z",
  )
  assert.equal(
    pathD(
      [
        [1, 2],
        [3, 4],
      ],
      false,
    ),
    "M1 2L3 4",
  )
})

test("smoothD: Catmull-Rom as cubic Beziers; fewer than 3 points fall back to a polyline", () => {
  const tri = [
    [0, 0],
    [10, 0],
    [10, 10],
  ]
  assert.equal(smoothD(tri), "M0 0C1.7 0 8.3 -1.7 10 0C11.7 1.7 10 8.3 10 10")
  assert.equal(smoothD(tri, true), "M0 0C0 -1.7 8.3 -1.7 10 0C11.7 1.7 11.7 10 10 10C8.3 10 0 1.7 0 0Z")
  assert.equal(
    smoothD([
      [0, 0],
      [5, 5],
    ]),
    "M0 0L5 5",
  )
})

test("Defs: unique ids, cached by key, written as one <defs> element", () => {
  const d = new Defs("t")
  const sky = d.linear(
    0,
    0,
    0,
    100,
    [
      [0, "#fff"],
      [1, "#000", 0.5],
    ],
    "sky",
  )
  assert.equal(sky, "t0")
  assert.equal(d.linear(0, 0, 0, 50, [[0, "#f00"]], "sky"), "t0", "same key, same id, nothing added")
  assert.equal(d.blur(4), "t1")
  assert.equal(d.blur(4), "t1")
  assert.equal(d.clip("<rect/>"), "t2")
  assert.equal(d.radial(1.25, 2, 3, [[0, "red"]]), "t3")
  assert.equal(d.linearBox(0, 0, 1, 1, [[0, "red"]]), "t4")
  assert.equal(
    String(d),
    "<defs>" +
      '<linearGradient id="t0" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="100"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></linearGradient>' +
      '<filter id="t1" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>' +
      '<clipPath id="t2"><rect/></clipPath>' +
      '<radialGradient id="t3" gradientUnits="userSpaceOnUse" cx="1.3" cy="2" r="3"><stop offset="0" stop-color="red"/></radialGradient>' +
      '<linearGradient id="t4" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="red"/></linearGradient>' +
      "</defs>",
  )
  assert.equal(String(new Defs()), "<defs></defs>")
  assert.equal(new Defs().id(), "d0")
})

test("Defs ids count in base 36", () => {
  const d = new Defs("x")
  for (let i = 0; i < 36; i++) d.id()
  assert.equal(d.id(), "x10")
})

test("svgDoc writes the root element with size, viewBox and extra attributes", () => {
  assert.equal(
    svgDoc(64, 48, "<defs></defs>", '<rect width="64" height="48"/>', ' role="img"'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48" viewBox="0 0 64 48" role="img"><defs></defs><rect width="64" height="48"/></svg>',
  )
})

test("esc writes text and attribute values safely for SVG: & < > \" ' as entities, the rest as it is", () => {
  const { esc } = svgModule
  assert.equal(esc("Modular & prefabricated <buildings>"), "Modular &amp; prefabricated &lt;buildings&gt;")
  assert.equal(esc(`"quoted" l'eau`), "&quot;quoted&quot; l&#39;eau")
  assert.equal(esc("Séjour / salle à manger · 11\u202F800\u00A0mm"), "Séjour / salle à manger · 11\u202F800\u00A0mm")
  assert.equal(esc("&amp;"), "&amp;amp;", "already escaped text is escaped again: callers pass plain text")
  assert.equal(esc(42), "42")
})
