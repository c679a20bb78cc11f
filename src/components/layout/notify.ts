import type { ReactNode } from "react"
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type ToastKind } from "../../lib/ui/toast-settings"
import { reportChunkFailure } from "../../lib/browser/chunk-reload"
import { afterNextPaint } from "../../lib/browser/after-next-paint"

type Listener = () => void
let containerWanted = false
const listeners = new Set<Listener>()

/**
 * ToastHost subscribes here: the toast container (and react-toastify's code) loads only when a first toast is shown.
 * Listeners hear every toast after that too, so a host whose container could not load (offline) tries again.
 */
export const onToastsWanted = (listener: Listener): (() => void) => {
  listeners.add(listener)
  if (containerWanted) listener()
  return () => listeners.delete(listener)
}

/** A toast shown without react-toastify, whose code could not be loaded (the network is down). */
export interface FallbackToast {
  id: number
  kind: ToastKind
  message: ReactNode
}
let fallbacks: FallbackToast[] = []
let nextId = 1
const fallbackListeners = new Set<(toasts: readonly FallbackToast[]) => void>()
const setFallbacks = (next: FallbackToast[]) => {
  fallbacks = next
  fallbackListeners.forEach((l) => l(fallbacks))
}

/** ToastHost shows these (src/components/layout/ToastHost.tsx). */
export const onFallbackToasts = (listener: (toasts: readonly FallbackToast[]) => void): (() => void) => {
  fallbackListeners.add(listener)
  listener(fallbacks)
  return () => fallbackListeners.delete(listener)
}

/** Takes a fallback toast away once its time is up. */
const dismissFallbackToast = (id: number): void => setFallbacks(fallbacks.filter((t) => t.id !== id))

/**
 * The same toast without the library: the same words, kind and duration (spec 9), newest on top, at most TOAST_LIMIT.
 * A text already on screen is not stacked again.
 */
function showFallback(kind: ToastKind, message: ReactNode): void {
  if (typeof message === "string" && fallbacks.some((t) => t.kind === kind && t.message === message)) return
  const toast = { id: nextId++, kind, message }
  setFallbacks([toast, ...fallbacks].slice(0, TOAST_LIMIT))
  const duration = TOAST_DURATION_MS[kind]
  if (duration !== false) setTimeout(() => dismissFallbackToast(toast.id), duration + TOAST_REMOVE_DELAY_MS)
}

/**
 * Shows a toast with react-toastify (show-toast.ts, which loads with the library on the first toast). When their code
 * cannot be loaded (the visitor went offline before it was needed: a send that fails for that very reason), the toast
 * is shown all the same, without the library, and the page stays as it is.
 */
export async function notify(kind: ToastKind, message: ReactNode): Promise<void> {
  // every toast waits for the next paint: the first one asks webpack for two chunks (react-toastify and its container),
  // 17 ms at 4x inside the planner's send with its contact fields empty (issue 60, npm run bench:profile), and could
  // not be shown in that frame anyway, its code being fetched; a later one comes a frame after its tap
  await new Promise<void>((resolve) => afterNextPaint(resolve))
  containerWanted = true
  listeners.forEach((l) => l())
  let lib
  try {
    lib = await import(/* webpackChunkName: "react-toastify" */ "./show-toast")
  } catch (err) {
    console.error("The toast code could not be loaded; the toast is shown without it.", err)
    showFallback(kind, message)
    reportChunkFailure(err)
    return
  }
  lib.showToast(kind, message)
}
