/**
 * Toast rules of spec 2.2 and 9: at most 20 at once, top-center, the newest on top ('not reversed': the library
 * the spec's wording comes from stacks new toasts at the top unless reversed), per-type durations, removed
 * 1,000 ms after dismissal, 350 px wide (src/styles/global.css).
 */
export const TOAST_LIMIT = 20
export const TOAST_POSITION = "top-center" as const
export const TOAST_NEWEST_ON_TOP = true
/** Per type; `false` keeps the toast until it is dismissed (spec: loading toasts have no time limit). */
export const TOAST_DURATION_MS = { success: 2000, error: 4000, info: 4000, default: 4000, loading: false } as const
export type ToastKind = keyof typeof TOAST_DURATION_MS

/** From dismissal (timer, click or close button) to the toast's removal from the page. */
export const TOAST_REMOVE_DELAY_MS = 1000
/** react-toastify's exit animation (`.Toastify--animate { animation-duration: 0.5s }` in its injected CSS). */
export const TOAST_EXIT_ANIMATION_MS = 500
/** The collapse that follows the exit animation: together they take TOAST_REMOVE_DELAY_MS. */
export const TOAST_COLLAPSE_MS = TOAST_REMOVE_DELAY_MS - TOAST_EXIT_ANIMATION_MS
