import React from "react"
import { ToastContainer } from "react-toastify"
import { TOAST_LIMIT, TOAST_POSITION } from "../../lib/toast-settings"

const ToastContainerLazy: React.FC = () => (
  <ToastContainer position={TOAST_POSITION} limit={TOAST_LIMIT} newestOnTop={false} closeOnClick pauseOnHover theme="light" />
)

export default ToastContainerLazy
