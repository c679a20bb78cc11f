import React from "react"
import fs from "fs"
import path from "path"
import { render, screen, within } from "@testing-library/react"
import { LegalPage } from "../src/components/legal/LegalPage"
import { siteTokens } from "../src/lib/content/legal-items"
import { LangContext } from "../src/i18n"

const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "site.en.json"), "utf8"))
const tokens = siteTokens({ ...site, siteUrl: "https://kaz-horizon.example" })
const load = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "legal", file), "utf8"))
const renderFile = (file: string) => {
  const doc = load(file)
  return render(<LegalPage page={{ ...doc, banner: null }} tokens={tokens} />)
}

describe("LegalPage", () => {
  it("renders one h1, the date, and a contents list pointing at every section", () => {
    const { container } = renderFile("terms-and-conditions.en.json")
    expect(container.querySelectorAll("h1")).toHaveLength(1)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Terms and Conditions")
    expect(container.querySelector("header p:last-child")).toHaveTextContent("Last updated May 6, 2025")
    const toc = screen.getByRole("navigation", { name: "On this page" })
    for (const a of within(toc).getAllByRole("link")) {
      const id = a.getAttribute("href")!.slice(1)
      expect(container.querySelector(`section#${id} h2`)).toHaveTextContent(a.textContent!)
    }
  })

  it("shows 'label: text' items with the label in bold", () => {
    renderFile("terms-and-conditions.en.json")
    const label = screen.getByText("Swift TT:")
    expect(label.tagName).toBe("STRONG")
    expect(label.closest("li")).toHaveTextContent(/^Swift TT: a telegraphic transfer/)
  })

  it("writes a French label's colon with the no-break space before it, as the rest of the French site does", () => {
    const doc = load("terms-and-conditions.fr.json")
    render(
      <LangContext.Provider value="fr">
        <LegalPage page={{ ...doc, banner: null }} tokens={tokens} />
      </LangContext.Provider>,
    )
    const labels = screen.getAllByText((_, el) => el?.tagName === "STRONG" && /:$/.test(el.textContent ?? ""))
    expect(labels.length).toBeGreaterThan(5)
    for (const label of labels) expect(label.textContent).toMatch(/[^\s\u00a0]\u00a0:$/)
  })

  it("says what is still to be completed, in the page's language, where the company has not given a publisher's detail", () => {
    const unfilled = siteTokens({
      ...site,
      siteUrl: "https://kaz-horizon.example",
      publisher: { ...site.publisher, publicationDirector: "[…]", host: { ...site.publisher.host, name: "[…]" } },
    })
    const doc = load("legal-notice.fr.json")
    const { container } = render(
      <LangContext.Provider value="fr">
        <LegalPage page={{ ...doc, banner: null }} tokens={unfilled} />
      </LangContext.Provider>,
    )
    expect(container.textContent).toMatch(/\[à compléter\u00a0: nom du directeur de la publication\]/)
    expect(container.textContent).toMatch(/\[à compléter\u00a0: nom de l’hébergeur\]/)
    expect(container.textContent).not.toContain("[…]")
  })

  it("shows the registration facts not given as placeholders, and the mediator's site as text with no link", () => {
    const given = siteTokens({
      ...site,
      siteUrl: "https://kaz-horizon.example",
      contact: { ...site.contact, vat: "[…]" },
      publisher: {
        ...site.publisher,
        legalForm: "[…]",
        shareCapital: "[…]",
        rcs: "RCS Saint-Denis de La Réunion […]",
        mediator: { name: "[…]", address: "[…]", url: "[…]" },
      },
    })
    for (const [lang, file, expected] of [
      [
        "fr",
        "terms-and-conditions.fr.json",
        [
          "[à compléter\u00a0: forme juridique] au capital de [à compléter\u00a0: capital social]",
          "Réunion [à compléter\u00a0: numéro SIREN]",
          "[à compléter\u00a0: numéro de TVA]",
          "[à compléter\u00a0: site internet du médiateur de la consommation]",
        ],
      ],
      [
        "en",
        "legal-notice.en.json",
        ["[to be completed: legal form]", "Réunion [to be completed: SIREN number]", "[to be completed: VAT number]"],
      ],
    ] as const) {
      const { container, unmount } = render(
        <LangContext.Provider value={lang}>
          <LegalPage page={{ ...load(file), banner: null }} tokens={given} />
        </LangContext.Provider>,
      )
      for (const text of expected) expect(container.textContent).toContain(text)
      expect(container.textContent).not.toContain("[…]")
      // nothing to link to while the company has not named its mediator
      for (const a of container.querySelectorAll("a")) expect(a.getAttribute("href")).not.toMatch(/compl|\[/)
      unmount()
    }
  })

  it("fills site values in and renders links as React elements, external ones in a safe new tab", () => {
    const { container } = renderFile("privacy-policy.en.json")
    expect(container.innerHTML).not.toMatch(/\{(email|phone|brand|legalName|address)\}/)
    expect(container.innerHTML).not.toMatch(/\]\(/)
    const hrefs = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))
    expect(hrefs).toEqual(
      expect.arrayContaining(["/contact", `mailto:${site.contact.email}`, `tel:${site.contact.phone.replace(/[^\d+]/g, "")}`]),
    )
    const external = [...container.querySelectorAll('a[href^="http"]')]
    expect(external.map((a) => a.getAttribute("href"))).toEqual(
      expect.arrayContaining([
        "https://optout.aboutads.info/",
        "https://optout.networkadvertising.org/",
        "https://www.youronlinechoices.eu/",
      ]),
    )
    for (const a of external) {
      expect(a).toHaveAttribute("target", "_blank")
      expect(a).toHaveAttribute("rel", "noopener noreferrer")
      expect(a).toHaveTextContent(/opens in a new tab/)
    }
  })

  it("renders details as a description list", () => {
    const { container } = renderFile("privacy-policy.en.json")
    const dts = [...container.querySelectorAll("dt")].map((d) => d.textContent)
    expect(dts).toEqual(expect.arrayContaining(["Data controller", "Supervisory authority"]))
  })

  it("gives every section heading a unique id", () => {
    const { container } = renderFile("privacy-policy.en.json")
    const ids = [...container.querySelectorAll("section[id]")].map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
