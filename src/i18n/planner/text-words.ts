/**
 * The shape of the planner's text words in every language (./text.en.ts, ./text.fr.ts), and the codes of the answers
 * they name: a code is the key of its words here and the value a shared link and the page's choices carry
 * (src/lib/planner/url.ts). src/lib/planner/text.ts and message.ts write the summary and the e-mail with them.
 */

export const FOUNDATION_ANSWERS = ["ready", "todo", "unsure"] as const
export type FoundationAnswer = (typeof FOUNDATION_ANSWERS)[number]
/** The intended uses; "office" counts the seats of a model, every other use the people it sleeps (occupancyKind). */
export const USE_ANSWERS = ["home", "tourism", "site", "office", "public", "other"] as const
export type UseAnswer = (typeof USE_ANSWERS)[number]
/** The distance from the port to the site, in ranges of km: "lt10" (under 10 km) … "gt500" (over 500 km). */
export const DISTANCE_ANSWERS = ["lt10", "10-50", "50-150", "150-500", "gt500"] as const
export type DistanceAnswer = (typeof DISTANCE_ANSWERS)[number]

/** What a shared link may carry that the planner leaves out (src/lib/planner/url.ts Dropped), each said in words. */
export type DroppedKind = "model" | "option" | "quantity" | "size" | "port" | "month" | "answer"

/** A counted word: `one` for 1 (French: 0 and 1), `many` otherwise; {count} is the number (a form may leave it out). */
export interface Counted {
  one: string
  many: string
}

/** The planner's words in one language; `{name}` placeholders are filled by formatMessage. */
export interface PlannerTextWords {
  /** the answers' labels (the page's choices use them too) */
  answers: {
    foundations: Record<FoundationAnswer, string>
    use: Record<UseAnswer, string>
    /** the distance from the port to the site */
    distance: Record<DistanceAnswer, string>
    /** the financing checkbox */
    financing: string
    /** the port choice whose name the visitor types */
    otherPort: string
  }
  /** on the page, to the visitor: "Indicative: your quotation confirms prices, payment terms, production timeline and shipping." */
  indicative: string
  /** units of different models are not combined in one container (inside the text's containers line) */
  notCombined: string
  /** "{count} unit" / "{count} units" */
  units: Counted
  /** the unit of a number of days: "day" / "days" */
  days: Counted
  /** "{count} 40 ft High Cube container(s)" */
  containers: Counted
  /** a model's containers in the list of each model's: "{count} container(s)" */
  containerCount: Counted
  /** a number of people, after a range or a count: "people" */
  people: Counted
  /** a listed port: {port}, {country} */
  port: string
  /** the e-mail's subject: {reference} ("KH-7Q4M"), {units} ("33 units"), {port} (`subjectPort` or `subjectNoPort`) */
  subject: string
  /** the port in the subject: {port} (its name, with its contraction in French: « port du Port ») */
  subjectPort: string
  subjectNoPort: string
  /** the `product` parameter's item: {quantity}, {model} (short name: singular, the designation of a quotation line) */
  product: string
  /** between the items of a list of models ("30 × 20ft Model, 4 × Apple Cabin 13 m²") */
  listSeparator: string
  /** between the parts of a line ("…; …") */
  partSeparator: string
  /** the plain-text message, line by line */
  text: {
    /** {reference}, {units}, {area} */
    heading: string
    /** one model: {quantity}, {model} (short name: singular, the designation of a quotation line), {size}; then `options` */
    line: string
    /** {area} of one unit */
    perUnit: string
    /** an industrial building's size: {span}, {length} (with their unit, "24 m"), {area} */
    spanLength: string
    /** a floorArea or spanLength line at the planner's starting size, after its size */
    defaultSize: string
    /** a line's own intended use: {use} */
    lineUse: string
    /** {options} */
    options: string
    port: string
    /** {value}: the site's town or area, and its distance from the port */
    site: string
    /** the distance in the site line: {distance} */
    siteDistance: string
    month: string
    foundations: string
    use: string
    financing: string
    financingYes: string
    financingNo: string
    /** an answer left empty */
    notGiven: string
    /** {value}: the people the order houses */
    occupancy: string
    /** the people of the lines used as homes: {people} ("20–30 people") */
    sleeps: string
    /** the people of the lines used as offices: {people} */
    seats: string
    /** {models} counted by their floor area */
    byFloorArea: string
    /** {value}: the containers' figures and notes */
    containers: string
    /** a model's containers inside the list: {model}, {count} (`containerCount`) */
    modelCount: string
    /** {models} whose containers are assessed in the quotation */
    assessedModels: string
    /** {value} */
    mass: string
    /** {models} that give no mass */
    massMissing: string
    /** {production}, {transit} (ranges of days), {installation} (`installation` below) */
    timeline: string
    /**
     * the installation's days {days} of the project's {count} units in one delivery: each model's crews work side by
     * side, each crew one unit after another (a product page gives one unit's days)
     */
    installation: Counted
    /** the installation of a phased order: {days} from the first delivery to the last unit installed */
    installationPhased: string
    /** the transit to an "other" port */
    transitUnknown: string
    /** the desired month planned backwards: {month}, {start} (the day production starts) */
    monthPlanned: string
    /** the same on the page, whose timeline lists the day production starts beside the other dates: {month} */
    monthPlannedShown: string
    /** the desired month too soon: {month}, {earliest} */
    monthUnreachable: string
    /** a desired month without a known transit: {month} */
    monthNoTransit: string
    /** a phased order: {count} deliveries */
    phases: string
    /** {shipped}, {atPort}, {installed} (each a range of dates) */
    dates: string
    /** without a known transit: {shipped}, {installed} */
    datesWithoutTransit: string
    /** {from}, {to} */
    dateRange: string
    /** the heading of what the buyer prepares */
    prepared: string
    /** {text}, {models} */
    siteFoundation: string
    siteUtilities: string
    /** {value} */
    company: string
    /** to the company: the figures are the planner's, the quotation confirms them */
    indicative: string
    /** {link}: the absolute link that opens the project */
    link: string
    /** the heading of the visitor's message */
    message: string
  }
  /** the line about a shared link: {items} */
  dropped: string
  /** each kind of dropped item: {value}, and {model} for those of a model */
  droppedItem: Record<DroppedKind, string>
}
