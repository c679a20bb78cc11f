import React, { useId } from "react"
import { useDialogBehaviour } from "../../hooks/use-dialog-behaviour"
import { Icon } from "../ui/Icon"
import { QuoteForm } from "../forms/QuoteForm"
import { BrochureForm } from "../forms/BrochureForm"
import type { EnquiryRequest } from "./EnquiryContext"
import { useUi, type UiStrings } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./EnquiryModal.module.css"

export interface EnquiryModalProps {
  request: EnquiryRequest
  onClose: () => void
  /** the company's address, for the mailto fallback after a failed send */
  contactEmail: string
  /** the brochure PDF at the site root (public/<fileName>) */
  brochureFileName: string
  /** tests inject a sender */
  send?: (params: import("../../lib/enquiries/email-params").TemplateParams) => Promise<unknown>
}

type EnquiryWords = UiStrings["enquiry"]

export const titleOf = (request: EnquiryRequest, t: EnquiryWords): string => {
  if (request.kind === "quote") return t.quote.title
  if (request.kind === "product-quote") return formatMessage(t.productQuote.title, { product: request.product })
  return t.brochure.title
}

const introOf = (request: EnquiryRequest, t: EnquiryWords): string => {
  if (request.kind === "quote") return t.quote.intro
  if (request.kind === "product-quote") return t.productQuote.intro
  return t.brochure.intro
}

/**
 * One enquiry dialog (spec 2.10): a modal, labelled by its title, with focus moved in, trapped and returned,
 * the page scroll locked, closed by the overlay, the × button and Escape. Loaded on demand (EnquiryDialogs).
 */
const EnquiryModal: React.FC<EnquiryModalProps> = ({ request, onClose, contactEmail, brochureFileName, send }) => {
  const { enquiry: t } = useUi()
  const ref = useDialogBehaviour<HTMLDivElement>(true, onClose)
  const uid = useId().replace(/:/g, "")
  const titleId = `enquiry-title-${uid}`
  const descId = `enquiry-desc-${uid}`
  const key =
    request.kind === "product-quote"
      ? `${request.kind}:${request.product}`
      : `${request.kind}:${request.kind === "brochure" ? (request.product ?? "") : ""}`

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
        <button type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
          <Icon name="close" size={22} />
        </button>
        <h2 id={titleId} className={styles.title}>
          {titleOf(request, t)}
        </h2>
        <p id={descId} className={styles.intro}>
          {introOf(request, t)}
        </p>
        {request.kind === "brochure" ? (
          <BrochureForm
            key={key}
            product={request.product}
            onDone={onClose}
            contactEmail={contactEmail}
            fileName={brochureFileName}
            send={send}
          />
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
