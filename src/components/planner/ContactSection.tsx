import React, { useCallback } from "react"
import { Field } from "../forms/Field"
import { Honeypot } from "../forms/Honeypot"
import { sendOnClick } from "../forms/send-on-click"
import { describedBy, LengthCount } from "../forms/LengthCount"
import type { FormValues } from "../forms/use-enquiry-form"
import { FIELD_MAX_LENGTH } from "../../lib/enquiries/field-limits"
import { useUi } from "../../i18n"
import type { PlannerWords } from "../../i18n/planner"
import { LazyPhoneField, type PhoneCheck } from "./LazyPhoneField"
import * as formStyles from "../forms/Form.module.css"
import * as styles from "./Planner.module.css"

/** The contact fields, in the form's order (kept in the session draft, never in the URL). */
export const CONTACT_FIELDS = ["name", "email", "phone", "company", "message"] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

interface Props {
  sectionRef: React.RefObject<HTMLElement>
  words: PlannerWords
  values: FormValues<ContactField>
  setField: (field: ContactField, value: string) => void
  onPhoneCheck: (check: PhoneCheck) => void
  /** the phone widget is wanted (the section nears the viewport, or the planner was used) */
  wantPhone: boolean
  honeypot: string
  setHoneypot: (value: string) => void
  /** the notice of a failed send (its e-mail route), or nothing */
  failureNotice: React.ReactNode
  submitting: boolean
}

/**
 * The planner's contact section: name, e-mail, phone, company and message, the honeypot, the failure notice and the
 * send button. Memoized, with props that stay the same while the project changes: a "+" or a keystroke in a
 * quantity does not render these fields again (issue 60).
 */
const ContactSectionView: React.FC<Props> = ({
  sectionRef,
  words,
  values,
  setField,
  onPhoneCheck,
  wantPhone,
  honeypot,
  setHoneypot,
  failureNotice,
  submitting,
}) => {
  const { forms } = useUi()
  // made once from the stable setField: the phone field is memoized too
  const setPhone = useCallback((value: string) => setField("phone", value), [setField])
  const input = (field: ContactField, required: boolean) => ({
    id: `planner-${field}`,
    name: field,
    "data-field": field,
    ...(required ? { "aria-required": true as const } : {}),
    className: formStyles.input,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(field, e.target.value),
    maxLength: FIELD_MAX_LENGTH[field],
    "aria-describedby": describedBy(`planner-${field}`, values[field], FIELD_MAX_LENGTH[field]),
  })
  const count = (field: ContactField) => <LengthCount fieldId={`planner-${field}`} value={values[field]} max={FIELD_MAX_LENGTH[field]} />
  return (
    <section ref={sectionRef} className={styles.block} aria-labelledby="planner-contact-title">
      <h2 id="planner-contact-title" className={styles.sectionTitle}>
        {words.contact.title}
      </h2>
      <p className={styles.sectionText}>{words.contact.text}</p>
      <div className={formStyles.form}>
        <div className={formStyles.row}>
          <Field id="planner-name" label={forms.fields.name}>
            <input {...input("name", true)} type="text" autoComplete="name" />
            {count("name")}
          </Field>
          <Field id="planner-email" label={forms.fields.email}>
            <input {...input("email", true)} type="email" autoComplete="email" inputMode="email" />
            {count("email")}
          </Field>
        </div>
        <div className={formStyles.row}>
          <Field id="planner-phone" label={forms.fields.phone}>
            <LazyPhoneField
              id="planner-phone"
              value={values.phone}
              onChange={setPhone}
              describedBy="planner-phone-hint"
              placeholder={forms.phonePlaceholder}
              wanted={wantPhone}
              maxLength={FIELD_MAX_LENGTH.phone}
              onCheck={onPhoneCheck}
            />
            <p id="planner-phone-hint" className={formStyles.hint}>
              {forms.internationalPhoneHint}
            </p>
          </Field>
          <Field id="planner-company" label={words.contact.company} optional={forms.optional}>
            <input {...input("company", false)} type="text" autoComplete="organization" />
            {count("company")}
          </Field>
        </div>
        <Field id="planner-message" label={words.contact.message} optional={forms.optional}>
          <textarea {...input("message", false)} rows={4} placeholder={words.contact.messagePlaceholder} />
          {count("message")}
        </Field>
        <Honeypot id="planner-company-website" value={honeypot} onChange={setHoneypot} />
        {failureNotice}
        <div className={`${formStyles.actions} ${styles.actions}`}>
          <button
            type="submit"
            className={`btn ${formStyles.submit}`}
            disabled={submitting}
            onClick={sendOnClick}
            data-testid="planner-submit"
          >
            {submitting ? words.send.sending : words.send.submit}
          </button>
          <p className={formStyles.note}>{words.send.note}</p>
        </div>
      </div>
    </section>
  )
}

export const ContactSection = React.memo(ContactSectionView)
