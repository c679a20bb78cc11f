import React from "react"
import { act, render, screen } from "@testing-library/react"
import { StatCounter } from "../src/components/home/StatsBand"
import { Stars } from "../src/components/home/Testimonials"
import { LangContext } from "../src/i18n"

describe("<StatCounter>", () => {
  const originalIO = (globalThis as Record<string, unknown>).IntersectionObserver
  afterEach(() => {
    ;(globalThis as Record<string, unknown>).IntersectionObserver = originalIO
    jest.useRealTimers()
  })

  it("keeps the final number for readers and, without an observer, shows it at once", () => {
    ;(globalThis as Record<string, unknown>).IntersectionObserver = undefined
    render(<StatCounter count={19} title="Years of Experience" />)
    expect(screen.getByTestId("stat-value")).toHaveTextContent("19+")
    expect(screen.getByText("19+", { selector: ".visually-hidden" })).toBeInTheDocument()
  })

  it("ends on « + de 19 » in French, for readers too", () => {
    ;(globalThis as Record<string, unknown>).IntersectionObserver = undefined
    render(
      <LangContext.Provider value="fr">
        <StatCounter count={19} title="Années d'expérience" />
      </LangContext.Provider>,
    )
    expect(screen.getByTestId("stat-value")).toHaveTextContent(/^\+ de 19$/)
    expect(screen.getByText("+ de 19", { selector: ".visually-hidden" })).toBeInTheDocument()
  })

  it("starts at 0 and counts up to '189+' once scrolled into view", () => {
    jest.useFakeTimers()
    let trigger: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined
    ;(globalThis as Record<string, unknown>).IntersectionObserver = class {
      constructor(cb: typeof trigger) {
        trigger = cb
      }
      observe() {}
      disconnect() {}
    }
    render(<StatCounter count={189} title="Satisfied Customers" />)
    expect(screen.getByTestId("stat-value")).toHaveTextContent(/^0$/)
    act(() => trigger([{ isIntersecting: true }]))
    act(() => {
      jest.advanceTimersByTime(1000)
    })
    const mid = Number(screen.getByTestId("stat-value").textContent)
    expect(mid).toBeGreaterThan(0)
    expect(mid).toBeLessThan(189)
    act(() => {
      jest.advanceTimersByTime(1200)
    })
    expect(screen.getByTestId("stat-value")).toHaveTextContent("189+")
  })
})

describe("<Stars>", () => {
  it("has an accessible rating label", () => {
    render(<Stars rating={5} />)
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument()
  })
})
