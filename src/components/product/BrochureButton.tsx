import React from "react"
import { useEnquiry } from "../enquiry/EnquiryContext"
import { Icon } from "../ui/Icon"
import { useUi } from "../../i18n"

/**
 * 'Brochure' beside a product page's quote buttons, on every product page and at every width (issue 56): opens the
 * brochure form for this product. (The header's Brochure button stays where the spec puts it, desktop only.)
 */
export const BrochureButton: React.FC<{ product: string; className?: string }> = ({ product, className }) => {
  const { open, preload } = useEnquiry()
  const ui = useUi().product
  return (
    <button
      type="button"
      className={`btn btn--ghost ${className ?? ""}`}
      onClick={() => open({ kind: "brochure", product })}
      onPointerEnter={preload}
      onFocus={preload}
      data-testid="product-brochure"
    >
      <Icon name="download" size={18} />
      {ui.brochure}
    </button>
  )
}
