/** @jest-environment jsdom */
import React, { act } from "react"
import { TextDecoder, TextEncoder } from "util"
// jsdom lacks these Node globals that React's server renderer needs
Object.assign(globalThis, { TextEncoder, TextDecoder })
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import { fireEvent } from "@testing-library/react"
import { navigate } from "gatsby"
import { PagePathContext, StaticPart } from "../src/components/ui/StaticPart"

jest.mock("gatsby", () => ({ navigate: jest.fn() }))

/** A child that counts its renders: the server's HTML of a kept part is never rendered in the browser. */
let renders = 0
const Article: React.FC<{ title: string }> = ({ title }) => {
  renders++
  return (
    <p>
      {title} <a href="/contact/">Contact us</a> <a href="https://example.org/">elsewhere</a>
    </p>
  )
}

/** A page as the page wrapper gives it: its path in PagePathContext (src/gatsby/wrap-page.tsx). */
const Page: React.FC<{ path: string; title: string; count?: number }> = ({ path, title, count = 0 }) => (
  <PagePathContext.Provider value={path}>
    <main>
      <span data-testid="live">{count}</span>
      <StaticPart className="body" data-testid="body">
        <Article title={title} />
      </StaticPart>
    </main>
  </PagePathContext.Provider>
)

let root: Root | null = null
function hydrate(server: React.ReactElement, client: React.ReactElement = server) {
  const container = document.createElement("div")
  container.innerHTML = renderToString(server)
  document.body.replaceChildren(container)
  renders = 0
  act(() => {
    root = hydrateRoot(container, client)
  })
  return container
}

afterEach(() => {
  act(() => root?.unmount())
  root = null
  ;(navigate as jest.Mock).mockClear()
})

describe("StaticPart", () => {
  it("keeps the server's HTML on the first load without rendering its children", () => {
    const container = hydrate(<Page path="/blog-details/1/" title="Costs" />)
    expect(renders).toBe(0)
    const body = container.querySelector('[data-testid="body"]')!
    expect(body.className).toBe("body")
    expect(body.textContent).toBe("Costs Contact us elsewhere")
    expect(body.querySelectorAll("a")).toHaveLength(2)
  })
  it("keeps it when the rest of the page renders again", () => {
    const container = hydrate(<Page path="/blog-details/1/" title="Costs" />)
    act(() => root!.render(<Page path="/blog-details/1/" title="Costs" count={1} />))
    expect(container.querySelector('[data-testid="live"]')!.textContent).toBe("1")
    expect(container.querySelector('[data-testid="body"]')!.textContent).toBe("Costs Contact us elsewhere")
    expect(renders).toBe(0)
  })
  it("renders its children once a client-side navigation changes the page", () => {
    const container = hydrate(<Page path="/blog-details/1/" title="Costs" />)
    act(() => root!.render(<Page path="/blog-details/2/" title="Shipping" />))
    expect(container.querySelector('[data-testid="body"]')!.textContent).toBe("Shipping Contact us elsewhere")
    expect(renders).toBeGreaterThan(0)
  })
  it("keeps rendering its children back on the first page: a part of the layout the visitor returns to by the history", () => {
    // the top bar and the footer stay mounted across pages: back on the page it was adopted on, the part must not
    // go back to the adopted element, whose server HTML was replaced at the first navigation
    const container = hydrate(<Page path="/blog-details/1/" title="Costs" />)
    act(() => root!.render(<Page path="/blog-details/2/" title="Shipping" />))
    act(() => root!.render(<Page path="/blog-details/1/" title="Costs" />))
    const body = container.querySelector('[data-testid="body"]')!
    expect(body.textContent).toBe("Costs Contact us elsewhere")
    expect(body.querySelectorAll("a")).toHaveLength(2)
  })
  it("opens the server HTML's site links by client-side navigation, and leaves other links to the browser", () => {
    const container = hydrate(<Page path="/blog-details/1/" title="Costs" />)
    const [site, other] = Array.from(container.querySelectorAll('[data-testid="body"] a'))
    const siteClick = fireEvent.click(site)
    expect(siteClick).toBe(false) // default prevented
    expect(navigate).toHaveBeenCalledWith("/contact/")
    ;(navigate as jest.Mock).mockClear()
    expect(fireEvent.click(other)).toBe(true)
    expect(fireEvent.click(site, { ctrlKey: true })).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })
  it("starts the delayed hover prefetch of a site link the pointer enters", () => {
    const hovering = jest.fn()
    ;(window as unknown as { ___loader: unknown }).___loader = { hovering }
    const container = hydrate(<Page path="/blog-details/1/" title="Costs" />)
    fireEvent.mouseOver(container.querySelector('[data-testid="body"] a')!)
    expect(hovering).toHaveBeenCalledWith("/contact/")
    delete (window as unknown as { ___loader?: unknown }).___loader
  })
  it("renders its children where there is no server HTML (a page rendered in the browser, the editor's previews)", () => {
    const container = document.createElement("div")
    document.body.replaceChildren(container)
    renders = 0
    act(() => {
      root = createRoot(container)
      root.render(<Page path="/x/" title="Preview" />)
    })
    expect(container.querySelector('[data-testid="body"]')!.textContent).toBe("Preview Contact us elsewhere")
    expect(renders).toBeGreaterThan(0)
  })
  it("renders its children when a hydration error made React render its part of the page from scratch", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {})
    // the live count differs between the server and the browser: React renders the boundary again in the browser
    const page = (count: number) => (
      <React.Suspense fallback={null}>
        <Page path="/blog-details/1/" title="Costs" count={count} />
      </React.Suspense>
    )
    const container = hydrate(page(0), page(1))
    expect(container.querySelector('[data-testid="live"]')!.textContent).toBe("1")
    expect(container.querySelector('[data-testid="body"]')!.textContent).toBe("Costs Contact us elsewhere")
    expect(renders).toBeGreaterThan(0)
    spy.mockRestore()
  })
  it("gives the caller its element and its own handlers, kept or rendered", () => {
    const onScroll = jest.fn()
    const ref = React.createRef<HTMLElement>()
    const List: React.FC<{ path: string }> = ({ path }) => (
      <PagePathContext.Provider value={path}>
        <StaticPart as="ul" ref={ref} onScroll={onScroll} tabIndex={0} id="track">
          <li>
            <Article title="Card" />
          </li>
        </StaticPart>
      </PagePathContext.Provider>
    )
    const container = hydrate(<List path="/" />)
    expect(renders).toBe(0)
    expect(ref.current).toBe(container.querySelector("ul#track"))
    expect(ref.current!.tabIndex).toBe(0)
    fireEvent.scroll(ref.current!)
    expect(onScroll).toHaveBeenCalledTimes(1)
    act(() => root!.render(<List path="/fr/" />))
    expect(ref.current).toBe(container.querySelector("ul#track"))
    expect(ref.current!.textContent).toBe("Card Contact us elsewhere")
  })
})
