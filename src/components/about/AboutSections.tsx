import React from "react"
import { StaticPart } from "../ui/StaticPart"
import { getImage } from "gatsby-plugin-image"
import { Picture } from "../media/Picture"
import { PriorityImage } from "../media/PriorityImage"
import { Icon, type IconName } from "../ui/Icon"
import { SectionHead } from "../ui/SectionHead"
import { FaqAccordion } from "./FaqAccordion"
import { ServiceCards, type ServiceCardData } from "../services/ServiceCards"
import type { Queried } from "../../content-model/common"
import type { aboutSchema } from "../../content-model/about"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./About.module.css"

/** data/about.<lang>.json with its pictures as the site's queries give them (the preview makes them with pictureOf). */
export type AboutContent = Omit<Queried<typeof aboutSchema>, "seo">
type TextWithImage = AboutContent["welcome"]

const PILLAR_ICONS: Record<string, IconName> = { mission: "target", vision: "eye", commitment: "handshake" }
const REASON_ICONS: Record<string, IconName> = { affordability: "wallet", quality: "shield", speed: "truck", customization: "tools" }

/** A text beside its picture (welcome, eco). */
const Split: React.FC<{ block: TextWithImage; id: string; reverse?: boolean; eager?: boolean }> = ({ block, id, reverse, eager }) => {
  const image = getImage(block.image?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <section className="section" aria-labelledby={id}>
      <StaticPart className={`container ${styles.split} ${reverse ? styles.reverse : ""}`}>
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
          {block.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </StaticPart>
    </section>
  )
}

/**
 * /about in its order (spec 2.4, 2.7): head, welcome, pillars, eco, team, reasons, services, FAQ; drawn by the page
 * and by the content editor's preview. `services` are the cards of the services section (the preview has none).
 */
export const AboutSections: React.FC<{ about: AboutContent; services: ServiceCardData[] }> = ({ about, services }) => {
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
        <StaticPart className={`container ${styles.cards3}`}>
          {about.pillars.map((p, i) => (
            <div key={i} className={styles.pillar}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name={PILLAR_ICONS[p.icon] ?? "target"} size={28} />
              </span>
              <h2 className={styles.cardTitle}>{p.title}</h2>
              <p>{p.text}</p>
            </div>
          ))}
        </StaticPart>
      </section>
      <Split block={about.eco} id="about-eco" reverse />
      <section className={`section ${styles.light}`} aria-labelledby="about-team">
        <StaticPart className="container">
          <SectionHead className={styles.head} id="about-team" eyebrow={about.team.eyebrow} title={about.team.title} />
          <ul className={styles.team}>
            {about.team.members.map((m, i) => {
              const image = getImage(m.image?.childImageSharp?.gatsbyImageData ?? null)
              return (
                <li key={i} className={styles.member}>
                  {image ? (
                    <Picture image={image} alt={formatMessage(ui.about.portrait, { name: m.name })} className={styles.portrait} />
                  ) : null}
                  <h3 className={styles.memberName}>{m.name}</h3>
                  <p className={styles.role}>{m.role}</p>
                  <ul className={styles.social}>
                    {m.social.map((s, j) => (
                      <li key={j}>
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
        </StaticPart>
      </section>
      <section className="section" aria-labelledby="about-reasons">
        <StaticPart className="container">
          <SectionHead className={styles.head} id="about-reasons" eyebrow={about.reasons.eyebrow} title={about.reasons.title} />
          <ul className={styles.reasons}>
            {about.reasons.items.map((r, i) => (
              <li key={i} className={styles.reason}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon name={REASON_ICONS[r.icon] ?? "check"} size={26} />
                </span>
                <h3 className={styles.cardTitle}>{r.title}</h3>
                <p>{r.text}</p>
              </li>
            ))}
          </ul>
        </StaticPart>
      </section>
      <ServiceCards {...about.services} services={services} />
      <section className="section" aria-labelledby="about-faq">
        <div className={`container ${styles.faqLayout}`}>
          <SectionHead className={styles.head} id="about-faq" eyebrow={about.faq.eyebrow} title={about.faq.title} />
          <FaqAccordion items={about.faq.items} />
        </div>
      </section>
    </>
  )
}
