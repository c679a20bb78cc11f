/** @jest-environment jsdom */
import { hydrateInTransition } from "../src/gatsby/overrides/hydrate-in-transition"

const element = "page" as unknown as React.ReactElement

function setup(html: string) {
  document.body.innerHTML = `<div id="___gatsby">${html}</div>`
  const container = document.getElementById("___gatsby")!
  const calls: string[] = []
  const client = {
    hydrateRoot: jest.fn(() => {
      calls.push(inTransition ? "hydrate in transition" : "hydrate outside a transition")
      return {} as never
    }),
    createRoot: jest.fn(() => ({ render: () => calls.push("render") }) as never),
  }
  let inTransition = false
  const transition = (scope: () => void) => {
    inTransition = true
    scope()
    inTransition = false
  }
  hydrateInTransition(client, transition)(element, container)
  return { calls, client, container }
}

describe("hydrateInTransition", () => {
  it("hydrates server HTML inside a transition, with the element Gatsby gives", () => {
    const { calls, client, container } = setup('<div id="gatsby-focus-wrapper"><main>Terms</main></div>')
    expect(calls).toEqual(["hydrate in transition"])
    expect(client.hydrateRoot).toHaveBeenCalledWith(container, element)
  })
  it("renders a page that has no server HTML (a client-only route), as Gatsby would", () => {
    expect(setup('<div id="gatsby-focus-wrapper"></div>').calls).toEqual(["render"])
    expect(setup("").calls).toEqual(["render"])
  })
  it("names the missing root element", () => {
    expect(() => hydrateInTransition()(element, null)).toThrow("#___gatsby")
  })
})

describe("hydrateInTransition without a client", () => {
  it("hydrates with the React DOM reactDomClient() gives (src/gatsby/overrides/react-dom-at-first-use.ts)", () => {
    jest.resetModules()
    const dom = { hydrateRoot: jest.fn(() => ({}) as never), createRoot: jest.fn() }
    jest.doMock("react-dom/client", () => dom)
    const { hydrateInTransition: hydrate } =
      require("../src/gatsby/overrides/hydrate-in-transition") as typeof import("../src/gatsby/overrides/hydrate-in-transition")
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><main>Terms</main></div></div>'
    const container = document.getElementById("___gatsby")!
    hydrate(undefined, (scope) => scope())(element, container)
    expect(dom.hydrateRoot).toHaveBeenCalledWith(container, element)
    expect(dom.createRoot).not.toHaveBeenCalled()
  })
})
