import React from "react"
import { Link } from "gatsby"
import { PriorityImage } from "../media/PriorityImage"
import { ProductSections } from "./ProductSections"
import { ProductEnquiryButton } from "./ProductEnquiryButton"
import { AddToProjectLink } from "./AddToProjectLink"
import type { ProductCard } from "./ModelCards"
import type { FeaturedPageData } from "../../content-model/featured"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./FeaturedPage.module.css"
import { SpecValue } from "./SpecValue"
import { KeyFacts } from "./KeyFacts"

/** A featured page as its template queries it (the content model's shape, without the sidebar's fields). */
export type FeaturedData = Omit<FeaturedPageData, "menuTitle" | "order">

interface Props {
  page: FeaturedData
  /** the five featured pages, in order, for the sidebar */
  links: Array<{ path: string; menuTitle: string }>
  products: ProductCard[]
}

/** A featured-product page (spec 2.9): hero image, marketing text, and a sidebar listing the five featured pages. */
export const FeaturedPage: React.FC<Props> = ({ page, links, products }) => {
  const ui = useUi().product
  const hero = page.image?.childImageSharp?.gatsbyImageData
  const product = products.find((p) => p.path === page.productPath)
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        {hero ? <PriorityImage image={hero} alt={page.alt} className={styles.heroImage} /> : null}
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
          {/* the page's model's key facts; a page of several models (the expandable houses) gives them in each model's card */}
          {product?.keyFacts && !page.sections.some((block) => block.type === "models") ? <KeyFacts facts={product.keyFacts} /> : null}
          {page.highlights?.length ? (
            <dl className={styles.highlights}>
              {page.highlights.map((h) => (
                <div key={h.label}>
                  <dt>{h.label}</dt>
                  <dd>
                    <SpecValue value={h.value} />
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className={styles.sections}>
            <ProductSections sections={page.sections} products={products} currentPath={page.productPath} currentGroup={product?.group} />
          </div>
          {product ? (
            <div className={styles.cta}>
              <h2>{formatMessage(ui.featured.ctaTitle, { title: page.title })}</h2>
              <p>{ui.featured.ctaText}</p>
              <div className={styles.ctaButtons}>
                <Link className="btn btn--ghost" to={product.path}>
                  {formatMessage(ui.featured.ctaLink, { shortName: product.shortName })}
                </Link>
                <ProductEnquiryButton product={product.name} />
                <AddToProjectLink contentKey={product.contentKey} />
              </div>
            </div>
          ) : null}
        </div>

        <aside className={styles.sidebar} aria-labelledby="featured-nav-title">
          <nav aria-labelledby="featured-nav-title">
            <h2 id="featured-nav-title" className={styles.sideTitle}>
              {ui.featured.sidebarTitle}
            </h2>
            <ul className={styles.sideList}>
              {links.map((l) => {
                const current = l.path === page.path
                return (
                  <li key={l.path}>
                    <Link
                      to={l.path}
                      className={current ? styles.currentLink : styles.sideLink}
                      aria-current={current ? "page" : undefined}
                    >
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
