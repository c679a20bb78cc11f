import React from "react"
import { getSrc } from "gatsby-plugin-image"
import { VideoPlayer } from "../media/VideoPlayer"
import { ImageGrid } from "../media/ImageGrid"
import { Tabs } from "../media/Tabs"
import { Icon } from "../ui/Icon"
import { Drawing } from "./Drawing"
import { ComparisonTable } from "./ComparisonTable"
import { ModelCards, type ModelCardData } from "./ModelCards"
import { buildComparison } from "../../lib/comparison"
import type { ProductSummary, SectionData } from "./types"
import * as styles from "./ProductSections.module.css"

interface Props {
  sections: SectionData[]
  /** every product, for the comparison table and model cards (filtered by group here) */
  products: ProductSummary[]
  /** the page's own path and group, to mark its column in the comparison */
  currentPath?: string
  currentGroup?: string
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** Turns a product into a card. */
export const toModelCard = (p: ProductSummary): ModelCardData => ({
  path: p.path,
  name: p.name,
  shortName: p.shortName,
  title: p.title,
  pitch: p.pitch,
  sizeRange: p.sizeRange,
  image: p.gallery[0]?.image?.childImageSharp?.thumb,
  alt: p.gallery[0]?.alt ?? p.title,
  facts: p.specs.filter((s) => s.key === "area" || s.key === "folded" || s.key === "perContainer").map((s) => ({ label: s.label, value: s.value })),
})

/** Renders a page's content blocks in order, each by its type: one implementation for every product and featured page. */
export const ProductSections: React.FC<Props> = ({ sections, products, currentPath, currentGroup }) => (
  <>
    {sections.map((section, i) => {
      const id = section.heading ? slug(section.heading) : `section-${i + 1}`
      const alt = i % 2 === 1 ? styles.alt : ""
      const heading = section.heading ? (
        <h2 id={`${id}-title`} className={styles.heading}>
          {section.heading}
        </h2>
      ) : null
      const wrap = (children: React.ReactNode, extra = "") => (
        <section key={i} className={`section ${styles.section} ${alt} ${extra}`} aria-labelledby={section.heading ? `${id}-title` : undefined} data-section={section.type}>
          <div className="container">{children}</div>
        </section>
      )
      switch (section.type) {
        case "text":
          return wrap(
            <div className={`prose ${styles.text}`}>
              {heading}
              {section.paragraphs?.map((p, j) => <p key={j}>{p}</p>)}
            </div>,
          )
        case "list":
          return wrap(
            <div className={styles.text}>
              {heading}
              {section.intro ? <p className="lead">{section.intro}</p> : null}
              <ul className={styles.checks}>
                {section.items?.map((item, j) => (
                  <li key={j}>
                    <Icon name="check" size={20} className={styles.checkIcon} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>,
          )
        case "details":
          return wrap(
            <>
              {heading}
              {section.intro ? <p className="lead">{section.intro}</p> : null}
              <dl className={styles.details}>
                {section.rows?.map((row) => (
                  <div key={row.label} className={styles.detail}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </>,
          )
        case "video": {
          const src = section.src?.publicURL
          if (!src) return null
          const posterData = section.poster?.childImageSharp?.gatsbyImageData
          const poster = (posterData && getSrc(posterData)) || section.poster?.publicURL
          return wrap(
            <div className={styles.split}>
              <div>
                {heading}
                {section.text ? <p className="lead">{section.text}</p> : null}
              </div>
              <VideoPlayer src={src} poster={poster} label={section.label ?? section.heading ?? "Product film"} />
            </div>,
          )
        }
        case "gallery":
          return wrap(
            <>
              {heading}
              {section.text ? <p className="lead">{section.text}</p> : null}
              <ImageGrid images={section.images ?? []} columns={section.columns ?? 3} mosaic={!!section.mosaic} />
            </>,
          )
        case "tabs":
          return wrap(
            <>
              {heading}
              <Tabs
                label={section.heading ?? "Options"}
                items={(section.tabs ?? []).map((tab) => ({
                  id: tab.id,
                  label: tab.label,
                  content: (
                    <div className={styles.tabPanel}>
                      <Drawing file={tab.image} alt={tab.alt} />
                      <p className={styles.tabText}>{tab.description}</p>
                    </div>
                  ),
                }))}
              />
            </>,
          )
        case "drawing":
          return wrap(
            <div className={styles.drawingBlock}>
              <div>
                {heading}
                {section.text ? <p className="lead">{section.text}</p> : null}
              </div>
              <Drawing file={section.image ?? null} alt={section.alt ?? section.heading ?? "Drawing"} />
            </div>,
          )
        case "offer":
          return wrap(
            <div className={styles.offer}>
              {heading}
              <p>{section.text}</p>
              {section.items?.length ? (
                <ul className={styles.checks}>
                  {section.items.map((item, j) => (
                    <li key={j}>
                      <Icon name="check" size={20} className={styles.checkIcon} />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>,
          )
        case "comparison": {
          const group = products.filter((p) => p.group === currentGroup)
          if (group.length < 2) return null
          return wrap(
            <>
              {heading}
              {section.text ? <p className="lead">{section.text}</p> : null}
              <ComparisonTable comparison={buildComparison(group, currentPath)} caption={section.heading ?? "Comparison"} />
            </>,
            "no-break",
          )
        }
        case "models": {
          const group = products.filter((p) => p.group === section.group)
          return wrap(
            <>
              {heading}
              {section.text ? <p className="lead">{section.text}</p> : null}
              <ModelCards models={group.map(toModelCard)} />
            </>,
          )
        }
        default:
          return null
      }
    })}
  </>
)
