/**
 * @jest-environment node
 */
import { cloneFallingBackToData, installCloneFallback } from "../src/cms/clone-fallback"

/** A menu entry as the editor's form holds it when « Dupliquer » copies it: its sub-menu a reactive proxy. */
const proxied = <T extends object>(value: T): T => new Proxy(value, {})
const menuEntry = () => ({ label: "Apple Cabin", path: "/apple-cabins", subItems: proxied([proxied({ label: "Plans", path: "/plans" })]) })

test("the browser's own clone refuses the form's proxies (the editor's « Dupliquer » made no copy)", () => {
  expect(() => structuredClone(menuEntry())).toThrow(expect.objectContaining({ name: "DataCloneError" }))
})

test("a list item holding a proxied list is copied as plain data, deeply, sharing nothing with the original", () => {
  const clone = cloneFallingBackToData(structuredClone)
  const item = menuEntry()
  const copy = clone(item)
  expect(copy).toEqual({ label: "Apple Cabin", path: "/apple-cabins", subItems: [{ label: "Plans", path: "/plans" }] })
  expect(Array.isArray(copy.subItems)).toBe(true)
  expect(copy.subItems).not.toBe(item.subItems)
  copy.subItems[0].label = "Changed"
  expect(item.subItems[0].label).toBe("Plans")
  // what the browser clones is still its clone (a date stays a date)
  const when = new Date(0)
  expect(clone({ when: proxied({ at: when }) }).when.at).toEqual(when)
  expect(clone({ when: proxied({ at: when }) }).when.at).not.toBe(when)
})

test("what clones is the browser's clone, and other refusals are not hidden", () => {
  const native = jest.fn(structuredClone)
  const clone = cloneFallingBackToData(native as typeof structuredClone)
  expect(clone({ a: [1, 2] })).toEqual({ a: [1, 2] })
  expect(native).toHaveBeenCalledTimes(1)
  // a function cannot be copied by either
  expect(() => clone(proxied({ run: () => 1 }))).toThrow(expect.objectContaining({ name: "DataCloneError" }))
  const failing = cloneFallingBackToData((() => {
    throw new TypeError("other")
  }) as typeof structuredClone)
  expect(() => failing({})).toThrow("other")
})

test("installed on the page, the editor's own calls go through it", () => {
  const win = { structuredClone }
  installCloneFallback(win)
  expect(win.structuredClone(menuEntry())).toEqual({
    label: "Apple Cabin",
    path: "/apple-cabins",
    subItems: [{ label: "Plans", path: "/plans" }],
  })
})
