/** @jest-environment jsdom */
import { enteredLinkPath, internalLinkPath } from "../src/lib/browser/internal-link"

const ORIGIN = "http://localhost"

function setup(html: string) {
  document.body.innerHTML = `<div id="part">${html}</div><a id="outside" href="/contact/">Contact</a>`
  return document.getElementById("part")!
}

const click = (target: Element | null, extra: Partial<Parameters<typeof internalLinkPath>[0]> = {}) => ({
  target,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...extra,
})

describe("internalLinkPath", () => {
  it("gives the path, query and fragment of a plain click on a site link, or on something inside it", () => {
    const part = setup('<p>Read <a href="/blog-details/2/?from=a#costs"><strong>the costs</strong></a></p>')
    expect(internalLinkPath(click(part.querySelector("strong")), part, ORIGIN)).toBe("/blog-details/2/?from=a#costs")
    expect(internalLinkPath(click(part.querySelector("a")), part, ORIGIN)).toBe("/blog-details/2/?from=a#costs")
  })
  it("takes an absolute address of this site as a site path", () => {
    const part = setup('<a href="http://localhost/fr/contact/">Contact</a>')
    expect(internalLinkPath(click(part.querySelector("a")), part, ORIGIN)).toBe("/fr/contact/")
  })
  it("leaves to the browser: other sites, new tabs, downloads, in-page anchors, mail and phone links", () => {
    const part = setup(
      '<a id="a" href="https://example.org/">x</a><a id="b" href="/x/" target="_blank">x</a><a id="c" href="/f.pdf" download>x</a>' +
        '<a id="d" href="#part-2">x</a><a id="e" href="mailto:a@b.c">x</a><a id="f" href="tel:+262">x</a><span id="g">text</span>',
    )
    for (const id of ["a", "b", "c", "d", "e", "f", "g"])
      expect(internalLinkPath(click(part.querySelector(`#${id}`)), part, ORIGIN)).toBeNull()
  })
  it("leaves modified, non-primary and already handled clicks to the browser", () => {
    const part = setup('<a href="/about/">About</a>')
    const a = part.querySelector("a")
    for (const extra of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ])
      expect(internalLinkPath(click(a, extra), part, ORIGIN)).toBeNull()
  })
  it("ignores a link outside the container", () => {
    const part = setup("<p>text</p>")
    expect(internalLinkPath(click(document.getElementById("outside")), part, ORIGIN)).toBeNull()
  })
})

describe("enteredLinkPath", () => {
  it("gives a site link's path when the pointer enters it from outside, not when it moves within it", () => {
    const part = setup('<a href="/about/?x=1"><strong>About</strong> us</a><p>text</p>')
    const a = part.querySelector("a")!
    expect(enteredLinkPath({ target: a.querySelector("strong"), relatedTarget: part.querySelector("p") }, part, ORIGIN)).toBe("/about/")
    expect(enteredLinkPath({ target: a.querySelector("strong"), relatedTarget: a }, part, ORIGIN)).toBeNull()
    expect(enteredLinkPath({ target: part.querySelector("p"), relatedTarget: null }, part, ORIGIN)).toBeNull()
  })
  it("gives nothing for another site's link", () => {
    const part = setup('<a href="https://example.org/">x</a>')
    expect(enteredLinkPath({ target: part.querySelector("a"), relatedTarget: null }, part, ORIGIN)).toBeNull()
  })
})
