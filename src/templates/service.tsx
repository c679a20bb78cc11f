import { useSitePaths } from "../hooks/use-site-paths"
import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { getImage, getSrc, type IGatsbyImageData } from "gatsby-plugin-image"
import { makeHead, seoText } from "../components/seo/make-head"
import { servicePath } from "../lib/routes/routes"
import { ServiceQuoteButton } from "../components/services/ServiceQuoteButton"
import { PriorityImage } from "../components/media/PriorityImage"
import { KeywordText } from "../components/blog/KeywordText"
import * as styles from "../components/services/Services.module.css"
import type { Queried, QueriedFile, QueriedNode } from "../content-model/common"
import type { aboutSchema } from "../content-model/about"
import type { serviceSchema } from "../content-model/services"

type Service = QueriedNode<typeof serviceSchema>
type About = Queried<typeof aboutSchema>

interface ServiceData {
  serviceJson: Omit<Service, "image" | "icon"> & {
    /** the picture, with the sharing variant the head reads (`share`, a query alias) */
    image: (QueriedFile & { share?: { gatsbyImageData: IGatsbyImageData } | null }) | null
  }
  allServiceJson: { nodes: Pick<Service, "jsonId" | "lang" | "slug" | "title">[] }
  /** the about page's title labels the link to it; its services section heads this page */
  aboutJson: Pick<About, "title" | "services">
}

/** /service-details/{id}: how Kaz Horizon helps with one service, with a call to action (spec 2.1, 2.7: content not shown). */
const ServiceTemplate: React.FC<PageProps<ServiceData>> = ({ data }) => {
  const paths = useSitePaths()
  const s = data.serviceJson
  const image = getImage(s.image?.childImageSharp?.gatsbyImageData ?? null)
  const { title: aboutTitle, services: copy } = data.aboutJson
  const others = [...data.allServiceJson.nodes].sort((a, b) => Number(a.jsonId) - Number(b.jsonId))
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
            {s.sections.map((sec) => (
              <section key={sec.heading}>
                <h2>{sec.heading}</h2>
                {sec.paragraphs.map((p) => (
                  <p key={p}>
                    <KeywordText text={p} links={s.keywordLinks} />
                  </p>
                ))}
                {sec.items ? (
                  <ul className={styles.list}>
                    {sec.items.map((i) => (
                      <li key={i}>{i}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
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
            <ul>
              {others.map((o) => (
                <li key={o.jsonId}>
                  <Link to={servicePath(o)} aria-current={o.jsonId === s.jsonId ? "page" : undefined}>
                    {o.title}
                  </Link>
                </li>
              ))}
            </ul>
            <Link className="btn btn--ghost" to={paths.about}>
              {aboutTitle}
            </Link>
          </nav>
        </div>
      </div>
    </>
  )
}

export default ServiceTemplate

export const Head = makeHead<ServiceData>(({ data, ui, crumb }) => {
  const s = data.serviceJson
  const { crumbs } = ui.seo
  return {
    ...seoText(s),
    image: s.image?.share ? getSrc(s.image.share.gatsbyImageData) : undefined,
    imageAlt: s.alt,
    breadcrumbs: [crumb(crumbs.home, "home"), crumb(crumbs.about, "about"), { name: s.title, path: servicePath(s) }],
  }
})

export const query = graphql`
  query ServicePage($id: String!, $lang: String!) {
    serviceJson(id: { eq: $id }) {
      jsonId
      lang
      slug
      title
      summary
      seo {
        title
        description
      }
      alt
      intro
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 3, breakpoints: [480, 768, 960, 1600], sizes: "100vw")
        }
        share: childImageSharp {
          gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
        }
      }
      sections {
        heading
        paragraphs
        items
      }
      keywordLinks {
        keyword
        href
      }
    }
    allServiceJson(filter: { lang: { eq: $lang } }) {
      nodes {
        jsonId
        lang
        slug
        title
      }
    }
    aboutJson(lang: { eq: $lang }) {
      title
      services {
        eyebrow
        title
        cta {
          title
          text
          button
        }
      }
    }
  }
`
