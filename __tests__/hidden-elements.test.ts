/**
 * @jest-environment node
 */
import { withoutHiddenElements } from "../src/gatsby/overrides/hidden-elements"

describe("withoutHiddenElements (the HTML the first paint renders, for the critical CSS)", () => {
  it("removes an element with the hidden attribute and everything inside it", () => {
    expect(withoutHiddenElements('<main><p>a</p><div class="d" hidden=""><ul><li>x</li></ul></div><p>b</p></main>')).toBe(
      "<main><p>a</p><p>b</p></main>",
    )
  })

  it("finds the element's own closing tag past nested elements of the same name", () => {
    expect(withoutHiddenElements('<div><div hidden=""><div><div>x</div></div><div>y</div></div><div>z</div></div>')).toBe(
      "<div><div>z</div></div>",
    )
  })

  it("removes each hidden element, the attribute written in any of its forms, and a hidden element inside one only once", () => {
    const html =
      '<ul id="a" class="s" hidden=""><li><ul hidden=""><li>n</li></ul></li></ul><p>k</p>' +
      '<div role="tabpanel" hidden tabindex="0"><p>2</p></div><section hidden="hidden"><b>3</b></section><i>end</i>'
    expect(withoutHiddenElements(html)).toBe("<p>k</p><i>end</i>")
  })

  it("keeps elements whose attributes only mention the word (aria-hidden, a class, a value)", () => {
    const html =
      '<span aria-hidden="true">*</span><div class="visually-hidden">v</div><img alt="a hidden gem" src="/a.jpg"/>' +
      '<input type="text" data-hidden="x"/>'
    expect(withoutHiddenElements(html)).toBe(html)
  })

  it("removes a hidden void element on its own", () => {
    expect(withoutHiddenElements('<p>a<input type="file" hidden=""/>b<br/></p>')).toBe("<p>ab<br/></p>")
  })

  it("says where a hidden element is never closed", () => {
    expect(() => withoutHiddenElements('<p>a</p><div hidden=""><div>x</div>')).toThrow(/<div hidden> element is not closed.*character 8/)
  })
})
