import React, { Suspense, lazy, useContext } from "react"
import type { EnquiryApi } from "./EnquiryContext"
import { useSiteData } from "../../hooks/use-site-data"
import { LangContext } from "../../i18n"
import { brochureFileName } from "../../lib/routes/routes"
import { afterNextPaint } from "../../lib/browser/after-next-paint"

/** The dialog code (forms, phone field with its metadata and flags) is a separate chunk, fetched on first open. */
const loadModal = () => import(/* webpackChunkName: "enquiry-modal" */ "./EnquiryModal")
const EnquiryModal = lazy(loadModal)

/**
 * Renders the open enquiry dialog (general quote, product quote, brochure). Nothing of it is in a page's
 * first load: the chunk is requested when a dialog opens. `preloadEnquiryDialogs` may be called on
 * hover/focus of a button that opens one, so the chunk is usually there by the time the visitor clicks.
 */
export const EnquiryDialogs: React.FC<{ api: EnquiryApi }> = ({ api }) => {
  const site = useSiteData()
  const lang = useContext(LangContext)
  if (!api.request) return null
  return (
    <Suspense fallback={null}>
      <EnquiryModal
        request={api.request}
        onClose={api.close}
        contactEmail={site.contact.email}
        brochureFileName={brochureFileName(site.brochure.fileName, lang)}
      />
    </Suspense>
  )
}

/**
 * After the next paint: a finger's tap brings the hover and the click together, and asking webpack for the chunk (its
 * script elements) was 19 ms at 4x of the tap's pointerover (issue 60, a trace of "opening the quote dialog").
 */
export const preloadEnquiryDialogs = (): void => {
  afterNextPaint(() => void loadModal().catch(() => undefined))
}
