/** @jest-environment jsdom */
import { closeInnermostSubmenu, closeSubmenus, toggleOf, toggleSubmenu } from "../src/lib/browser/menu-disclosure"

// the desktop menu's markup as the server writes it (src/components/layout/DesktopMenu.tsx): every submenu closed
function menu(): HTMLElement {
  document.body.innerHTML = `
    <nav id="menu"><ul>
      <li><a href="/">Home</a></li>
      <li id="products"><a href="/products/">Our Products</a>
        <button data-submenu-toggle="true" aria-expanded="false" aria-controls="submenu-products"><svg><path></path></svg></button>
        <ul id="submenu-products" hidden>
          <li><a href="/apple-cabins/">Apple Cabin</a></li>
          <li id="containers"><button data-submenu-toggle="true" aria-expanded="false" aria-controls="submenu-containers">Containers</button>
            <ul id="submenu-containers" hidden><li><a href="/expandable-container-house/20ft/">20ft Model</a></li></ul>
          </li>
          <li id="villas"><button data-submenu-toggle="true" aria-expanded="false" aria-controls="submenu-villas">Villas</button>
            <ul id="submenu-villas" hidden><li><a href="/luxury-villa/">Luxury Villa</a></li></ul>
          </li>
        </ul>
      </li>
      <li id="services"><a href="/services/">Services</a>
        <button data-submenu-toggle="true" aria-expanded="false" aria-controls="submenu-services"></button>
        <ul id="submenu-services" hidden><li><a href="/service-details/1/">Maintenance</a></li></ul>
      </li>
    </ul></nav>
    <button data-submenu-toggle="true" aria-expanded="false" aria-controls="elsewhere" id="outside"></button>`
  return document.getElementById("menu")!
}

const toggle = (name: string) => document.querySelector<HTMLButtonElement>(`[aria-controls="submenu-${name}"]`)!
const state = (name: string) => ({
  expanded: toggle(name).getAttribute("aria-expanded"),
  itemOpen: toggle(name).parentElement!.hasAttribute("data-open"),
  listHidden: document.getElementById(`submenu-${name}`)!.hidden,
})
const OPEN = { expanded: "true", itemOpen: true, listHidden: false }
const CLOSED = { expanded: "false", itemOpen: false, listHidden: true }

describe("the desktop menu's submenus on the DOM", () => {
  it("finds the toggle a click landed on, on the button or inside it, and only in the menu", () => {
    const nav = menu()
    expect(toggleOf(nav, toggle("products").querySelector("path"))).toBe(toggle("products"))
    expect(toggleOf(nav, toggle("villas"))).toBe(toggle("villas"))
    expect(toggleOf(nav, nav.querySelector("a"))).toBeNull()
    expect(toggleOf(nav, document.getElementById("outside"))).toBeNull()
    expect(toggleOf(nav, null)).toBeNull()
  })

  it("opens a submenu: aria-expanded, the item's data-open and the list's hidden follow; a second click closes it", () => {
    const nav = menu()
    toggleSubmenu(nav, toggle("products"))
    expect(state("products")).toEqual(OPEN)
    expect(state("containers")).toEqual(CLOSED)
    toggleSubmenu(nav, toggle("products"))
    expect(state("products")).toEqual(CLOSED)
  })

  it("keeps one submenu open at each level, and the one a nested submenu is in", () => {
    const nav = menu()
    toggleSubmenu(nav, toggle("products"))
    toggleSubmenu(nav, toggle("containers"))
    expect(state("products")).toEqual(OPEN)
    expect(state("containers")).toEqual(OPEN)
    toggleSubmenu(nav, toggle("villas"))
    expect(state("containers")).toEqual(CLOSED)
    expect(state("villas")).toEqual(OPEN)
    expect(state("products")).toEqual(OPEN)
    // another top-level submenu closes the first and what is nested in it
    toggleSubmenu(nav, toggle("services"))
    expect(state("services")).toEqual(OPEN)
    expect(state("products")).toEqual(CLOSED)
    expect(state("villas")).toEqual(CLOSED)
  })

  it("closing a submenu closes those nested in it", () => {
    const nav = menu()
    toggleSubmenu(nav, toggle("products"))
    toggleSubmenu(nav, toggle("villas"))
    toggleSubmenu(nav, toggle("products"))
    expect(state("products")).toEqual(CLOSED)
    expect(state("villas")).toEqual(CLOSED)
  })

  it("Escape closes the innermost open submenu and gives its toggle; nothing when none is open", () => {
    const nav = menu()
    expect(closeInnermostSubmenu(nav)).toBeNull()
    toggleSubmenu(nav, toggle("products"))
    toggleSubmenu(nav, toggle("containers"))
    expect(closeInnermostSubmenu(nav)).toBe(toggle("containers"))
    expect(state("containers")).toEqual(CLOSED)
    expect(state("products")).toEqual(OPEN)
    expect(closeInnermostSubmenu(nav)).toBe(toggle("products"))
    expect(state("products")).toEqual(CLOSED)
  })

  it("a nested submenu opened by itself (its list shown on hover) closes with Escape too", () => {
    const nav = menu()
    toggleSubmenu(nav, toggle("villas"))
    expect(state("products")).toEqual(CLOSED)
    expect(closeInnermostSubmenu(nav)).toBe(toggle("villas"))
    expect(state("villas")).toEqual(CLOSED)
  })

  it("closes every open submenu (focus leaving the menu, a navigation)", () => {
    const nav = menu()
    toggleSubmenu(nav, toggle("products"))
    toggleSubmenu(nav, toggle("containers"))
    closeSubmenus(nav)
    for (const name of ["products", "containers", "villas", "services"]) expect(state(name)).toEqual(CLOSED)
  })
})
