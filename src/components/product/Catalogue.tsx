import React from "react"
import { ModelCards } from "./ModelCards"
import { toModelCard } from "./ProductSections"
import { groupProducts } from "../../lib/catalogue"
import type { ProductSummary } from "./types"
import * as styles from "./Catalogue.module.css"

/** The catalogue: every product with its image, one-line pitch, size or area and a link; the expandable models grouped. */
export const Catalogue: React.FC<{ products: ProductSummary[] }> = ({ products }) => {
  const groups = groupProducts(products)
  return (
    <div className={styles.page}>
      <header className={`container ${styles.header}`}>
        <p className="eyebrow">Catalogue</p>
        <h1>Our Products</h1>
        <p className="lead">
          Every building we make, from a 13 m² cabin to a steel warehouse. Each is built in the factory, shipped to your port and
          assembled in days or weeks, not months. Choose a model to see its photos, dimensions and options, then ask for a
          quotation.
        </p>
        <nav aria-label="Product groups" className={styles.jump}>
          <ul>
            {groups.map((g) => (
              <li key={g.group}>
                <a href={`#group-${g.group}`}>{g.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {groups.map((g, i) => (
        <section key={g.group} id={`group-${g.group}`} className={`section ${styles.group} ${i % 2 ? styles.alt : ""}`} aria-labelledby={`group-${g.group}-title`}>
          <div className="container">
            <h2 id={`group-${g.group}-title`}>{g.title}</h2>
            <p className={styles.groupText}>{g.text}</p>
            <ModelCards models={g.products.map(toModelCard)} />
          </div>
        </section>
      ))}
    </div>
  )
}
