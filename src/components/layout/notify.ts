import type { ReactNode } from "react"
import { TOAST_DURATION_MS, type ToastKind } from "../../lib/ui/toast-settings"

type Listener = () => void
let containerWanted = false
/** the error toasts shown and not yet replaced by a success: a success makes them stale */
const errorToasts = new Set<string | number>()
const listeners = new Set<Listener>()

/** ToastHost subscribes here: the toast container (and react-toastify's code) loads only when a first toast is shown. */
export const onToastsWanted = (listener: Listener): (() => void) => {
  listeners.add(listener)
  if (containerWanted) listener()
  return () => listeners.delete(listener)
}

/** Shows a toast; react-toastify queues it until the container has mounted. */
export async function notify(kind: ToastKind, message: ReactNode): Promise<void> {
  if (!containerWanted) {
    containerWanted = true
    listeners.forEach((l) => l())
  }
  const [{ toast }, { BounceRemovedAfter1s }] = await Promise.all([
    import(/* webpackChunkName: "react-toastify" */ "react-toastify"),
    import(/* webpackChunkName: "react-toastify" */ "./toast-transition"),
  ])
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
