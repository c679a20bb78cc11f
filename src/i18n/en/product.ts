/** Interface words of the product area, in English. Visitor-visible copy only; content lives in data/. */
export const product = {
  breadcrumb: { label: "Breadcrumb", home: "Home", products: "Our Products" },
  /** accessible name of a product's image carousel (the pictures are illustrations, not photographs) */
  photos: "{title} views",
  requestQuote: "Request a quotation",
  getQuote: "Get Quote",
  /** the link that adds the product to the project planner (/quote/?add=<product>) */
  addToProject: "Add to my project",
  specsCaption: "{title}: specifications",
  /** the brochure button beside the quote buttons of every product page */
  brochure: "Brochure (PDF)",
  /** the heading over a product's key facts (their sentences are written by the build: src/i18n/build) */
  keyFactsTitle: "Key facts",
  quote: {
    title: "Get a quote for the {shortName}",
    /** not the site's banner's "Tell us the model…" that follows it: what each of the two buttons is for */
    text: "Ask for a quotation for this model alone, or add it to your project to plan several models, a delivery port and dates in one request.",
  },
  featured: {
    /** {title}: the featured page's own title (it may present a range, as the expandable houses' page does) */
    ctaTitle: "Interested in the {title}?",
    ctaText: "See every view, dimension and option on the product page, or ask for a quotation now.",
    ctaLink: "See the {shortName} page",
    sidebarTitle: "Featured products",
  },
  comparison: {
    /** accessible name of the scrollable table region */
    region: "{caption}: table",
    specification: "Specification",
    current: "{shortName} (this page)",
    missing: "On request",
    /** the row labels of the 20/30/40 ft comparison, one per compared spec key (src/lib/content/comparison.ts) */
    rows: {
      area: "Nominal area",
      external: "External dimensions (unfolded)",
      side: "External side",
      internal: "Internal dimensions",
      internalSide: "Internal side",
      folded: "Folded dimensions",
      perContainer: "Shipping",
      mass: "Mass",
    },
  },
  card: { more: "View the {shortName} →" },
} as const
