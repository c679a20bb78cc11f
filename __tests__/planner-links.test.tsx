import React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { LangContext } from "../src/i18n"

jest.mock("../src/hooks/use-site-data", () => ({ useSiteData: () => require("./helpers/site-data").siteData }))

import { Layout } from "../src/components/layout/Layout"
import { AddToProjectLink } from "../src/components/product/AddToProjectLink"
import { LanguageSwitch } from "../src/components/layout/LanguageSwitch"
import { plannerAddPath } from "../src/lib/routes/routes"

/** Gatsby's navigate() hands the path to the router's window.___navigate */
const navigate = jest.fn()
;(window as unknown as { ___navigate: jest.Mock }).___navigate = navigate

describe("the ways to the project planner (issue 39)", () => {
  it("the header links to /quote/ as 'Plan your project', marked current on the planner only", () => {
    const { unmount } = render(
      <Layout pathname="/about/">
        <h1>About</h1>
      </Layout>,
    )
    const link = screen.getByTestId("header-planner")
    expect(link).toHaveAttribute("href", "/quote/")
    expect(link).toHaveTextContent("Plan your project")
    expect(link).not.toHaveAttribute("aria-current")
    unmount()
    render(
      <Layout pathname="/quote/">
        <h1>Plan</h1>
      </Layout>,
    )
    expect(screen.getByTestId("header-planner")).toHaveAttribute("aria-current", "page")
  })

  it("the drawer has the same link, in French under /fr/devis/", () => {
    render(
      <LangContext.Provider value="fr">
        <Layout pathname="/fr/a-propos/">
          <h1>À propos</h1>
        </Layout>
      </LangContext.Provider>,
    )
    // the drawer's contents are built at its first opening
    expect(screen.queryByTestId("drawer-planner")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Ouvrir le menu" }))
    const drawer = screen.getByTestId("drawer-planner")
    expect(drawer).toHaveAttribute("href", "/fr/devis/")
    expect(drawer.textContent).toBe("Préparer votre projet")
  })

  it("the drawer closes with the new page when its language switch is followed, not in the tap's own frame", () => {
    const alternates = { en: "/about/", fr: "/fr/a-propos/" }
    // the same tree before and after, so that React keeps the layout and its state, as Gatsby does
    const { rerender } = render(
      <LangContext.Provider value="en">
        <Layout pathname="/about/" alternates={alternates}>
          <h1>About</h1>
        </Layout>
      </LangContext.Provider>,
    )
    const toggle = screen.getByRole("button", { name: "Open menu" })
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    const drawer = document.getElementById("mobile-drawer")!
    fireEvent.click(within(drawer).getByRole("link", { name: "Lire cette page en français" }))
    // until the French page is rendered, the English one stays as it was, its drawer open
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    // the page changes (Gatsby's wrapPageElement keeps the layout and gives it the new path)
    rerender(
      <LangContext.Provider value="fr">
        <Layout pathname="/fr/a-propos/" alternates={alternates}>
          <h1>À propos</h1>
        </Layout>
      </LangContext.Provider>,
    )
    const frToggle = screen.getByRole("button", { name: "Ouvrir le menu" })
    expect(frToggle).toHaveAttribute("aria-expanded", "false")
    expect(document.getElementById("mobile-drawer")!.parentElement).toHaveAttribute("hidden")
    // and back on the English page (the browser's Back), the drawer stays closed
    rerender(
      <LangContext.Provider value="en">
        <Layout pathname="/about/" alternates={alternates}>
          <h1>About</h1>
        </Layout>
      </LangContext.Provider>,
    )
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  })

  it("'Add to my project' links to the planner with the product's key, in the page's language", () => {
    expect(plannerAddPath("expandable-20ft")).toBe("/quote/?add=expandable-20ft")
    expect(plannerAddPath("apple-cabins", "fr")).toBe("/fr/devis/?add=apple-cabins")
    const { unmount } = render(<AddToProjectLink contentKey="products/expandable-20ft.json" />)
    expect(screen.getByRole("link", { name: "Add to my project" })).toHaveAttribute("href", "/quote/?add=expandable-20ft")
    unmount()
    render(
      <LangContext.Provider value="fr">
        <AddToProjectLink contentKey="products/apple-cabins.json" />
      </LangContext.Provider>,
    )
    expect(screen.getByRole("link", { name: "Ajouter à mon projet" })).toHaveAttribute("href", "/fr/devis/?add=apple-cabins")
  })

  it("the language switch keeps the page's query string (the planner's project)", () => {
    navigate.mockClear()
    window.history.replaceState(null, "", "/quote/?m=expandable-20ft*2&port=toamasina")
    render(<LanguageSwitch lang="en" alternates={{ en: "/quote/", fr: "/fr/devis/" }} />)
    const nav = screen.getByRole("navigation", { name: "Language" })
    fireEvent.click(within(nav).getByRole("link"))
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate.mock.calls[0][0]).toBe("/fr/devis/?m=expandable-20ft*2&port=toamasina")
    window.history.replaceState(null, "", "/about/")
    navigate.mockClear()
    fireEvent.click(within(nav).getByRole("link"))
    // without a query the link navigates as any link does
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate.mock.calls[0][0]).toBe("/fr/devis/")
  })
})
