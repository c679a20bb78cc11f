import React from "react"
import { render, screen, within } from "@testing-library/react"
import { ProductSections } from "../src/components/product/ProductSections"
import { BLOCKS } from "../src/components/product/blocks"
import { productSection } from "../src/content-model/products"
import type { ProductBlock } from "../src/content-model/products"

// the blocks declare their GraphQL fragments, which Gatsby compiles away; in Jest the project's gatsby mock stands in
jest.mock("gatsby", () => jest.requireActual("../__mocks__/gatsby"))
jest.mock("../src/components/product/ProductSections.module.css", () => ({ alt: "alt-background" }))

describe("product blocks", () => {
  it("has a component for every block type of the content model", () => {
    expect(Object.keys(BLOCKS).sort()).toEqual(Object.keys(productSection.variants).sort())
  })

  it("renders each block by its type, in order, in a section named by its heading", () => {
    const sections: ProductBlock[] = [
      { type: "text", paragraphs: ["Built in the factory.", "Shipped to your port."] },
      { type: "list", heading: "What is included", items: ["Bathroom", "Air conditioning"] },
      { type: "offer", heading: "Launch offer", text: "Free delivery to Reunion." },
    ]
    const { container } = render(<ProductSections sections={sections} products={[]} />)
    const rendered = [...container.querySelectorAll("section")]
    expect(rendered.map((s) => s.getAttribute("data-section"))).toEqual(["text", "list", "offer"])
    expect(rendered[0].textContent).toBe("Built in the factory.Shipped to your port.")
    const list = screen.getByRole("region", { name: "What is included" })
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Bathroom", "Air conditioning"])
    expect(screen.getByRole("region", { name: "Launch offer" }).textContent).toContain("Free delivery to Reunion.")
    // every other block has the alternate background
    expect(rendered.map((s) => s.className.includes("alt-background"))).toEqual([false, true, false])
  })

  it("shows no comparison for a group of one model", () => {
    const sections: ProductBlock[] = [{ type: "comparison", heading: "Compare the models" }]
    const { container } = render(<ProductSections sections={sections} products={[]} currentGroup="cabins" />)
    expect(container.querySelector("section")).toBeNull()
  })

  it("stops the render naming a block type that has no component", () => {
    const sections = [{ type: "carousel", heading: "Photos" }] as unknown as ProductBlock[]
    jest.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<ProductSections sections={sections} products={[]} />)).toThrow(
      'Unknown product block type "carousel": no component in src/components/product/blocks for it (known types: text, list, details, video, gallery, tabs, drawing, offer, comparison, models)',
    )
  })
})
