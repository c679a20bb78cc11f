import React from "react"

export interface SectionHeadProps {
  eyebrow: string
  title: string
  text?: string
  /** the heading's id, which the section's aria-labelledby names */
  id: string
  /** the header's class, from the stylesheet of the page or component that shows it */
  className: string
}

/**
 * A section's head: eyebrow, h2 and an optional lead paragraph. It imports no stylesheet (the caller gives its class),
 * so a page can use it without taking another page's CSS module into its bundle.
 */
export const SectionHead: React.FC<SectionHeadProps> = ({ eyebrow, title, text, id, className }) => (
  <header className={className}>
    <p className="eyebrow">{eyebrow}</p>
    <h2 id={id}>{title}</h2>
    {text ? <p className="lead">{text}</p> : null}
  </header>
)
