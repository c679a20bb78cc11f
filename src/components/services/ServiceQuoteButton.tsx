import React from "react"
import { useEnquiry } from "../enquiry/EnquiryContext"
import { useUi } from "../../i18n"

/** Opens the general 'Get a Free Quote' dialog (loaded on demand by the layout). */
export const ServiceQuoteButton: React.FC = () => {
  const enquiry = useEnquiry()
  const { services: ui } = useUi()
  return (
    <button
      type="button"
      className="btn"
      onClick={() => enquiry.open({ kind: "quote" })}
      onPointerEnter={enquiry.preload}
      onFocus={enquiry.preload}
    >
      {ui.quote}
    </button>
  )
}
