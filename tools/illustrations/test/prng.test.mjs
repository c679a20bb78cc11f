import { test } from "node:test"
import assert from "node:assert/strict"
import { rng, hashSeed } from "../lib/prng.mjs"

const take = (r, n) => Array.from({ length: n }, () => r.next())

test("hashSeed is 32-bit FNV-1a", () => {
  assert.equal(hashSeed(""), 2166136261) // the FNV offset basis
  assert.equal(hashSeed("a"), 0xe40c292c) // the published FNV-1a 32 value of "a"
  assert.equal(hashSeed("hero-1"), 2001751639)
})

test("mulberry32: a seed gives a fixed sequence", () => {
  assert.deepEqual(take(rng(1), 3), [0.6270739405881613, 0.002735721180215478, 0.5274470399599522])
  // a string seed goes through hashSeed
  assert.deepEqual(take(rng("hero-1"), 2), [0.6585511597804725, 0.04392493888735771])
  assert.deepEqual(take(rng("hero-1"), 2), take(rng(hashSeed("hero-1")), 2))
})

test("the same seed gives the same sequence, another seed another one", () => {
  const a = take(rng(1234), 50)
  assert.deepEqual(take(rng(1234), 50), a)
  const b = take(rng(1235), 50)
  assert.notDeepEqual(b, a)
  assert.ok(
    a.every((v, i) => v !== b[i]),
    "no value in common at the same position",
  )
  assert.notDeepEqual(take(rng("hero-1"), 10), take(rng("hero-2"), 10))
  for (const v of a) assert.ok(v >= 0 && v < 1, `${v} in [0, 1)`)
})

test("helpers draw from the same stream", () => {
  const r = rng(42)
  assert.equal(r.int(1, 6), 4)
  assert.equal(r.int(1, 6), 3)
  assert.equal(r.range(10, 20), 18.5246579349041)
  assert.equal(r.pick(["a", "b", "c"]), "c")
  assert.equal(r.chance(0.5), true)
  assert.equal(r.jitter(100, 5), 100.26592542184517)
})
