import React, { useContext } from "react"
import { graphql, type PageProps } from "gatsby"
import { makeHead, seoText } from "../components/seo/make-head"
import { Icon, type IconName } from "../components/ui/Icon"
import { ContactForm } from "../components/forms/ContactForm"
import { useSiteData } from "../hooks/use-site-data"
import { LangContext, type Lang } from "../i18n"
import { pictureInLanguage } from "../lib/content/language-pictures"
import { telUrl } from "../lib/enquiries/contact-links"
import { formatMessage } from "../lib/ui/format-message"
import type { Queried } from "../content-model/common"
import type { siteSchema } from "../content-model/site"
import * as styles from "./contact.module.css"
import { WholeAddresses, WholeHyphenatedWords } from "../components/ui/WholeAddresses"

interface MapFile {
  relativePath: string
  publicURL: string
}

interface ContactPageData {
  /** the map's drawing (English words) and its versions in the translated languages (map-reunion.fr.svg) */
  map: MapFile | null
  translatedMaps: { nodes: MapFile[] }
  siteJson: { pages: { contact: ContactContent } }
}

/** What /contact says (data/site.en.json, pages.contact). */
type ContactContent = Queried<typeof siteSchema>["pages"]["contact"]

/** Intrinsic size of data/images/contact/map-reunion.svg (set as width/height so the image reserves its space). */
const MAP_WIDTH = 1200
const MAP_HEIGHT = 800

const MAP = "images/contact/map-reunion.svg"

/** The map in the page's language: its own drawing (`.fr.svg`) when there is one, else the English one. */
const mapFor = (data: ContactPageData, lang: Lang) =>
  data.translatedMaps.nodes.find((m) => m.relativePath === pictureInLanguage(MAP, lang)) ?? data.map

/** /contact (spec 2.6): three info cards, the contact form, and a static map linking out to a maps service. */
const ContactPage: React.FC<PageProps<ContactPageData>> = ({ data }) => {
  const site = useSiteData()
  const map = mapFor(data, useContext(LangContext))
  const c = site.contact
  const page = data.siteJson.pages.contact
  const cards: { icon: IconName; title: string; body: React.ReactNode }[] = [
    {
      icon: "mail",
      title: page.cards.email,
      body: (
        <>
          <a href={`mailto:${c.email}`} className={styles.cardLink}>
            <WholeAddresses text={c.email} />
          </a>
          <span>{page.cards.emailNote}</span>
        </>
      ),
    },
    {
      icon: "phone",
      title: page.cards.phone,
      body: (
        <>
          <a href={telUrl(c.phone)} className={styles.cardLink}>
            {c.phone}
          </a>
          <span>{c.hours}</span>
        </>
      ),
    },
    {
      icon: "pin",
      title: page.cards.office,
      body: (
        <address className={styles.address}>
          {site.legalName}
          <br />
          <WholeHyphenatedWords text={c.street} />
          <br />
          <WholeHyphenatedWords text={`${c.postalCode} ${c.locality}, ${c.region}`} />
          <br />
          <WholeHyphenatedWords text={c.country} />
        </address>
      ),
    },
  ]

  return (
    <>
      <section className={`section ${styles.intro}`}>
        <div className="container">
          <p className="eyebrow">{page.eyebrow}</p>
          <h1>{page.title}</h1>
          <p className="lead">{page.lead}</p>
          <ul className={styles.cards}>
            {cards.map((card) => (
              <li key={card.title} className={styles.card}>
                <span className={styles.cardIcon}>
                  <Icon name={card.icon} size={24} />
                </span>
                <h2 className={styles.cardTitle}>{card.title}</h2>
                <div className={styles.cardBody}>{card.body}</div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`section ${styles.formSection}`} aria-labelledby="contact-form-title">
        <div className={`container ${styles.grid}`}>
          <div className={styles.formCol}>
            <h2 id="contact-form-title">{page.form.title}</h2>
            <p>{page.form.text}</p>
            <ContactForm email={c.email} />
          </div>
          <div className={styles.mapCol}>
            <h2 className={styles.mapTitle}>{page.map.title}</h2>
            {map ? (
              <a href={c.mapUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink} data-testid="contact-map-link">
                <img
                  src={map.publicURL}
                  width={MAP_WIDTH}
                  height={MAP_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className={styles.map}
                  alt={formatMessage(page.map.alt, { street: c.street, postalCode: c.postalCode, locality: c.locality })}
                />
                <span className={styles.mapCaption}>
                  {page.map.caption}
                  <span className="visually-hidden"> {page.map.service}</span>
                </span>
              </a>
            ) : (
              <a href={c.mapUrl} target="_blank" rel="noopener noreferrer" className="btn btn--ghost">
                {page.map.fallback}
              </a>
            )}
            <p className={styles.mapNote}>{page.map.note}</p>
          </div>
        </div>
      </section>
    </>
  )
}

export default ContactPage

export const query = graphql`
  query ContactPage($lang: String!) {
    map: file(sourceInstanceName: { eq: "data" }, relativePath: { eq: "images/contact/map-reunion.svg" }) {
      relativePath
      publicURL
    }
    translatedMaps: allFile(filter: { sourceInstanceName: { eq: "data" }, relativePath: { glob: "images/contact/map-reunion.*.svg" } }) {
      nodes {
        relativePath
        publicURL
      }
    }
    siteJson(lang: { eq: $lang }) {
      pages {
        contact {
          seo {
            title
            description
          }
          eyebrow
          title
          lead
          cards {
            email
            emailNote
            phone
            office
          }
          form {
            title
            text
          }
          map {
            title
            alt
            caption
            service
            fallback
            note
          }
        }
      }
    }
  }
`

export const Head = makeHead<ContactPageData>(({ data }) => seoText(data.siteJson.pages.contact))
