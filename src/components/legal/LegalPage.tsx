import React, { useContext } from "react"
import { LangContext, useUi } from "../../i18n"
import { typography } from "../../i18n/typography"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { parseLegalItem, sectionId, withUnfilled, type TokenValues } from "../../lib/content/legal-items"
import { RichText } from "./RichText"
import { formatDate } from "../../lib/content/dates"
import type { Queried } from "../../content-model/common"
import type { legalPageSchema } from "../../content-model/legal"
import * as styles from "./LegalPage.module.css"
import { PriorityImage } from "../media/PriorityImage"
import { StaticPart } from "../ui/StaticPart"

type LegalContent = Queried<typeof legalPageSchema>
/** One section of a legal page (src/content-model/legal.ts). */
export type LegalSectionData = LegalContent["sections"][number]

/** What the page renders: the legal page's content, its banner as resolved image data. */
export interface LegalPageData extends Pick<LegalContent, "title" | "lastUpdated" | "intro" | "sections"> {
  banner: IGatsbyImageData | null
}

interface Props {
  page: LegalPageData
  tokens: TokenValues
}

/** Unique anchor ids for the table of contents, even when two headings read the same. */
const sectionIds = (sections: readonly LegalSectionData[]): string[] => {
  const seen = new Map<string, number>()
  return sections.map((s) => {
    const base = sectionId(s.heading)
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return n === 1 ? base : `${base}-${n}`
  })
}

/** A static legal page (spec 3): banner, title, date, contents, then sections of paragraphs, 'label: text' items and details. */
export const LegalPage: React.FC<Props> = ({ page, tokens: given }) => {
  const { legal: ui } = useUi()
  const tokens = withUnfilled(given, ui.unfilled)
  const lang = useContext(LangContext)
  const ids = sectionIds(page.sections)
  return (
    <article className={styles.page}>
      <header className={styles.banner}>
        {page.banner ? (
          // decorative: the title below names the page
          <PriorityImage image={page.banner} alt="" className={styles.bannerImage} />
        ) : null}
        <div className={`container ${styles.bannerText}`}>
          <p className={styles.kicker}>{ui.kicker}</p>
          <h1 className={styles.title}>{page.title}</h1>
          {page.lastUpdated ? (
            <p className={styles.updated}>
              {ui.lastUpdated} <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated, lang)}</time>
            </p>
          ) : null}
        </div>
      </header>

      <StaticPart className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className={styles.tocTitle}>
            {ui.toc}
          </h2>
          <ol>
            {page.sections.map((s, i) => (
              <li key={ids[i]}>
                <a href={`#${ids[i]}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={`prose ${styles.body}`}>
          {(page.intro ?? []).map((p, i) => (
            <p key={i} className={i === 0 ? styles.intro : undefined}>
              <RichText text={p} tokens={tokens} />
            </p>
          ))}
          {page.sections.map((section, i) => (
            <section key={ids[i]} id={ids[i]} aria-labelledby={`${ids[i]}-h`} className={styles.section}>
              <h2 id={`${ids[i]}-h`}>{section.heading}</h2>
              {(section.paragraphs ?? []).map((p, j) => (
                <p key={j}>
                  <RichText text={p} tokens={tokens} />
                </p>
              ))}
              {section.items?.length ? (
                <ul className={styles.items}>
                  {section.items.map((raw, j) => {
                    const item = parseLegalItem(raw)
                    return (
                      <li key={j}>
                        {item.label ? <strong>{typography(lang, `${item.label}:`)}</strong> : null}
                        {item.label ? " " : null}
                        <RichText text={item.text} tokens={tokens} />
                      </li>
                    )
                  })}
                </ul>
              ) : null}
              {section.details?.length ? (
                <dl className={styles.details}>
                  {section.details.map((d, j) => (
                    <div key={j} className={styles.detail}>
                      <dt>{d.label}</dt>
                      <dd>
                        <RichText text={d.value} tokens={tokens} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </section>
          ))}
        </div>
      </StaticPart>
    </article>
  )
}
