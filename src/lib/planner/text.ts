/**
 * The planner's words and what the page writes with them: counted words, ranges of days and people, the port's
 * name, the desired month's line, and the one line that says what a shared link left out. The words are each
 * language's (src/i18n/planner/text.<lang>.ts, PlannerTextWords below); numbers, areas, ranges and dates are written
 * by ./format in the same language. The e-mail's message, subject and parameters are ./message.ts.
 */
import { formatMessage } from "../ui/format-message"
import { formatLongDate, formatMonth, formatNumber, formatRange, PLURAL } from "./format"
import { rowShortLabel } from "./rows"
import type { ProjectSummary } from "./summary"
import type { ContentLang, DistanceAnswer, FoundationAnswer, PlannerPort, PlannerRow, Project, Range, UseAnswer } from "./types"
import { OTHER_PORT, type Dropped } from "./url"

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
  droppedItem: Record<Dropped["kind"], string>
}

/** "1 unit", "33 units" in the language's plural rule; `values` fills a form's other placeholders. */
export const countOf = (counted: Counted, count: number, lang: ContentLang, values: Record<string, string> = {}): string =>
  formatMessage(counted[PLURAL[lang](count)], { ...values, count: formatNumber(count, lang) })

/** A range of days: "60–90 days", "de 60 à 90 jours", "14 days". */
export const daysOf = (r: Range, words: PlannerTextWords, lang: ContentLang): string =>
  formatRange(r, lang, words.days[PLURAL[lang](r.max)])

/** A range of people: "20–30 people", « de 20 à 30 personnes », "2 people". */
export const peopleOf = (r: Range, words: PlannerTextWords, lang: ContentLang): string =>
  formatRange(r, lang, words.people[PLURAL[lang](r.max)])

/** A model's containers in the list of each model's: "4 containers", « 1 conteneur ». */
export const containerCountOf = (count: number, words: PlannerTextWords, lang: ContentLang): string =>
  countOf(words.containerCount, count, lang)

/** What the project's link and reference are, for the message (src/lib/planner/reference.ts, the page's address). */
export interface ProjectMeta {
  /** "KH-7Q4M" */
  reference: string
  /** the absolute link that opens the project: the site's configured address, the planner's path and the project */
  link: string
}

/** The chosen port as the text writes it: "Toamasina (Madagascar)", the typed name of an other port, or "". */
export function portName(project: Project, ports: readonly PlannerPort[], words: PlannerTextWords): string {
  if (project.port === OTHER_PORT) return project.otherPort.trim()
  const port = ports.find((p) => p.id === project.port)
  return port ? formatMessage(words.port, { port: port.port, country: port.country }) : ""
}

/**
 * What became of the desired month, in one line. The page's timeline lists the day production starts among its dates
 * (`startShownApart`), so its line names the month only; the e-mail's line says both.
 */
export function desiredMonthText(
  desired: NonNullable<NonNullable<ProjectSummary["timeline"]>["desired"]>,
  start: string,
  words: PlannerTextWords,
  lang: ContentLang,
  startShownApart = false,
): string {
  const month = formatMonth(desired.month, lang)
  if (desired.status === "planned")
    return startShownApart
      ? formatMessage(words.text.monthPlannedShown, { month })
      : formatMessage(words.text.monthPlanned, { month, start: formatLongDate(start, lang) })
  if (desired.status === "unreachable")
    return formatMessage(words.text.monthUnreachable, { month, earliest: formatMonth(desired.earliest, lang) })
  return formatMessage(words.text.monthNoTransit, { month })
}

/** The most characters of a dropped value the line repeats. */
export const DROPPED_VALUE_MAX = 40

/** The one line saying what a shared link left out; "" when nothing was. */
export function droppedLine(dropped: readonly Dropped[], rows: readonly PlannerRow[], words: PlannerTextWords, lang: ContentLang): string {
  if (!dropped.length) return ""
  const modelOf = (id: string | undefined) => {
    const row = rows.find((r) => r.id === id)
    return row ? rowShortLabel(row, lang) : (id ?? "")
  }
  // a link can carry anything: a long value is cut, so the line stays one line
  const valueOf = (value: string) => (value.length > DROPPED_VALUE_MAX ? `${value.slice(0, DROPPED_VALUE_MAX)}…` : value)
  const items = dropped.map((d) => formatMessage(words.droppedItem[d.kind], { value: valueOf(d.value), model: modelOf(d.row) }))
  return formatMessage(words.dropped, { items: items.join(words.partSeparator) })
}
