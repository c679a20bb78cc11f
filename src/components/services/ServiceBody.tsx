import React from "react"
import { StaticPart } from "../ui/StaticPart"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useSitePaths } from "../../hooks/use-site-paths"
import { KeywordText } from "../blog/KeywordText"
import { PriorityImage } from "../media/PriorityImage"
import { ServiceQuoteButton } from "./ServiceQuoteButton"
import type { Queried } from "../../content-model/common"
import type { aboutSchema } from "../../content-model/about"
import type { serviceSchema } from "../../content-model/services"
import * as styles from "./Services.module.css"

/** A link of the list of services beside the text; `current` marks the service shown. */
export interface ServiceLink {
  id: string
  title: string
  path: string
  current: boolean
}

interface Props {
  service: Pick<Queried<typeof serviceSchema>, "title" | "summary" | "alt" | "intro" | "sections" | "keywordLinks">
  /** the service's picture (the page's query gives it; the preview makes it with imageOf) */
  image: IGatsbyImageData | undefined
  /** the about page's title (the link to it) and its services section (the eyebrow, the list's heading, the call to action) */
  about: { title: string; services: Pick<Queried<typeof aboutSchema>["services"], "eyebrow" | "title" | "cta"> }
  services: ServiceLink[]
}

/**
 * /service-details/{id}, drawn by the template and by the content editor's preview: picture with the about page's
 * services eyebrow, title and summary, the introduction, the sections with their keyword links, the call to action,
 * and the list of services with the link to /about.
 */
export const ServiceBody: React.FC<Props> = ({ service: s, image, about, services }) => {
  const paths = useSitePaths()
  const copy = about.services
  return (
    <>
      <header className={styles.hero}>
        {image ? <PriorityImage image={image} alt={s.alt} className={styles.heroImage} /> : null}
        <div className={styles.heroContent}>
          <div className="container">
            <p className="eyebrow">{copy.eyebrow}</p>
            <h1>{s.title}</h1>
            <p className="lead" style={{ color: "inherit" }}>
              {s.summary}
            </p>
          </div>
        </div>
      </header>
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <article className="prose">
            <p className="lead">{s.intro}</p>
            <StaticPart>
              {s.sections.map((sec, i) => (
                <section key={i}>
                  <h2>{sec.heading}</h2>
                  {sec.paragraphs.map((p, j) => (
                    <p key={j}>
                      <KeywordText text={p} links={s.keywordLinks} />
                    </p>
                  ))}
                  {sec.items ? (
                    <ul className={styles.list}>
                      {sec.items.map((item, j) => (
                        <li key={j}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                </section>
              ))}
            </StaticPart>
            <aside className={styles.cta} aria-labelledby="service-cta">
              <h2 id="service-cta">{copy.cta.title}</h2>
              <p>{copy.cta.text}</p>
              <div className={styles.actions}>
                <ServiceQuoteButton />
                <Link className="btn btn--ghost" to={paths.contact}>
                  {copy.cta.button}
                </Link>
              </div>
            </aside>
          </article>
          <nav className={styles.aside} aria-labelledby="all-services">
            <h2 id="all-services">{copy.title}</h2>
            <StaticPart as="ul">
              {services.map((o) => (
                <li key={o.id}>
                  <Link to={o.path} aria-current={o.current ? "page" : undefined}>
                    {o.title}
                  </Link>
                </li>
              ))}
            </StaticPart>
            <Link className="btn btn--ghost" to={paths.about}>
              {about.title}
            </Link>
          </nav>
        </div>
      </div>
    </>
  )
}
