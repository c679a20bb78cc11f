/**
 * The failures where sending again cannot help, so the visitor is not told to try again (the spec's failure toasts say
 * so for every other failure, and stay exact): 413, the message is too long for the service; 507, the inbox that
 * receives it is full (the local inbox, tools/server/lib/local-inbox.mjs, past INBOX_MAX_BYTES).
 */
export type HopelessFailure = "tooLong" | "inboxFull"

/**
 * The HTTP status of a failed send: a SendEmailError's or emailjs's `{ status, text }`; 0 for anything else (the status
 * normaliseSendError gives, read here without it so that the send's code stays out of the pages' first load).
 */
const statusOf = (error: unknown): number => {
  const status = error && typeof error === "object" ? (error as { status?: unknown }).status : undefined
  return typeof status === "number" ? status : 0
}

export function hopelessFailure(error: unknown): HopelessFailure | null {
  const status = statusOf(error)
  return status === 413 ? "tooLong" : status === 507 ? "inboxFull" : null
}
