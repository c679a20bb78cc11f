import React from "react"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Planner, CONTACT_DRAFT_KEY, DIGEST_DELAY_MS } from "../src/components/planner/Planner"
import { plannerWords } from "../src/i18n/planner"
import { PROJECT_STORAGE_KEY } from "../src/components/planner/use-planner-project"
import { toPlannerPorts, toPlannerProducts, type PlannerProductNode } from "../src/components/planner/page-data"
import { notify } from "../src/components/layout/notify"
import { LangContext, uiFor, type Lang } from "../src/i18n"
import { PLANNER_TEXT } from "../src/i18n/planner/text"
import { plannerRows } from "../src/lib/planner/rows"
import { decodeProject, encodeProject } from "../src/lib/planner/url"
import { summarize } from "../src/lib/planner/summary"
import { projectParams } from "../src/lib/planner/message"
import { projectReference } from "../src/lib/planner/reference"
import type { PlannerContact, PlannerPort, PlannerProduct } from "../src/lib/planner/types"
import { PORTS_FR, PRODUCTS_FR } from "./planner-fixtures"
import { stubIntersectionObserver } from "./helpers/intersection-observer"

jest.mock("../src/components/layout/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }))

// the planner's memoized parts, each wrapped in a memo that counts its renders: a render of the wrapper is a change of
// the props the planner gives (the wrapped part behaves as it does on the page)
const renders = { summary: 0, rows: 0, delivery: 0, phone: 0, contact: 0 }
const counted = (modulePath: string, name: string, key: keyof typeof renders) => {
  const actual = jest.requireActual(modulePath)
  const Part = actual[name] as React.ComponentType<object>
  const Counted = jest.requireActual("react").memo((props: object) => {
    renders[key]++
    return jest.requireActual("react").createElement(Part, props)
  })
  return { ...actual, [name]: Counted }
}
jest.mock("../src/components/planner/Summary", () => counted("../src/components/planner/Summary", "Summary", "summary"))
jest.mock("../src/components/planner/ModelRow", () => counted("../src/components/planner/ModelRow", "ModelRow", "rows"))
jest.mock("../src/components/planner/DeliveryFields", () =>
  counted("../src/components/planner/DeliveryFields", "DeliveryFields", "delivery"),
)
jest.mock("../src/components/planner/LazyPhoneField", () => counted("../src/components/planner/LazyPhoneField", "LazyPhoneField", "phone"))
jest.mock("../src/components/planner/ContactSection", () =>
  counted("../src/components/planner/ContactSection", "ContactSection", "contact"),
)
const notifyMock = notify as jest.MockedFunction<typeof notify>

const TODAY = "2026-01-10"
const EMAIL = "hello@kaz-horizon.example"

/** The capacity and occupancy every fixture shares: one crew, an output no test reaches (one delivery), 2–4 people. */
const CAPACITY_FIELDS = {
  monthlyOutput: 1000,
  installationCrews: 1,
  occupancy: { measure: "people", sleeps: { min: 2, max: 4 }, seats: { min: 4, max: 6 } },
} as const
type NodeFields = Omit<NonNullable<PlannerProductNode["planner"]>, keyof typeof CAPACITY_FIELDS>
const node = (
  n: Partial<Omit<PlannerProductNode, "planner">> & Pick<PlannerProductNode, "contentKey" | "name"> & { planner: NodeFields },
): PlannerProductNode => ({
  shortName: n.name,
  path: `/${n.contentKey.replace(/^products\/|\.json$/g, "")}`,
  group: "expandable",
  order: 1,
  cover: null,
  options: [],
  ...n,
  planner: { ...CAPACITY_FIELDS, ...n.planner },
})

const NODES: PlannerProductNode[] = [
  node({
    contentKey: "products/apple-cabins.json",
    name: "Apple Cabin",
    group: "cabins",
    order: 1,
    planner: {
      sizing: "sizes",
      sizes: [13, 19.8, 26],
      unitsPerContainer: 1,
      installationDays: { min: 1, max: 2 },
      foundation: "Concrete pads",
      utilities: "Water and power",
    },
  }),
  node({
    contentKey: "products/capsule-houses.json",
    name: "Capsule House",
    group: "cabins",
    order: 2,
    planner: {
      sizing: "floorArea",
      floorArea: { min: 12, max: 40, default: 20 },
      installationDays: { min: 2, max: 3 },
      foundation: "Concrete pads",
      utilities: "Water and power",
    },
  }),
  node({
    contentKey: "products/expandable-20ft.json",
    name: "Expandable 20ft",
    shortName: "20ft Model",
    group: "expandable",
    order: 6,
    planner: {
      sizing: "fixed",
      area: 36.54,
      unitsPerContainer: 2,
      massKg: { min: 2500, max: 2800 },
      installationDays: { min: 1, max: 1 },
      foundation: "A level slab",
      utilities: "Water and power",
    },
    options: [
      { id: "solar-kit", label: "Solar kit", note: "Panels on the roof" },
      { id: "furniture-pack", label: "Furniture pack" },
      { id: "air-conditioning", label: "Air conditioning" },
    ],
  }),
  node({
    contentKey: "products/industrial-building.json",
    name: "Industrial Building",
    group: "industrial",
    order: 9,
    planner: {
      sizing: "spanLength",
      span: { min: 12, max: 60, default: 24 },
      length: { min: 30, max: 200, default: 60 },
      installationDays: { min: 20, max: 30 },
      foundation: "Engineered footings",
      utilities: "Three-phase power",
    },
  }),
]
const PRODUCTS = toPlannerProducts(NODES)
const PORTS = toPlannerPorts([
  { id: "toamasina", port: "Toamasina", country: "Madagascar", transitDays: 12 },
  { id: "le-port", port: "Le Port", country: "Reunion", transitDays: 20 },
  { id: null, port: "Unlisted", country: "Nowhere", transitDays: null },
])
const ROWS = plannerRows(PRODUCTS)
const SITE = {
  siteUrl: "https://kaz-horizon.example",
  brand: "Kaz Horizon",
  logoUrl: "/static/logo.svg",
  contact: {
    phone: "+262 262 00 01 23",
    email: EMAIL,
    street: "1 rue de la Mer",
    postalCode: "97420",
    locality: "Le Port",
    country: "Reunion",
  },
}
const GROUPS = { cabins: "Cabins and capsules", expandable: "Expandable container houses", industrial: "Industrial buildings" }

const setup = ({
  url = "/quote/",
  lang = "en",
  send = jest.fn(() => Promise.resolve()),
  timers = false,
  products = PRODUCTS,
  ports = PORTS,
}: { url?: string; lang?: Lang; send?: jest.Mock; timers?: boolean; products?: PlannerProduct[]; ports?: PlannerPort[] } = {}) => {
  window.history.replaceState(null, "", url)
  const user = userEvent.setup(timers ? { advanceTimers: jest.advanceTimersByTime } : {})
  const utils = render(
    <LangContext.Provider value={lang}>
      <Planner
        words={plannerWords(lang)}
        products={products}
        ports={ports}
        groups={GROUPS}
        thumbs={{}}
        contactEmail={EMAIL}
        send={send}
        today={TODAY}
        capacity={{ containersPerSailing: 250, note: "Indicative figures." }}
        site={SITE}
      />
    </LangContext.Provider>,
  )
  return { ...utils, user, send }
}

const quantity = (model: string) => screen.getByRole("spinbutton", { name: `Quantity: ${model}` })
const digest = () => screen.getByTestId("planner-digest")
const toastText = (call: unknown[]) =>
  typeof call[1] === "string" ? call[1] : (call[1] as React.ReactElement<{ message: string }>).props.message

/** The phone widget loads on the first interaction; its input keeps the field's id. */
const phoneWidget = async () => {
  await waitFor(() => expect(document.querySelector(".PhoneInput")).not.toBeNull())
  return document.getElementById("planner-phone") as HTMLInputElement
}
const fillContact = async (user: ReturnType<typeof userEvent.setup>, c: Partial<PlannerContact>) => {
  if (c.name) await user.type(screen.getByLabelText(/Full name/), c.name)
  if (c.email) await user.type(screen.getByLabelText(/E-mail/), c.email)
  if (c.phone) await user.type(await phoneWidget(), c.phone)
  if (c.company) await user.type(screen.getByLabelText(/Company/), c.company)
  if (c.message) await user.type(screen.getByLabelText(/^Message/), c.message)
}
const CONTACT: PlannerContact = { name: "Marie Payet", email: "marie@example.com", phone: "+262692123456", company: "", message: "" }

let consoleError: jest.SpyInstance
beforeEach(() => {
  window.sessionStorage.clear()
  notifyMock.mockClear()
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => {
  consoleError.mockRestore()
  jest.useRealTimers()
})

// user-event types the contact details key by key: on a 2-core host busy with other suites a test took more than
// Jest's default 5 s once (the whole suite in parallel); the figures asserted do not depend on time
jest.setTimeout(20_000)

describe("models and quantities", () => {
  it("gives every row a quantity spin button named exactly 'Quantity: {model}', 0 to 999, grouped under headings", () => {
    setup()
    for (const name of [
      "Apple Cabin 13\u00A0m²",
      "Apple Cabin 19.8\u00A0m²",
      "Apple Cabin 26\u00A0m²",
      "Capsule House",
      "20ft Model",
      "Industrial Building",
    ]) {
      const input = quantity(name)
      expect(input).toHaveValue(0)
      expect(input).toHaveAttribute("min", "0")
      expect(input).toHaveAttribute("max", "999")
      expect(input).toHaveAttribute("step", "1")
      expect(input).toHaveAttribute("inputmode", "numeric")
    }
    expect(screen.getAllByRole("spinbutton", { name: /^Quantity: / })).toHaveLength(6)
    expect(screen.getByRole("heading", { level: 3, name: "Cabins and capsules" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 3, name: "Industrial buildings" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "20ft Model" })).toHaveAttribute("href", "/expandable-20ft")
  })

  it("names the French spin button 'Quantité : {model}'", () => {
    setup({ lang: "fr" })
    expect(screen.getByRole("spinbutton", { name: "Quantité\u00A0: 20ft Model" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Envoyer mon projet" })).toBeInTheDocument()
  })

  it("counts up and down with the + and − buttons, never below 0", async () => {
    const { user } = setup()
    const more = screen.getByRole("button", { name: "One more: 20ft Model" })
    const fewer = screen.getByRole("button", { name: "One fewer: 20ft Model" })
    await user.click(more)
    await user.click(more)
    expect(quantity("20ft Model")).toHaveValue(2)
    await user.click(fewer)
    expect(quantity("20ft Model")).toHaveValue(1)
    await user.click(fewer)
    await user.click(fewer)
    expect(quantity("20ft Model")).toHaveValue(0)
    await user.click(more)
    // the line names the model by its short name, singular (a quotation line's designation)
    expect(within(screen.getByTestId("planner-summary")).getByText("1 × 20ft Model")).toBeInTheDocument()
  })

  it("keeps what is typed until the field is left, then brings it into 0..999", async () => {
    const { user } = setup()
    const input = quantity("Capsule House")
    await user.clear(input)
    await user.type(input, "1000")
    expect(input).toHaveValue(1000)
    // not a valid quantity: the project keeps its last valid one (100, typed on the way)
    expect(within(screen.getByTestId("planner-summary")).getByText("100 × Capsule House")).toBeInTheDocument()
    await user.tab()
    expect(input).toHaveValue(999)
    expect(within(screen.getByTestId("planner-summary")).getByText("999 × Capsule House")).toBeInTheDocument()
    await user.clear(input)
    await user.tab()
    expect(input).toHaveValue(0)
  })

  it("opens a row's options in a disclosure and adds the chosen ones to the summary", async () => {
    // the screen, as far as the page's observers know: nothing near it until the test says so
    const screenStub = stubIntersectionObserver()
    const { user } = setup()
    const toggle = screen.getByRole("button", { name: /^Options \(3\)/ })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(panel).not.toBeVisible()
    // not in the first render (the server HTML and the hydration) nor while the row is far from the screen: built
    // once it nears it, still hidden, so that the first opening only shows them
    expect(panel).toBeEmptyDOMElement()
    act(() => screenStub.show())
    screenStub.restore()
    await waitFor(() => expect(panel).not.toBeEmptyDOMElement())
    expect(panel).not.toBeVisible()
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(panel).toBeVisible()
    await user.click(screen.getByRole("checkbox", { name: "Solar kit" }))
    await user.click(screen.getByRole("checkbox", { name: "Air conditioning" }))
    await user.click(screen.getByRole("button", { name: "One more: 20ft Model" }))
    expect(within(screen.getByTestId("planner-summary")).getByText("Options: Solar kit, Air conditioning")).toBeInTheDocument()
    await waitFor(() => expect(window.location.search).toBe("?m=expandable-20ft*1~solar-kit~air-conditioning"))
    // an option changed after the quantity keeps the quantity (the list is memoized: its toggle reads the latest choice)
    await user.click(screen.getByRole("button", { name: "One more: 20ft Model" }))
    await user.click(screen.getByRole("checkbox", { name: "Air conditioning" }))
    await waitFor(() => expect(window.location.search).toBe("?m=expandable-20ft*2~solar-kit"))
    // closed again, they stay as ticked
    await user.click(toggle)
    expect(panel).not.toBeVisible()
    expect(within(panel).getByRole("checkbox", { name: "Solar kit", hidden: true })).toBeChecked()
  })
})

describe("the summary", () => {
  it("says how to start when nothing is ordered", () => {
    setup()
    expect(screen.getByRole("region", { name: "Your project" })).toBeInTheDocument()
    expect(screen.getByTestId("planner-summary-empty")).toHaveTextContent(/Set a quantity for a model/)
  })

  it("gives the totals, containers, mass, timeline and site work of a project", async () => {
    setup({ url: "/quote/?m=apple-cabins@13*2&m=expandable-20ft*3&m=industrial-building*1:24x60&port=toamasina" })
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(3))
    const summary = screen.getByTestId("planner-summary")
    expect(within(summary).getByTestId("planner-total-units")).toHaveTextContent("6")
    // 2 × 13 + 3 × 36.54 + 24 × 60
    expect(within(summary).getByTestId("planner-total-area")).toHaveTextContent("1,575.62 m²")
    const containers = within(summary).getByTestId("planner-total-containers")
    // apple cabins one a container, the 20 ft two a container (3 -> 2): 4; the industrial building assessed
    expect(containers).toHaveTextContent("4 forty-foot High Cube containers")
    expect(containers).toHaveTextContent("Apple Cabin 13 m²: 2 containers")
    expect(containers).toHaveTextContent("20ft Model: 2 containers")
    expect(containers).toHaveTextContent("Assessed in the quotation for: Industrial Building")
    expect(containers).toHaveTextContent("models are not combined in one container")
    const mass = within(summary).getByTestId("planner-total-mass")
    expect(mass).toHaveTextContent("7,500–8,400 kg")
    expect(mass).toHaveTextContent("Without the mass of: Apple Cabin 13 m², Industrial Building")
    const timeline = within(summary).getByTestId("planner-timeline")
    expect(timeline).toHaveTextContent("Sea transit to Toamasina12 days")
    // each model by its own crew (one, in these fixtures), the models side by side: the industrial building's 20–30 days
    expect(timeline).toHaveTextContent("Installation of the 6 units, crews side by side20–30 days")
    // 60 to 90 days from January 10, 2026; then 12 days at sea; then 20–30 days of installation
    expect(within(summary).getByTestId("planner-date-shipped")).toHaveTextContent("March 11 to April 10, 2026")
    expect(within(summary).getByTestId("planner-date-port")).toHaveTextContent("March 23 to April 22, 2026")
    expect(within(summary).getByTestId("planner-date-installed")).toHaveTextContent("April 12 to May 22, 2026")
    // 5 units sleep 2–4 people each; the reference, stable for the project
    expect(within(summary).getByTestId("planner-total-occupancy")).toHaveTextContent("Sleeps 12–24 people")
    const reference = projectReference(window.location.search.slice(1), "KH")
    expect(within(summary).getByTestId("planner-reference")).toHaveTextContent(`Reference ${reference}`)
    expect(summary).toHaveTextContent("Engineered footings")
    expect(summary).toHaveTextContent("Indicative: your quotation confirms prices, payment terms, production timeline and shipping.")
  })

  it("says the transit is assessed in the quotation without a listed port", async () => {
    setup({ url: "/quote/?m=expandable-20ft*1&port=other&other=Noum%C3%A9a" })
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(1))
    expect(screen.getByTestId("planner-timeline")).toHaveTextContent("Sea transitAssessed in the quotation")
    expect(screen.queryByTestId("planner-date-port")).toBeNull()
    expect(screen.getByLabelText(/Name of the port/)).toHaveValue("Nouméa")
  })

  it("tells screen readers a digest only once the changes have settled", async () => {
    jest.useFakeTimers()
    const { user } = setup({ timers: true })
    await act(async () => undefined)
    const more = screen.getByRole("button", { name: "One more: 20ft Model" })
    await user.click(more)
    await user.click(more)
    expect(digest()).toBeEmptyDOMElement()
    act(() => jest.advanceTimersByTime(DIGEST_DELAY_MS - 50))
    expect(digest()).toBeEmptyDOMElement()
    act(() => jest.advanceTimersByTime(60))
    expect(digest()).toHaveTextContent(
      "Your project: 2 units, 1 forty-foot High Cube container, installed from March 13 to April 12, 2026.",
    )
    expect(digest()).toHaveAttribute("role", "status")
    expect(screen.getByTestId("planner-summary").closest("[aria-live]")).toBeNull()
  })
})

describe("a line's use, the site, the bar on phones and the printed header", () => {
  it("gives an ordered line its own use, the project's answer as its default; the summary and the link say it", async () => {
    const { user } = setup({ url: "/quote/?m=expandable-20ft*2&use=home" })
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(2))
    // only an ordered line has the choice
    expect(screen.queryByLabelText(/Use of these units for the Apple Cabin/)).toBeNull()
    const use = screen.getByLabelText(/Use of these units for the 20ft Model/)
    expect(within(use).getAllByRole("option")[0]).toHaveTextContent("As the project: Home")
    await user.selectOptions(use, "office")
    expect(within(screen.getByTestId("planner-summary-line-expandable-20ft")).getByText("Use: Offices or site office")).toBeInTheDocument()
    // two 20 ft offices seat 4–6 people each (the fixtures)
    expect(screen.getByTestId("planner-total-occupancy")).toHaveTextContent("Seats 8–12 people as offices")
    await waitFor(() => expect(window.location.search).toBe("?m=expandable-20ft*2!office&use=home"))
  })

  it("takes the site's town or area and its distance from the port, both optional", async () => {
    const { user } = setup({ url: "/quote/?m=expandable-20ft*1" })
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(1))
    await user.type(screen.getByRole("textbox", { name: /Site \(town or area\)/ }), "Foulpointe")
    await user.selectOptions(screen.getByRole("combobox", { name: /Distance from the port/ }), "50-150")
    expect(within(screen.getByTestId("planner-summary-delivery")).getByText("Foulpointe; 50 to 150 km")).toBeInTheDocument()
    await waitFor(() => expect(window.location.search).toBe("?m=expandable-20ft*1&site=Foulpointe&distance=50-150"))
  })

  it("shows the compact bar with the units and containers and a link to the summary once something is ordered", async () => {
    const { user } = setup()
    await act(async () => undefined)
    expect(screen.queryByTestId("planner-bar")).toBeNull()
    await user.click(screen.getByRole("button", { name: "One more: 20ft Model" }))
    const bar = screen.getByTestId("planner-bar")
    expect(bar).toHaveTextContent("1 unit1 container")
    expect(within(bar).getByRole("link", { name: "See the summary" })).toHaveAttribute("href", "#planner-summary")
    expect(document.getElementById("planner-summary")).not.toBeNull()
  })

  it("heads the printed page with the logo, the company's contact details, the date and the reference", async () => {
    setup({ url: "/quote/?m=expandable-20ft*1" })
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(1))
    const header = screen.getByTestId("planner-print-header")
    expect(within(header).getByRole("img", { name: "Kaz Horizon" })).toHaveAttribute("src", "/static/logo.svg")
    expect(header).toHaveTextContent("1 rue de la Mer, 97420 Le Port, Reunion")
    expect(header).toHaveTextContent(`+262 262 00 01 23 · ${EMAIL}`)
    expect(header).toHaveTextContent("Printed on January 10, 2026")
    const reference = projectReference("m=expandable-20ft*1", "KH")
    expect(header).toHaveTextContent(`Project reference: ${reference}`)
    expect(screen.getByTestId("planner-reference")).toHaveTextContent(reference)
  })
})

describe("what a change renders again (issue 60: a keystroke in a contact field must not render the summary)", () => {
  it("typing the name renders the contact fields and no row, no summary, no delivery field and no phone field again; a quantity renders its row and the summary, not the contact fields", async () => {
    const { user } = setup()
    await user.click(screen.getByRole("button", { name: "One more: 20ft Model" }))
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(1))
    // the phone widget, asked for after the first tap's frame, has loaded
    await phoneWidget()
    const before = { ...renders }
    await user.type(screen.getByLabelText(/Full name/), "Marie")
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Marie")
    // one render of the contact section a keystroke, nothing else
    expect(renders).toEqual({ ...before, contact: before.contact + 5 })

    const typed = { ...renders }
    await user.click(screen.getByRole("button", { name: "One more: 20ft Model" }))
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(2))
    // the row changed and the summary with it; the other rows, the phone field and the contact fields did not
    expect(renders.rows - typed.rows).toBe(1)
    expect(renders.summary - typed.summary).toBe(1)
    expect(renders.phone).toBe(typed.phone)
    expect(renders.contact).toBe(typed.contact)
  })
})

describe("restoring a project", () => {
  it("reads the project from the URL", async () => {
    setup({ url: "/quote/?m=capsule-houses*2:28&port=le-port&use=tourism&financing=1" })
    await waitFor(() => expect(quantity("Capsule House")).toHaveValue(2))
    expect(screen.getByLabelText(/Floor area \(m²\)/)).toHaveValue(28)
    expect(screen.getByRole("combobox", { name: /Delivery port/ })).toHaveValue("le-port")
    expect(screen.getByRole("radio", { name: "Tourism and rental" })).toBeChecked()
    expect(screen.getByRole("checkbox", { name: "I would like financing" })).toBeChecked()
    await waitFor(() =>
      expect(window.sessionStorage.getItem(PROJECT_STORAGE_KEY)).toBe("m=capsule-houses*2:28&port=le-port&use=tourism&financing=1"),
    )
  })

  it("restores the session's project on /quote/ without a query, and puts it back in the URL", async () => {
    window.sessionStorage.setItem(PROJECT_STORAGE_KEY, "m=expandable-20ft*4&port=toamasina")
    setup()
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(4))
    await waitFor(() => expect(window.location.search).toBe("?m=expandable-20ft*4&port=toamasina"))
  })

  it("adds one unit for ?add= once and drops the parameter; the row is brought into view and the addition announced", async () => {
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    window.sessionStorage.setItem(PROJECT_STORAGE_KEY, "m=expandable-20ft*4")
    setup({ url: "/quote/?add=expandable-20ft" })
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(5))
    await waitFor(() => expect(window.location.search).toBe("?m=expandable-20ft*5"))
    expect(digest()).toHaveTextContent("Added: 20ft Model")
    await waitFor(() => expect(scrolled).toEqual([screen.getByTestId("planner-row-expandable-20ft")]))
    // seen beside the quantity of that row only
    expect(screen.getAllByTestId("planner-added")).toHaveLength(1)
    expect(within(screen.getByTestId("planner-row-expandable-20ft")).getByTestId("planner-added")).toHaveTextContent("Added: 20ft Model")
  })

  it("adds a sized model's first size for ?add=<product key>, keeping the URL's other parameters", async () => {
    setup({ url: "/quote/?add=apple-cabins&utm_source=mail" })
    await waitFor(() => expect(quantity("Apple Cabin 13\u00A0m²")).toHaveValue(1))
    await waitFor(() => expect(window.location.search).toBe("?m=apple-cabins@13*1&utm_source=mail"))
  })

  it("says in one line what a shared link carried that was left out", async () => {
    setup({ url: "/quote/?m=villa-nope*2&m=expandable-20ft*1~gold-taps&port=atlantis" })
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(1))
    const line = screen.getByTestId("planner-dropped")
    expect(line).toHaveAttribute("role", "status")
    expect(line).toHaveTextContent(
      'Left out of the link: unknown model "villa-nope"; option "gold-taps" of 20ft Model; unknown port "atlantis".',
    )
  })

  it("shows no dropped line for a clean link", async () => {
    setup({ url: "/quote/?m=expandable-20ft*1" })
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(1))
    expect(screen.getByTestId("planner-dropped")).toBeEmptyDOMElement()
  })
})

describe("sending", () => {
  const ORDER = "/quote/?m=expandable-20ft*2~solar-kit&port=toamasina&foundations=ready"

  it.each([
    ["/quote/", "Add at least one unit to your project.", () => quantity("Apple Cabin 13\u00A0m²")],
    ["/quote/?m=expandable-20ft*2", "Choose a delivery port.", () => screen.getByRole("combobox", { name: /Delivery port/ })],
    ["/quote/?m=expandable-20ft*2&port=other", "Enter the name of the port.", () => screen.getByLabelText(/Name of the port/)],
    // not the enquiry forms' "Please fill in all the fields.": most of the planner's fields are optional, so it names them
    [ORDER, "Please fill in the “Full name”, “E-mail” and “Phone” fields.", () => screen.getByLabelText(/Full name/)],
  ])("%s: a toast says %j and the field gets the focus, nothing sent", async (url, message, field) => {
    const { user, send } = setup({ url })
    await act(async () => undefined)
    await user.click(screen.getByRole("button", { name: "Send my project" }))
    expect(notifyMock).toHaveBeenCalledWith("error", message)
    await waitFor(() => expect(field()).toHaveFocus())
    expect(send).not.toHaveBeenCalled()
  })

  it("checks the phone number's form", async () => {
    const { user, send } = setup({ url: ORDER })
    await fillContact(user, { ...CONTACT, phone: "+2626" })
    await user.click(screen.getByRole("button", { name: "Send my project" }))
    expect(notifyMock).toHaveBeenCalledWith("error", "Please enter a valid phone number with country code.")
    expect(send).not.toHaveBeenCalled()
  })

  it("sends the exact parameters of projectParams, then confirms with the summary of what was sent", async () => {
    const { user, send } = setup({ url: ORDER })
    await fillContact(user, { ...CONTACT, company: "Payet Lodges", message: "Delivery before the rains." })
    await user.click(screen.getByRole("button", { name: "Send my project" }))
    const project = decodeProject(ORDER.slice(ORDER.indexOf("?")), ROWS, PORTS, TODAY).project
    // the link: the site's configured address (not the one the page is served from), the planner, the project
    const query = encodeProject(project, ROWS)
    const meta = { reference: projectReference(query, "KH"), link: `https://kaz-horizon.example/quote/?${query}` }
    const expected = projectParams(
      project,
      summarize(project, ROWS, PORTS, TODAY, { containersPerSailing: 250 }),
      ROWS,
      PORTS,
      { ...CONTACT, company: "Payet Lodges", message: "Delivery before the rains." },
      PLANNER_TEXT.en,
      uiFor("en").forms.email,
      "en",
      meta,
    )
    expect(expected.message).toContain(
      `The project, as the buyer saw it: https://kaz-horizon.example/quote/?m=expandable-20ft*2~solar-kit&port=toamasina&foundations=ready`,
    )
    expect(expected.subject).toBe(`Project quote ${meta.reference}: 2 units to Toamasina (Madagascar)`)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(expected)
    expect(expected.message).toContain("Delivery before the rains.")
    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("success", "Message sent successfully!"))
    const confirmation = await screen.findByTestId("planner-confirmation")
    expect(within(confirmation).getByRole("heading", { name: "Your project has been sent" })).toHaveFocus()
    expect(within(confirmation).getByText("2 × 20ft Model")).toBeInTheDocument()
    expect(within(confirmation).getByText("Options: Solar kit")).toBeInTheDocument()
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull()

    const print = jest.spyOn(window, "print").mockImplementation(() => undefined)
    await user.click(within(confirmation).getByRole("button", { name: "Print this summary" }))
    expect(print).toHaveBeenCalled()
    print.mockRestore()

    await user.click(within(confirmation).getByRole("button", { name: "Start a new project" }))
    expect(quantity("20ft Model")).toHaveValue(0)
    expect(screen.getByLabelText(/Full name/)).toHaveValue("")
    await waitFor(() => expect(window.location.search).toBe(""))
    expect(window.sessionStorage.getItem(PROJECT_STORAGE_KEY)).toBeNull()
  })

  it("keeps everything after a failed send and offers the e-mail route", async () => {
    const send = jest.fn(() => Promise.reject(new Error("network")))
    const { user } = setup({ url: ORDER, send })
    await fillContact(user, { ...CONTACT, message: "Two units please." })
    await user.click(screen.getByRole("button", { name: "Send my project" }))
    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("error", expect.anything()))
    const failure = notifyMock.mock.calls.find((c) => c[0] === "error")!
    expect(toastText(failure)).toBe("Failed to send message. Please try again.")
    expect(await screen.findByTestId("failure-notice")).toBeInTheDocument()
    expect(screen.getByTestId("mailto-fallback").getAttribute("href")).toMatch(/^mailto:hello@kaz-horizon\.example/)
    expect(screen.getByLabelText(/Full name/)).toHaveValue(CONTACT.name)
    expect(screen.getByLabelText(/E-mail/)).toHaveValue(CONTACT.email)
    expect(document.getElementById("planner-phone")).toHaveValue("+262 692 12 34 56")
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Two units please.")
    expect(quantity("20ft Model")).toHaveValue(2)
    expect(screen.getByRole("combobox", { name: /Delivery port/ })).toHaveValue("toamasina")
    expect(screen.queryByTestId("planner-confirmation")).toBeNull()
    expect(screen.getByRole("button", { name: "Send my project" })).toBeEnabled()
    expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)!)).toMatchObject({ name: CONTACT.name })
  })

  it("shows 'Sending...' on a disabled button while it sends", async () => {
    let finish: () => void = () => undefined
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { user } = setup({ url: ORDER, send })
    await fillContact(user, CONTACT)
    await user.click(screen.getByRole("button", { name: "Send my project" }))
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    await act(async () => finish())
    expect(await screen.findByTestId("planner-confirmation")).toBeInTheDocument()
  })
})

describe("sharing", () => {
  it("copies the page's address and says so", async () => {
    const writeText = jest.fn(() => Promise.resolve())
    const { user } = setup({ url: "/quote/?m=expandable-20ft*1" })
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(1))
    await user.click(screen.getByRole("button", { name: "Copy link" }))
    expect(writeText).toHaveBeenCalledWith("http://localhost/quote/?m=expandable-20ft*1")
    expect(await screen.findByText("Link copied")).toHaveAttribute("role", "status")
  })

  it("shows the link in a selected read-only field where the clipboard is refused", async () => {
    const { user } = setup({ url: "/quote/?m=expandable-20ft*1" })
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) }, configurable: true })
    await waitFor(() => expect(quantity("20ft Model")).toHaveValue(1))
    await user.click(screen.getByRole("button", { name: "Copy link" }))
    const field = await screen.findByRole("textbox", { name: "Link to this project" })
    expect(field).toHaveValue("http://localhost/quote/?m=expandable-20ft*1")
    expect(field).toHaveAttribute("readonly")
    expect(screen.queryByText("Link copied")).toBeNull()
  })
})

describe("the phone field", () => {
  it("is a plain tel input with the same id until the widget has loaded at the first interaction", async () => {
    setup()
    const plain = document.getElementById("planner-phone") as HTMLInputElement
    expect(plain).toHaveAttribute("type", "tel")
    expect(document.querySelector(".PhoneInput")).toBeNull()
    // a focus alone is not the end of an interaction: its click, keyup or input is
    fireEvent.focus(screen.getByLabelText(/Full name/))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(document.querySelector(".PhoneInput")).toBeNull()
    fireEvent.keyUp(screen.getByLabelText(/Full name/), { key: "Tab" })
    expect(await phoneWidget()).toHaveAttribute("id", "planner-phone")
  })
})

describe("the page's words, as the French review asked", () => {
  const NBSP = "\u00A0"
  const NNBSP = "\u202F"
  const fr = (url: string) =>
    setup({ url: `/fr/devis/?${url}`, lang: "fr", products: PRODUCTS_FR, ports: PORTS_FR, send: jest.fn(() => Promise.resolve()) })
  const texts = (testId: string, selector: string) => [...screen.getByTestId(testId).querySelectorAll(selector)].map((e) => e.textContent)

  it("writes one unit in the singular, « par unité » whatever the gender, and « jusqu'au Port »", async () => {
    fr("m=capsule-houses*1:28&port=le-port")
    await waitFor(() => expect(screen.getByTestId("planner-summary-line-capsule-houses")).toBeInTheDocument())
    // the planner's starting floor area, which the visitor did not set, says so
    expect(texts("planner-summary-line-capsule-houses", "span")).toEqual([
      "1 × Maison capsule",
      `28${NBSP}m² par unité${NNBSP}; taille de départ${NBSP}: indiquez la vôtre dans la liste`,
    ])
    expect(texts("planner-timeline", "dt")).toEqual([
      "Fabrication",
      "Transport maritime jusqu’au Port",
      // one unit: the product page's own label and days
      "Installation sur le terrain",
      "Prêt à expédier",
      "Arrivée à votre port",
      "Installation terminée",
    ])
    expect(texts("planner-timeline", "dd")[2]).toBe(`de 2 à 3${NBSP}jours`)
  })

  it("names the models assessed in the quotation after a colon, never after « pour » or « de » (« pour : », « de : »)", async () => {
    fr("m=apple-cabins@13*2&m=expandable-20ft*1&m=industrial-building*1:24x60&port=toamasina")
    await waitFor(() => expect(screen.getByTestId("planner-total-mass")).toBeInTheDocument())
    // toHaveTextContent reads the no-break spaces as spaces
    expect(screen.getByTestId("planner-total-containers")).toHaveTextContent(
      "Conteneurs à évaluer dans le devis : Cabine Apple 13 m², Bâtiment industriel",
    )
    expect(screen.getByTestId("planner-total-mass")).toHaveTextContent(
      "Poids à évaluer dans le devis : Cabine Apple 13 m², Bâtiment industriel",
    )
    // nor anywhere in the summary (the site notes name their models in brackets: « … (Modèle 20 pieds) »)
    expect(screen.getByTestId("planner-summary").textContent).not.toMatch(/\b(pour|de)[\s\u00A0\u202F]:/i)
    expect(screen.getByTestId("planner-summary")).toHaveTextContent(/\(Modèle 20 pieds\)/)
  })

  it("says the installation's days are those of all the units, crews side by side; « jusqu'à » before other ports", async () => {
    fr("m=expandable-20ft*2&m=capsule-houses*3:30&port=toamasina")
    await waitFor(() => expect(screen.getByTestId("planner-summary-line-capsule-houses")).toBeInTheDocument())
    expect(texts("planner-summary-line-expandable-20ft", "span")).toEqual(["2 × Modèle 20 pieds", `36,54${NBSP}m² par unité`])
    expect(texts("planner-summary-line-capsule-houses", "span")).toEqual(["3 × Maison capsule", `30${NBSP}m² par unité`])
    const [production, transit, installation] = texts("planner-timeline", "dt")
    expect([production, transit, installation]).toEqual([
      "Fabrication",
      "Transport maritime jusqu’à Toamasina",
      "Installation des 5 unités, équipes en parallèle",
    ])
    // each model by its own crew (one here), side by side: 2 × 1 day beside 3 × 2 to 3 days
    expect(texts("planner-timeline", "dd")[2]).toBe(`de 6 à 9${NBSP}jours`)
  })

  it("says « À évaluer dans le devis » for a transit (masculine) and a mass (feminine) alike", async () => {
    fr("m=industrial-building*1:24x60&port=other&other=Nosy+Be")
    await waitFor(() => expect(screen.getByTestId("planner-timeline")).toBeInTheDocument())
    expect(texts("planner-timeline", "dd")[1]).toBe("À évaluer dans le devis")
    expect(texts("planner-total-mass", "dd")).toEqual(["À évaluer dans le devis"])
  })

  it("names each model by its singular short name, as the summary does, and without « du modèle » for screen readers", async () => {
    fr("m=capsule-houses*1:28")
    await waitFor(() => expect(screen.getByTestId("planner-summary-line-capsule-houses")).toBeInTheDocument())
    // one form per product across the planner: the row's heading and labels say what the summary says
    expect(screen.getByRole("link", { name: "Maison capsule" })).toBeInTheDocument()
    expect(texts("planner-summary-line-capsule-houses", "span")[0]).toBe("1 × Maison capsule")
    expect(document.body.textContent).not.toContain("Maisons capsules")
    expect(screen.queryAllByLabelText(/Maisons capsules/)).toHaveLength(0)
    expect(screen.getByRole("spinbutton", { name: `Quantité${NBSP}: Modèle 20 pieds` })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Options (1) – Maison capsule" })).toBeInTheDocument()
    expect(screen.getByLabelText("Surface (m²) – Maison capsule")).toHaveValue(28)
    expect(screen.getByRole("button", { name: `Une unité de plus${NBSP}: Maison capsule` })).toBeInTheDocument()
  })

  it("quotes the product pages' button in the empty summary", () => {
    fr("")
    expect(screen.getByTestId("planner-summary-empty").textContent).toBe(
      `Votre projet est encore vide. Indiquez une quantité pour un modèle, ou choisissez «${NBSP}Ajouter à mon projet${NBSP}» sur une page produit${NBSP}: les conteneurs, le poids et le calendrier s’affichent ici au fur et à mesure.`,
    )
  })

  it("names the empty required fields, not « tous les champs », in a toast", async () => {
    const { user, send } = fr("m=capsule-houses*1:28&port=le-port")
    await act(async () => undefined)
    await user.click(screen.getByRole("button", { name: "Envoyer mon projet" }))
    expect(notifyMock).toHaveBeenCalledWith(
      "error",
      `Veuillez remplir les champs «${NBSP}Nom complet${NBSP}», «${NBSP}E-mail${NBSP}» et «${NBSP}Téléphone${NBSP}».`,
    )
    await waitFor(() => expect(screen.getByLabelText(/Nom complet/)).toHaveFocus())
    expect(send).not.toHaveBeenCalled()
  })

  it("writes English as before: 'Sea transit to Le Port', '… each', and the installation of several units", async () => {
    setup({ url: "/quote/?m=capsule-houses*2&port=le-port" })
    await waitFor(() => expect(quantity("Capsule House")).toHaveValue(2))
    expect(texts("planner-summary-line-capsule-houses", "span")).toEqual([
      "2 × Capsule House",
      `20${NBSP}m² each; starting size: set yours in the list`,
    ])
    expect(texts("planner-timeline", "dt").slice(0, 3)).toEqual([
      "Production",
      "Sea transit to Le Port",
      "Installation of the 2 units, crews side by side",
    ])
  })
})
