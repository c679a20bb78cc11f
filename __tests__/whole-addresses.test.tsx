import React from "react"
import { render } from "@testing-library/react"
import { splitAddresses, splitHyphenatedWords } from "../src/lib/ui/whole-addresses"
import { WholeAddresses, WholeHyphenatedWords } from "../src/components/ui/WholeAddresses"

describe("e-mail addresses kept whole", () => {
  it("cuts a text around each address", () => {
    expect(splitAddresses("envoyez-le depuis votre messagerie à hello@kaz-horizon.example.")).toEqual([
      { text: "envoyez-le depuis votre messagerie à ", address: false },
      { text: "hello@kaz-horizon.example", address: true },
      { text: ".", address: false },
    ])
    expect(splitAddresses("a@b.re, c.d+e@f-g.example")).toEqual([
      { text: "a@b.re", address: true },
      { text: ", ", address: false },
      { text: "c.d+e@f-g.example", address: true },
    ])
    expect(splitAddresses("no address, just text-with-hyphens")).toEqual([{ text: "no address, just text-with-hyphens", address: false }])
    expect(splitAddresses("")).toEqual([{ text: "", address: false }])
  })
  it("renders each address in a span that does not wrap, the text around it as it is", () => {
    const { container } = render(<WholeAddresses text="Écrivez à hello@kaz-horizon.example ou appelez" />)
    expect(container.textContent).toBe("Écrivez à hello@kaz-horizon.example ou appelez")
    expect([...container.querySelectorAll("span.whole-address")].map((s) => s.textContent)).toEqual(["hello@kaz-horizon.example"])
  })
})

describe("a postal address's hyphenated words kept whole", () => {
  it("cuts the line around « outre-mer », the rest as it is", () => {
    expect(splitHyphenatedWords("France (département et région d’outre-mer)")).toEqual([
      { text: "France (département et région d’", address: false },
      { text: "outre-mer", address: true },
      { text: ")", address: false },
    ])
    expect(splitHyphenatedWords("Saint-Denis, La Réunion")).toEqual([
      { text: "Saint-Denis", address: true },
      { text: ", La Réunion", address: false },
    ])
    expect(splitHyphenatedWords("Reunion, France")).toEqual([{ text: "Reunion, France", address: false }])
  })
  it("renders each hyphenated word in a span that does not wrap", () => {
    const { container } = render(<WholeHyphenatedWords text="France (département et région d’outre-mer)" />)
    expect(container.textContent).toBe("France (département et région d’outre-mer)")
    expect([...container.querySelectorAll("span.whole-address")].map((s) => s.textContent)).toEqual(["outre-mer"])
  })
})
