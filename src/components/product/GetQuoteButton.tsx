import React from "react"
import { useEnquiry } from "../enquiry/EnquiryContext"
import { Icon } from "../ui/Icon"
import { useUi } from "../../i18n"

/** The 'Get Quote' button that ends every product page: opens the product quote form with the exact product name. */
export const GetQuoteButton: React.FC<{ product: string; className?: string; label?: string }> = ({ product, className, label }) => {
  const { open, preload } = useEnquiry()
  const ui = useUi().product
  return (
    <button
      type="button"
      className={`btn ${className ?? ""}`}
      data-product={product}
      onClick={() => open({ kind: "product-quote", product })}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Icon name="quote" size={18} />
      {label ?? ui.getQuote}
    </button>
  )
}
