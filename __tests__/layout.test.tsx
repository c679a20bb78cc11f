import React from "react"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { siteData } from "./helpers/site-data"

// Gatsby's Link, counted: each of its renders is told to mockLinkRendered with the link's path
const mockLinkRendered = jest.fn()
jest.mock("gatsby", () => {
  const actual = jest.requireActual("gatsby")
  const { createElement, forwardRef } = jest.requireActual("react")
  return {
    ...actual,
    Link: forwardRef((props: { to: string }, ref: unknown) => {
      mockLinkRendered(props.to)
      return createElement(actual.Link, { ...props, ref })
    }),
  }
})
jest.mock("../src/hooks/use-site-data", () => ({ useSiteData: () => require("./helpers/site-data").siteData }))

import { Layout } from "../src/components/layout/Layout"

const renderAt = (pathname: string) =>
  render(
    <Layout pathname={pathname}>
      <h1>Page</h1>
    </Layout>,
  )

describe("Layout", () => {
  it("shows the CTA banner with 'Get In Touch' to /contact everywhere but /contact", () => {
    const { unmount } = renderAt("/about/")
    expect(screen.getByRole("heading", { name: "Build Your Dream Home Today" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Get In Touch" })).toHaveAttribute("href", "/contact")
    unmount()
    renderAt("/contact/")
    expect(screen.queryByRole("heading", { name: "Build Your Dream Home Today" })).not.toBeInTheDocument()
    expect(document.querySelector("footer")).toHaveAttribute("data-compact", "true")
  })

  it("shows the Brochure button only on /apple-cabins and the expandable pages", () => {
    for (const [path, shown] of [
      ["/apple-cabins/", true],
      ["/expandable-container-house/30ft/", true],
      ["/luxury-villa/", false],
      ["/", false],
    ] as const) {
      const { unmount } = renderAt(path)
      expect(screen.queryByTestId("header-brochure") !== null).toBe(shown)
      unmount()
    }
  })

  it("highlights the active main menu item", () => {
    renderAt("/expandable-container-house/20ft/")
    const nav = screen.getByRole("navigation", { name: "Main" })
    const products = within(nav).getByRole("link", { name: "Our Products" })
    expect(products).toHaveAttribute("data-active", "true")
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("data-active")
    expect(within(nav).getByRole("link", { name: "20ft Model", hidden: true })).toHaveAttribute("data-active", "true")
  })

  it("marks the current page's own menu link with aria-current", () => {
    renderAt("/about/")
    const nav = screen.getByRole("navigation", { name: "Main" })
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page")
  })

  it("opens the dropdown and the nested submenu with their buttons and closes them with Escape", async () => {
    const user = userEvent.setup()
    renderAt("/")
    const toggle = screen.getByRole("button", { name: "Our Products submenu" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    const nested = screen.getByRole("button", { name: "Expandable Container Houses" })
    await user.click(nested)
    expect(nested).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("link", { name: "40ft Model" })).toBeVisible()
    await user.keyboard("{Escape}")
    expect(nested).toHaveAttribute("aria-expanded", "false")
    expect(nested).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })

  it("drawer: built when the page is first idle, still closed and hidden, so that opening it only shows it (issue 60)", async () => {
    renderAt("/")
    const open = screen.getByRole("button", { name: "Open menu" })
    const panel = document.getElementById(open.getAttribute("aria-controls")!)!
    expect(panel).toBeEmptyDOMElement()
    await waitFor(() => expect(panel).not.toBeEmptyDOMElement())
    expect(panel.parentElement).toHaveAttribute("hidden")
    expect(open).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull()
  })

  it("drawer: opening and closing it renders no link of the drawer, the menu or the logo again, only the header's own planner link (issue 60)", async () => {
    renderAt("/")
    const open = screen.getByRole("button", { name: "Open menu" })
    const panel = document.getElementById(open.getAttribute("aria-controls")!)!
    await waitFor(() => expect(panel).not.toBeEmptyDOMElement())
    const rendered = () => mockLinkRendered.mock.calls.map(([to]) => to)
    mockLinkRendered.mockClear()
    fireEvent.click(open)
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument()
    expect(rendered()).toEqual(["/quote/"])
    mockLinkRendered.mockClear()
    fireEvent.click(within(panel).getByRole("button", { name: "Close menu" }))
    expect(open).toHaveAttribute("aria-expanded", "false")
    expect(rendered()).toEqual(["/quote/"])
  })

  it("drawer: opens, keeps one accordion item open at a time, closes by ×, overlay and Escape", async () => {
    const user = userEvent.setup()
    renderAt("/")
    const open = screen.getByRole("button", { name: "Open menu" })
    // closed, the drawer is an empty panel (its contents are built at the first opening), which the button controls
    const closedPanel = document.getElementById(open.getAttribute("aria-controls")!)!
    expect(closedPanel).toBeEmptyDOMElement()
    expect(closedPanel.parentElement).toHaveAttribute("hidden")
    await user.click(open)
    const drawer = screen.getByRole("dialog", { name: "Menu" })
    expect(drawer).toBe(closedPanel)
    expect(drawer.parentElement).not.toHaveAttribute("hidden")
    const products = within(drawer).getByRole("button", { name: "Our Products submenu" })
    await user.click(products)
    expect(products).toHaveAttribute("aria-expanded", "true")
    await user.click(products)
    expect(products).toHaveAttribute("aria-expanded", "false")
    await user.click(products)
    expect(within(drawer).getByRole("link", { name: "Apple Cabin" })).toBeVisible()
    expect(within(drawer).getAllByRole("link", { name: /on (Facebook|Instagram|LinkedIn|YouTube)/ })).toHaveLength(2)
    expect(within(drawer).getByRole("button", { name: "Get a Quote" })).toBeInTheDocument()
    expect(within(drawer).getByRole("button", { name: "Brochure" })).toBeInTheDocument()

    await user.click(within(drawer).getByRole("button", { name: "Close menu" }))
    expect(drawer.parentElement).toHaveAttribute("hidden")
    expect(open).toHaveFocus()
    // closed again, it keeps its contents and the submenu the visitor opened
    expect(within(drawer).getByRole("button", { name: "Our Products submenu", hidden: true })).toHaveAttribute("aria-expanded", "true")

    await user.click(open)
    await user.click(screen.getByTestId("drawer-overlay"))
    expect(drawer.parentElement).toHaveAttribute("hidden")

    await user.click(open)
    await user.keyboard("{Escape}")
    expect(drawer.parentElement).toHaveAttribute("hidden")
  })

  it("drawer accordion allows one open submenu at a time", async () => {
    // the real menu has one group with a submenu; a second group proves the rule
    const user = userEvent.setup()
    const nav = siteData.navigation.main
    const withTwo = {
      ...siteData,
      navigation: {
        ...siteData.navigation,
        main: [...nav, { label: "More", path: "/blogs", subItems: [{ label: "Blog", path: "/blogs", subItems: null }] }],
      },
    }
    const { MobileDrawer } = require("../src/components/layout/MobileDrawer")
    render(
      <MobileDrawer
        open
        onClose={() => undefined}
        items={withTwo.navigation.main}
        pathname="/"
        social={siteData.social}
        onQuote={() => undefined}
        onBrochure={() => undefined}
        plannerPath="/quote/"
        logo={null}
      />,
    )
    const a = screen.getByRole("button", { name: "Our Products submenu" })
    const b = screen.getByRole("button", { name: "More submenu" })
    await user.click(a)
    expect(a).toHaveAttribute("aria-expanded", "true")
    await user.click(b)
    expect(b).toHaveAttribute("aria-expanded", "true")
    expect(a).toHaveAttribute("aria-expanded", "false")
  })

  it("activates the scroll-up button past 100 px only", () => {
    renderAt("/")
    const button = document.querySelector('button[aria-label="Scroll to top"]')!
    expect(button).not.toHaveAttribute("data-active")
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 100, configurable: true })
      fireEvent.scroll(window)
    })
    expect(button).not.toHaveAttribute("data-active")
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 101, configurable: true })
      fireEvent.scroll(window)
    })
    expect(button).toHaveAttribute("data-active", "true")
  })

  it("shows the footer's contact details, columns, ownership note, current year and designer credit", () => {
    renderAt("/")
    const footer = document.querySelector("footer")!
    const f = within(footer)
    expect(f.getByText(siteData.contact.phone)).toBeInTheDocument()
    expect(f.getByText(siteData.contact.email)).toBeInTheDocument()
    // the VAT number as given, or the placeholder's words while it is "[…]" (src/lib/content/company-facts.ts)
    const vat = siteData.contact.vat.includes("[…]") ? "[to be completed: VAT number]" : siteData.contact.vat
    expect(f.getByText(`VAT number: ${vat}`)).toBeInTheDocument()
    expect(footer).toHaveTextContent("Reunion Island")
    for (const h of ["Company", "Products", "Featured Products"]) expect(f.getByRole("heading", { name: h })).toBeInTheDocument()
    expect(f.getByText(siteData.ownershipNote)).toBeInTheDocument()
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Kaz Horizon`)
    expect(f.getByRole("link", { name: siteData.designer.label })).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("links the floating chat button to the company's WhatsApp number", () => {
    renderAt("/")
    expect(screen.getByRole("link", { name: "Chat with Kaz Horizon on WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/${siteData.contact.whatsapp.replace("+", "")}`,
    )
  })
})
