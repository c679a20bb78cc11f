import React from "react"
import { Link } from "gatsby"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { ProductSections } from "./ProductSections"
import { GetQuoteButton } from "./GetQuoteButton"
import type { ProductSummary, SectionData } from "./types"
import * as styles from "./FeaturedPage.module.css"

export interface FeaturedData {
  path: string
  title: string
  eyebrow: string
  productPath: string
  alt: string
  intro: string[]
  highlights?: Array<{ label: string; value: string }> | null
  image: { childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null } | null } | null
  sections: SectionData[]
}

interface Props {
  page: FeaturedData
  /** the five featured pages, in order, for the sidebar */
  links: Array<{ path: string; menuTitle: string }>
  products: ProductSummary[]
}

/** A featured-product page (spec 2.9): hero image, marketing text, and a sidebar listing the five featured pages. */
export const FeaturedPage: React.FC<Props> = ({ page, links, products }) => {
  const hero = page.image?.childImageSharp?.gatsbyImageData
  const product = products.find((p) => p.path === page.productPath)
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        {hero ? (
          <GatsbyImage image={hero} alt={page.alt} className={styles.heroImage} loading="eager" {...{ fetchPriority: "high" }} />
        ) : null}
        <div className={`container ${styles.heroText}`}>
          <p className={styles.kicker}>{page.eyebrow}</p>
          <h1 className={styles.title}>{page.title}</h1>
        </div>
      </header>

      <div className={`container ${styles.body}`}>
        <div className={styles.main}>
          <div className={styles.intro}>
            {page.intro.map((p, i) => (
              <p key={i} className={i === 0 ? "lead" : undefined}>
                {p}
              </p>
            ))}
          </div>
          {page.highlights?.length ? (
            <dl className={styles.highlights}>
              {page.highlights.map((h) => (
                <div key={h.label}>
                  <dt>{h.label}</dt>
                  <dd>{h.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className={styles.sections}>
            <ProductSections sections={page.sections} products={products} currentPath={page.productPath} currentGroup={product?.group} />
          </div>
          {product ? (
            <div className={styles.cta}>
              <h2>Interested in the {product.shortName}?</h2>
              <p>See every photo, dimension and option on the product page, or ask for a quotation now.</p>
              <div className={styles.ctaButtons}>
                <Link className="btn btn--ghost" to={product.path}>
                  See the {product.shortName} page
                </Link>
                <GetQuoteButton product={product.name} />
              </div>
            </div>
          ) : null}
        </div>

        <aside className={styles.sidebar} aria-labelledby="featured-nav-title">
          <nav aria-labelledby="featured-nav-title">
            <h2 id="featured-nav-title" className={styles.sideTitle}>
              Featured products
            </h2>
            <ul className={styles.sideList}>
              {links.map((l) => {
                const current = l.path === page.path
                return (
                  <li key={l.path}>
                    <Link to={l.path} className={current ? styles.currentLink : styles.sideLink} aria-current={current ? "page" : undefined}>
                      {l.menuTitle}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
        </aside>
      </div>
    </article>
  )
}
