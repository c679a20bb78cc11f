/** Toast rules of spec 9: at most 20 at once, top-center, newest not on top, per-type durations, 350 px wide. */
export const TOAST_LIMIT = 20
export const TOAST_POSITION = "top-center" as const
export const TOAST_DURATION_MS = { success: 2000, error: 4000, info: 4000, default: 4000 } as const
export type ToastKind = keyof typeof TOAST_DURATION_MS
