import React from "react"
import { useEnquiry } from "../enquiry/EnquiryContext"
import { Icon } from "../ui/Icon"
import { useUi } from "../../i18n"

/**
 * A product's enquiry button, carrying the exact product name: 'Get Quote' (the spec's, which ends every product
 * page) opens the product quote form; with `brochure`, 'Brochure' beside the quote buttons, on every product page and
 * at every width (issue 56), opens the brochure form for this product (the header's Brochure button stays where the
 * spec puts it, desktop only). One component for both: they differ only in the form, the icon and the words.
 */
export const ProductEnquiryButton: React.FC<{ product: string; brochure?: boolean; className?: string; label?: string }> = ({
  product,
  brochure,
  className,
  label,
}) => {
  const { open, preload } = useEnquiry()
  const ui = useUi().product
  return (
    <button
      type="button"
      className={`btn ${brochure ? "btn--ghost " : ""}${className ?? ""}`}
      data-product={product}
      data-testid={brochure ? "product-brochure" : undefined}
      onClick={() => open(brochure ? { kind: "brochure", product } : { kind: "product-quote", product })}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Icon name={brochure ? "download" : "quote"} size={18} />
      {label ?? (brochure ? ui.brochure : ui.getQuote)}
    </button>
  )
}
