import React from "react"
import { Icon } from "../../ui/Icon"
import { StaticPart } from "../../ui/StaticPart"
import * as styles from "../ProductSections.module.css"

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** The id of a block's heading, which names its section. */
export const headingId = (heading: string): string => `${slug(heading)}-title`

/** A block's heading (h2), when it has one. */
export const BlockHeading: React.FC<{ heading?: string | null }> = ({ heading }) =>
  heading ? (
    <h2 id={headingId(heading)} className={styles.heading}>
      {heading}
    </h2>
  ) : null

/** A block's lead paragraph, when it has one. */
export const BlockLead: React.FC<{ text?: string | null }> = ({ text }) => (text ? <p className="lead">{text}</p> : null)

interface Props {
  block: { type: string; heading?: string | null }
  index: number
  className?: string
  /** the block has nothing interactive: it keeps the server's HTML on the first load (StaticPart) */
  staticHtml?: boolean
  children: React.ReactNode
}

/** The section every block renders in: named by its heading, alternate background on every other block. */
export const BlockSection: React.FC<Props> = ({ block, index, className = "", staticHtml = false, children }) => (
  <section
    className={`section ${styles.section} ${index % 2 === 1 ? styles.alt : ""} ${className}`}
    aria-labelledby={block.heading ? headingId(block.heading) : undefined}
    data-section={block.type}
  >
    {staticHtml ? <StaticPart className="container">{children}</StaticPart> : <div className="container">{children}</div>}
  </section>
)

/** A list with a check mark before each item (list and offer blocks). */
export const CheckList: React.FC<{ items: readonly string[] }> = ({ items }) => (
  <ul className={styles.checks}>
    {items.map((item, j) => (
      <li key={j}>
        <Icon name="check" size={20} className={styles.checkIcon} />
        <span>{item}</span>
      </li>
    ))}
  </ul>
)
