/** @jest-environment jsdom */
import path from "path"
import { LAZY_REACT_DOM_UTILS, redirectReactDomUtils } from "../src/gatsby/overrides/react-dom-utils-swap"

type Module = typeof import("../src/gatsby/overrides/react-dom-at-first-use")

/** A fresh copy of the module, with a React DOM that records when it is evaluated. */
function load() {
  jest.resetModules()
  const evaluated: string[] = []
  const roots: Array<{ render: jest.Mock }> = []
  const dom = {
    createRoot: jest.fn(() => {
      const root = { render: jest.fn() }
      roots.push(root)
      return root
    }),
    hydrateRoot: jest.fn(() => ({ hydrated: true })),
  }
  jest.doMock("react-dom/client", () => {
    evaluated.push("react-dom/client")
    return dom
  })
  const mod = require("../src/gatsby/overrides/react-dom-at-first-use") as Module
  return { mod, dom, evaluated, roots }
}

describe("reactDomClient", () => {
  it("evaluates React DOM at its first use, not when the module is loaded, and once", () => {
    const { mod, dom, evaluated } = load()
    expect(evaluated).toEqual([])
    expect(mod.reactDomClient()).toBe(dom)
    expect(mod.reactDomClient()).toBe(dom)
    expect(evaluated).toEqual(["react-dom/client"])
  })
})

describe("reactDOMUtils (Gatsby's, with React DOM at first use)", () => {
  it("takes React DOM only when it renders or hydrates", () => {
    const { mod, evaluated } = load()
    const utils = mod.reactDOMUtils()
    expect(evaluated).toEqual([])
    utils.render("page" as never, document.createElement("div"))
    expect(evaluated).toEqual(["react-dom/client"])
  })

  it("render keeps one root per element, across calls of reactDOMUtils() (Gatsby's Head handler calls it for each render)", () => {
    const { mod, dom, roots } = load()
    const a = document.createElement("div")
    const b = document.createElement("div")
    mod.reactDOMUtils().render("one" as never, a)
    mod.reactDOMUtils().render("two" as never, a)
    mod.reactDOMUtils().render("three" as never, b)
    expect(dom.createRoot).toHaveBeenCalledTimes(2)
    expect(roots[0].render.mock.calls).toEqual([["one"], ["two"]])
    expect(roots[1].render.mock.calls).toEqual([["three"]])
  })

  it("hydrate creates a root for the element and passes React 19's error callbacks only when given", () => {
    const { mod, dom } = load()
    const { hydrate } = mod.reactDOMUtils()
    const el = document.createElement("div")
    expect(hydrate("page" as never, el)).toEqual({ hydrated: true })
    expect(dom.hydrateRoot).toHaveBeenLastCalledWith(el, "page", undefined)
    const onCaughtError = () => {}
    hydrate("page" as never, el, { onCaughtError })
    expect(dom.hydrateRoot).toHaveBeenLastCalledWith(el, "page", { onUncaughtError: undefined, onCaughtError })
  })
})

describe("redirectReactDomUtils (the build's NormalModuleReplacement)", () => {
  const gatsbyRuntime = path.join("site", ".cache")
  it("sends Gatsby's production-app and Head handler to the lazy helpers", () => {
    for (const [request, context] of [
      ["./react-dom-utils", gatsbyRuntime],
      ["../react-dom-utils", path.join(gatsbyRuntime, "head")],
      ["./react-dom-utils.js", path.join("node_modules", "gatsby", "cache-dir")],
    ]) {
      const resource = { request, context }
      redirectReactDomUtils(resource)
      expect(resource.request).toBe(LAZY_REACT_DOM_UTILS)
    }
    expect(LAZY_REACT_DOM_UTILS).toMatch(/src[\\/]gatsby[\\/]overrides[\\/]react-dom-at-first-use\.ts$/)
  })

  it("leaves every other request alone", () => {
    for (const [request, context] of [
      ["./react-dom-utils", path.join("site", "src", "components")],
      ["react-dom/client", gatsbyRuntime],
      ["./react-dom-utils-extra", gatsbyRuntime],
    ]) {
      const resource = { request, context }
      redirectReactDomUtils(resource)
      expect(resource.request).toBe(request)
    }
  })
})
