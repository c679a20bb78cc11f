import React from "react"
import { nextMonths } from "../../lib/planner/format"
import { OTHER_PORT, OTHER_PORT_MAX } from "../../lib/planner/url"
import { FOUNDATION_ANSWERS, USE_ANSWERS, type ContentLang, type PlannerPort, type Project } from "../../lib/planner/types"
import { formatMessage } from "../../lib/ui/format-message"
import type { PlannerWords } from "../../i18n/planner"
import * as formStyles from "../forms/Form.module.css"
import * as styles from "./Planner.module.css"

/** The months a delivery can be wished for: the next 24 (from the month after the visitor's). */
export const MONTHS_AHEAD = 24

interface Props {
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

/**
 * Delivery and site: the delivery port (a listed port, or 'Other port' and its name), the desired month, the
 * foundations, the intended use and financing.
 */
export const DeliveryFields: React.FC<Props> = ({ project, ports, lang, words, today, optional, onChange }) => {
  const t = words.delivery
  const answers = words.text.answers
  const other = project.port === OTHER_PORT
  const months = today ? nextMonths(today, MONTHS_AHEAD, lang) : []
  const set = (patch: Partial<Project>) => onChange((p) => ({ ...p, ...patch }))

  return (
    <section className={styles.block} aria-labelledby="planner-delivery-title">
      <h2 id="planner-delivery-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <div className={formStyles.form}>
        <div className={formStyles.row}>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="planner-port">
              {t.port}
              <span className={formStyles.req} aria-hidden="true">
                *
              </span>
            </label>
            <select
              id="planner-port"
              name="port"
              className={`${formStyles.input} ${styles.select}`}
              value={project.port}
              aria-required="true"
              data-field={other ? undefined : "port"}
              onChange={(e) => set({ port: e.target.value })}
            >
              <option value="">{t.choosePort}</option>
              {ports.map((p) => (
                <option key={p.id} value={p.id}>
                  {formatMessage(t.portOption, { port: p.port, country: p.country })}
                </option>
              ))}
              <option value={OTHER_PORT}>{answers.otherPort}</option>
            </select>
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="planner-month">
              {t.month}
              <span className={formStyles.optional}> {optional}</span>
            </label>
            <select
              id="planner-month"
              name="month"
              className={`${formStyles.input} ${styles.select}`}
              value={project.month}
              onChange={(e) => set({ month: e.target.value })}
            >
              <option value="">{t.noPreference}</option>
              {months.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {other ? (
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="planner-other-port">
              {t.otherPortName}
              <span className={formStyles.req} aria-hidden="true">
                *
              </span>
            </label>
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
          <fieldset className={styles.choices}>
            <legend className={formStyles.label}>
              {t.foundations}
              <span className={formStyles.optional}> {optional}</span>
            </legend>
            {FOUNDATION_ANSWERS.map((a) => (
              <div key={a} className={styles.check}>
                <input
                  type="radio"
                  id={`planner-foundations-${a}`}
                  name="foundations"
                  value={a}
                  checked={project.foundations === a}
                  onChange={() => set({ foundations: a })}
                />
                <label htmlFor={`planner-foundations-${a}`}>{answers.foundations[a]}</label>
              </div>
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend className={formStyles.label}>
              {t.use}
              <span className={formStyles.optional}> {optional}</span>
            </legend>
            {USE_ANSWERS.map((a) => (
              <div key={a} className={styles.check}>
                <input
                  type="radio"
                  id={`planner-use-${a}`}
                  name="use"
                  value={a}
                  checked={project.use === a}
                  onChange={() => set({ use: a })}
                />
                <label htmlFor={`planner-use-${a}`}>{answers.use[a]}</label>
              </div>
            ))}
          </fieldset>
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
