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
  quote: {
    title: "Get a quote for the {shortName}",
    text: "Tell us the model, any changes you would like and your delivery port. We reply with a quotation covering the price, payment terms, production timeline and shipping.",
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
      area: "Total area",
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
