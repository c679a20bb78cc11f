import React from "react"
import { Link } from "gatsby"
import { Carousel } from "../media/Carousel"
import { SpecTable } from "./SpecTable"
import { ProductSections } from "./ProductSections"
import { GetQuoteButton } from "./GetQuoteButton"
import type { ProductData, ProductSummary } from "./types"
import * as styles from "./ProductPage.module.css"

interface Props {
  product: ProductData
  products: ProductSummary[]
}

/** A product page (spec 2.8): carousel, title and description with the key specifications, content blocks, then 'Get Quote'. */
export const ProductPage: React.FC<Props> = ({ product, products }) => (
  <article className={styles.page} data-product-page={product.name}>
    <div className={`container ${styles.top}`}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/products">Our Products</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <Carousel images={product.gallery} settings={product.carousel} label={`${product.title} photos`} priority />
    </div>

    <section className={`container ${styles.intro}`} aria-labelledby="product-title">
      <div className={styles.introText}>
        <p className="eyebrow">{product.sizeRange}</p>
        <h1 id="product-title">{product.title}</h1>
        {product.intro.map((p, i) => (
          <p key={i} className={i === 0 ? "lead" : undefined}>
            {p}
          </p>
        ))}
        <div className={`${styles.actions} no-print`}>
          <GetQuoteButton product={product.name} label="Request a quotation" />
        </div>
      </div>
      <div className={styles.specs}>
        <SpecTable caption={`${product.title}: specifications`} rows={product.specs} />
      </div>
    </section>

    <ProductSections sections={product.sections} products={products} currentPath={product.path} currentGroup={product.group} />

    <section className={`section ${styles.quote}`} aria-labelledby="quote-title">
      <div className={`container ${styles.quoteInner}`}>
        <div>
          <h2 id="quote-title">Get a quote for the {product.shortName}</h2>
          <p>
            Tell us the model, any changes you would like and your delivery port. We reply with a quotation covering the price,
            payment terms, production timeline and shipping.
          </p>
        </div>
        <GetQuoteButton product={product.name} className="btn--light" />
      </div>
    </section>
  </article>
)
