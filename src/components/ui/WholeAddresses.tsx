import React from "react"
import { splitAddresses, splitHyphenatedWords, type TextPart } from "../../lib/ui/whole-addresses"

const Parts: React.FC<{ parts: TextPart[] }> = ({ parts }) => (
  <>
    {parts.map((part, i) =>
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

/** A text whose e-mail addresses never break across lines (src/lib/ui/whole-addresses.ts); the rest wraps as usual. */
export const WholeAddresses: React.FC<{ text: string }> = ({ text }) => <Parts parts={splitAddresses(text)} />

/** A postal address's line whose hyphenated words (« outre-mer ») never break across lines; the rest wraps as usual. */
export const WholeHyphenatedWords: React.FC<{ text: string }> = ({ text }) => <Parts parts={splitHyphenatedWords(text)} />
