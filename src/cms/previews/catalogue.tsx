import React from "react"
import { catalogueSchema } from "../../content-model/catalogue"
import { uiFor } from "../../i18n"
import { Page, shownDoc, type PreviewProps } from "./shared"
import { ENGLISH_FILES } from "./single-files"
import * as styles from "../../components/product/Catalogue.module.css"

/**
 * /products as the catalogue draws it (src/components/product/Catalogue.tsx): the page's head and a section per
 * product group, with its heading and text. The product cards under each are the products collection's; the page
 * shows a group once a product is in it, the preview every group of this file.
 */
export const CataloguePreview: React.FC<PreviewProps> = ({ entry }) => {
  const { lang, doc: catalogue } = shownDoc(entry, catalogueSchema, ENGLISH_FILES.catalogue)
  const ui = uiFor(lang).catalogue
  return (
    <Page lang={lang}>
      <div className={styles.page}>
        <header className={`container ${styles.header}`}>
          <p className="eyebrow">{catalogue.eyebrow}</p>
          <h1>{catalogue.title}</h1>
          <p className="lead">{catalogue.intro}</p>
          <nav aria-label={ui.groupsNav} className={styles.jump}>
            <ul>
              {catalogue.groups.map((g) => (
                <li key={g.group}>
                  <a href={`#group-${g.group}`}>{g.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {catalogue.groups.map((g, i) => (
          <section
            key={g.group}
            id={`group-${g.group}`}
            className={`section ${styles.group} ${i % 2 ? styles.alt : ""}`}
            aria-labelledby={`group-${g.group}-title`}
          >
            <div className="container">
              <h2 id={`group-${g.group}-title`}>{g.title}</h2>
              <p className={styles.groupText}>{g.text}</p>
            </div>
          </section>
        ))}
      </div>
    </Page>
  )
}
