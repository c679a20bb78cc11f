import React from "react"
import { ToastContainer } from "react-toastify"
import { TOAST_LIMIT, TOAST_NEWEST_ON_TOP, TOAST_POSITION } from "../../lib/ui/toast-settings"
import { BounceRemovedAfter1s } from "./toast-transition"

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
