import React from "react"
import { act, render, screen } from "@testing-library/react"
import { StatCounter, StatsBand } from "../src/components/home/StatsBand"
import { Stars } from "../src/components/home/Testimonials"
import { LangContext } from "../src/i18n"
import { stubIntersectionObserver, type ObserverStub } from "./helpers/intersection-observer"

jest.mock("../src/hooks/use-site-data", () => ({ useSiteData: () => require("./helpers/site-data").siteData }))

describe("<StatCounter>", () => {
  it("shows the final number in its server HTML, for readers too", () => {
    render(<StatCounter count={19} title="Years of Experience" />)
    expect(screen.getByTestId("stat-value")).toHaveTextContent("19+")
    expect(screen.getByText("19+", { selector: ".visually-hidden" })).toBeInTheDocument()
  })

  it("ends on « + de 19 » in French, for readers too", () => {
    render(
      <LangContext.Provider value="fr">
        <StatCounter count={19} title="Années d'expérience" />
      </LangContext.Provider>,
    )
    expect(screen.getByTestId("stat-value")).toHaveTextContent(/^\+ de 19$/)
    expect(screen.getByText("+ de 19", { selector: ".visually-hidden" })).toBeInTheDocument()
  })
})

describe("<StatsBand>", () => {
  let screenStub: ObserverStub
  beforeEach(() => {
    screenStub = stubIntersectionObserver()
  })
  afterEach(() => {
    screenStub.restore()
    jest.useRealTimers()
  })

  it("starts at 0 and counts up to '189+' once scrolled into view, its final text for readers all along", () => {
    jest.useFakeTimers()
    render(<StatsBand stats={[{ count: 189, title: "Satisfied Customers" }]} />)
    const value = screen.getByTestId("stat-value")
    expect(value).toHaveAttribute("data-count", "189") // what the band counts up to, read from the DOM
    expect(value).toHaveTextContent(/^0$/)
    expect(value).toHaveAttribute("data-finished", "false")
    expect(screen.getByText("189+", { selector: ".visually-hidden" })).toBeInTheDocument()
    act(() => screenStub.show())
    act(() => {
      jest.advanceTimersByTime(1000)
    })
    const mid = Number(value.textContent)
    expect(mid).toBeGreaterThan(0)
    expect(mid).toBeLessThan(189)
    act(() => {
      jest.advanceTimersByTime(1200)
    })
    expect(value).toHaveTextContent(/^189\+$/)
    expect(value).toHaveAttribute("data-finished", "true")
  })

  it("names the band with the brand and the counting time", () => {
    ;(globalThis as Record<string, unknown>).IntersectionObserver = undefined
    render(<StatsBand stats={[{ count: 19, title: "Years of Experience" }]} />)
    expect(screen.getByRole("region", { name: "Kaz Horizon in figures (counted over 2 seconds)" })).toBeInTheDocument()
    expect(screen.getByTestId("stat-value")).toHaveTextContent(/^19\+$/)
  })
})

describe("<Stars>", () => {
  it("has an accessible rating label", () => {
    render(<Stars rating={5} />)
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument()
  })
})
