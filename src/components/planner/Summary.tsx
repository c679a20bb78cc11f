import React from "react"
import { rowShortLabel } from "../../lib/planner/rows"
import {
  dateRangeEnds,
  formatArea,
  formatDateRange,
  formatLongDate,
  formatMonth,
  formatNumber,
  formatRange,
  TO_PLACE,
} from "../../lib/planner/format"
import { containerCountOf, countOf, daysOf, desiredMonthText, peopleOf, portName } from "../../lib/planner/text"
import type { DateRange, ProjectSummary, SiteNote } from "../../lib/planner/summary"
import type { ContentLang, PlannerPort, PlannerRow, Project } from "../../lib/planner/types"
import { formatMessage } from "../../lib/ui/format-message"
import type { PlannerWords } from "../../i18n/planner"
import * as styles from "./Planner.module.css"

interface Props {
  /** the heading's id (the region's aria-labelledby) */
  id: string
  summary: ProjectSummary
  project: Project
  ports: readonly PlannerPort[]
  lang: ContentLang
  words: PlannerWords
  /** null until the visitor's date is known (after mount): the dates wait, their space reserved */
  today: string | null
  /** the heading's level: h2 on the page, h3 inside the confirmation */
  heading?: "h2" | "h3"
  testId?: string
  /** under the heading and the indicative sentence (the copy-link button) */
  actions?: React.ReactNode
  /** before the figures (the line about a shared link's dropped parts) */
  notice?: React.ReactNode
  /** the project's reference ("KH-7Q4M") */
  reference: string
  /** the site settings' sentence under a phased timeline (data/site.<lang>.json capacity.note) */
  capacityNote: string
}

const dates = (r: DateRange, words: PlannerWords, lang: ContentLang): string => formatDateRange(r, words.summary.dates, lang)

/** The digest screen readers hear once changes have settled: units, containers and the installation dates. */
export function summaryDigest(summary: ProjectSummary, words: PlannerWords, lang: ContentLang): string {
  const t = words.summary
  if (!summary.lines.length) return t.digestEmpty
  const units = countOf(words.text.units, summary.totals.units, lang)
  const { total, assessed } = summary.totals.containers
  const containers = total === 0 && assessed.length ? t.containersUnknown : countOf(words.text.containers, total, lang)
  const installed = summary.timeline?.installed
  return installed
    ? formatMessage(t.digestDates, {
        units,
        containers,
        ...dateRangeEnds(installed.from, installed.to, lang),
      })
    : formatMessage(t.digest, { units, containers })
}

const Fact: React.FC<{ term: string; children: React.ReactNode; testId?: string }> = ({ term, children, testId }) => (
  <div className={styles.fact} data-testid={testId}>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
)

/**
 * The project's summary: each ordered model with quantity, size and options; the totals (units, floor area,
 * containers, mass); the timeline to the chosen port with its dates; what the buyer prepares on site. The sentence
 * that says it is indicative comes first. Not a live region (the page's digest is).
 */
const SummaryView: React.FC<Props> = ({
  id,
  summary,
  project,
  ports,
  lang,
  words,
  today,
  heading = "h2",
  testId = "planner-summary",
  actions,
  notice,
  reference,
  capacityNote,
}) => {
  const t = words.summary
  const text = words.text
  const H = heading
  const Sub = heading === "h2" ? "h3" : "h4"
  const models = (rows: readonly PlannerRow[]) => rows.map((r) => rowShortLabel(r, lang)).join(text.listSeparator)
  const port = ports.find((p) => p.id === project.port)
  const timeline = summary.timeline
  // the dates count from the visitor's today, known after mount: their lines keep their place until then
  const when = (date: React.ReactNode) => (today ? date : <span className={styles.pending} />)
  const notes = (list: readonly SiteNote[], label: string) =>
    list.map((n) => (
      <li key={`${label}|${n.text}`}>
        <strong className={styles.siteLabel}>{label}</strong> {n.text}
        <span className={styles.appliesTo}> {formatMessage(t.appliesTo, { models: models(n.rows) })}</span>
      </li>
    ))

  return (
    <div className={styles.summaryInner} data-testid={testId}>
      <H id={id} className={styles.summaryTitle}>
        {t.title}
      </H>
      {/* what the restored project adds comes after these, so they never move when it arrives (CLS) */}
      <p className={styles.indicative}>{text.indicative}</p>
      {actions}
      {notice}
      {!summary.lines.length ? (
        <p className={styles.empty} data-testid="planner-summary-empty">
          {t.empty}
        </p>
      ) : (
        <>
          <p className={styles.reference} data-testid="planner-reference">
            {t.reference} <strong>{reference}</strong>
            <span className={styles.factNote}>{t.referenceHint}</span>
          </p>
          <Sub className={styles.summaryHeading}>{t.models}</Sub>
          <ul className={styles.lines}>
            {summary.lines.map((line) => (
              <li key={line.row.id} data-testid={`planner-summary-line-${line.row.id}`}>
                {/* the short name, singular whatever the quantity, as on a quotation line: "2 × Capsule House" */}
                <span className={styles.lineTitle}>
                  {formatMessage(t.line, { quantity: formatNumber(line.quantity, lang), model: rowShortLabel(line.row, lang) })}
                </span>
                {line.row.size === undefined ? (
                  <span className={styles.lineMeta}>
                    {formatMessage(t.eachSize, { area: formatArea(line.unitArea, lang) })}
                    {line.defaultSize ? `${text.partSeparator}${t.defaultSize}` : null}
                  </span>
                ) : null}
                {line.ownUse && line.use ? (
                  <span className={styles.lineMeta}>{formatMessage(t.lineUse, { use: text.answers.use[line.use] })}</span>
                ) : null}
                {line.options.length ? (
                  <span className={styles.lineMeta}>
                    {formatMessage(t.options, { options: line.options.map((o) => o.label).join(text.listSeparator) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>

          <Sub className={styles.summaryHeading}>{t.totals}</Sub>
          <dl className={styles.facts}>
            <Fact term={t.units} testId="planner-total-units">
              {formatNumber(summary.totals.units, lang)}
            </Fact>
            <Fact term={t.area} testId="planner-total-area">
              {formatArea(summary.totals.area, lang)}
            </Fact>
            <Fact term={t.containers} testId="planner-total-containers">
              {summary.totals.containers.total > 0 ? (
                <span className={styles.figure}>{countOf(text.containers, summary.totals.containers.total, lang)}</span>
              ) : null}
              {summary.lines.some((l) => l.containers !== null) ? (
                <ul className={styles.perModel}>
                  {summary.lines
                    .filter((l) => l.containers !== null)
                    .map((l) => (
                      <li key={l.row.id}>
                        {formatMessage(t.perModel, {
                          model: rowShortLabel(l.row, lang),
                          count: containerCountOf(l.containers!, text, lang),
                        })}
                      </li>
                    ))}
                </ul>
              ) : null}
              {summary.totals.containers.assessed.length ? (
                <span className={styles.factNote}>
                  {formatMessage(t.containersAssessed, { models: models(summary.totals.containers.assessed) })}
                </span>
              ) : null}
              <span className={styles.factNote}>{t.containersNote}</span>
            </Fact>
            <Fact term={t.occupancy} testId="planner-total-occupancy">
              {(["sleeps", "seats"] as const).map((kind) => {
                const people = summary.totals.occupancy[kind]
                return people ? (
                  <span key={kind} className={styles.figure}>
                    {formatMessage(t[kind], { people: peopleOf(people, text, lang) })}
                  </span>
                ) : null
              })}
              {summary.totals.occupancy.byFloorArea.length ? (
                <span className={styles.factNote}>
                  {formatMessage(t.byFloorArea, { models: models(summary.totals.occupancy.byFloorArea.map((l) => l.row)) })}
                </span>
              ) : null}
            </Fact>
            <Fact term={t.mass} testId="planner-total-mass">
              {summary.totals.mass.total ? (
                <span className={styles.figure}>{formatRange(summary.totals.mass.total, lang, "kg")}</span>
              ) : (
                <span>{t.assessed}</span>
              )}
              {summary.totals.mass.total && summary.totals.mass.missing.length ? (
                <span className={styles.factNote}>{formatMessage(t.massMissing, { models: models(summary.totals.mass.missing) })}</span>
              ) : null}
            </Fact>
          </dl>

          {portName(project, ports, text) ||
          project.siteLocation.trim() ||
          project.distance ||
          project.month ||
          project.foundations ||
          project.use ||
          project.financing ? (
            <>
              <Sub className={styles.summaryHeading}>{words.delivery.title}</Sub>
              <dl className={styles.facts} data-testid="planner-summary-delivery">
                {portName(project, ports, text) ? <Fact term={words.delivery.port}>{portName(project, ports, text)}</Fact> : null}
                {project.siteLocation.trim() || project.distance ? (
                  <Fact term={words.delivery.siteLocation}>
                    {[project.siteLocation.trim(), project.distance ? text.answers.distance[project.distance] : ""]
                      .filter(Boolean)
                      .join(text.partSeparator)}
                  </Fact>
                ) : null}
                {project.month ? <Fact term={words.delivery.month}>{formatMonth(project.month, lang)}</Fact> : null}
                {project.foundations ? (
                  <Fact term={words.delivery.foundations}>{text.answers.foundations[project.foundations]}</Fact>
                ) : null}
                {project.use ? <Fact term={words.delivery.use}>{text.answers.use[project.use]}</Fact> : null}
                {project.financing ? <Fact term={words.delivery.financing}>{text.answers.financing}</Fact> : null}
              </dl>
            </>
          ) : null}

          {timeline ? (
            <>
              <Sub className={styles.summaryHeading}>{t.timeline}</Sub>
              {timeline.desired ? (
                <p className={styles.desired} data-testid="planner-desired">
                  {desiredMonthText(timeline.desired, timeline.start, text, lang, true)}
                </p>
              ) : null}
              <dl className={styles.facts} data-testid="planner-timeline">
                {timeline.desired?.status === "planned" ? (
                  <Fact term={t.start} testId="planner-date-start">
                    {when(formatLongDate(timeline.start, lang))}
                  </Fact>
                ) : null}
                <Fact term={t.production}>{daysOf(timeline.production, text, lang)}</Fact>
                <Fact term={port ? formatMessage(t.transit, { port: port.port, toPort: TO_PLACE[lang](port.port) }) : t.transitOther}>
                  {timeline.transitDays === null
                    ? t.assessed
                    : daysOf({ min: timeline.transitDays, max: timeline.transitDays }, text, lang)}
                </Fact>
                <Fact term={timeline.phases > 1 ? t.installationPhased : countOf(t.installation, summary.totals.units, lang)}>
                  {daysOf(timeline.installation, text, lang)}
                </Fact>
                {timeline.phases > 1 ? (
                  <Fact term={t.deliveries} testId="planner-phases">
                    {formatMessage(t.phases, { count: formatNumber(timeline.phases, lang) })}
                    {capacityNote ? <span className={styles.factNote}>{capacityNote}</span> : null}
                  </Fact>
                ) : null}
                <Fact term={t.shipped} testId="planner-date-shipped">
                  {when(dates(timeline.shipped, words, lang))}
                </Fact>
                {timeline.atPort ? (
                  <Fact term={t.atPort} testId="planner-date-port">
                    {when(dates(timeline.atPort, words, lang))}
                  </Fact>
                ) : null}
                <Fact term={t.installed} testId="planner-date-installed">
                  {when(dates(timeline.installed, words, lang))}
                  {timeline.installedWithoutTransit ? <span className={styles.factNote}>{t.withoutTransit}</span> : null}
                </Fact>
              </dl>
            </>
          ) : null}

          {summary.site.foundation.length || summary.site.utilities.length ? (
            <>
              <Sub className={styles.summaryHeading}>{t.site}</Sub>
              <ul className={styles.siteNotes}>
                {notes(summary.site.foundation, t.foundation)}
                {notes(summary.site.utilities, t.utilities)}
              </ul>
            </>
          ) : null}
        </>
      )}
    </div>
  )
}

/** Memoized: rendered again only when the project, its figures or its reference change, never on a keystroke in the contact fields (issue 60). */
export const Summary = React.memo(SummaryView)
