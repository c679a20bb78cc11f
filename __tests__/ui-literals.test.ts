import { join } from "path"
import { findUiLiterals, formatLiterals, looksLikeProse, scanSources } from "./helpers/ui-literals"

/** The directories whose components must take every visitor-visible word from data/ or src/i18n. */
const CHECKED = ["src/components", "src/pages", "src/templates"]

/**
 * Not checked yet: the product, media and catalogue areas, whose strings move in a separate change.
 * Remove entries from this list as they are converted; the goal is an empty list.
 */
export const NOT_YET_CHECKED: readonly string[] = []

const root = join(__dirname, "..")

describe("the literal checker", () => {
  const texts = (src: string, file = "Fixture.tsx") => findUiLiterals(file, src).map((l) => l.text)

  it("reports JSX text, text attributes and prose constants, with their line", () => {
    const src = [
      `const LABEL = "Send message"`,
      `export const Fixture = () => (`,
      `  <form aria-label="Contact form">`,
      `    <p>Thank you!</p>`,
      `    <input placeholder="e.g. 5" className="field wide" />`,
      `    <button title={"Close"}>{LABEL}</button>`,
      `    {busy ? "Sending..." : ui.send}`,
      `  </form>`,
      `)`,
    ].join("\n")
    expect(findUiLiterals("Fixture.tsx", src)).toEqual([
      { file: "Fixture.tsx", line: 1, text: "Send message" },
      { file: "Fixture.tsx", line: 3, text: "Contact form" },
      { file: "Fixture.tsx", line: 4, text: "Thank you!" },
      { file: "Fixture.tsx", line: 5, text: "e.g. 5" },
      { file: "Fixture.tsx", line: 6, text: "Close" },
      { file: "Fixture.tsx", line: 7, text: "Sending..." },
    ])
  })

  it("reports the text of template literals and default props", () => {
    expect(texts("const subject = (p: string) => `Quote Request for ${p}`")).toEqual(["Quote Request for"])
    expect(texts("const s = (label: string) => <span>{`${label} submenu`}</span>")).toEqual(["submenu"])
    expect(texts("const cls = `${a} ${b}`; const id = `submenu-${slug}`")).toEqual([])
    expect(texts(`export function Button({ label = "Download" }) { return <b>{label}</b> }`)).toEqual(["Download"])
  })

  it("ignores what is never shown", () => {
    const src = [
      `import { graphql } from "gatsby"`,
      `import styles from "./Form.module.css"`,
      `type Kind = "Quote Request" | "Other"`,
      `export const query = graphql\`query Home { site { siteMetadata { title } } }\``,
      `const onKey = (e: KeyboardEvent) => { if (e.key === "Escape") close(); if (mode !== "Brochure Download") return }`,
      `const headers = { "Content-Type": "application/json" }`,
      `function f(x: string) { switch (x) { case "Hello there": return 1 } throw new Error("No such thing here") }`,
      `console.warn("Forms will not deliver")`,
      `export const C = () => <div className="card lift" id="main-content" data-testid="Hero Slide" role="region" key="A b" href="/about/" />`,
    ].join("\n")
    expect(texts(src)).toEqual([])
  })

  it("tells prose from identifiers", () => {
    expect(["Send", "Sending...", "Full name", "No name provided"].every(looksLikeProse)).toBe(true)
    expect(
      [
        "send",
        "btn-primary",
        "/about/",
        "https://example.com/a b",
        "(max-width: 600px)",
        "mailto:a@b.c",
        "#main",
        "20ft",
        "M4 6h16v12H4z M4 7l8 6 8-6",
        "Toastify--animate Toastify__bounce-enter",
        "",
      ].some(looksLikeProse),
    ).toBe(false)
  })
})

describe("components", () => {
  it("render no English literal: every visitor-visible word comes from data/ or src/i18n", () => {
    const found = scanSources(root, CHECKED, NOT_YET_CHECKED)
    expect(formatLiterals(found)).toBe("")
  })
})
