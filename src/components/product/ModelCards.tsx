import React from "react"
import { graphql, Link } from "gatsby"
import { type IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../media/Picture"
import { AddToProjectLink } from "./AddToProjectLink"
import type { GalleryImage, Product } from "../../content-model/products"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./ModelCards.module.css"
import { SpecValue } from "./SpecValue"
import type { KeyFactData } from "./KeyFacts"

/**
 * A product as the catalogue, the comparison and the model cards need it: its summary fields and one cover image
 * (`cover`, the first gallery image, a field of the schema: src/gatsby/schema.ts), not its whole gallery.
 */
export type ProductCard = Pick<Product, "name" | "shortName" | "title" | "path" | "order" | "group" | "pitch" | "sizeRange" | "specs"> & {
  /** the item's key shared by its languages (src/gatsby/content-nodes.ts): the planner's product key is its file name */
  contentKey: string
  cover: GalleryImage | null
  /** its key facts (ProductJson.keyFacts), where the page queries them: the featured pages */
  keyFacts?: KeyFactData[]
}

export const productCardFragment = graphql`
  fragment ProductSummaryFields on ProductJson {
    contentKey
    name
    shortName
    title
    path
    order
    group
    pitch
    sizeRange
    specs {
      label
      value
      key
    }
  }
  fragment ProductCardFields on ProductJson {
    ...ProductSummaryFields
    cover {
      alt
      image {
        ...MediaThumbFile
      }
    }
  }
`

export interface ModelCardData {
  path: string
  name: string
  shortName: string
  title: string
  pitch: string
  sizeRange: string
  image: IGatsbyImageData | null | undefined
  alt: string
  /** the product's content key, for its 'Add to my project' link */
  contentKey?: string
  /** a few key facts, e.g. total area and folded size */
  facts?: ReadonlyArray<{ label: string; value: string }>
}

/** Turns a product into a card: its key facts where the page has them, else its area, folded size and shipping rows. */
export const toModelCard = (p: ProductCard): ModelCardData => ({
  path: p.path,
  contentKey: p.contentKey,
  name: p.name,
  shortName: p.shortName,
  title: p.title,
  pitch: p.pitch,
  sizeRange: p.sizeRange,
  image: p.cover?.image?.childImageSharp?.thumb,
  alt: p.cover?.alt ?? p.title,
  facts: p.keyFacts?.length
    ? p.keyFacts.map((f) => ({ label: f.label, value: f.value }))
    : p.specs
        .filter((s) => s.key === "area" || s.key === "folded" || s.key === "perContainer")
        .map((s) => ({ label: s.label, value: s.value })),
})

/** Product cards linking to each product page (the catalogue and the featured expandable page). */
export const ModelCards: React.FC<{ models: ModelCardData[]; headingLevel?: "h2" | "h3" }> = ({ models, headingLevel = "h3" }) => {
  const H = headingLevel
  const ui = useUi().product
  return (
    // role="list": Safari drops the list semantics of a list styled with list-style: none
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul className={styles.cards} role="list">
      {models.map((m) => (
        <li key={m.path} className={styles.card}>
          <div className={styles.media}>{m.image ? <Picture image={m.image} alt={m.alt} className={styles.image} /> : null}</div>
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
                    <dd>
                      <SpecValue value={f.value} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <span className={styles.more} aria-hidden="true">
              {formatMessage(ui.card.more, { shortName: m.shortName })}
            </span>
            {m.contentKey ? <AddToProjectLink contentKey={m.contentKey} className={styles.add} /> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
