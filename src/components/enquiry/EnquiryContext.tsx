import React, { createContext, useCallback, useContext, useMemo, useRef, useState } from "react"

/** What a visitor asked to open: the general quote, a product quote, or the brochure form. */
export type EnquiryRequest = { kind: "quote" } | { kind: "product-quote"; product: string } | { kind: "brochure"; product?: string }

export interface EnquiryApi {
  request: EnquiryRequest | null
  open: (request: EnquiryRequest) => void
  close: () => void
  /** starts loading the dialog code (on hover or focus of a button that opens one) */
  preload: () => void
}

const EnquiryContext = createContext<EnquiryApi | null>(null)

/**
 * Holds which enquiry dialog is open. The dialogs themselves are loaded on demand by `EnquiryDialogs`,
 * so no form code is in a page's first load. Focus returns to the element that opened a dialog.
 */
export const EnquiryProvider: React.FC<{
  children: React.ReactNode
  renderDialogs?: (api: EnquiryApi) => React.ReactNode
  preload?: () => void
}> = ({ children, renderDialogs, preload }) => {
  const [request, setRequest] = useState<EnquiryRequest | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const open = useCallback((next: EnquiryRequest) => {
    opener.current = typeof document !== "undefined" ? (document.activeElement as HTMLElement | null) : null
    setRequest(next)
  }, [])
  const close = useCallback(() => {
    setRequest(null)
    const el = opener.current
    opener.current = null
    if (el && typeof el.focus === "function") window.setTimeout(() => el.focus(), 0)
  }, [])
  const noPreload = useCallback(() => undefined, [])
  const api = useMemo(() => ({ request, open, close, preload: preload ?? noPreload }), [request, open, close, preload, noPreload])
  return (
    <EnquiryContext.Provider value={api}>
      {children}
      {renderDialogs?.(api)}
    </EnquiryContext.Provider>
  )
}

export const useEnquiry = (): EnquiryApi => {
  const api = useContext(EnquiryContext)
  if (!api) throw new Error("useEnquiry must be used inside <EnquiryProvider>")
  return api
}
