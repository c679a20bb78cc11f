import React from "react"
import type { EnquiryApi } from "./EnquiryContext"

/**
 * Renders the open enquiry dialog (general quote, product quote, brochure).
 * The dialogs are built in the enquiries work; until then opening one is a no-op.
 */
export const EnquiryDialogs: React.FC<{ api: EnquiryApi }> = () => null
