import React from "react"
import { useEnquiry } from "../enquiry/EnquiryContext"

/** Opens the general 'Get a Free Quote' dialog (loaded on demand by the layout). */
export const ServiceQuoteButton: React.FC = () => {
  const enquiry = useEnquiry()
  return (
    <button type="button" className="btn" onClick={() => enquiry.open({ kind: "quote" })} onPointerEnter={enquiry.preload} onFocus={enquiry.preload}>
      Get a Quote
    </button>
  )
}
