/**
 * A send whose answer was lost (the visitor saw a failure, the inbox had recorded it) is sent again by the visitor: the
 * same payload. The spec fixes the six template parameters, so no id can ride with it; instead the local inbox takes the
 * same payload (ids and template parameters) received again within RETRY_WINDOW_MS of its last receipt as a retry:
 * answered OK, recorded once, the retry counted on the record. The file stays append-only: a retry is a line of its
 * own, `{"retry_of": <key of the payload>, "received_at": ...}`, which readers fold into its record.
 */
import crypto from "node:crypto"

export const RETRY_WINDOW_MS = 10 * 60 * 1000

/**
 * The key of a payload: a hash of its ids and its template parameters, in the order of their names (JSON key order is
 * no part of what was sent), whichever endpoint (`send`, `send-form`) brought it.
 * @param {{ user_id?: unknown, service_id?: unknown, template_id?: unknown, template_params?: unknown }} body
 */
export function payloadKey({ user_id, service_id, template_id, template_params }) {
  const params = template_params && typeof template_params === "object" ? /** @type {Record<string, unknown>} */ (template_params) : {}
  const entries = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]])
  const text = JSON.stringify([user_id ?? null, service_id ?? null, template_id ?? null, entries])
  return crypto.createHash("sha256").update(text).digest("hex")
}

/** A retry line of the file (not a record). */
export const isRetryLine = (value) => typeof value.retry_of === "string" && !("template_params" in value)

/** The time of a line (`received_at`) in milliseconds, or NaN. */
export const timeOf = (value) => (typeof value.received_at === "string" ? Date.parse(value.received_at) : NaN)

/**
 * Decides, send by send, whether a payload is new or a retry. Knows the payloads received within the window: at the
 * first send it reads them from the end of the file (so a retry is recognised across a restart of the server), then
 * keeps them up to date. Two identical sends arriving together: the second waits for the first's write, and is its retry
 * once it is on disk (or records itself if the first could not be written).
 * @param {{ recentKeys: (since: number) => Promise<Map<string, number>> }} store
 * @param {{ windowMs?: number, now?: () => number }} [options]
 */
export function createRetryGuard(store, { windowMs = RETRY_WINDOW_MS, now = Date.now } = {}) {
  /** key -> time of its last receipt, oldest first */
  let recent = new Map()
  /** @type {Promise<void> | null} */
  let loaded = null
  /** key -> resolves with whether the send under way was recorded */
  const inFlight = new Map()

  const load = () =>
    (loaded ??= store.recentKeys(now() - windowMs).then(
      (keys) => {
        recent = new Map([...keys, ...recent])
      },
      () => undefined,
    ))

  const touch = (key, at) => {
    recent.delete(key)
    recent.set(key, at)
    for (const [k, t] of recent) {
      if (at - t <= windowMs) break
      recent.delete(k)
    }
  }

  /**
   * Records a send once: `write()` records it (rejects when it cannot), `writeRetry()` counts a retry on its record
   * (its failure is ignored: the enquiry is on disk either way).
   * @returns {Promise<"recorded" | "retry">}
   */
  async function record(key, write, writeRetry) {
    await load()
    let sameOnDisk = false
    for (let pending = inFlight.get(key); pending && !sameOnDisk; pending = inFlight.get(key)) sameOnDisk = await pending
    const last = recent.get(key)
    const at = now()
    if (sameOnDisk || (last !== undefined && at - last <= windowMs)) {
      touch(key, at)
      await writeRetry().catch(() => undefined)
      return "retry"
    }
    const attempt = write()
    const settled = attempt.then(
      () => true,
      () => false,
    )
    inFlight.set(key, settled)
    try {
      await attempt
      touch(key, now())
      return "recorded"
    } finally {
      if (inFlight.get(key) === settled) inFlight.delete(key)
    }
  }

  /** Forgets every payload (the inbox was emptied). */
  const reset = () => {
    recent = new Map()
    loaded = Promise.resolve()
  }

  return { record, reset }
}
