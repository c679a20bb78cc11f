import React from "react"
import { Link } from "gatsby"
import { UiText } from "../../i18n/UiText"
import { linkKeywords, type KeywordLink } from "../../lib/content/keyword-links"

/** A paragraph's text with its configured keywords as links, built as React nodes (never as HTML). */
export const KeywordText: React.FC<{ text: string; links?: readonly KeywordLink[] | null }> = ({ text, links }) => (
  <>
    {linkKeywords(text, links).map((seg, i) =>
      seg.type === "text" ? (
        <React.Fragment key={i}>{seg.text}</React.Fragment>
      ) : seg.external ? (
        <a key={i} href={seg.href} target="_blank" rel="noopener noreferrer">
          {seg.text}
          <span className="visually-hidden">
            {" "}
            <UiText get={(ui) => ui.common.opensInNewTab} />
          </span>
        </a>
      ) : (
        <Link key={i} to={seg.href}>
          {seg.text}
        </Link>
      ),
    )}
  </>
)
