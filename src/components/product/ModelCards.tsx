import React from "react"
import { Link } from "gatsby"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./ModelCards.module.css"

export interface ModelCardData {
  path: string
  name: string
  shortName: string
  title: string
  pitch: string
  sizeRange: string
  image: IGatsbyImageData | null | undefined
  alt: string
  /** a few key facts, e.g. total area and folded size */
  facts?: ReadonlyArray<{ label: string; value: string }>
}

/** Product cards linking to each product page (the catalogue and the featured expandable page). */
export const ModelCards: React.FC<{ models: ModelCardData[]; headingLevel?: "h2" | "h3" }> = ({ models, headingLevel = "h3" }) => {
  const H = headingLevel
  return (
    <ul className={styles.cards} role="list">
      {models.map((m) => (
        <li key={m.path} className={styles.card}>
          <div className={styles.media}>{m.image ? <GatsbyImage image={m.image} alt={m.alt} className={styles.image} /> : null}</div>
          <div className={styles.body}>
            <p className={styles.size}>{m.sizeRange}</p>
            <H className={styles.title}>
              <Link to={m.path} className={styles.link}>
                {m.title}
              </Link>
            </H>
            <p className={styles.pitch}>{m.pitch}</p>
            {m.facts?.length ? (
              <dl className={styles.facts}>
                {m.facts.map((f) => (
                  <div key={f.label}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <span className={styles.more} aria-hidden="true">
              View the {m.shortName} →
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
