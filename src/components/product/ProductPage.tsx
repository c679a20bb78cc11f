import { useSitePaths } from "../../hooks/use-site-paths"
import React from "react"
import { Link } from "gatsby"
import { Carousel } from "../media/Carousel"
import { SpecTable } from "./SpecTable"
import { ProductSections } from "./ProductSections"
import { ProductEnquiryButton } from "./ProductEnquiryButton"
import { AddToProjectLink } from "./AddToProjectLink"
import { KeyFacts, type KeyFactData } from "./KeyFacts"
import { HydrationUnit } from "../layout/HydrationUnit"
import type { ProductCard } from "./ModelCards"
import type { Product } from "../../content-model/products"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import { StaticPart } from "../ui/StaticPart"
import * as styles from "./ProductPage.module.css"

/** A product as its page queries it: its content and the fields the build computes (src/gatsby/schema.ts). */
export type ProductPageData = Product & {
  contentKey: string
  keyFacts: KeyFactData[]
  sizeAreas: Array<{ size: number; label: string }>
}

interface Props {
  /** the product and its content key (ProductSummaryFields), which its 'Add to my project' link carries; its key facts and its sizes' areas, as the build wrote them */
  product: ProductPageData
  products: ProductCard[]
}

/**
 * A product page (spec 2.8): carousel, title and description with the key specifications, content blocks, then
 * 'Get Quote'. The carousel and the content blocks are hydration units of their own (the page's longest parts); the
 * breadcrumbs and the specifications table are static parts.
 */
export const ProductPage: React.FC<Props> = ({ product, products }) => {
  const paths = useSitePaths()
  const ui = useUi().product
  return (
    <article className={styles.page} data-product-page={product.name}>
      <div className={`container ${styles.top}`}>
        <StaticPart as="nav" aria-label={ui.breadcrumb.label} className={styles.crumbs}>
          <ol>
            <li>
              <Link to={paths.home}>{ui.breadcrumb.home}</Link>
            </li>
            <li>
              <Link to={paths.products}>{ui.breadcrumb.products}</Link>
            </li>
            <li aria-current="page">{product.title}</li>
          </ol>
        </StaticPart>
        <HydrationUnit>
          <Carousel
            images={product.gallery}
            settings={product.carousel}
            label={formatMessage(ui.photos, { title: product.title })}
            priority
          />
        </HydrationUnit>
      </div>

      <section className={`container ${styles.intro}`} aria-labelledby="product-title">
        <div className={styles.introText}>
          <p className="eyebrow">{product.sizeRange}</p>
          <h1 id="product-title">{product.title}</h1>
          <KeyFacts facts={product.keyFacts} />
          {product.intro.map((p, i) => (
            <p key={i} className={i === 0 ? "lead" : undefined}>
              {p}
            </p>
          ))}
          <div className={`${styles.actions} no-print`}>
            <ProductEnquiryButton product={product.name} label={ui.requestQuote} />
            <AddToProjectLink contentKey={product.contentKey} />
            <ProductEnquiryButton product={product.name} brochure />
          </div>
        </div>
        <StaticPart className={styles.specs}>
          <SpecTable caption={formatMessage(ui.specsCaption, { title: product.title })} rows={product.specs} />
        </StaticPart>
      </section>

      <HydrationUnit>
        <ProductSections
          sections={product.sections}
          products={products}
          currentPath={product.path}
          currentGroup={product.group}
          sizeAreas={product.sizeAreas}
        />
      </HydrationUnit>

      <section className={`section ${styles.quote}`} aria-labelledby="quote-title">
        <div className={`container ${styles.quoteInner}`}>
          <div>
            <h2 id="quote-title">{formatMessage(ui.quote.title, { shortName: product.shortName })}</h2>
            <p>{ui.quote.text}</p>
          </div>
          <div className={styles.quoteButtons}>
            <ProductEnquiryButton product={product.name} />
            <AddToProjectLink contentKey={product.contentKey} />
          </div>
        </div>
      </section>
    </article>
  )
}
