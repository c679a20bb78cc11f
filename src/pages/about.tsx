import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { makeHead, seoText } from "../components/seo/make-head"
import { Picture } from "../components/media/Picture"
import { faqPageLd } from "../lib/seo/structured-data"
import { Icon, type IconName } from "../components/ui/Icon"
import { SectionHead } from "../components/ui/SectionHead"
import { FaqAccordion } from "../components/about/FaqAccordion"
import { ServiceCards, type ServiceCardData } from "../components/services/ServiceCards"
import type { Queried } from "../content-model/common"
import type { aboutSchema } from "../content-model/about"
import { useUi } from "../i18n"
import { formatMessage } from "../lib/ui/format-message"
import * as styles from "../components/about/About.module.css"
import { PriorityImage } from "../components/media/PriorityImage"

type About = Queried<typeof aboutSchema>
type TextWithImage = About["welcome"]
interface AboutData {
  aboutJson: About
  allServiceJson: { nodes: ServiceCardData[] }
}

const PILLAR_ICONS: Record<string, IconName> = { mission: "target", vision: "eye", commitment: "handshake" }
const REASON_ICONS: Record<string, IconName> = { affordability: "wallet", quality: "shield", speed: "truck", customization: "tools" }

const Split: React.FC<{ block: TextWithImage; id: string; reverse?: boolean; eager?: boolean }> = ({ block, id, reverse, eager }) => {
  const image = getImage(block.image?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <section className="section" aria-labelledby={id}>
      <div className={`container ${styles.split} ${reverse ? styles.reverse : ""}`}>
        <div className={styles.media}>
          {image ? (
            eager ? (
              <PriorityImage image={image} alt={block.alt} />
            ) : (
              <Picture image={image} alt={block.alt} loading="lazy" />
            )
          ) : null}
        </div>
        <div>
          <p className="eyebrow">{block.eyebrow}</p>
          <h2 id={id}>{block.title}</h2>
          {block.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  )
}

/** /about (spec 2.4, 2.7): welcome, eco, pillars, team, reasons, services, FAQ. */
const AboutPage: React.FC<PageProps<AboutData>> = ({ data }) => {
  const about = data.aboutJson
  const ui = useUi()
  return (
    <>
      <header className={styles.pageHead}>
        <div className="container">
          <p className="eyebrow">{about.eyebrow}</p>
          <h1>{about.title}</h1>
          <p className="lead">{about.intro}</p>
        </div>
      </header>
      <Split block={about.welcome} id="about-welcome" eager />
      <section className={`section ${styles.pillarsSection}`} aria-label={about.pillarsLabel}>
        <div className={`container ${styles.cards3}`}>
          {about.pillars.map((p) => (
            <div key={p.title} className={styles.pillar}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name={PILLAR_ICONS[p.icon] ?? "target"} size={28} />
              </span>
              <h2 className={styles.cardTitle}>{p.title}</h2>
              <p>{p.text}</p>
            </div>
          ))}
        </div>
      </section>
      <Split block={about.eco} id="about-eco" reverse />
      <section className={`section ${styles.light}`} aria-labelledby="about-team">
        <div className="container">
          <SectionHead className={styles.head} id="about-team" eyebrow={about.team.eyebrow} title={about.team.title} />
          <ul className={styles.team}>
            {about.team.members.map((m) => {
              const image = getImage(m.image?.childImageSharp?.gatsbyImageData ?? null)
              return (
                <li key={m.name} className={styles.member}>
                  {image ? (
                    <Picture image={image} alt={formatMessage(ui.about.portrait, { name: m.name })} className={styles.portrait} />
                  ) : null}
                  <h3 className={styles.memberName}>{m.name}</h3>
                  <p className={styles.role}>{m.role}</p>
                  <ul className={styles.social}>
                    {m.social.map((s) => (
                      <li key={s.network}>
                        <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={`${s.label} ${ui.common.opensInNewTab}`}>
                          <Icon name={s.network as IconName} size={18} />
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="about-reasons">
        <div className="container">
          <SectionHead className={styles.head} id="about-reasons" eyebrow={about.reasons.eyebrow} title={about.reasons.title} />
          <ul className={styles.reasons}>
            {about.reasons.items.map((r) => (
              <li key={r.title} className={styles.reason}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon name={REASON_ICONS[r.icon] ?? "check"} size={26} />
                </span>
                <h3 className={styles.cardTitle}>{r.title}</h3>
                <p>{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ServiceCards {...about.services} services={data.allServiceJson.nodes} />
      <section className="section" aria-labelledby="about-faq">
        <div className={`container ${styles.faqLayout}`}>
          <SectionHead className={styles.head} id="about-faq" eyebrow={about.faq.eyebrow} title={about.faq.title} />
          <FaqAccordion items={about.faq.items} />
        </div>
      </section>
    </>
  )
}

export default AboutPage

export const Head = makeHead<AboutData>(({ data }) => ({
  ...seoText(data.aboutJson, data.aboutJson.eyebrow),
  jsonLd: faqPageLd(data.aboutJson.faq.items),
}))

export const query = graphql`
  query AboutPage($lang: String!) {
    aboutJson(lang: { eq: $lang }) {
      seo {
        title
        description
      }
      eyebrow
      title
      intro
      pillarsLabel
      welcome {
        eyebrow
        title
        paragraphs
        alt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.2, breakpoints: [360, 640], sizes: "(min-width: 1024px) 560px, 100vw")
          }
        }
      }
      eco {
        eyebrow
        title
        paragraphs
        alt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.2, breakpoints: [360, 640], sizes: "(min-width: 1024px) 560px, 100vw")
          }
        }
      }
      pillars {
        icon
        title
        text
      }
      team {
        eyebrow
        title
        members {
          name
          role
          social {
            network
            label
            url
          }
          image {
            childImageSharp {
              gatsbyImageData(width: 400, aspectRatio: 0.8, breakpoints: [300, 400], sizes: "(min-width: 768px) 360px, 100vw")
            }
          }
        }
      }
      reasons {
        eyebrow
        title
        items {
          icon
          title
          text
        }
      }
      faq {
        eyebrow
        title
        items {
          id
          question
          answer
        }
      }
      services {
        eyebrow
        title
        text
      }
    }
    allServiceJson(filter: { lang: { eq: $lang } }) {
      nodes {
        jsonId
        lang
        slug
        title
        icon
      }
    }
  }
`
