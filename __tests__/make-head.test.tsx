import React from "react"
import { render } from "@testing-library/react"
import site from "../data/site.en.json"

jest.mock("gatsby", () => jest.requireActual("../__mocks__/gatsby"))
jest.mock("../src/hooks/use-site-data", () => ({ useSiteData: () => require("./helpers/site-data").siteData }))

import { makeHead, seoText, type HeadInput } from "../src/components/seo/make-head"
import { Head as ContactHead } from "../src/pages/contact"
import type { LangPageContext } from "../src/lib/content/content-i18n"

type HeadComponent<Data> = React.FC<{ data: Data; location: { pathname: string }; pageContext: LangPageContext; params: object }>

/** A page's Head as Gatsby renders it: from the page's props only (no React context). */
const renderHead = <Data,>(Head: unknown, data: Data, pathname: string, pageContext: LangPageContext = {}) => {
  const Component = Head as HeadComponent<Data>
  const { container } = render(<Component data={data} location={{ pathname }} pageContext={pageContext} params={{}} />)
  const attr = (selector: string, name: string) => container.querySelector(selector)?.getAttribute(name)
  return { container, attr }
}

describe("makeHead", () => {
  it("writes the contact page's head: its SEO title and description, its path and its other languages", () => {
    const { container, attr } = renderHead(ContactHead, { siteJson: site }, "/contact/", {
      lang: "en",
      alternates: { en: "/contact", fr: "/fr/contact" },
    })
    expect(container.querySelector("title")?.textContent).toBe("Contact | Kaz Horizon")
    expect(attr('meta[name="description"]', "content")).toBe(site.pages.contact.seo.description)
    expect(attr('link[rel="canonical"]', "href")).toBe("https://kaz-horizon.example/contact/")
    expect(attr('meta[property="og:locale"]', "content")).toBe("en_GB")
    // no <html lang>: Gatsby would set it again after hydration, restyling the page; the server writes it (gatsby-ssr.tsx)
    expect(container.querySelector("html")).toBeNull()
    expect(attr('link[hreflang="fr"]', "href")).toBe("https://kaz-horizon.example/fr/contact/")
    expect(attr('link[hreflang="x-default"]', "href")).toBe("https://kaz-horizon.example/contact/")
  })

  it("gives the page's describe function its language, its words, the site's data and breadcrumbs in its language", () => {
    const seen: Array<Omit<HeadInput<{ name: string }>, "site" | "crumb"> & { siteUrl: string }> = []
    const Head = makeHead<{ name: string }>(({ data, pageContext, location, lang, ui, site: siteData, crumb }) => {
      seen.push({ data, pageContext, location, lang, ui, siteUrl: siteData.siteUrl })
      return { title: data.name, noindex: true, breadcrumbs: [crumb(ui.seo.crumbs.home, "home"), crumb("Products", "products")] }
    })

    const fr = renderHead(Head, { name: "Produit" }, "/fr/produits/x/", { lang: "fr" })
    expect(seen[0]).toMatchObject({
      data: { name: "Produit" },
      pageContext: { lang: "fr" },
      location: { pathname: "/fr/produits/x/" },
      lang: "fr",
    })
    expect(seen[0].ui.seo.crumbs.home).toBe("Accueil")
    expect(seen[0].siteUrl).toBe("https://kaz-horizon.example")
    expect(fr.attr('meta[property="og:locale"]', "content")).toBe("fr_FR")
    expect(fr.attr('meta[name="robots"]', "content")).toBe("noindex, follow")
    expect(fr.container.querySelector('link[rel="canonical"]')).toBeNull()
    const trail = JSON.parse(fr.container.querySelector("#ld-breadcrumbs")!.textContent!)
    expect(trail.itemListElement.map((c: { name: string; item: string }) => [c.name, c.item])).toEqual([
      ["Accueil", "https://kaz-horizon.example/fr/"],
      ["Products", "https://kaz-horizon.example/fr/produits/"],
    ])

    // a page whose context names no language: English
    const en = renderHead(Head, { name: "Product" }, "/products/x/")
    expect(seen[1].lang).toBe("en")
    expect(en.attr('meta[property="og:locale"]', "content")).toBe("en_GB")
    expect(en.container.querySelector("title")?.textContent).toBe("Product | Kaz Horizon")
  })
})

describe("seoText", () => {
  const page = { title: "Talk to our team", seo: { title: "Contact", description: "Write to us." } }
  it("takes the SEO title, else the page's title or the one given", () => {
    expect(seoText(page)).toEqual({ title: "Contact", description: "Write to us." })
    expect(seoText({ ...page, seo: { description: "Write to us." } })).toEqual({ title: "Talk to our team", description: "Write to us." })
    expect(seoText({ ...page, seo: { title: null, description: "D" } }, "About Us")).toEqual({ title: "About Us", description: "D" })
  })
})
