import { test } from "node:test"
import assert from "node:assert/strict"
import { rgb, hex, mix, scale, lighten, darken, light, factors, PALETTE } from "../lib/color.mjs"

test("rgb parses #rrggbb and #rgb, and passes arrays through", () => {
  assert.deepEqual(rgb("#0E5A6B"), [14, 90, 107])
  assert.deepEqual(rgb("0e5a6b"), [14, 90, 107])
  assert.deepEqual(rgb("#abc"), [170, 187, 204])
  const arr = [1, 2, 3]
  assert.equal(rgb(arr), arr)
})

test("hex rounds and clamps to 0..255 and writes lower case", () => {
  assert.equal(hex([255.6, -3, 16.4]), "#ff0010")
  assert.equal(hex([0, 0, 0]), "#000000")
  assert.equal(hex("#E07A4F"), "#e07a4f")
  assert.equal(hex(rgb(PALETTE.ocean)), "#0e5a6b")
})

test("mix interpolates per channel", () => {
  assert.equal(mix("#000000", "#ffffff", 0), "#000000")
  assert.equal(mix("#000000", "#ffffff", 1), "#ffffff")
  assert.equal(mix("#000000", "#ffffff", 0.5), "#808080") // 127.5 rounds up
  // 14+(224-14)/4 = 66.5 -> 67, 90+(122-90)/4 = 98, 107+(79-107)/4 = 100
  assert.equal(mix("#0E5A6B", "#E07A4F", 0.25), "#436264")
})

test("lighten, darken, scale, light, factors", () => {
  assert.equal(lighten("#0E5A6B", 0.5), "#87adb5")
  assert.equal(darken("#E07A4F", 0.2), "#b3623f")
  assert.equal(scale("#808080", 1.5), "#c0c0c0")
  assert.equal(scale("#808080", 3), "#ffffff")
  assert.equal(light("#ffffff", [1, 0.5, 0]), "#ff8000")
  assert.deepEqual(factors("#ff8000", 2), [2, 256 / 255, 0])
})
