import React, { Suspense, lazy, useEffect, useRef, useState } from "react"
import { onFallbackToasts, onToastsWanted, type FallbackToast } from "./notify"
import * as styles from "./ToastHost.module.css"

const loadContainer = () => import(/* webpackChunkName: "toast-container" */ "./ToastContainerLazy")
/** React.lazy keeps a failed import for good: each attempt to load the container is a lazy component of its own. */
const containers = new Map<number, React.LazyExoticComponent<React.FC>>()
const containerFor = (attempt: number) => containers.get(attempt) ?? containers.set(attempt, lazy(loadContainer)).get(attempt)!

/** Renders nothing when the container's code could not be loaded (offline), instead of taking the page down with it. */
class LoadBoundary extends React.Component<{ onFail: () => void; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch() {
    this.props.onFail()
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Mounts the toast container on demand (see notify.ts), so pages without a toast never load its code. When that code
 * cannot be loaded (the network is down), the toasts notify() could not give the library are shown here, plainly, and
 * the next toast tries the container again.
 */
export const ToastHost: React.FC = () => {
  const [wanted, setWanted] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const failedRef = useRef(false)
  const [fallbacks, setFallbacks] = useState<readonly FallbackToast[]>([])
  useEffect(
    () =>
      onToastsWanted(() => {
        setWanted(true)
        if (!failedRef.current) return
        failedRef.current = false
        setFailed(false)
        setAttempt((a) => a + 1)
      }),
    [],
  )
  const onFail = () => {
    failedRef.current = true
    setFailed(true)
  }
  useEffect(() => onFallbackToasts(setFallbacks), [])
  const Container = containerFor(attempt)
  return (
    <>
      {wanted && !failed ? (
        <LoadBoundary key={attempt} onFail={onFail}>
          <Suspense fallback={null}>
            <Container />
          </Suspense>
        </LoadBoundary>
      ) : null}
      {fallbacks.length ? (
        <div className={`Toastify ${styles.fallback}`}>
          {fallbacks.map((t) => (
            <div key={t.id} role="alert" className={`${styles.toast} ${styles[t.kind] ?? ""}`}>
              {t.message}
            </div>
          ))}
        </div>
      ) : null}
    </>
  )
}
