/**
 * The project as words: the plain-text message the company answers from, the e-mail's subject, the six template
 * parameters (src/lib/enquiries/email-params.ts), and the one line that says what a shared link left out. The
 * words are each language's (src/i18n/planner/text.<lang>.ts, PlannerTextWords below); numbers, areas, ranges and
 * dates are written by ./format in the same language.
 */
import { orDefault, type EmailTexts, type EnquiryTemplateParams } from "../enquiries/email-params"
import { formatMessage } from "../ui/format-message"
import { formatArea, formatDateRange, formatMonth, formatNumber, formatRange, PLURAL, withUnit } from "./format"
import { orderedLines } from "./project"
import { rowShortLabel } from "./rows"
import type { DateRange, ProjectSummary, SiteNote, SummaryLine } from "./summary"
import type { ContentLang, FoundationAnswer, PlannerContact, PlannerPort, PlannerRow, Project, Range, UseAnswer } from "./types"
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
    /** the financing checkbox */
    financing: string
    /** the port choice whose name the visitor types */
    otherPort: string
  }
  /** "Indicative: your quotation confirms prices, payment terms, production timeline and shipping." */
  indicative: string
  /** units of different models are not combined in one container (inside the text's containers line) */
  notCombined: string
  /** "{count} unit" / "{count} units" */
  units: Counted
  /** the unit of a number of days: "day" / "days" */
  days: Counted
  /** "{count} 40 ft High Cube container(s)" */
  containers: Counted
  /** a listed port: {port}, {country} */
  port: string
  /** the e-mail's subject: {units} ("33 units"), {port} */
  subject: string
  /** the `product` parameter's item: {quantity}, {model} (short name: singular, the designation of a quotation line) */
  product: string
  /** between the items of a list of models ("30 × 20ft Model, 4 × Apple Cabin 13 m²") */
  listSeparator: string
  /** between the parts of a line ("…; …") */
  partSeparator: string
  /** the plain-text message, line by line */
  text: {
    /** {units}, {area} */
    heading: string
    /** one model: {quantity}, {model} (short name: singular, the designation of a quotation line), {size}; then `options` */
    line: string
    /** {area} of one unit */
    perUnit: string
    /** an industrial building's size: {span}, {length} (with their unit, "24 m"), {area} */
    spanLength: string
    /** {options} */
    options: string
    port: string
    month: string
    foundations: string
    use: string
    financing: string
    financingYes: string
    financingNo: string
    /** an answer left empty */
    notGiven: string
    /** {value}: the containers' figures and notes */
    containers: string
    /** a model's containers inside the list: {model}, {count} */
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
     * the installation's days {days} of the project's {count} units: one crew installs them one after the other, so
     * the days of several units are their sum (a product page gives one unit's)
     */
    installation: Counted
    /** the transit to an "other" port */
    transitUnknown: string
    /** {shipped}, {atPort}, {installed} (each a range of dates) */
    dates: string
    /** without a known transit: {shipped}, {installed} */
    datesWithoutTransit: string
    /** {from}, {to} */
    dateRange: string
    /** the heading of what the buyer prepares */
    site: string
    /** {text}, {models} */
    siteFoundation: string
    siteUtilities: string
    /** {value} */
    company: string
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

const dateRangeOf = (r: DateRange, words: PlannerTextWords, lang: ContentLang): string => formatDateRange(r, words.text.dateRange, lang)

/** The chosen port as the text writes it: "Toamasina (Madagascar)", the typed name of an other port, or "". */
export function portName(project: Project, ports: readonly PlannerPort[], words: PlannerTextWords): string {
  if (project.port === OTHER_PORT) return project.otherPort.trim()
  const port = ports.find((p) => p.id === project.port)
  return port ? formatMessage(words.port, { port: port.port, country: port.country }) : ""
}

const modelsOf = (rows: readonly PlannerRow[], words: PlannerTextWords, lang: ContentLang): string =>
  rows.map((row) => rowShortLabel(row, lang)).join(words.listSeparator)

function lineText(line: SummaryLine, words: PlannerTextWords, lang: ContentLang): string {
  const planner = line.row.product.planner
  const area = formatArea(line.unitArea, lang)
  const size =
    planner.sizing === "spanLength"
      ? formatMessage(words.text.spanLength, {
          span: withUnit(formatNumber(line.choice.span ?? planner.span?.default ?? 0, lang), "m"),
          length: withUnit(formatNumber(line.choice.length ?? planner.length?.default ?? 0, lang), "m"),
          area,
        })
      : formatMessage(words.text.perUnit, { area })
  // the short name, singular whatever the quantity: "2 × Capsule House" (a size row's size is the line's {size})
  const text = formatMessage(words.text.line, { quantity: formatNumber(line.quantity, lang), model: line.row.product.shortName, size })
  if (!line.options.length) return text
  return (
    text + words.partSeparator + formatMessage(words.text.options, { options: line.options.map((o) => o.label).join(words.listSeparator) })
  )
}

function containersText(summary: ProjectSummary, words: PlannerTextWords, lang: ContentLang): string {
  const { total, assessed } = summary.totals.containers
  const known = summary.lines.filter((l) => l.containers !== null)
  const parts: string[] = []
  if (known.length) {
    const each = known.map((l) =>
      formatMessage(words.text.modelCount, { model: rowShortLabel(l.row, lang), count: formatNumber(l.containers!, lang) }),
    )
    parts.push(`${formatNumber(total, lang)} (${each.join(words.listSeparator)})`, words.notCombined)
  }
  if (assessed.length) parts.push(formatMessage(words.text.assessedModels, { models: modelsOf(assessed, words, lang) }))
  return formatMessage(words.text.containers, { value: parts.join(words.partSeparator) })
}

function massText(summary: ProjectSummary, words: PlannerTextWords, lang: ContentLang): string {
  const { total, missing } = summary.totals.mass
  if (!total) return formatMessage(words.text.mass, { value: words.text.notGiven })
  const value = formatRange(total, lang, "kg")
  const rest = missing.length ? words.partSeparator + formatMessage(words.text.massMissing, { models: modelsOf(missing, words, lang) }) : ""
  return formatMessage(words.text.mass, { value: value + rest })
}

function timelineText(summary: ProjectSummary, words: PlannerTextWords, lang: ContentLang): string[] {
  const t = summary.timeline
  if (!t) return []
  const transit = t.transitDays === null ? words.text.transitUnknown : daysOf({ min: t.transitDays, max: t.transitDays }, words, lang)
  const timeline = formatMessage(words.text.timeline, {
    production: daysOf(t.production, words, lang),
    transit,
    installation: countOf(words.text.installation, summary.totals.units, lang, { days: daysOf(t.installation, words, lang) }),
  })
  const shipped = dateRangeOf(t.shipped, words, lang)
  const installed = dateRangeOf(t.installed, words, lang)
  const dates = t.atPort
    ? formatMessage(words.text.dates, { shipped, atPort: dateRangeOf(t.atPort, words, lang), installed })
    : formatMessage(words.text.datesWithoutTransit, { shipped, installed })
  return [timeline, dates]
}

function siteText(summary: ProjectSummary, words: PlannerTextWords, lang: ContentLang): string[] {
  const note = (template: string) => (n: SiteNote) => formatMessage(template, { text: n.text, models: modelsOf(n.rows, words, lang) })
  const lines = [
    ...summary.site.foundation.map(note(words.text.siteFoundation)),
    ...summary.site.utilities.map(note(words.text.siteUtilities)),
  ]
  return lines.length ? [words.text.site, ...lines] : []
}

/** The whole project as plain text, the e-mail's `message`: the company can answer a quotation from it. */
export function projectText(
  project: Project,
  summary: ProjectSummary,
  _rows: readonly PlannerRow[],
  ports: readonly PlannerPort[],
  contact: PlannerContact,
  words: PlannerTextWords,
  lang: ContentLang,
  /** its `defaults.message` stands for an empty message (without it: `text.notGiven`) */
  emailTexts?: EmailTexts,
): string {
  const t = words.text
  const answer = (value: string) => value || t.notGiven
  const lines = [
    formatMessage(t.heading, { units: countOf(words.units, summary.totals.units, lang), area: formatArea(summary.totals.area, lang) }),
    ...summary.lines.map((line) => `- ${lineText(line, words, lang)}`),
    formatMessage(t.port, { value: answer(portName(project, ports, words)) }),
    formatMessage(t.month, { value: answer(project.month && formatMonth(project.month, lang)) }),
    formatMessage(t.foundations, { value: answer(project.foundations && words.answers.foundations[project.foundations]) }),
    formatMessage(t.use, { value: answer(project.use && words.answers.use[project.use]) }),
    formatMessage(t.financing, { value: project.financing ? t.financingYes : t.financingNo }),
    containersText(summary, words, lang),
    massText(summary, words, lang),
    ...timelineText(summary, words, lang),
    ...siteText(summary, words, lang),
    ...(contact.company.trim() ? [formatMessage(t.company, { value: contact.company.trim() })] : []),
    words.indicative,
  ]
  const message = orDefault(contact.message, emailTexts?.defaults.message ?? t.notGiven)
  return `${lines.join("\n")}\n\n${t.message}\n${message}`
}

/** "Project quote: 33 units to Toamasina (Madagascar)"; "[FR] Devis projet : 1 unité pour …". */
export function projectSubject(
  summary: ProjectSummary,
  project: Project,
  ports: readonly PlannerPort[],
  words: PlannerTextWords,
  lang: ContentLang,
): string {
  return formatMessage(words.subject, {
    units: countOf(words.units, summary.totals.units, lang),
    port: portName(project, ports, words) || words.text.notGiven,
  })
}

/** The six template parameters of the e-mail (name, email, phone with the usual defaults; message, product, subject). */
export function projectParams(
  project: Project,
  summary: ProjectSummary,
  rows: readonly PlannerRow[],
  ports: readonly PlannerPort[],
  contact: PlannerContact,
  words: PlannerTextWords,
  emailTexts: EmailTexts,
  lang: ContentLang,
): EnquiryTemplateParams {
  return {
    name: orDefault(contact.name, emailTexts.defaults.name),
    email: orDefault(contact.email, emailTexts.defaults.email),
    phone: orDefault(contact.phone, emailTexts.defaults.phone),
    message: projectText(project, summary, rows, ports, contact, words, lang, emailTexts),
    product: orderedLines(project, rows)
      .map(({ row, choice }) =>
        formatMessage(words.product, { quantity: formatNumber(choice.quantity, lang), model: rowShortLabel(row, lang) }),
      )
      .join(words.listSeparator),
    subject: projectSubject(summary, project, ports, words, lang),
  }
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
