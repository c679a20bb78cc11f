import React, { useMemo } from "react"
import { nextMonths } from "../../lib/planner/format"
import { OTHER_PORT, OTHER_PORT_MAX, SITE_LOCATION_MAX } from "../../lib/planner/url"
import {
  DISTANCE_ANSWERS,
  FOUNDATION_ANSWERS,
  USE_ANSWERS,
  type ContentLang,
  type DistanceAnswer,
  type FoundationAnswer,
  type PlannerPort,
  type Project,
  type UseAnswer,
} from "../../lib/planner/types"
import { formatMessage } from "../../lib/ui/format-message"
import type { PlannerWords } from "../../i18n/planner"
import * as formStyles from "../forms/Form.module.css"
import * as styles from "./Planner.module.css"

/** The months a delivery can be wished for: the next 36 (from the month after the visitor's), as long as a large order's phases. */
export const MONTHS_AHEAD = 36

export interface DeliveryFieldsProps {
  project: Project
  ports: readonly PlannerPort[]
  lang: ContentLang
  words: PlannerWords
  /** null until the visitor's date is known (after mount): the months wait */
  today: string | null
  /** the forms' '(optional)' marker */
  optional: string
  onChange: (update: (p: Project) => Project) => void
}

/** A field's label, with the required mark or the '(optional)' marker (src/components/forms/Field.tsx's own). */
const Label: React.FC<{ htmlFor: string; text: string; optional?: string }> = ({ htmlFor, text, optional }) => (
  <label className={formStyles.label} htmlFor={htmlFor}>
    {text}
    {optional ? (
      <span className={formStyles.optional}> {optional}</span>
    ) : (
      <span className={formStyles.req} aria-hidden="true">
        *
      </span>
    )}
  </label>
)

/** A select's options: the empty choice, then the items. Memoized: a select rendered again keeps its options as they are. */
const SelectOptions = React.memo<{ none: string; items: ReadonlyArray<{ value: string; label: string }> }>(function SelectOptions({
  none,
  items,
}) {
  return (
    <>
      <option value="">{none}</option>
      {items.map((item) => (
        <option key={item.value} value={item.value}>
          {item.label}
        </option>
      ))}
    </>
  )
})

/** A choice among labelled answers as radio buttons (foundations, intended use). */
function Choices<A extends string>({
  name,
  legend,
  optional,
  answers,
  labels,
  value,
  onPick,
}: {
  name: string
  legend: string
  optional: string
  answers: readonly A[]
  labels: Record<A, string>
  value: A | ""
  onPick: (answer: A) => void
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={formStyles.label}>
        {legend}
        <span className={formStyles.optional}> {optional}</span>
      </legend>
      {answers.map((a) => (
        <div key={a} className={styles.check}>
          <input type="radio" id={`planner-${name}-${a}`} name={name} value={a} checked={value === a} onChange={() => onPick(a)} />
          <label htmlFor={`planner-${name}-${a}`}>{labels[a]}</label>
        </div>
      ))}
    </fieldset>
  )
}

/**
 * Delivery and site: the delivery port (a listed port, or 'Other port' and its name), the desired month, the site's
 * town or area and its distance from the port, the foundations, the intended use and financing.
 */
const DeliveryFieldsView: React.FC<DeliveryFieldsProps> = ({ project, ports, lang, words, today, optional, onChange }) => {
  const t = words.delivery
  const answers = words.text.answers
  const other = project.port === OTHER_PORT
  // the selects' lists made once (50 options): choosing a port or a month renders the fields again, and React then
  // compares only the selects' own props, not every option (issue 60: the port's arrow key)
  const portItems = useMemo(
    () => [
      ...ports.map((p) => ({ value: p.id, label: formatMessage(t.portOption, { port: p.port, country: p.country }) })),
      { value: OTHER_PORT, label: answers.otherPort },
    ],
    [ports, t, answers],
  )
  const monthItems = useMemo(() => (today ? nextMonths(today, MONTHS_AHEAD, lang) : []), [today, lang])
  const distanceItems = useMemo(() => DISTANCE_ANSWERS.map((a) => ({ value: a, label: answers.distance[a] })), [answers])
  const set = (patch: Partial<Project>) => onChange((p) => ({ ...p, ...patch }))
  const select = `${formStyles.input} ${styles.select}`

  return (
    <section className={styles.block} aria-labelledby="planner-delivery-title">
      <h2 id="planner-delivery-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <div className={formStyles.form}>
        <div className={formStyles.row}>
          <div className={formStyles.field}>
            <Label htmlFor="planner-port" text={t.port} />
            <select
              id="planner-port"
              name="port"
              className={select}
              value={project.port}
              aria-required="true"
              data-field={other ? undefined : "port"}
              onChange={(e) => set({ port: e.target.value })}
            >
              <SelectOptions none={t.choosePort} items={portItems} />
            </select>
          </div>
          <div className={formStyles.field}>
            <Label htmlFor="planner-month" text={t.month} optional={optional} />
            <select
              id="planner-month"
              name="month"
              className={select}
              value={project.month}
              onChange={(e) => set({ month: e.target.value })}
            >
              <SelectOptions none={t.noPreference} items={monthItems} />
            </select>
          </div>
        </div>
        {other ? (
          <div className={formStyles.field}>
            <Label htmlFor="planner-other-port" text={t.otherPortName} />
            <input
              id="planner-other-port"
              name="otherPort"
              type="text"
              className={formStyles.input}
              value={project.otherPort}
              maxLength={OTHER_PORT_MAX}
              aria-required="true"
              aria-describedby="planner-other-port-hint"
              data-field="port"
              onChange={(e) => set({ otherPort: e.target.value })}
            />
            <p id="planner-other-port-hint" className={formStyles.hint}>
              {t.otherPortHint}
            </p>
          </div>
        ) : null}
        <div className={formStyles.row}>
          <div className={formStyles.field}>
            <Label htmlFor="planner-site" text={t.siteLocation} optional={optional} />
            <input
              id="planner-site"
              name="siteLocation"
              type="text"
              className={formStyles.input}
              value={project.siteLocation}
              maxLength={SITE_LOCATION_MAX}
              aria-describedby="planner-site-hint"
              onChange={(e) => set({ siteLocation: e.target.value })}
            />
            <p id="planner-site-hint" className={formStyles.hint}>
              {t.siteLocationHint}
            </p>
          </div>
          <div className={formStyles.field}>
            <Label htmlFor="planner-distance" text={t.distance} optional={optional} />
            <select
              id="planner-distance"
              name="distance"
              className={select}
              value={project.distance}
              onChange={(e) => set({ distance: e.target.value as DistanceAnswer | "" })}
            >
              <SelectOptions none={t.distanceUnknown} items={distanceItems} />
            </select>
          </div>
        </div>
        <div className={formStyles.row}>
          <Choices<FoundationAnswer>
            name="foundations"
            legend={t.foundations}
            optional={optional}
            answers={FOUNDATION_ANSWERS}
            labels={answers.foundations}
            value={project.foundations}
            onPick={(foundations) => set({ foundations })}
          />
          <Choices<UseAnswer>
            name="use"
            legend={t.use}
            optional={optional}
            answers={USE_ANSWERS}
            labels={answers.use}
            value={project.use}
            onPick={(use) => set({ use })}
          />
        </div>
        <div className={styles.check}>
          <input
            type="checkbox"
            id="planner-financing"
            name="financing"
            checked={project.financing}
            onChange={(e) => set({ financing: e.target.checked })}
          />
          <label htmlFor="planner-financing">{answers.financing}</label>
        </div>
      </div>
    </section>
  )
}

/**
 * The props the delivery fields show are the same: every prop but the project is the same value, and so is every
 * part of the project but its lines (the models and quantities, which the fields do not show).
 */
export const sameDeliveryProps = (a: DeliveryFieldsProps, b: DeliveryFieldsProps): boolean =>
  (Object.keys(a) as (keyof DeliveryFieldsProps)[]).every((key) =>
    key === "project"
      ? (Object.keys(a.project) as (keyof Project)[]).every((field) => field === "lines" || a.project[field] === b.project[field])
      : a[key] === b[key],
  ) && Object.keys(a).length === Object.keys(b).length

/**
 * Memoized: rendered again only when what it shows changes, never on a keystroke in the contact fields nor on a "+"
 * or a quantity typed (issue 60: with the 36 months of its month list, it was rendered again on every one).
 */
export const DeliveryFields = React.memo(DeliveryFieldsView, sameDeliveryProps)
