import { t } from "../lib/content/content-schema"
import { labelValue, seo, type Queried } from "./common"

/** Technical drawings (plans, measurement drawings) are SVG, shown from their URL at any size. */
const svgDrawing = () => t.file([".svg"])

export const galleryImage = t.object({ image: t.image(), alt: t.text() }, { typeName: "GalleryImage" })

/** The spec keys the 20/30/40 ft comparison and the brochure read; a row without a key is shown only in the spec table. */
export const SPEC_KEYS = [
  "external",
  "side",
  "internal",
  "internalSide",
  "folded",
  "perContainer",
  "area",
  "mass",
  "size",
  "delivery",
  "installation",
  "life",
] as const

/** One row of a product's specification table. */
export const specRow = t.object(
  { label: t.text(), value: t.text({ figures: true }), key: t.enum(SPEC_KEYS, { optional: true }) },
  { typeName: "ProductSpec" },
)

/**
 * Slides per view at each width, mobile first (min-width): base < 480 px, sm ≥ 480, md ≥ 768, lg ≥ 1024, xl ≥ 1200.
 * Fractions (1.2, 1.5) show part of the next image; they are made with CSS, not with react-slick's slidesToShow.
 */
export const carouselSettings = t.object(
  {
    base: t.number({ min: 1, max: 4 }),
    sm: t.number({ min: 1, max: 4, optional: true }),
    md: t.number({ min: 1, max: 4 }),
    lg: t.number({ min: 1, max: 4 }),
    xl: t.number({ min: 1, max: 4, optional: true }),
    autoplayMs: t.number({ integer: true, min: 1000, optional: true }),
    loop: t.boolean(),
  },
  { typeName: "CarouselSettings" },
)

/** The kinds of product; the catalogue shows one section per group, in the order of their first product. */
export const PRODUCT_GROUPS = ["cabins", "villas", "expandable", "industrial"] as const

/** Content blocks of a product or featured page, rendered in order by type. */
export const productSection = t.union(
  "type",
  {
    text: { heading: t.text({ optional: true }), paragraphs: t.array(t.text(), { min: 1 }) },
    list: { heading: t.text(), intro: t.text({ optional: true }), items: t.array(t.text(), { min: 1 }) },
    details: { heading: t.text(), intro: t.text({ optional: true }), rows: t.array(labelValue, { min: 1 }) },
    video: { heading: t.text({ optional: true }), text: t.text({ optional: true }), src: t.video(), poster: t.image(), label: t.text() },
    gallery: {
      heading: t.text(),
      text: t.text({ optional: true }),
      columns: t.number({ integer: true, min: 1, max: 4 }),
      /** alternate 500 px and 300 px high cells instead of one height */
      mosaic: t.boolean({ optional: true }),
      images: t.array(galleryImage, { min: 1 }),
    },
    tabs: {
      heading: t.text(),
      tabs: t.array(
        t.object(
          {
            id: t.string(),
            label: t.text(),
            /** m² of the size the tab draws, one of the planner's `sizes`: its label then gives the area ("Size 1 · 13 m²") */
            size: t.number({ min: 1, optional: true }),
            image: svgDrawing(),
            alt: t.text(),
            description: t.text(),
          },
          { typeName: "ProductTab" },
        ),
        { min: 2 },
      ),
    },
    /** a technical drawing (floor plan, layout) in SVG, shown whole */
    drawing: { heading: t.text(), text: t.text({ optional: true }), image: svgDrawing(), alt: t.text() },
    offer: { heading: t.text(), text: t.text(), items: t.array(t.text(), { optional: true }) },
    /** the side-by-side table of every product of the page's group (the 20/30/40 ft models), built from their specs */
    comparison: { heading: t.text(), text: t.text({ optional: true }) },
    /** cards of every product in a group, read from data/products (the featured expandable page) */
    models: { heading: t.text(), text: t.text({ optional: true }), group: t.enum(PRODUCT_GROUPS) },
  },
  { typeName: "ProductSection" },
)

/** How the planner sizes a model (src/lib/planner/types.ts Sizing). */
export const PLANNER_SIZINGS = ["fixed", "sizes", "floorArea", "spanLength"] as const

/** An option id, a product's file name, a port id: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** A range of figures, both ends included (a mass in kg, days of production or installation): PlannerRange's fields. */
const rangeFields = (min: number) => ({ min: t.number({ min }), max: t.number({ min }) })

/** A range the visitor picks a value in (a floor area in m², a span or a length in metres), and the value it starts at. */
const pickRange = () =>
  t.object(
    { min: t.number({ min: 1 }), max: t.number({ min: 1 }), default: t.number({ min: 1 }) },
    { typeName: "PlannerPickRange", optional: true },
  )

/** A whole number of people, both ends included (how many one unit sleeps, or seats as an office). */
const peopleRange = (optional: boolean) =>
  t.object({ min: t.number({ integer: true, min: 1 }), max: t.number({ integer: true, min: 1 }) }, { typeName: "PlannerPeople", optional })

/** What the occupancy figures count: people (sleeps and seats), or the floor area alone (the industrial building). */
export const OCCUPANCY_MEASURES = ["people", "floorArea"] as const

/**
 * How many people one unit of a model houses: the people it sleeps (a home, rental or workers' housing) and the
 * people it seats as an office. A model counted by its floor area (the industrial building) gives neither. A "sizes"
 * model may give them per size (`bySize`); the model's own figures then run from the smallest size's to the
 * largest's. Shared figures: the words are the interface's (src/i18n/planner), so both languages say them.
 */
export const productOccupancy = t.object(
  {
    /** people: `sleeps` and `seats` below; floorArea: counted by its floor area, no people figure */
    measure: t.enum(OCCUPANCY_MEASURES),
    /** people one unit sleeps */
    sleeps: peopleRange(true),
    /** people one unit seats as an office */
    seats: peopleRange(true),
    /** a "sizes" model's figures per size (the apple cabin's 13, 19.8 and 26 m²) */
    bySize: t.array(
      t.object({ size: t.number({ min: 1 }), sleeps: peopleRange(false), seats: peopleRange(false) }, { typeName: "PlannerSizeOccupancy" }),
      { optional: true, min: 2 },
    ),
  },
  { typeName: "PlannerOccupancy" },
)

/**
 * What the project planner (/quote/, /fr/devis/) reads of a product: how the visitor sizes it, how it ships, how long it
 * takes, and what the buyer prepares on site. The figures are shared; the foundation and the utilities are words.
 * Which fields go with which sizing, and how they agree with the spec rows: src/lib/content/planner-content.ts.
 * The planner's own type is src/lib/planner/types.ts PlannerFields.
 */
export const productPlanner = t.object(
  {
    /** fixed: one size (`area`); sizes: one row per size (`sizes`); floorArea: the visitor gives the m²; spanLength: span × length */
    sizing: t.enum(PLANNER_SIZINGS),
    /** m² of a fixed-size model, as its spec row "area" gives it */
    area: t.number({ min: 1, optional: true }),
    /** m² of each size, at least two */
    sizes: t.array(t.number({ min: 1 }), { optional: true, min: 2 }),
    floorArea: pickRange(),
    /** metres */
    span: pickRange(),
    /** metres */
    length: pickRange(),
    /** whole units in one 40 ft High Cube container */
    unitsPerContainer: t.number({ integer: true, min: 1, optional: true }),
    /** m² of floor area per 40 ft High Cube container, for a model shipped as a kit or modules */
    areaPerContainer: t.number({ min: 1, optional: true }),
    /** kg of one unit, as its spec row "mass" gives it */
    massKg: t.object(rangeFields(1), { typeName: "PlannerRange", optional: true }),
    /** whole days; absent: the catalogue's 60 to 90 days */
    productionDays: t.object(rangeFields(1), { typeName: "PlannerRange", optional: true }),
    /** days on site for one unit */
    installationDays: t.object(rangeFields(0.5), { typeName: "PlannerRange" }),
    /** indicative: the units of this model the factory makes in a month (more: the order is delivered in phases) */
    monthlyOutput: t.number({ integer: true, min: 1 }),
    /** indicative: the installation crews that can work on this model at the same time on one project */
    installationCrews: t.number({ integer: true, min: 1 }),
    /** how many people one unit sleeps or seats, or counted by its floor area */
    occupancy: productOccupancy,
    /** what the buyer prepares on site: the foundation */
    foundation: t.text(),
    /** what the buyer prepares on site: the utilities */
    utilities: t.text(),
  },
  { typeName: "ProductPlanner" },
)

/** One customisation option the planner offers for a product (solar kit, furniture pack…). */
export const productOption = t.object(
  {
    /** unique within the product; the planner's URL carries it */
    id: t.string({ pattern: SLUG_PATTERN, patternHint: "lower-case words joined by hyphens, e.g. solar-kit" }),
    label: t.text(),
    note: t.text({ optional: true }),
  },
  { typeName: "ProductOption" },
)

/** data/products/<slug>.json: one product page. */
export const productSchema = {
  /** the page's own path: each language has its own (English as the spec names it, French under /fr) */
  path: t.path({ i18n: "translate" }),
  /** the exact product name the enquiry ('Get Quote') carries */
  name: t.text(),
  /** short label for comparison columns and catalogue cards, e.g. "20ft Model" */
  shortName: t.text(),
  title: t.text(),
  order: t.number({ integer: true }),
  group: t.enum(PRODUCT_GROUPS),
  pitch: t.text(),
  sizeRange: t.text(),
  seo,
  gallery: t.array(galleryImage, { min: 1 }),
  carousel: carouselSettings,
  intro: t.array(t.text(), { min: 1 }),
  specs: t.array(specRow, { min: 1 }),
  sections: t.array(productSection),
  /** the project planner's figures and site preparation */
  planner: productPlanner,
  /** the options the planner offers, in the order it lists them */
  options: t.array(productOption, { min: 1 }),
}

/** A product as its page queries it (every field of data/products/<slug>.json, files as File nodes). */
export type Product = Queried<typeof productSchema>
/** A content block of a product or featured page, as queried: a union discriminated by `type`. */
export type ProductBlock = Queried<typeof productSection>
export type ProductBlockType = ProductBlock["type"]
export type ProductGroup = (typeof PRODUCT_GROUPS)[number]
/** A product's planner fields and options, as queried: what src/lib/planner/types.ts PlannerFields and PlannerOption describe. */
export type ProductPlanner = Queried<typeof productPlanner>
export type ProductOption = Queried<typeof productOption>
export type ProductOccupancy = Queried<typeof productOccupancy>
/** One picture of a gallery, as queried. */
export type GalleryImage = Queried<typeof galleryImage>
