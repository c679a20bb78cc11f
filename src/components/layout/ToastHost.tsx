import React, { Suspense, lazy, useEffect, useState } from "react"
import { onToastsWanted } from "./notify"

const ToastContainerLazy = lazy(() => import(/* webpackChunkName: "toast-container" */ "./ToastContainerLazy"))

/** Mounts the toast container on demand (see notify.ts), so pages without a toast never load its code. */
export const ToastHost: React.FC = () => {
  const [wanted, setWanted] = useState(false)
  useEffect(() => onToastsWanted(() => setWanted(true)), [])
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainerLazy />
    </Suspense>
  ) : null
}
