import React, { useContext } from "react"
import { useEnquiryForm } from "./use-enquiry-form"
import { Honeypot } from "./Honeypot"
import { sendOnClick } from "./send-on-click"
import { PhoneField } from "./PhoneField"
import { isDiallable } from "../../lib/enquiries/phone-number"
import { FailureNotice, FailureToast } from "./FailureNotice"
import { notify } from "../layout/notify"
import { validationMessage } from "../../lib/enquiries/validation-message"
import { QUOTE_FORM_FIELDS, validateProductQuote, validateQuote, isE164 } from "../../lib/enquiries/form-validation"
import { productQuoteParams, quoteParams, type TemplateParams } from "../../lib/enquiries/email-params"
import { draftKey } from "../../lib/enquiries/drafts"
import { Field } from "./Field"
import { describedBy, LengthCount } from "./LengthCount"
import { FIELD_MAX_LENGTH } from "../../lib/enquiries/field-limits"
import { LangContext, useUi, type Lang } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import deliveryPorts from "../../../data/delivery-ports.en.json"
import deliveryPortsFr from "../../../data/delivery-ports.fr.json"
import { translatedPorts, type PortName } from "../../lib/enquiries/delivery-ports"
import * as styles from "./Form.module.css"

type Field = (typeof QUOTE_FORM_FIELDS)[number]

/**
 * The delivery port suggestions in each language of the site (data/delivery-ports.<lang>.json, checked by the build).
 * Imported rather than queried: this module is in the dialog chunk, so the list loads with the dialog, not with every
 * page. A language missing here is a type error.
 */
const PORTS: Record<Lang, readonly PortName[]> = {
  en: deliveryPorts.ports,
  fr: translatedPorts(deliveryPorts.ports, deliveryPortsFr.ports),
}

interface Props {
  /** set for the product quote ('Get a Quote for {product}'); absent for the general quote */
  product?: string
  onDone: () => void
  contactEmail: string
  send?: (params: TemplateParams) => Promise<unknown>
}

/**
 * The general quote form and the product quote form (spec 5): name, e-mail, phone, message, all required; then
 * two optional fields (spec 1's purchase process), 'Delivery port' (free text with suggestions of common ports)
 * and 'Customisation', folded into the message parameter when filled (lib/email-params foldQuoteDetails).
 * General: a missing field is a toast, no phone rule. Product: a missing field is a browser alert in English (as the
 * spec says), a toast naming the empty fields in French (docs/spec-decisions.md); the phone-pattern message uses the
 * same channel, so one form speaks with one voice.
 */
export const QuoteForm: React.FC<Props> = ({ product, onDone, contactEmail, send }) => {
  const { forms: ui } = useUi()
  const lang = useContext(LangContext)
  const t = ui.quote
  const isProduct = product !== undefined
  const prefix = isProduct ? "product-quote" : "quote"
  const form = useEnquiryForm<Field>({
    fields: QUOTE_FORM_FIELDS,
    draftKey: draftKey(prefix, product),
    validate: isProduct ? (v) => validateProductQuote(v, isDiallable) : validateQuote,
    toParams: (v) => (isProduct ? productQuoteParams({ ...v, product }, ui.email) : quoteParams(v, ui.email)),
    onInvalid: (r) => {
      const message = validationMessage(ui.validation, r, ui.fields)
      // the spec's browser alert says its fixed English sentence; where the form names the empty fields (French), the
      // toast of the other forms says it: an alert some browsers block showed nothing at all (issue 56)
      if (isProduct && !ui.validation.namesMissingFields) window.alert(message)
      else void notify("error", message)
    },
    onSuccess: () => {
      void notify("success", t.success)
      onDone()
    },
    onFailure: (e, params) => void notify("error", <FailureToast message={t.failure} email={contactEmail} params={params} error={e} />),
    acceptDraft: (field, value) => field !== "phone" || isE164(value),
    send,
  })
  const { values, setField, submitting } = form
  const id = (f: Field) => `${prefix}-${f}`
  const optional = (f: Field, ...hints: string[]) => ({
    id: id(f),
    name: f,
    "data-field": f,
    className: styles.input,
    value: values[f],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(f, e.target.value),
    maxLength: FIELD_MAX_LENGTH[f],
    "aria-describedby": describedBy(id(f), values[f], FIELD_MAX_LENGTH[f], ...hints),
  })
  const text = (f: Field) => ({ ...optional(f), "aria-required": true as const })
  const count = (f: Field) => <LengthCount fieldId={id(f)} value={values[f]} max={FIELD_MAX_LENGTH[f]} />
  const portsId = `${id("deliveryPort")}-suggestions`

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.handleSubmit} data-testid={`${prefix}-form`}>
      <Field id={id("name")} label={ui.fields.name}>
        <input {...text("name")} type="text" autoComplete="name" />
        {count("name")}
      </Field>
      <Field id={id("email")} label={ui.fields.email}>
        <input {...text("email")} type="email" autoComplete="email" inputMode="email" />
        {count("email")}
      </Field>
      <Field id={id("phone")} label={ui.fields.phone}>
        <PhoneField
          id={id("phone")}
          value={values.phone}
          onChange={(v) => setField("phone", v)}
          describedBy={`${id("phone")}-hint`}
          maxLength={FIELD_MAX_LENGTH.phone}
        />
        <p id={`${id("phone")}-hint`} className={styles.hint}>
          {ui.internationalPhoneHint}
        </p>
      </Field>
      <Field id={id("message")} label={ui.fields.message}>
        <textarea {...text("message")} rows={4} placeholder={isProduct ? t.productMessagePlaceholder : t.messagePlaceholder} />
        {count("message")}
      </Field>
      <Field id={id("deliveryPort")} label={ui.fields.deliveryPort} optional={ui.optional}>
        <input {...optional("deliveryPort", `${id("deliveryPort")}-hint`)} type="text" list={portsId} autoComplete="off" />
        <datalist id={portsId}>
          {PORTS[lang].map((p) => (
            <option key={`${p.port}|${p.country}`} value={formatMessage(t.deliveryPortOption, { ...p })} />
          ))}
        </datalist>
        <p id={`${id("deliveryPort")}-hint`} className={styles.hint}>
          {t.deliveryPortHint}
        </p>
        {count("deliveryPort")}
      </Field>
      <Field id={id("customisation")} label={ui.fields.customisation} optional={ui.optional}>
        <textarea {...optional("customisation", `${id("customisation")}-hint`)} className={`${styles.input} ${styles.short}`} rows={3} />
        <p id={`${id("customisation")}-hint`} className={styles.hint}>
          {t.customisationHint}
        </p>
        {count("customisation")}
      </Field>
      <Honeypot id={`${prefix}-company-website`} value={form.honeypot} onChange={form.setHoneypot} />
      {form.failedParams ? <FailureNotice email={contactEmail} params={form.failedParams} reason={form.failedReason} /> : null}
      <div className={styles.actions}>
        <button type="submit" className={`btn ${styles.submit}`} disabled={submitting} onClick={sendOnClick}>
          {submitting ? t.sending : t.submit}
        </button>
      </div>
    </form>
  )
}
