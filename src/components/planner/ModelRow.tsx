import React, { useCallback, useMemo, useRef, useState } from "react"
import { Link } from "gatsby"
import { Picture } from "../media/Picture"
import { NumberInput } from "./NumberInput"
import { useOpenedOnce } from "../../hooks/use-opened-once"
import { useNearViewport } from "../../hooks/use-near-viewport"
import { clampQuantity, MAX_QUANTITY, rowShortLabel } from "../../lib/planner/rows"
import { formatArea, formatNumber } from "../../lib/planner/format"
import { formatMessage } from "../../lib/ui/format-message"
import {
  USE_ANSWERS,
  type ContentLang,
  type LineChoice,
  type PickRange,
  type PlannerRow,
  type RowId,
  type UseAnswer,
} from "../../lib/planner/types"
import type { PlannerWords } from "../../i18n/planner"
import type { Thumb } from "./page-data"
import * as styles from "./Planner.module.css"

/** A row id as an HTML id ("apple-cabins@19.8" -> "apple-cabins-19-8"). */
export const domId = (rowId: string): string => rowId.replace(/[^A-Za-z0-9_-]/g, "-")

interface Props {
  row: PlannerRow
  choice: LineChoice
  lang: ContentLang
  words: PlannerWords
  thumb?: Thumb
  /** the row's new choice; one callback for every row (its row id first), so that a row's props stay the same */
  onChange: (rowId: RowId, choice: LineChoice) => void
  /** the first row's quantity field carries data-field="quantity" (the validation focuses it) */
  first?: boolean
  /**
   * the row is ordered (its highlight and its own use), as the summary says it: one render behind the quantity, so a
   * "+" or a keystroke paints its number first and the row's new look in the next frame (issue 60)
   */
  ordered: boolean
  /** the project's intended use, each line's default */
  projectUse: UseAnswer | ""
  /** "Add to my project" has just added a unit of this row: it says so beside the quantity */
  justAdded?: boolean
}

/** A size the visitor picks in a range (floor area, span, length), with the range under it. */
const RangeField: React.FC<{
  id: string
  label: string
  model: string
  range: PickRange
  value: number
  lang: ContentLang
  words: PlannerWords
  onValue: (v: number) => void
}> = ({ id, label, model, range, value, lang, words, onValue }) => (
  <div className={styles.sizeField}>
    <label htmlFor={id} className={styles.smallLabel}>
      {label}
      <span className="visually-hidden"> {formatMessage(words.models.forModel, { model })}</span>
    </label>
    <NumberInput
      id={id}
      className={styles.sizeInput}
      value={value}
      min={range.min}
      max={range.max}
      onValue={onValue}
      aria-describedby={`${id}-range`}
    />
    <span id={`${id}-range`} className={styles.hint}>
      {formatMessage(words.models.range, { min: formatNumber(range.min, lang), max: formatNumber(range.max, lang) })}
    </span>
  </div>
)

type PlannerOption = PlannerRow["product"]["options"][number]

/**
 * A model's options as checkboxes, each with its note. Memoized: rendered again only when the chosen options change,
 * never on a "+" or a quantity typed, which render the row (issue 60).
 */
const OptionList = React.memo<{
  id: string
  model: string
  options: readonly PlannerOption[]
  chosen: readonly string[]
  onToggle: (optionId: string) => void
}>(function OptionList({ id, model, options, chosen, onToggle }) {
  return (
    <>
      <legend className="visually-hidden">{model}</legend>
      {options.map((o) => (
        <div key={o.id} className={styles.check}>
          <input
            type="checkbox"
            id={`${id}-option-${o.id}`}
            checked={chosen.includes(o.id)}
            onChange={() => onToggle(o.id)}
            aria-describedby={o.note ? `${id}-option-${o.id}-note` : undefined}
          />
          <div className={styles.checkText}>
            <label htmlFor={`${id}-option-${o.id}`}>{o.label}</label>
            {o.note ? (
              <span id={`${id}-option-${o.id}-note`} className={styles.hint}>
                {o.note}
              </span>
            ) : null}
          </div>
        </div>
      ))}
    </>
  )
})

/** A row's options are built when its disclosure comes this near the screen. */
const OPTIONS_MARGIN = "400px 0px"

/**
 * One model of the planner: thumbnail, name (a link to its page), size, quantity (a spin button with − and +), the
 * sizes a visitor picks (floor area; span and length), and its options in a disclosure.
 */
const ModelRowView: React.FC<Props> = ({ row, choice, lang, words, thumb, onChange: onLine, first, ordered, projectUse, justAdded }) => {
  const onChange = (next: LineChoice) => onLine(row.id, next)
  const [open, setOpen] = useState(false)
  // the options are built, hidden, once the row's disclosure nears the screen (or at the first opening, if sooner):
  // in the server HTML, ten rows' hidden checkboxes were 280 of the planner's 830 elements to hydrate; built at the
  // first opening they were most of that tap (108 ms on a phone at 4x, against 48 for showing them built: npm run
  // bench:inp); all built when the page was first idle, they put /quote/'s script at 1.32x /'s (npm run bench:pairs)
  const optionsRef = useRef<HTMLDivElement>(null)
  const optionsNear = useNearViewport(optionsRef, OPTIONS_MARGIN)
  const optionsBuilt = useOpenedOnce(open) || optionsNear
  const t = words.models
  const id = `planner-${domId(row.id)}`
  // the singular short name, as the summary and the e-mail write it (« Maison capsule », never the catalogue's
  // « Maisons capsules »): one form per product across the planner
  const model = rowShortLabel(row, lang)
  const planner = row.product.planner
  const options = row.product.options
  const setQuantity = (quantity: number) => onChange({ ...choice, quantity: clampQuantity(quantity) })
  // the option list is memoized and built before its first opening: its toggle keeps its identity and reads the row's
  // latest choice, so that a "+" or a quantity typed does not render the list again
  const latestChoice = useRef(choice)
  latestChoice.current = choice
  const toggleOption = useCallback(
    (optionId: string) => {
      const current = latestChoice.current
      const chosen = new Set(current.options)
      if (chosen.has(optionId)) chosen.delete(optionId)
      else chosen.add(optionId)
      onLine(row.id, { ...current, options: options.filter((o) => chosen.has(o.id)).map((o) => o.id) })
    },
    [onLine, row.id, options],
  )
  const fixedSize = planner.sizing === "fixed" && planner.area != null ? formatArea(planner.area, lang) : null
  // the thumbnail made once: each "+" or keystroke of the quantity renders the row again, never its picture
  const picture = useMemo(() => (thumb ? <Picture image={thumb.image} alt="" sizes="96px" className={styles.thumbImage} /> : null), [thumb])

  return (
    <li
      id={`planner-row-${domId(row.id)}`}
      className={`${styles.row} ${ordered ? styles.rowOrdered : ""}`}
      data-testid={`planner-row-${row.id}`}
      data-row={row.id}
    >
      <div className={styles.thumb}>{picture}</div>
      <div className={styles.rowBody}>
        <p className={styles.modelName}>
          <Link to={row.product.path}>{model}</Link>
        </p>
        {fixedSize ? <p className={styles.modelSize}>{formatMessage(t.size, { area: fixedSize })}</p> : null}
        <div className={styles.controls}>
          <div className={styles.stepper}>
            <label htmlFor={`${id}-quantity`} className="visually-hidden">
              {formatMessage(t.quantity, { model })}
            </label>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={formatMessage(t.fewer, { model })}
              onClick={() => setQuantity(choice.quantity - 1)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <NumberInput
              id={`${id}-quantity`}
              className={styles.quantity}
              value={choice.quantity}
              min={0}
              max={MAX_QUANTITY}
              integer
              onValue={setQuantity}
              data-field={first ? "quantity" : undefined}
              data-testid={`planner-quantity-${row.id}`}
            />
            <button
              type="button"
              className={styles.stepButton}
              aria-label={formatMessage(t.more, { model })}
              onClick={() => setQuantity(choice.quantity + 1)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          {planner.sizing === "floorArea" && planner.floorArea ? (
            <RangeField
              id={`${id}-area`}
              label={t.floorArea}
              model={model}
              range={planner.floorArea}
              value={choice.area ?? planner.floorArea.default}
              lang={lang}
              words={words}
              onValue={(area) => onChange({ ...choice, area })}
            />
          ) : null}
          {planner.sizing === "spanLength" && planner.span && planner.length ? (
            <>
              <RangeField
                id={`${id}-span`}
                label={t.span}
                model={model}
                range={planner.span}
                value={choice.span ?? planner.span.default}
                lang={lang}
                words={words}
                onValue={(span) => onChange({ ...choice, span })}
              />
              <RangeField
                id={`${id}-length`}
                label={t.length}
                model={model}
                range={planner.length}
                value={choice.length ?? planner.length.default}
                lang={lang}
                words={words}
                onValue={(length) => onChange({ ...choice, length })}
              />
            </>
          ) : null}
        </div>
        {justAdded ? (
          // seen where the product page's button led; screen readers hear it from the planner's status region
          <p className={styles.added} data-testid="planner-added" aria-hidden="true">
            {formatMessage(t.added, { model })}
          </p>
        ) : null}
        {ordered ? (
          // an ordered line's own use (20 ft offices beside 40 ft housing); the project's answer is the default
          <div className={styles.lineUse}>
            <label htmlFor={`${id}-use`} className={styles.smallLabel}>
              {t.use}
              <span className="visually-hidden"> {formatMessage(t.forModel, { model })}</span>
            </label>
            <select
              id={`${id}-use`}
              className={styles.useSelect}
              value={choice.use ?? ""}
              onChange={(e) => onChange({ ...choice, use: (e.target.value || undefined) as UseAnswer | undefined })}
            >
              <option value="">{projectUse ? formatMessage(t.useProject, { use: words.text.answers.use[projectUse] }) : t.useNone}</option>
              {USE_ANSWERS.map((a) => (
                <option key={a} value={a}>
                  {words.text.answers.use[a]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {options.length ? (
          <div className={styles.options} ref={optionsRef}>
            <button
              type="button"
              className={styles.disclosure}
              aria-expanded={open}
              aria-controls={`${id}-options`}
              onClick={() => setOpen((o) => !o)}
            >
              {formatMessage(t.options, { count: options.length })}
              <span className="visually-hidden"> {formatMessage(t.forModel, { model })}</span>
            </button>
            <fieldset id={`${id}-options`} className={styles.optionList} hidden={!open}>
              {optionsBuilt ? <OptionList id={id} model={model} options={options} chosen={choice.options} onToggle={toggleOption} /> : null}
            </fieldset>
          </div>
        ) : null}
      </div>
    </li>
  )
}

/** Memoized: a row renders again only when its own choice, the project's use or the page's words change: typing in the contact fields or changing another row leaves it alone (issue 60). */
export const ModelRow = React.memo(ModelRowView)
