import React from "react"
import { render, screen } from "@testing-library/react"

jest.mock("gatsby", () => jest.requireActual("../__mocks__/gatsby"))
jest.mock("../src/hooks/use-site-data", () => ({ useSiteData: () => require("./helpers/site-data").siteData }))

import QuotePage, { Head, type QuotePageData } from "../src/pages/quote"
import { groupTitles, thumbsByKey, toPlannerPorts, toPlannerProducts, type PlannerProductNode } from "../src/components/planner/page-data"
import { plannerWords } from "../src/i18n/planner"
import { plannerUi as en } from "../src/i18n/planner/ui.en"
import { plannerUi as fr } from "../src/i18n/planner/ui.fr"
import { LangContext } from "../src/i18n"
import type { LangPageContext } from "../src/lib/content/content-i18n"

const thumb = {
  layout: "fullWidth",
  width: 360,
  height: 327,
  images: { fallback: { src: "/t.jpg", srcSet: "/t.jpg 360w", sizes: "420px" } },
}
const NODES: PlannerProductNode[] = [
  {
    contentKey: "products/expandable-40ft.json",
    name: "Expandable 40ft",
    shortName: "40ft Model",
    path: "/expandable-container-house/40ft",
    group: "expandable",
    order: 8,
    cover: { alt: "A 40ft house", image: { childImageSharp: { thumb: thumb as never } } },
    planner: {
      sizing: "fixed",
      area: 72,
      unitsPerContainer: 1,
      installationDays: { min: 1, max: 2 },
      monthlyOutput: 150,
      installationCrews: 10,
      occupancy: { measure: "people", sleeps: { min: 6, max: 8 }, seats: { min: 8, max: 12 } },
      foundation: "Slab",
      utilities: "Power",
    },
    options: null,
  },
  {
    contentKey: "products/apple-cabins.json",
    name: "Apple Cabin",
    shortName: "Apple Cabin",
    path: "/apple-cabins",
    group: "cabins",
    order: 1,
    cover: null,
    planner: {
      sizing: "sizes",
      sizes: [13, 26],
      installationDays: { min: 1, max: 1 },
      monthlyOutput: 150,
      installationCrews: 10,
      occupancy: { measure: "people", sleeps: { min: 2, max: 4 }, seats: { min: 2, max: 5 } },
      foundation: "Pads",
      utilities: "Power",
    },
    options: [{ id: "deck", label: "Deck", note: null }],
  },
  { ...({} as PlannerProductNode), contentKey: "products/no-planner.json", name: "No planner", order: 3, planner: null },
]
const DATA: QuotePageData = {
  allProductJson: { nodes: NODES },
  deliveryPortsJson: { ports: [{ id: "toamasina", port: "Toamasina", country: "Madagascar", transitDays: 12 }] },
  catalogueJson: { groups: [{ group: "cabins", title: "Cabins and capsules" }] },
  siteJson: { capacity: { containersPerSailing: 250, note: "Indicative figures." } },
}

describe("the planner page's data", () => {
  it("keeps the products with planner fields, in order, keyed by their file", () => {
    const products = toPlannerProducts(NODES)
    expect(products.map((p) => p.key)).toEqual(["apple-cabins", "expandable-40ft"])
    expect(products[1].options).toEqual([])
    expect(Object.keys(thumbsByKey(NODES))).toEqual(["expandable-40ft"])
    expect(toPlannerPorts([{ id: null, port: "X", country: "Y", transitDays: 3 }, ...DATA.deliveryPortsJson!.ports])).toEqual([
      { id: "toamasina", port: "Toamasina", country: "Madagascar", transitDays: 12 },
    ])
    expect(groupTitles(DATA.catalogueJson!.groups)).toEqual({ cabins: "Cabins and capsules" })
  })
})

describe("the planner page", () => {
  it("renders the intro, the rows with their thumbnails (lazy, 96 px) and the summary region", () => {
    render(
      <LangContext.Provider value="en">
        <QuotePage
          {...({ data: DATA, pageContext: { lang: "en", plannerWords: plannerWords("en") } } as unknown as React.ComponentProps<
            typeof QuotePage
          >)}
        />
      </LangContext.Provider>,
    )
    expect(screen.getByRole("heading", { level: 1, name: "Plan your project" })).toBeInTheDocument()
    expect(screen.getByRole("spinbutton", { name: "Quantity: 40ft Model" })).toBeInTheDocument()
    const img = document.querySelector('[data-row="expandable-40ft"] img')!
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).toHaveAttribute("sizes", "96px")
    expect(img).toHaveAttribute("alt", "")
    expect(screen.getByRole("region", { name: "Your project" })).toBeInTheDocument()
    expect(document.querySelector("[data-planner]")).not.toBeNull()
  })

  it.each([
    ["en", "/quote/", "Plan your project | Kaz Horizon"],
    ["fr", "/fr/devis/", "Préparez votre projet | Kaz Horizon"],
  ] as const)("writes the %s head: title, description, breadcrumbs and the default image", (lang, pathname, title) => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const H = Head as unknown as React.FC<{
      data: QuotePageData
      location: { pathname: string }
      pageContext: LangPageContext & { plannerWords: ReturnType<typeof plannerWords> }
      params: object
    }>
    const { container } = render(
      <H data={DATA} location={{ pathname }} pageContext={{ lang, plannerWords: plannerWords(lang) }} params={{}} />,
    )
    error.mockRestore()
    expect(container.querySelector("title")?.textContent).toBe(title)
    const description = container.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""
    expect(description).toBe(plannerWords(lang).seo.description)
    expect(description.length).toBeGreaterThan(120)
    expect(description.length).toBeLessThanOrEqual(170)
    expect(container.querySelector('meta[property="og:image"]')?.getAttribute("content")).toMatch(/^https:\/\//)
    const ld = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent).join("")
    expect(ld).toContain("BreadcrumbList")
    expect(ld).toContain(plannerWords(lang).seo.title)
  })
})

describe("the planner's words", () => {
  const keys = (o: object, prefix = ""): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
  it("have the same keys and placeholders in French, with the French typography applied", () => {
    expect(keys(fr)).toEqual(keys(en))
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
    const flat = (o: object): Record<string, string> =>
      Object.fromEntries(keys(o).map((k) => [k, k.split(".").reduce<unknown>((v, p) => (v as Record<string, unknown>)[p], o) as string]))
    const e = flat(en)
    for (const [k, v] of Object.entries(flat(fr))) expect([k, holes(v)]).toEqual([k, holes(e[k])])
    expect(plannerWords("fr").models.quantity).toBe("Quantité\u00A0: {model}")
    expect(plannerWords("fr").text.answers.financing).toBe("Je souhaite un financement")
  })
})

describe("the planner's words travel in the page context", () => {
  it("gives /quote/ and /fr/devis/ their own language's words, and no other page any", () => {
    const { onCreatePage } = require("../src/gatsby/create-pages") as {
      onCreatePage: (args: { page: object; actions: object }) => void
    }
    const pages: Array<{ path: string; context: Record<string, unknown> }> = []
    const actions = { deletePage: () => undefined, createPage: (p: { path: string; context: Record<string, unknown> }) => pages.push(p) }
    onCreatePage({ page: { path: "/quote/", component: "quote.tsx", context: {} }, actions })
    onCreatePage({ page: { path: "/about/", component: "about.tsx", context: {} }, actions })
    const byPath = Object.fromEntries(pages.map((p) => [p.path, p.context]))
    expect(byPath["/quote/"].plannerWords).toEqual(plannerWords("en"))
    expect(byPath["/fr/devis/"].plannerWords).toEqual(plannerWords("fr"))
    expect((byPath["/fr/devis/"].plannerWords as ReturnType<typeof plannerWords>).intro.title).toBe("Préparez votre projet")
    expect(byPath["/about/"]).not.toHaveProperty("plannerWords")
    expect(byPath["/fr/a-propos/"]).not.toHaveProperty("plannerWords")
  })
})
