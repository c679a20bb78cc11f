import { useCallback, useEffect, useRef, useState } from "react"
import { clearDraft, loadDraft, saveDraft } from "../../lib/enquiries/drafts"
import type { ValidationResult } from "../../lib/enquiries/form-validation"
import type { TemplateParams } from "../../lib/enquiries/email-params"
import { hopelessFailure, type HopelessFailure } from "../../lib/enquiries/send-failure"
import { reportChunkFailure } from "../../lib/browser/chunk-reload"
import { afterNextPaint } from "../../lib/browser/after-next-paint"

export type FormValues<F extends string> = Record<F, string>

/** What a form's validation says: valid, or the field at fault (focused after the report) with the form's own reason. */
export type FormValidation = { ok: true } | { ok: false; field: string }

export interface EnquiryFormOptions<F extends string, V extends FormValidation = ValidationResult> {
  fields: readonly F[]
  /** sessionStorage key of the draft */
  draftKey: string
  /** the spec's forms give ValidationResult; the project planner has reasons of its own (no unit, no port) */
  validate: (values: FormValues<F>) => V
  toParams: (values: FormValues<F>) => TemplateParams
  /** how the form reports a validation problem (toast or browser alert); the field is focused afterwards */
  onInvalid: (result: Extract<V, { ok: false }>) => void
  onSuccess: (params: TemplateParams) => void
  onFailure: (error: unknown, params: TemplateParams) => void
  /** a draft value may be refused (e.g. a phone value the phone field would reject) */
  acceptDraft?: (field: F, value: string) => boolean
  /** the sender; tests inject one */
  send?: (params: TemplateParams) => Promise<unknown>
}

/**
 * The site's sender (src/lib/enquiries/send-email.ts), loaded at the first send in one chunk with the e-mail client it
 * loads in turn: no page carries the sending code in its first load. A chunk that cannot be loaded is a failed send
 * like any other (src/lib/browser/chunk-reload.ts reloads the page when a newer deployment took it away).
 */
async function sendByEmail(params: TemplateParams): Promise<unknown> {
  let mod: typeof import("../../lib/enquiries/send-email")
  try {
    mod = await import(/* webpackChunkName: "emailjs" */ "../../lib/enquiries/send-email")
  } catch (err) {
    reportChunkFailure(err)
    throw err
  }
  return mod.sendEmail(params)
}

const empty = <F extends string>(fields: readonly F[]): FormValues<F> => Object.fromEntries(fields.map((f) => [f, ""])) as FormValues<F>

/**
 * State of one enquiry form: values with a sessionStorage draft, validation, a send that runs once however
 * often the button is pressed, a honeypot, and what is left after a failure (values kept, a mailto fallback).
 */
export function useEnquiryForm<F extends string, V extends FormValidation = ValidationResult>(opts: EnquiryFormOptions<F, V>) {
  const optsRef = useRef(opts)
  optsRef.current = opts
  const { fields, draftKey } = opts
  const [values, setValues] = useState<FormValues<F>>(() => empty(fields))
  const [submitting, setSubmitting] = useState(false)
  const [failedParams, setFailedParams] = useState<TemplateParams | null>(null)
  /** after a failed send where sending again cannot help, what is wrong (FailureNotice says it) */
  const [failedReason, setFailedReason] = useState<HopelessFailure | null>(null)
  const [honeypot, setHoneypot] = useState("")
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  // The draft is read after mount: the server-rendered markup (empty fields) and the first client render match.
  useEffect(() => {
    const draft = loadDraft<FormValues<F>>(draftKey, fields)
    const accepted = Object.fromEntries(
      Object.entries(draft).filter(([f, v]) => optsRef.current.acceptDraft?.(f as F, v as string) ?? true),
    ) as Partial<FormValues<F>>
    if (Object.keys(accepted).length) setValues((v) => ({ ...v, ...accepted }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey])

  const setField = useCallback(
    (field: F, value: string) => {
      setValues((prev) => {
        const next = { ...prev, [field]: value }
        saveDraft(draftKey, next)
        return next
      })
    },
    [draftKey],
  )

  // after the frame that shows the message: focusing a field scrolls it into view, a layout forced inside the tap
  // (issue 60: about 14 ms of the planner's "Send" at 4× CPU); not when the visitor has moved the focus meanwhile
  const focusField = (field: string) => {
    const before = document.activeElement
    afterNextPaint(() => {
      if (document.activeElement === before) formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()
    })
  }

  const handleSubmit = async (event?: React.FormEvent) => {
    event?.preventDefault()
    if (inFlight.current) return
    const o = optsRef.current
    // A filled honeypot is a bot: it is shown the success path and nothing is sent.
    if (honeypot.trim() !== "") {
      const params = o.toParams(values)
      clearDraft(draftKey)
      setValues(empty(fields))
      setHoneypot("")
      o.onSuccess(params)
      return
    }
    const result = o.validate(values)
    if (!result.ok) {
      // narrowing on `ok` does not reach a type parameter: the failure is V's own failure shape
      const failure = result as Extract<V, { ok: false }>
      o.onInvalid(failure)
      focusField(failure.field)
      return
    }
    inFlight.current = true
    setSubmitting(true)
    const params = o.toParams(values)
    try {
      await (o.send ?? sendByEmail)(params)
    } catch (error) {
      console.error("Failed to send the enquiry:", error)
      inFlight.current = false
      setSubmitting(false)
      setFailedParams(params)
      setFailedReason(hopelessFailure(error))
      o.onFailure(error, params)
      return
    }
    inFlight.current = false
    setSubmitting(false)
    setFailedParams(null)
    setFailedReason(null)
    clearDraft(draftKey)
    setValues(empty(fields))
    o.onSuccess(params)
  }

  return { values, setField, submitting, handleSubmit, failedParams, failedReason, honeypot, setHoneypot, formRef }
}
