import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { ACCORDION_MAX_HEIGHT, initialOpenItem, toggleItem } from "../src/lib/ui/accordion"
import { FaqAccordion } from "../src/components/about/FaqAccordion"

const items = [
  { id: "a", question: "How do I order?", answer: "Send a quotation request." },
  { id: "b", question: "Can I cancel?", answer: "Within 8 business days after signing." },
  { id: "c", question: "How long does it last?", answer: "30 years and more." },
]

describe("accordion rules", () => {
  it("opens the first item first", () => {
    expect(initialOpenItem(items)).toBe("a")
    expect(initialOpenItem([])).toBeNull()
  })
  it("closes the open item when clicked, opens a closed one (closing the other)", () => {
    expect(toggleItem("a", "a")).toBeNull()
    expect(toggleItem("a", "b")).toBe("b")
    expect(toggleItem(null, "c")).toBe("c")
  })
  it("limits the open panel to 1000 px", () => expect(ACCORDION_MAX_HEIGHT).toBe(1000))
})

describe("<FaqAccordion>", () => {
  const button = (name: string) => screen.getByRole("button", { name })
  it("follows the rules with accessible buttons", () => {
    render(<FaqAccordion items={items} />)
    expect(button("How do I order?")).toHaveAttribute("aria-expanded", "true")
    expect(button("Can I cancel?")).toHaveAttribute("aria-expanded", "false")
    const panel = document.getElementById(button("How do I order?").getAttribute("aria-controls")!)!
    expect(panel).toBeVisible()
    expect(panel.style.maxHeight).toBe("1000px")

    fireEvent.click(button("Can I cancel?"))
    expect(button("Can I cancel?")).toHaveAttribute("aria-expanded", "true")
    expect(button("How do I order?")).toHaveAttribute("aria-expanded", "false")
    expect(panel).not.toBeVisible()
    expect(screen.getAllByRole("button").filter((b) => b.getAttribute("aria-expanded") === "true")).toHaveLength(1)

    fireEvent.click(button("Can I cancel?"))
    expect(screen.getAllByRole("button").every((b) => b.getAttribute("aria-expanded") === "false")).toBe(true)
  })
})
