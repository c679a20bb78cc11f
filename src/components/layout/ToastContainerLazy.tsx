import React from "react"
import { ToastContainer, cssTransition } from "react-toastify"
import { TOAST_COLLAPSE_MS, TOAST_LIMIT, TOAST_NEWEST_ON_TOP, TOAST_POSITION } from "../../lib/toast-settings"

/**
 * react-toastify's default Bounce transition, with a longer collapse: a dismissed toast plays the 500 ms exit
 * animation, then collapses its height in TOAST_COLLAPSE_MS and is removed, 1,000 ms after dismissal (spec 9).
 * (The default collapse is 300 ms: removal after 800 ms.)
 */
const BounceRemovedAfter1s = cssTransition({
  enter: "Toastify--animate Toastify__bounce-enter",
  exit: "Toastify--animate Toastify__bounce-exit",
  appendPosition: true,
  collapseDuration: TOAST_COLLAPSE_MS,
})

const ToastContainerLazy: React.FC = () => (
  <ToastContainer
    position={TOAST_POSITION}
    limit={TOAST_LIMIT}
    newestOnTop={TOAST_NEWEST_ON_TOP}
    transition={BounceRemovedAfter1s}
    closeOnClick
    pauseOnHover
    theme="light"
  />
)

export default ToastContainerLazy
