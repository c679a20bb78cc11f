/**
 * The words only the build writes, in English: a product's key facts (src/lib/content/key-facts.ts, written into the
 * pages by src/gatsby/schema.ts) and the PDF brochure (src/gatsby/brochure/). Not interface words of a page: no page's
 * bundle holds them (src/i18n/build/index.ts).
 */
export const buildWords = {
  /**
   * A product's key facts. {range} is a figure or a range as the planner writes it; the plural form follows its upper
   * figure.
   */
  keyFacts: {
    floorArea: "Floor area",
    or: "or",
    unitEachSize: false as boolean,
    people: "Sleeps",
    peopleOne: "{range} person",
    peopleMany: "{range} people",
    seats: "(seats {range} as an office)",
    spanLength: "Span and length",
    spanLengthValue: "span {span}, length {length}",
    shipping: "Shipping",
    unitsOne: "1 unit per 40 ft High Cube container",
    unitsMany: "{count} units per 40 ft High Cube container",
    areaPerContainer: "1 container (40 ft High Cube) per {area} of floor",
    assessed: "Containers assessed in the quotation",
    production: "Production",
    installation: "Installation",
    daysOne: "{range} day",
    daysMany: "{range} days",
    installationValue: "{days} on site, per unit",
  },
  /** the PDF brochure */
  brochure: {
    coverTitle: "Our buildings",
    /** the cover's list of the models, each with its page */
    contents: "The models",
    contentsLine: "{title}, page {page}",
    keyFacts: "Key facts",
    specs: "Specifications",
    /** the PDF's language tag (BCP 47) */
    langTag: "en",
    enquiryName: "Enquiry name: {name}",
    footer: "{brand}  ·  {tagline}  ·  page {page} of {pages}",
    contactTitle: "Contact us",
    company: "Company",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    website: "Website",
    hours: "Opening hours",
    vat: "VAT number",
  },
} as const
