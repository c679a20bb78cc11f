import React, { createContext, startTransition, useCallback, useContext, useMemo, useRef, useState } from "react"

/** What a visitor asked to open: the general quote, a product quote, or the brochure form. */
export type EnquiryRequest = { kind: "quote" } | { kind: "product-quote"; product: string } | { kind: "brochure"; product?: string }

/** What the buttons use: the same functions for the page's life, so that opening a dialog renders none of them again. */
export interface EnquiryActions {
  open: (request: EnquiryRequest) => void
  close: () => void
  /** starts loading the dialog code (on hover or focus of a button that opens one) */
  preload: () => void
}

/** What the dialogs get: the actions and the open request. */
export interface EnquiryApi extends EnquiryActions {
  request: EnquiryRequest | null
}

const EnquiryContext = createContext<EnquiryActions | null>(null)

/**
 * Holds which enquiry dialog is open. The dialogs themselves are loaded on demand by `EnquiryDialogs`,
 * so no form code is in a page's first load. Focus returns to the element that opened a dialog.
 * The context gives the buttons the actions only, which never change: with the request in it, opening a dialog
 * rendered the header, the phone menu and every button again inside the tap (issue 60, a profile of the product
 * page's "Get Quote" at 4x); only `renderDialogs` gets the request.
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
    // A transition: the tap's frame is painted first (the button pressed), then the dialog is rendered, in slices, once
    // its chunk is there; it could not be shown sooner the first time, its code being loaded (issue 60, npm run
    // bench:inp "opening the quote dialog")
    startTransition(() => setRequest(next))
  }, [])
  const close = useCallback(() => {
    setRequest(null)
    const el = opener.current
    opener.current = null
    if (el && typeof el.focus === "function") window.setTimeout(() => el.focus(), 0)
  }, [])
  const noPreload = useCallback(() => undefined, [])
  const actions = useMemo(() => ({ open, close, preload: preload ?? noPreload }), [open, close, preload, noPreload])
  return (
    <EnquiryContext.Provider value={actions}>
      {children}
      {renderDialogs?.({ ...actions, request })}
    </EnquiryContext.Provider>
  )
}

export const useEnquiry = (): EnquiryActions => {
  const api = useContext(EnquiryContext)
  if (!api) throw new Error("useEnquiry must be used inside <EnquiryProvider>")
  return api
}
