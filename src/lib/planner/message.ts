/**
 * The project as the e-mail says it: the plain-text message the company answers from, the subject, the six template
 * parameters (src/lib/enquiries/email-params.ts), with the words of ./text.ts and the figures of ./format.
 */
import { orDefault, type EmailTexts, type EnquiryTemplateParams } from "../enquiries/email-params"
import { formatMessage } from "../ui/format-message"
import { ANSWER_IN_TEXT, formatArea, formatDateRange, formatMonth, formatNumber, formatRange, OF_PLACE, withUnit } from "./format"
import { orderedLines } from "./project"
import { rowShortLabel } from "./rows"
import type { DateRange, ProjectSummary, SummaryLine, SiteNote } from "./summary"
import type { PlannerTextWords } from "../../i18n/planner/text-words"
import { containerCountOf, countOf, daysOf, desiredMonthText, peopleOf, portName, type ProjectMeta } from "./text"
import type { ContentLang, PlannerContact, PlannerPort, PlannerRow, Project } from "./types"

const dateRangeOf = (r: DateRange, words: PlannerTextWords, lang: ContentLang): string => formatDateRange(r, words.text.dateRange, lang)

const modelsOf = (rows: readonly PlannerRow[], words: PlannerTextWords, lang: ContentLang): string =>
  rows.map((row) => rowShortLabel(row, lang)).join(words.listSeparator)

function lineText(line: SummaryLine, words: PlannerTextWords, lang: ContentLang): string {
  const planner = line.row.product.planner
  const area = formatArea(line.unitArea, lang)
  const measured =
    planner.sizing === "spanLength"
      ? formatMessage(words.text.spanLength, {
          span: withUnit(formatNumber(line.choice.span ?? planner.span?.default ?? 0, lang), "m"),
          length: withUnit(formatNumber(line.choice.length ?? planner.length?.default ?? 0, lang), "m"),
          area,
        })
      : formatMessage(words.text.perUnit, { area })
  const size = line.defaultSize ? `${measured} ${words.text.defaultSize}` : measured
  // the short name, singular whatever the quantity: "2 × Capsule House" (a size row's size is the line's {size})
  const parts = [formatMessage(words.text.line, { quantity: formatNumber(line.quantity, lang), model: line.row.product.shortName, size })]
  if (line.ownUse && line.use) parts.push(formatMessage(words.text.lineUse, { use: ANSWER_IN_TEXT[lang](words.answers.use[line.use]) }))
  if (line.options.length)
    parts.push(formatMessage(words.text.options, { options: line.options.map((o) => o.label).join(words.listSeparator) }))
  return parts.join(words.partSeparator)
}

/** The people the order houses: sleeps, seats (offices), and the models counted by their floor area. */
function occupancyText(summary: ProjectSummary, words: PlannerTextWords, lang: ContentLang): string {
  const { sleeps, seats, byFloorArea } = summary.totals.occupancy
  const parts = [
    ...(sleeps ? [formatMessage(words.text.sleeps, { people: peopleOf(sleeps, words, lang) })] : []),
    ...(seats ? [formatMessage(words.text.seats, { people: peopleOf(seats, words, lang) })] : []),
    ...(byFloorArea.length
      ? [
          formatMessage(words.text.byFloorArea, {
            models: modelsOf(
              byFloorArea.map((l) => l.row),
              words,
              lang,
            ),
          }),
        ]
      : []),
  ]
  return formatMessage(words.text.occupancy, { value: parts.join(words.partSeparator) })
}

/** The site line: its town or area, and its distance from the port; "not given" for neither. */
function siteLine(project: Project, words: PlannerTextWords, lang: ContentLang): string {
  const t = words.text
  const parts = [
    project.siteLocation.trim() || t.notGiven,
    ...(project.distance
      ? [formatMessage(t.siteDistance, { distance: ANSWER_IN_TEXT[lang](words.answers.distance[project.distance]) })]
      : []),
  ]
  return formatMessage(t.site, { value: parts.join(words.partSeparator) })
}

function containersText(summary: ProjectSummary, words: PlannerTextWords, lang: ContentLang): string {
  const { total, assessed } = summary.totals.containers
  const known = summary.lines.filter((l) => l.containers !== null)
  const parts: string[] = []
  if (known.length) {
    const each = known.map((l) =>
      formatMessage(words.text.modelCount, { model: rowShortLabel(l.row, lang), count: containerCountOf(l.containers!, words, lang) }),
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
  const w = words.text
  const transit = t.transitDays === null ? w.transitUnknown : daysOf({ min: t.transitDays, max: t.transitDays }, words, lang)
  const days = daysOf(t.installation, words, lang)
  const timeline = formatMessage(w.timeline, {
    production: daysOf(t.production, words, lang),
    transit,
    installation:
      t.phases > 1 ? formatMessage(w.installationPhased, { days }) : countOf(w.installation, summary.totals.units, lang, { days }),
  })
  const shipped = dateRangeOf(t.shipped, words, lang)
  const installed = dateRangeOf(t.installed, words, lang)
  const dates = t.atPort
    ? formatMessage(w.dates, { shipped, atPort: dateRangeOf(t.atPort, words, lang), installed })
    : formatMessage(w.datesWithoutTransit, { shipped, installed })
  return [
    timeline,
    ...(t.desired ? [desiredMonthText(t.desired, t.start, words, lang)] : []),
    ...(t.phases > 1 ? [formatMessage(w.phases, { count: formatNumber(t.phases, lang) })] : []),
    dates,
  ]
}

function siteText(summary: ProjectSummary, words: PlannerTextWords, lang: ContentLang): string[] {
  const note = (template: string) => (n: SiteNote) => formatMessage(template, { text: n.text, models: modelsOf(n.rows, words, lang) })
  const lines = [
    ...summary.site.foundation.map(note(words.text.siteFoundation)),
    ...summary.site.utilities.map(note(words.text.siteUtilities)),
  ]
  return lines.length ? [words.text.prepared, ...lines] : []
}

/** The whole project as plain text, the e-mail's `message`: the company can answer a quotation from it. */
export function projectText(
  project: Project,
  summary: ProjectSummary,
  ports: readonly PlannerPort[],
  contact: PlannerContact,
  words: PlannerTextWords,
  lang: ContentLang,
  meta: ProjectMeta,
  /** its `defaults.message` stands for an empty message (without it: `text.notGiven`) */
  emailTexts?: EmailTexts,
): string {
  const t = words.text
  const answer = (value: string) => (value ? ANSWER_IN_TEXT[lang](value) : t.notGiven)
  const lines = [
    formatMessage(t.heading, {
      reference: meta.reference,
      units: countOf(words.units, summary.totals.units, lang),
      area: formatArea(summary.totals.area, lang),
    }),
    ...summary.lines.map((line) => `- ${lineText(line, words, lang)}`),
    formatMessage(t.port, { value: portName(project, ports, words) || t.notGiven }),
    siteLine(project, words, lang),
    formatMessage(t.month, { value: project.month ? formatMonth(project.month, lang) : t.notGiven }),
    formatMessage(t.foundations, { value: answer(project.foundations && words.answers.foundations[project.foundations]) }),
    formatMessage(t.use, { value: answer(project.use && words.answers.use[project.use]) }),
    formatMessage(t.financing, { value: project.financing ? t.financingYes : t.financingNo }),
    occupancyText(summary, words, lang),
    containersText(summary, words, lang),
    massText(summary, words, lang),
    ...timelineText(summary, words, lang),
    ...siteText(summary, words, lang),
    ...(contact.company.trim() ? [formatMessage(t.company, { value: contact.company.trim() })] : []),
    t.indicative,
    formatMessage(t.link, { link: meta.link }),
  ]
  const message = orDefault(contact.message, emailTexts?.defaults.message ?? t.notGiven)
  return `${lines.join("\n")}\n\n${t.message}\n${message}`
}

/** "Project quote KH-7Q4M: 33 units to Toamasina (Madagascar)"; « Demande de devis KH-7Q4M : 1 unité, port de … [FR] ». */
export function projectSubject(
  summary: ProjectSummary,
  project: Project,
  ports: readonly PlannerPort[],
  words: PlannerTextWords,
  lang: ContentLang,
  reference: string,
): string {
  const port = portName(project, ports, words)
  return formatMessage(words.subject, {
    reference,
    units: countOf(words.units, summary.totals.units, lang),
    port: port ? formatMessage(words.subjectPort, { port: OF_PLACE[lang](port) }) : words.subjectNoPort,
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
  meta: ProjectMeta,
): EnquiryTemplateParams {
  return {
    name: orDefault(contact.name, emailTexts.defaults.name),
    email: orDefault(contact.email, emailTexts.defaults.email),
    phone: orDefault(contact.phone, emailTexts.defaults.phone),
    message: projectText(project, summary, ports, contact, words, lang, meta, emailTexts),
    product: orderedLines(project, rows)
      .map(({ row, choice }) =>
        formatMessage(words.product, { quantity: formatNumber(choice.quantity, lang), model: rowShortLabel(row, lang) }),
      )
      .join(words.listSeparator),
    subject: projectSubject(summary, project, ports, words, lang, meta.reference),
  }
}
