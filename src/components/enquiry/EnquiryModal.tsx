import React, { useId } from "react"
import { useDialogBehaviour } from "../../hooks/use-dialog-behaviour"
import { Icon } from "../ui/Icon"
import { QuoteForm } from "../forms/QuoteForm"
import { BrochureForm } from "../forms/BrochureForm"
import type { EnquiryRequest } from "./EnquiryContext"
import * as styles from "./EnquiryModal.module.css"

export interface EnquiryModalProps {
  request: EnquiryRequest
  onClose: () => void
  /** the company's address, for the mailto fallback after a failed send */
  contactEmail: string
  /** the brochure PDF at the site root (public/<fileName>) */
  brochureFileName: string
  /** tests inject a sender */
  send?: (params: import("../../lib/email-params").TemplateParams) => Promise<unknown>
}

export const titleOf = (request: EnquiryRequest): string => {
  if (request.kind === "quote") return "Get a Free Quote"
  if (request.kind === "product-quote") return `Get a Quote for ${request.product}`
  return "Download Brochure"
}

const introOf = (request: EnquiryRequest): string => {
  if (request.kind === "quote")
    return "Tell us what you plan to build and where. We reply with a quotation covering price, payment terms, production time and shipping to your port."
  if (request.kind === "product-quote")
    return "Leave your details and any changes you would like to this model, with your delivery port. We reply with a full quotation."
  return "Leave your details and the brochure downloads straight away. It has every model with sizes, specifications and options."
}

/**
 * One enquiry dialog (spec 2.10): a modal, labelled by its title, with focus moved in, trapped and returned,
 * the page scroll locked, closed by the overlay, the × button and Escape. Loaded on demand (EnquiryDialogs).
 */
const EnquiryModal: React.FC<EnquiryModalProps> = ({ request, onClose, contactEmail, brochureFileName, send }) => {
  const ref = useDialogBehaviour<HTMLDivElement>(true, onClose)
  const uid = useId().replace(/:/g, "")
  const titleId = `enquiry-title-${uid}`
  const descId = `enquiry-desc-${uid}`
  const key = request.kind === "product-quote" ? `${request.kind}:${request.product}` : `${request.kind}:${request.kind === "brochure" ? request.product ?? "" : ""}`

  return (
    <div className={styles.root} data-testid="enquiry-modal-root">
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" data-testid="enquiry-overlay" />
      <div
        ref={ref}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descId}
        tabIndex={-1}
        data-testid="enquiry-dialog"
        data-kind={request.kind}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          <Icon name="close" size={22} />
        </button>
        <h2 id={titleId} className={styles.title}>
          {titleOf(request)}
        </h2>
        <p id={descId} className={styles.intro}>
          {introOf(request)}
        </p>
        {request.kind === "brochure" ? (
          <BrochureForm key={key} product={request.product} onDone={onClose} contactEmail={contactEmail} fileName={brochureFileName} send={send} />
        ) : (
          <QuoteForm
            key={key}
            product={request.kind === "product-quote" ? request.product : undefined}
            onDone={onClose}
            contactEmail={contactEmail}
            send={send}
          />
        )}
      </div>
    </div>
  )
}

export default EnquiryModal
