import React from "react"
import { FaqAccordion } from "../../components/about/FaqAccordion"
import { Picture } from "../../components/media/Picture"
import { ServiceCards } from "../../components/services/ServiceCards"
import { Icon, type IconName } from "../../components/ui/Icon"
import { SectionHead } from "../../components/ui/SectionHead"
import { aboutSchema } from "../../content-model/about"
import type { Infer } from "../../lib/content/content-schema"
import { uiFor } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import { imageOf, Page, shownDoc, type PreviewProps } from "./shared"
import { ENGLISH_FILES } from "./single-files"
import * as styles from "../../components/about/About.module.css"

type About = Infer<typeof aboutSchema>

// the about page's icons (src/pages/about.tsx)
const PILLAR_ICONS: Record<string, IconName> = { mission: "target", vision: "eye", commitment: "handshake" }
const REASON_ICONS: Record<string, IconName> = { affordability: "wallet", quality: "shield", speed: "truck", customization: "tools" }

/** A text beside its picture (welcome, eco), as the page draws it. */
const Split: React.FC<{ block: About["welcome"]; id: string; reverse?: boolean; getAsset: PreviewProps["getAsset"] }> = ({
  block,
  id,
  reverse,
  getAsset,
}) => {
  const image = imageOf(getAsset, block.image, 640, 533)
  return (
    <section className="section" aria-labelledby={id}>
      <div className={`container ${styles.split} ${reverse ? styles.reverse : ""}`}>
        <div className={styles.media}>{image ? <Picture image={image} alt={block.alt} /> : null}</div>
        <div>
          <p className="eyebrow">{block.eyebrow}</p>
          <h2 id={id}>{block.title}</h2>
          {block.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  )
}

/**
 * /about in its order: head, welcome, pillars, eco, team, reasons, services, FAQ. The services section's cards are the
 * services collection's: its head shows here.
 */
export const AboutPreview: React.FC<PreviewProps> = ({ entry, getAsset }) => {
  const { lang, doc: about } = shownDoc(entry, aboutSchema, ENGLISH_FILES.about)
  const ui = uiFor(lang)
  return (
    <Page lang={lang}>
      <header className={styles.pageHead}>
        <div className="container">
          <p className="eyebrow">{about.eyebrow}</p>
          <h1>{about.title}</h1>
          <p className="lead">{about.intro}</p>
        </div>
      </header>
      <Split block={about.welcome} id="about-welcome" getAsset={getAsset} />
      <section className={`section ${styles.pillarsSection}`} aria-label={about.pillarsLabel}>
        <div className={`container ${styles.cards3}`}>
          {about.pillars.map((p, i) => (
            <div key={i} className={styles.pillar}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name={PILLAR_ICONS[p.icon] ?? "target"} size={28} />
              </span>
              <h2 className={styles.cardTitle}>{p.title}</h2>
              <p>{p.text}</p>
            </div>
          ))}
        </div>
      </section>
      <Split block={about.eco} id="about-eco" reverse getAsset={getAsset} />
      <section className={`section ${styles.light}`} aria-labelledby="about-team">
        <div className="container">
          <SectionHead className={styles.head} id="about-team" eyebrow={about.team.eyebrow} title={about.team.title} />
          <ul className={styles.team}>
            {about.team.members.map((m, i) => {
              const image = imageOf(getAsset, m.image, 400, 500)
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
        </div>
      </section>
      <section className="section" aria-labelledby="about-reasons">
        <div className="container">
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
        </div>
      </section>
      <ServiceCards {...about.services} services={[]} />
      <section className="section" aria-labelledby="about-faq">
        <div className={`container ${styles.faqLayout}`}>
          <SectionHead className={styles.head} id="about-faq" eyebrow={about.faq.eyebrow} title={about.faq.title} />
          <FaqAccordion items={about.faq.items} />
        </div>
      </section>
    </Page>
  )
}
