import React, { useContext } from "react"
import { Link } from "gatsby"
import { Icon } from "../ui/Icon"
import { LangContext, useUi } from "../../i18n"
import { plannerAddPath } from "../../lib/routes/routes"
import { productKeyOf } from "../../lib/planner/product-key"

/**
 * 'Add to my project': a plain link to the project planner with `?add=<product>`, beside the spec's 'Get Quote'
 * (which keeps its dialog). The planner adds one unit of the product, or sets it to 1, and keeps what was there.
 */
export const AddToProjectLink: React.FC<{ contentKey: string; className?: string }> = ({ contentKey, className }) => {
  const ui = useUi().product
  return (
    <Link
      to={plannerAddPath(productKeyOf(contentKey), useContext(LangContext))}
      className={`btn btn--ghost ${className ?? ""}`}
      data-testid="add-to-project"
    >
      <Icon name="ruler" size={18} />
      {ui.addToProject}
    </Link>
  )
}
