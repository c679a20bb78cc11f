/**
 * Drafts of the enquiry forms in sessionStorage: what a visitor typed survives an accidental close, a failed
 * send and a reload of the tab, and is cleared after a successful send. Storage may be unavailable (privacy
 * modes, full quota): the forms then simply work without drafts.
 */

export const DRAFT_PREFIX = "kaz-horizon:enquiry-draft:"

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">

/** The tab's sessionStorage, or null where the browser refuses it (also the project planner's project). */
export const sessionStore = (): StorageLike | null => {
  try {
    return typeof window !== "undefined" && window.sessionStorage ? window.sessionStorage : null
  } catch {
    return null
  }
}

export const draftKey = (form: string, scope?: string): string => `${DRAFT_PREFIX}${form}${scope ? `:${scope}` : ""}`

/** The saved draft, keeping only string values of the expected fields. */
export function loadDraft<T extends Record<string, string>>(
  key: string,
  fields: readonly (keyof T & string)[],
  storage = sessionStore(),
): Partial<T> {
  if (!storage) return {}
  try {
    const raw = storage.getItem(key)
    if (!raw) return {}
    const parsed = JSON.parse(raw) as Record<string, unknown>
    if (!parsed || typeof parsed !== "object") return {}
    const out: Partial<T> = {}
    for (const f of fields) if (typeof parsed[f] === "string") (out as Record<string, string>)[f] = parsed[f] as string
    return out
  } catch {
    return {}
  }
}

/** Saves the draft; an all-empty draft is removed instead. */
export function saveDraft(key: string, values: Record<string, string>, storage = sessionStore()): void {
  if (!storage) return
  try {
    if (Object.values(values).every((v) => !v)) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(values))
  } catch {
    /* quota or privacy mode: no draft */
  }
}

export function clearDraft(key: string, storage = sessionStore()): void {
  if (!storage) return
  try {
    storage.removeItem(key)
  } catch {
    /* ignore */
  }
}
