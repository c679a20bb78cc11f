import type { ReactNode } from "react"
import { toast } from "react-toastify"
import { TOAST_DURATION_MS, type ToastKind } from "../../lib/ui/toast-settings"
import { BounceRemovedAfter1s } from "./toast-transition"

/** the error toasts shown and not yet replaced by a success: a success makes them stale */
const errorToasts = new Set<string | number>()

/**
 * Shows a toast with react-toastify, which queues it until the container has mounted. This module and the library
 * load together on the first toast (notify.ts): none of it is in a page's first-load JavaScript.
 */
export function showToast(kind: ToastKind, message: ReactNode): void {
  // a sentence already on screen is not stacked a second time (a visitor pressing Send again on an incomplete form):
  // a stack of copies grew down over the dialog's title and its first field (issue 41)
  const toastId = typeof message === "string" ? `${kind}:${message}` : undefined
  const options = { autoClose: TOAST_DURATION_MS[kind], transition: BounceRemovedAfter1s, toastId }
  // a success answers the errors before it: "Please fill in all the fields." must not stay under "Message sent
  // successfully!" once the visitor has filled them in (issue 56)
  if (kind === "success") {
    errorToasts.forEach((id) => toast.dismiss(id))
    errorToasts.clear()
  }
  if (kind === "default") toast(message, options)
  else if (kind === "loading") toast.loading(message, options)
  else {
    const id = toast[kind](message, options)
    if (kind === "error") errorToasts.add(id)
  }
}
