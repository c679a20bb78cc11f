/**
 * The planner's words and what the page writes with them: counted words, ranges of days and people, the port's
 * name, the desired month's line, and the one line that says what a shared link left out. The words are each
 * language's (src/i18n/planner/text.<lang>.ts, of the shape PlannerTextWords in src/i18n/planner/text-words.ts); numbers, areas, ranges and dates are written
 * by ./format in the same language. The e-mail's message, subject and parameters are ./message.ts.
 */
import type { Counted, PlannerTextWords } from "../../i18n/planner/text-words"
import { formatMessage } from "../ui/format-message"
import { formatLongDate, formatMonth, formatNumber, formatRange, PLURAL } from "./format"
import { rowShortLabel } from "./rows"
import type { ProjectSummary } from "./summary"
import type { ContentLang, PlannerPort, PlannerRow, Project, Range } from "./types"
import { OTHER_PORT, type Dropped } from "./url"

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
