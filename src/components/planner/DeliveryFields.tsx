import React, { useCallback, useMemo } from "react"
import { nextMonths } from "../../lib/planner/format"
import { OTHER_PORT, OTHER_PORT_MAX, SITE_LOCATION_MAX } from "../../lib/planner/url"
import {
  DISTANCE_ANSWERS,
  FOUNDATION_ANSWERS,
  USE_ANSWERS,
  type ContentLang,
  type PlannerPort,
  type Project,
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

/** Sets some of the project's delivery fields; one callback for all of them, which keeps its identity. */
type Patch = (patch: Partial<Project>) => void
type TextKey = "otherPort" | "siteLocation"
type SelectKey = "port" | "month" | "distance"

const SELECT_CLASS = `${formStyles.input} ${styles.select}`

/**
 * One select of the delivery fields, with its label. Memoized, as the other fields are: choosing a port renders that
 * select again, not the month's 37 options nor the radio buttons (issue 60: the port's arrow key).
 */
const SelectField = React.memo(function SelectField({
  field,
  label,
  optional,
  value,
  none,
  items,
  marked,
  patch,
}: {
  field: SelectKey
  label: string
  /** the '(optional)' marker; none for a required field */
  optional?: string
  value: string
  none: string
  items: ReadonlyArray<{ value: string; label: string }>
  /** the field a failed send's message names (`data-field`) */
  marked?: boolean
  patch: Patch
}) {
  const id = `planner-${field}`
  return (
    <div className={formStyles.field}>
      <Label htmlFor={id} text={label} optional={optional} />
      <select
        id={id}
        name={field}
        className={SELECT_CLASS}
        value={value}
        aria-required={optional ? undefined : "true"}
        data-field={marked ? field : undefined}
        onChange={(e) => patch({ [field]: e.target.value } as Pick<Project, SelectKey>)}
      >
        <SelectOptions none={none} items={items} />
      </select>
    </div>
  )
})

/** One text field of the delivery fields, with its label and hint. Memoized (SelectField). */
const TextField = React.memo(function TextField({
  field,
  id,
  label,
  optional,
  value,
  maxLength,
  hint,
  marked,
  patch,
}: {
  field: TextKey
  id: string
  label: string
  optional?: string
  value: string
  maxLength: number
  hint: string
  /** the name a failed send's message gives it (`data-field`) */
  marked?: string
  patch: Patch
}) {
  return (
    <div className={formStyles.field}>
      <Label htmlFor={id} text={label} optional={optional} />
      <input
        id={id}
        name={field}
        type="text"
        className={formStyles.input}
        value={value}
        maxLength={maxLength}
        aria-required={optional ? undefined : "true"}
        aria-describedby={`${id}-hint`}
        data-field={marked}
        onChange={(e) => patch({ [field]: e.target.value } as Pick<Project, TextKey>)}
      />
      <p id={`${id}-hint`} className={formStyles.hint}>
        {hint}
      </p>
    </div>
  )
})

/** A choice among labelled answers as radio buttons (foundations, intended use). Memoized (SelectField). */
const Choices = React.memo(function Choices<K extends "foundations" | "use">({
  field,
  legend,
  optional,
  answers,
  labels,
  value,
  patch,
}: {
  field: K
  legend: string
  optional: string
  answers: readonly NonNullable<Project[K]>[]
  labels: Record<string, string>
  value: Project[K]
  patch: Patch
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={formStyles.label}>
        {legend}
        <span className={formStyles.optional}> {optional}</span>
      </legend>
      {answers.map((a) => (
        <div key={a} className={styles.check}>
          <input
            type="radio"
            id={`planner-${field}-${a}`}
            name={field}
            value={a}
            checked={value === a}
            onChange={() => patch({ [field]: a } as Partial<Project>)}
          />
          <label htmlFor={`planner-${field}-${a}`}>{labels[a]}</label>
        </div>
      ))}
    </fieldset>
  )
})

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
  const patch = useCallback<Patch>((change) => onChange((p) => ({ ...p, ...change })), [onChange])

  return (
    <section className={styles.block} aria-labelledby="planner-delivery-title">
      <h2 id="planner-delivery-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <div className={formStyles.form}>
        <div className={formStyles.row}>
          <SelectField
            field="port"
            label={t.port}
            value={project.port}
            none={t.choosePort}
            items={portItems}
            marked={!other}
            patch={patch}
          />
          <SelectField
            field="month"
            label={t.month}
            optional={optional}
            value={project.month}
            none={t.noPreference}
            items={monthItems}
            patch={patch}
          />
        </div>
        {other ? (
          <TextField
            field="otherPort"
            id="planner-other-port"
            label={t.otherPortName}
            value={project.otherPort}
            maxLength={OTHER_PORT_MAX}
            hint={t.otherPortHint}
            marked="port"
            patch={patch}
          />
        ) : null}
        <div className={formStyles.row}>
          <TextField
            field="siteLocation"
            id="planner-site"
            label={t.siteLocation}
            optional={optional}
            value={project.siteLocation}
            maxLength={SITE_LOCATION_MAX}
            hint={t.siteLocationHint}
            patch={patch}
          />
          <SelectField
            field="distance"
            label={t.distance}
            optional={optional}
            value={project.distance}
            none={t.distanceUnknown}
            items={distanceItems}
            patch={patch}
          />
        </div>
        <div className={formStyles.row}>
          <Choices
            field="foundations"
            legend={t.foundations}
            optional={optional}
            answers={FOUNDATION_ANSWERS}
            labels={answers.foundations}
            value={project.foundations}
            patch={patch}
          />
          <Choices
            field="use"
            legend={t.use}
            optional={optional}
            answers={USE_ANSWERS}
            labels={answers.use}
            value={project.use}
            patch={patch}
          />
        </div>
        <div className={styles.check}>
          <input
            type="checkbox"
            id="planner-financing"
            name="financing"
            checked={project.financing}
            onChange={(e) => patch({ financing: e.target.checked })}
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
