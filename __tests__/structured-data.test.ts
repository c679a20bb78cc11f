import {
  blogPostingLd,
  breadcrumbLd,
  faqPageLd,
  isoDate,
  organizationLd,
  productLd,
  serializeJsonLd,
  websiteLd,
} from "../src/lib/seo/structured-data"

const SITE = "https://kaz-horizon.example"
const contact = {
  street: "8 Chemin des Modules, Zone Portuaire",
  postalCode: "97420",
  locality: "Le Port",
  region: "Reunion Island",
  countryCode: "RE",
  phone: "+262 262 00 01 23",
  email: "hello@kaz-horizon.example",
  vat: "FR27 552 032 534",
}

describe("organizationLd", () => {
  const org = organizationLd({
    siteUrl: SITE + "/",
    brand: "Kaz Horizon",
    legalName: "Horizon Océan Import-Export",
    logoUrl: "/static/abc/logo.svg",
    contact,
    social: [{ url: "https://www.facebook.com/kazhorizon" }],
  })
  it("is an Organization with a PostalAddress and a ContactPoint", () => {
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${SITE}/#organization`,
      name: "Kaz Horizon",
      legalName: "Horizon Océan Import-Export",
      url: `${SITE}/`,
      logo: `${SITE}/static/abc/logo.svg`,
      address: { "@type": "PostalAddress", addressLocality: "Le Port", postalCode: "97420", addressCountry: "RE" },
      contactPoint: [{ "@type": "ContactPoint", telephone: "+262262000123", email: "hello@kaz-horizon.example" }],
      sameAs: ["https://www.facebook.com/kazhorizon"],
      vatID: "FR27 552 032 534",
    })
  })
  it("leaves out a VAT number the company has not given yet", () => {
    const unfilled = organizationLd({
      siteUrl: SITE + "/",
      brand: "Kaz Horizon",
      legalName: "H",
      contact: { ...contact, vat: "[…]" },
      social: [],
    })
    expect(unfilled).not.toHaveProperty("vatID")
  })
})

describe("websiteLd", () => {
  it("points at the organisation as publisher", () => {
    expect(websiteLd({ siteUrl: SITE, name: "Kaz Horizon" })).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${SITE}/#website`,
      url: `${SITE}/`,
      name: "Kaz Horizon",
      inLanguage: "en",
      publisher: { "@id": `${SITE}/#organization` },
    })
  })
})

describe("productLd", () => {
  const p = productLd({
    siteUrl: SITE,
    path: "/expandable-container-house/20ft",
    name: "20ft Expandable Container House",
    description: "Folds to 2.2 m wide for shipping; 36.54 m² once open.",
    images: ["/static/x/gallery-01.jpg", "https://cdn.example/y.jpg"],
    brand: "Kaz Horizon",
    category: "Expandable container houses",
    properties: [{ name: "Total area", value: "36.54 m²" }],
  })
  it("has absolute URLs, a brand, and no offers or price", () => {
    expect(p).toMatchObject({
      "@type": "Product",
      url: `${SITE}/expandable-container-house/20ft/`,
      image: [`${SITE}/static/x/gallery-01.jpg`, "https://cdn.example/y.jpg"],
      brand: { "@type": "Brand", name: "Kaz Horizon" },
      additionalProperty: [{ "@type": "PropertyValue", name: "Total area", value: "36.54 m²" }],
    })
    expect(p).not.toHaveProperty("offers")
    expect(JSON.stringify(p)).not.toMatch(/price/i)
  })
})

describe("blogPostingLd", () => {
  it("publishes the content's ISO date and credits the brand", () => {
    const b = blogPostingLd({
      siteUrl: SITE,
      path: "/blog-details/3",
      headline: "Light steel or timber in the tropics?",
      description: "What lasts longer under sun, salt and cyclones.",
      image: "/static/c/cover-03.jpg",
      date: "2025-05-02",
      author: "Kaz Horizon",
      category: "Materials",
    })
    expect(b).toMatchObject({
      "@type": "BlogPosting",
      headline: "Light steel or timber in the tropics?",
      datePublished: "2025-05-02",
      mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE}/blog-details/3/` },
      image: [`${SITE}/static/c/cover-03.jpg`],
      author: { "@type": "Organization", name: "Kaz Horizon" },
      articleSection: "Materials",
    })
  })
  it("keeps headlines within 110 characters", () => {
    const b = blogPostingLd({
      siteUrl: SITE,
      path: "/b",
      headline: "x".repeat(200),
      description: "d",
      image: "/i.jpg",
      date: "2025-07-07",
      author: "K",
    })
    expect((b.headline as string).length).toBeLessThanOrEqual(110)
    expect(b.datePublished).toBe("2025-07-07")
  })
})

describe("isoDate", () => {
  it("keeps the date part of an ISO date or date-time, and nothing else", () => {
    expect(isoDate("2025-04-24")).toBe("2025-04-24")
    expect(isoDate("2025-07-07T10:00:00Z")).toBe("2025-07-07")
    expect(isoDate("April 24, 2025")).toBe("") // the build's content check rejects such dates first
    expect(isoDate("2025-02-30")).toBe("")
    expect(isoDate("2025-07-07x")).toBe("")
  })
})

describe("faqPageLd", () => {
  it("lists questions with accepted answers", () => {
    expect(faqPageLd([{ question: "How long is delivery?", answer: "60 to 90 days." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "How long is delivery?", acceptedAnswer: { "@type": "Answer", text: "60 to 90 days." } }],
    })
  })
})

describe("breadcrumbLd", () => {
  it("numbers the crumbs from 1 with canonical URLs", () => {
    expect(
      breadcrumbLd(SITE, [
        { name: "Home", path: "/" },
        { name: "Terms and Conditions", path: "/terms&conditions" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Terms and Conditions", item: `${SITE}/terms&conditions/` },
    ])
  })
})

describe("serializeJsonLd", () => {
  it("cannot close the script element and still parses to the same data", () => {
    const data = { "@type": "Thing", name: "</script><script>alert(1)</script> & <!--", line: "a\u2028b" }
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual(data)
  })
  it("serialises lists", () => {
    expect(JSON.parse(serializeJsonLd([{ "@type": "A" }, { "@type": "B" }]))).toHaveLength(2)
  })
})
