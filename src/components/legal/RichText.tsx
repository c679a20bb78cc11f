import React from "react"
import { UiText } from "../../i18n/UiText"
import { Link } from "gatsby"
import { fillLegalText, parseInline, type TokenValues } from "../../lib/content/legal-items"
import { WholeAddresses } from "../ui/WholeAddresses"

interface Props {
  text: string
  tokens: TokenValues
}

/**
 * A legal text as React nodes: site tokens filled in, `[text](target)` turned into links (a link to a detail not
 * given yet is its text alone: fillLegalText).
 * Never raw HTML. External links open in a new tab with rel="noopener noreferrer" and say so to screen readers.
 */
export const RichText: React.FC<Props> = ({ text, tokens }) => (
  <>
    {parseInline(fillLegalText(text, tokens)).map((seg, i) => {
      if (seg.type === "text") return <WholeAddresses key={i} text={seg.text} />
      if (seg.kind === "internal")
        return (
          <Link key={i} to={seg.href}>
            {seg.text}
          </Link>
        )
      if (seg.kind === "external")
        return (
          <a key={i} href={seg.href} target="_blank" rel="noopener noreferrer">
            <WholeAddresses text={seg.text} />
            <span className="visually-hidden">
              {" "}
              <UiText get={(ui) => ui.common.opensInNewTab} />
            </span>
          </a>
        )
      return (
        <a key={i} href={seg.href}>
          <WholeAddresses text={seg.text} />
        </a>
      )
    })}
  </>
)
