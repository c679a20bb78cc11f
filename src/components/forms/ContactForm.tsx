import React from "react"
import { useEnquiryForm } from "./use-enquiry-form"
import { Honeypot } from "./Honeypot"
import { sendOnClick } from "./send-on-click"
import { FailureNotice, FailureToast } from "./FailureNotice"
import { notify } from "../layout/notify"
import { validationMessage } from "../../lib/enquiries/validation-message"
import { CONTACT_FIELDS, validateContact } from "../../lib/enquiries/form-validation"
import { contactParams } from "../../lib/enquiries/email-params"
import { draftKey } from "../../lib/enquiries/drafts"
import type { TemplateParams } from "../../lib/enquiries/email-params"
import { Field } from "./Field"
import { describedBy, LengthCount } from "./LengthCount"
import { FIELD_MAX_LENGTH } from "../../lib/enquiries/field-limits"
import { useUi } from "../../i18n"
import * as styles from "./Form.module.css"

type Field = (typeof CONTACT_FIELDS)[number]

interface Props {
  /** the company's address for the mailto fallback */
  email: string
  send?: (params: TemplateParams) => Promise<unknown>
}

/**
 * The /contact form (spec 2.6, 5, 7): first and last name, e-mail, phone, message, all required.
 * @emailjs/browser is loaded only when the form is submitted (see lib/send-email).
 * The spec's unused 'agree' checkbox is not shown (it is never shown or required).
 */
export const ContactForm: React.FC<Props> = ({ email, send }) => {
  const { forms: ui } = useUi()
  const t = ui.contact
  const form = useEnquiryForm<Field>({
    fields: CONTACT_FIELDS,
    draftKey: draftKey("contact"),
    validate: validateContact,
    toParams: (v) => contactParams(v, ui.email),
    onInvalid: (r) => void notify("error", validationMessage(ui.validation, r, ui.fields)),
    onSuccess: () => void notify("success", t.success),
    onFailure: (err, params) => void notify("error", <FailureToast message={t.failure} email={email} params={params} error={err} />),
    send,
  })
  const { values, setField, submitting } = form
  const input = (field: Field, ...hints: string[]) => ({
    id: `contact-${field}`,
    name: field,
    "data-field": field,
    "aria-required": true as const,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(field, e.target.value),
    className: styles.input,
    maxLength: FIELD_MAX_LENGTH[field],
    "aria-describedby": describedBy(`contact-${field}`, values[field], FIELD_MAX_LENGTH[field], ...hints),
  })
  const count = (field: Field) => <LengthCount fieldId={`contact-${field}`} value={values[field]} max={FIELD_MAX_LENGTH[field]} />

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.handleSubmit} aria-label={t.ariaLabel} data-testid="contact-form">
      <div className={styles.row}>
        <Field id="contact-firstName" label={ui.fields.firstName}>
          <input {...input("firstName")} type="text" autoComplete="given-name" />
          {count("firstName")}
        </Field>
        <Field id="contact-lastName" label={ui.fields.lastName}>
          <input {...input("lastName")} type="text" autoComplete="family-name" />
          {count("lastName")}
        </Field>
      </div>
      <div className={styles.row}>
        <Field id="contact-email" label={ui.fields.email}>
          <input {...input("email")} type="email" autoComplete="email" inputMode="email" />
          {count("email")}
        </Field>
        <Field id="contact-phone" label={ui.fields.phone}>
          <input {...input("phone", "contact-phone-hint")} type="tel" autoComplete="tel" inputMode="tel" />
          <p id="contact-phone-hint" className={styles.hint}>
            {t.phoneHint}
          </p>
          {count("phone")}
        </Field>
      </div>
      <Field id="contact-message" label={ui.fields.message}>
        <textarea {...input("message")} rows={4} />
        {count("message")}
      </Field>
      <Honeypot id="contact-company-website" value={form.honeypot} onChange={form.setHoneypot} />
      {form.failedParams ? <FailureNotice email={email} params={form.failedParams} reason={form.failedReason} /> : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={`btn ${styles.submit}`}
          disabled={submitting}
          aria-disabled={submitting || undefined}
          onClick={sendOnClick}
        >
          {submitting ? t.sending : t.submit}
        </button>
        <p className={styles.note}>{t.note}</p>
      </div>
    </form>
  )
}
