import React from "react"
import { render } from "@testing-library/react"
import { SectionHead } from "../src/components/ui/SectionHead"

describe("<SectionHead>", () => {
  it("writes the header with the caller's class, the eyebrow and the labelled h2", () => {
    const { container } = render(<SectionHead className="head" id="about-team" eyebrow="Our team" title="The people" />)
    expect(container.innerHTML).toBe('<header class="head"><p class="eyebrow">Our team</p><h2 id="about-team">The people</h2></header>')
  })

  it("adds the lead paragraph only when there is a text", () => {
    const { container } = render(<SectionHead className="head" id="home-blog" eyebrow="Blog" title="Latest" text="News." />)
    expect(container.querySelector("header > p.lead")?.textContent).toBe("News.")
    const empty = render(<SectionHead className="head" id="x" eyebrow="E" title="T" text="" />)
    expect(empty.container.querySelector(".lead")).toBeNull()
  })
})
