import { normaliseSendError } from "./send-email"

/**
 * The failures where sending again cannot help, so the visitor is not told to try again (the spec's failure toasts say
 * so for every other failure, and stay exact): 413, the message is too long for the service; 507, the inbox that
 * receives it is full (the local inbox, tools/server/lib/local-inbox.mjs, past INBOX_MAX_BYTES).
 */
export type HopelessFailure = "tooLong" | "inboxFull"

export function hopelessFailure(error: unknown): HopelessFailure | null {
  const { status } = normaliseSendError(error)
  return status === 413 ? "tooLong" : status === 507 ? "inboxFull" : null
}
