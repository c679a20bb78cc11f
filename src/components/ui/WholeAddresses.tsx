import React from "react"
import { splitAddresses } from "../../lib/ui/whole-addresses"

/** A text whose e-mail addresses never break across lines (src/lib/ui/whole-addresses.ts); the rest wraps as usual. */
export const WholeAddresses: React.FC<{ text: string }> = ({ text }) => (
  <>
    {splitAddresses(text).map((part, i) =>
      part.address ? (
        <span key={i} className="whole-address">
          {part.text}
        </span>
      ) : (
        <React.Fragment key={i}>{part.text}</React.Fragment>
      ),
    )}
  </>
)
