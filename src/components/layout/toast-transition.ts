import { cssTransition } from "react-toastify"
import { TOAST_COLLAPSE_MS } from "../../lib/ui/toast-settings"

/**
 * react-toastify's default Bounce transition, with a longer collapse: a dismissed toast plays the 500 ms exit
 * animation, then collapses its height in TOAST_COLLAPSE_MS and is removed, 1,000 ms after dismissal (spec 9).
 * (The default collapse is 300 ms: removal after 800 ms.) Given to the container and to each toast, because a
 * toast shown before the container has mounted keeps the library's default transition.
 */
export const BounceRemovedAfter1s = cssTransition({
  enter: "Toastify--animate Toastify__bounce-enter",
  exit: "Toastify--animate Toastify__bounce-exit",
  appendPosition: true,
  collapseDuration: TOAST_COLLAPSE_MS,
})
