import React from "react"
import { figureBreakPieces } from "../../lib/ui/figure-breaks"

/**
 * A specification value ("W6240*L11800*H2480", "36,54 m²") that may wrap after each dimension separator and nowhere
 * inside a figure (src/lib/ui/figure-breaks.ts): the spec tables, the model cards' facts, the comparison table, the
 * featured pages' highlights and the details blocks render their values with it.
 */
export const SpecValue: React.FC<{ value: string }> = ({ value }) => (
  <>
    {figureBreakPieces(value).map((piece, i) => (
      <React.Fragment key={i}>
        {i > 0 ? <wbr /> : null}
        {piece}
      </React.Fragment>
    ))}
  </>
)
