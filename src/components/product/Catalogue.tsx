import React from "react"
import { StaticPart } from "../ui/StaticPart"
import { ModelCards, toModelCard, type ProductCard } from "./ModelCards"
import { groupProducts } from "../../lib/content/catalogue"
import type { CatalogueData } from "../../content-model/catalogue"
import { useUi } from "../../i18n"
import * as styles from "./Catalogue.module.css"

interface Props {
  /** data/catalogue.en.json: the page's words and each group's heading and text */
  catalogue: Pick<CatalogueData, "eyebrow" | "title" | "intro" | "groups">
  products: ProductCard[]
}

/** A product group's section: its heading and text, then its cards (none in the content editor's preview). */
export interface CatalogueGroupSection {
  group: string
  title: string
  text: string
  cards?: React.ReactNode
}

/**
 * The catalogue's page: its head with the links to the groups, and a section per group; drawn by the catalogue and
 * by the content editor's preview.
 */
export const CatalogueSections: React.FC<{
  head: Pick<CatalogueData, "eyebrow" | "title" | "intro">
  groups: CatalogueGroupSection[]
}> = ({ head, groups }) => {
  const ui = useUi().catalogue
  return (
    <div className={styles.page}>
      <header className={`container ${styles.header}`}>
        <p className="eyebrow">{head.eyebrow}</p>
        <h1>{head.title}</h1>
        <p className="lead">{head.intro}</p>
        <nav aria-label={ui.groupsNav} className={styles.jump}>
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
        <section
          key={g.group}
          id={`group-${g.group}`}
          className={`section ${styles.group} ${i % 2 ? styles.alt : ""}`}
          aria-labelledby={`group-${g.group}-title`}
        >
          <StaticPart className="container">
            <h2 id={`group-${g.group}-title`}>{g.title}</h2>
            <p className={styles.groupText}>{g.text}</p>
            {g.cards}
          </StaticPart>
        </section>
      ))}
    </div>
  )
}

/** The catalogue: every product with its image, one-line pitch, size or area and a link; the expandable models grouped. */
export const Catalogue: React.FC<Props> = ({ catalogue, products }) => {
  const groups = groupProducts(products, catalogue.groups).map((g) => ({
    group: g.group,
    title: g.title,
    text: g.text,
    cards: <ModelCards models={g.products.map(toModelCard)} />,
  }))
  return <CatalogueSections head={catalogue} groups={groups} />
}
