import { getEmailConfig, resolveOrigin, type EmailConfig } from "./email-config"
import type { TemplateParams } from "./email-params"
import { reportChunkFailure } from "../browser/chunk-reload"

/**
 * Sends one enquiry through @emailjs/browser 4.4.1 (loaded on demand, so no page carries it in its first load).
 * `init({ publicKey }, origin)` sets the API origin — the origin argument of `send()` is ignored by 4.4.1.
 * No storageProvider/limitRate/blockHeadless options: throttling is off and headless browsers are not blocked.
 *
 * Success means status 200 or the text 'OK' (spec 7). Every failure comes back as a SendEmailError with a
 * status and a text, whatever its shape was:
 *   - a non-2xx answer: emailjs rejects with { status, text }            → that status and text
 *   - a network failure: fetch rejects with a TypeError                   → status 0, 'Network Error: …'
 *   - a missing id or non-object params: emailjs rejects with a string    → status 0, that string
 */

export class SendEmailError extends Error {
  readonly status: number
  readonly text: string
  readonly cause: unknown
  constructor(status: number, text: string, cause: unknown) {
    super(`E-mail not sent (${status ? `status ${status}` : "no response"}): ${text}`)
    this.name = "SendEmailError"
    this.status = status
    this.text = text
    this.cause = cause
  }
}

export interface EmailJsLike {
  init: (options: { publicKey: string }, origin?: string) => void
  send: (serviceId: string, templateId: string, params?: Record<string, unknown>) => Promise<{ status: number; text: string }>
}

const loadEmailJs = async (): Promise<EmailJsLike> => {
  const mod = await import(/* webpackChunkName: "emailjs" */ "@emailjs/browser")
  return (mod.default ?? mod) as unknown as EmailJsLike
}

export const isSuccess = (res: { status?: unknown; text?: unknown } | null | undefined): boolean =>
  !!res && (res.status === 200 || res.text === "OK")

/** Any rejection value of emailjs or fetch, as a SendEmailError. */
export function normaliseSendError(err: unknown): SendEmailError {
  if (err instanceof SendEmailError) return err
  if (typeof err === "string") return new SendEmailError(0, err, err)
  if (err && typeof err === "object" && "status" in err && typeof (err as { status: unknown }).status === "number") {
    const { status, text } = err as { status: number; text?: unknown }
    return new SendEmailError(status, typeof text === "string" && text ? text : "Unknown error", err)
  }
  if (err instanceof Error) return new SendEmailError(0, `Network Error: ${err.message}`, err)
  return new SendEmailError(0, "Network Error", err)
}

export interface SendOptions {
  config?: EmailConfig
  loader?: () => Promise<EmailJsLike>
  pageOrigin?: string
}

/** Resolves on success; rejects with a SendEmailError on any failure. */
export async function sendEmail(params: TemplateParams, options: SendOptions = {}): Promise<{ status: number; text: string }> {
  const config = options.config ?? getEmailConfig()
  let res: { status: number; text: string }
  let emailjs: EmailJsLike
  try {
    emailjs = await (options.loader ?? loadEmailJs)()
  } catch (err) {
    // the client's code could not be loaded: offline (a failure like any other), or gone with an older deployment
    // (src/lib/browser/chunk-reload.ts reloads the page then; the form's draft keeps what was typed)
    reportChunkFailure(err)
    throw normaliseSendError(err)
  }
  try {
    emailjs.init({ publicKey: config.publicKey }, resolveOrigin(config, options.pageOrigin))
    res = await emailjs.send(config.serviceId, config.templateId, params as unknown as Record<string, unknown>)
  } catch (err) {
    throw normaliseSendError(err)
  }
  if (!isSuccess(res)) throw new SendEmailError(res?.status ?? 0, res?.text ?? "Unexpected answer", res)
  return res
}
