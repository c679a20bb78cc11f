import React from "react"
import { useEnquiryForm } from "./use-enquiry-form"
import { Honeypot } from "./Honeypot"
import { sendOnClick } from "./send-on-click"
import { PhoneField } from "./PhoneField"
import { isDiallable } from "../../lib/enquiries/phone-number"
import { FailureNotice, FailureToast } from "./FailureNotice"
import { notify } from "../layout/notify"
import { validationMessage } from "../../lib/enquiries/validation-message"
import { BROCHURE_FIELDS, validateBrochure, isE164 } from "../../lib/enquiries/form-validation"
import { brochureParams, type TemplateParams } from "../../lib/enquiries/email-params"
import { draftKey } from "../../lib/enquiries/drafts"
import { Field } from "./Field"
import { describedBy, LengthCount } from "./LengthCount"
import { FIELD_MAX_LENGTH } from "../../lib/enquiries/field-limits"
import { useUi } from "../../i18n"
import * as styles from "./Form.module.css"

type Field = (typeof BROCHURE_FIELDS)[number]

interface Props {
  /** the product page it was opened from, if any */
  product?: string
  onDone: () => void
  contactEmail: string
  /** the brochure's file name at the site root */
  fileName: string
  send?: (params: TemplateParams) => Promise<unknown>
}

/** Starts the download of the brochure under its fixed file name. */
export function downloadBrochure(fileName: string): void {
  const a = document.createElement("a")
  a.href = `/${fileName}`
  a.download = fileName
  a.rel = "noopener"
  a.style.display = "none"
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/**
 * The brochure form (spec 5): name, e-mail, phone required, then the phone pattern; both messages are toasts.
 * On success: toast, close, and the PDF downloads.
 */
export const BrochureForm: React.FC<Props> = ({ product, onDone, contactEmail, fileName, send }) => {
  const { forms: ui } = useUi()
  const t = ui.brochure
  const form = useEnquiryForm<Field>({
    fields: BROCHURE_FIELDS,
    draftKey: draftKey("brochure"),
    validate: (v) => validateBrochure(v, isDiallable),
    toParams: (v) => brochureParams({ ...v, product }, ui.email),
    onInvalid: (r) => void notify("error", validationMessage(ui.validation, r, ui.fields)),
    onSuccess: () => {
      void notify("success", t.success)
      onDone()
      downloadBrochure(fileName)
    },
    onFailure: (e, params) =>
      void notify("error", <FailureToast message={ui.quote.failure} email={contactEmail} params={params} error={e} />),
    acceptDraft: (field, value) => field !== "phone" || isE164(value),
    send,
  })
  const { values, setField, submitting } = form
  const text = (f: Field) => ({
    id: `brochure-${f}`,
    name: f,
    "data-field": f,
    "aria-required": true as const,
    className: styles.input,
    value: values[f],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setField(f, e.target.value),
    maxLength: FIELD_MAX_LENGTH[f],
    "aria-describedby": describedBy(`brochure-${f}`, values[f], FIELD_MAX_LENGTH[f]),
  })
  const count = (f: Field) => <LengthCount fieldId={`brochure-${f}`} value={values[f]} max={FIELD_MAX_LENGTH[f]} />

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.handleSubmit} data-testid="brochure-form">
      <Field id="brochure-name" label={ui.fields.name}>
        <input {...text("name")} type="text" autoComplete="name" />
        {count("name")}
      </Field>
      <Field id="brochure-email" label={ui.fields.email}>
        <input {...text("email")} type="email" autoComplete="email" inputMode="email" />
        {count("email")}
      </Field>
      <Field id="brochure-phone" label={ui.fields.phone}>
        <PhoneField
          id="brochure-phone"
          value={values.phone}
          onChange={(v) => setField("phone", v)}
          describedBy="brochure-phone-hint"
          maxLength={FIELD_MAX_LENGTH.phone}
        />
        <p id="brochure-phone-hint" className={styles.hint}>
          {ui.internationalPhoneHint}
        </p>
      </Field>
      <Honeypot id="brochure-company-website" value={form.honeypot} onChange={form.setHoneypot} />
      {form.failedParams ? <FailureNotice email={contactEmail} params={form.failedParams} reason={form.failedReason} /> : null}
      <div className={styles.actions}>
        <button type="submit" className={`btn ${styles.submit}`} disabled={submitting} onClick={sendOnClick}>
          {submitting ? t.sending : t.submit}
        </button>
        <p className={styles.note}>{t.note}</p>
      </div>
    </form>
  )
}
