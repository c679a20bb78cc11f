import React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { getImage, getSrc, type IGatsbyImageData } from "gatsby-plugin-image"
import { Seo } from "../components/Seo"
import { ServiceQuoteButton } from "../components/services/ServiceQuoteButton"
import * as styles from "../components/services/Services.module.css"
import { PriorityImage } from "../components/media/PriorityImage"

interface ServiceData {
  serviceJson: {
    jsonId: string
    title: string
    summary: string
    seo: { title: string | null; description: string }
    alt: string
    intro: string
    image: {
      childImageSharp: { gatsbyImageData: IGatsbyImageData } | null
      share: { gatsbyImageData: IGatsbyImageData } | null
    }
    sections: { heading: string; paragraphs: string[]; items: string[] | null }[]
  }
  allServiceJson: { nodes: { jsonId: string; title: string }[] }
}

/** /service-details/{id}: how Kaz Horizon helps with one service, with a call to action (spec 2.1, 2.7: content not shown). */
const ServiceTemplate: React.FC<PageProps<ServiceData>> = ({ data }) => {
  const s = data.serviceJson
  const image = getImage(s.image.childImageSharp?.gatsbyImageData ?? null)
  const others = [...data.allServiceJson.nodes].sort((a, b) => Number(a.jsonId) - Number(b.jsonId))
  return (
    <>
      <header className={styles.hero}>
        {image ? (
          <PriorityImage image={image} alt={s.alt} className={styles.heroImage} />
        ) : null}
        <div className={styles.heroContent}>
          <div className="container">
            <p className="eyebrow">Our Services</p>
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
                  <p key={p}>{p}</p>
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
              <h2 id="service-cta">Talk to us about your project</h2>
              <p>Tell us the model, the changes you have in mind and your delivery port. We reply within one working day.</p>
              <div className={styles.actions}>
                <ServiceQuoteButton />
                <Link className="btn btn--ghost" to="/contact">
                  Contact us
                </Link>
              </div>
            </aside>
          </article>
          <nav className={styles.aside} aria-labelledby="all-services">
            <h2 id="all-services">Our Core Services</h2>
            <ul>
              {others.map((o) => (
                <li key={o.jsonId}>
                  <Link to={`/service-details/${o.jsonId}`} aria-current={o.jsonId === s.jsonId ? "page" : undefined}>
                    {o.title}
                  </Link>
                </li>
              ))}
            </ul>
            <Link className="btn btn--ghost" to="/about">
              About Kaz Horizon
            </Link>
          </nav>
        </div>
      </div>
    </>
  )
}

export default ServiceTemplate

export const Head = ({ data, location }: HeadProps<ServiceData>) => {
  const s = data.serviceJson
  const share = s.image.share ? getSrc(s.image.share.gatsbyImageData) : undefined
  return (
    <Seo
      title={s.seo.title ?? s.title}
      description={s.seo.description}
      pathname={location.pathname}
      image={share}
      imageAlt={s.alt}
      breadcrumbs={[
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
        { name: s.title, path: `/service-details/${s.jsonId}` },
      ]}
    />
  )
}

export const query = graphql`
  query ServicePage($id: String!) {
    serviceJson(id: { eq: $id }) {
      jsonId
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
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 3, breakpoints: [480, 960, 1600], sizes: "100vw")
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
    }
    allServiceJson {
      nodes {
        jsonId
        title
      }
    }
  }
`
