import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/Seo"
import { Icon, type IconName } from "../components/ui/Icon"
import { ContactForm } from "../components/forms/ContactForm"
import { useSiteData } from "../hooks/use-site-data"
import { telUrl } from "../lib/contact-links"
import * as styles from "./contact.module.css"

interface ContactPageData {
  map: { publicURL: string } | null
}

/** Intrinsic size of data/images/contact/map-reunion.svg (set as width/height so the image reserves its space). */
const MAP_WIDTH = 1200
const MAP_HEIGHT = 800

/** /contact (spec 2.6): three info cards, the contact form, and a static map linking out to a maps service. */
const ContactPage: React.FC<PageProps<ContactPageData>> = ({ data }) => {
  const site = useSiteData()
  const c = site.contact
  const cards: { icon: IconName; title: string; body: React.ReactNode }[] = [
    {
      icon: "mail",
      title: "E-mail us",
      body: (
        <>
          <a href={`mailto:${c.email}`} className={styles.cardLink}>
            {c.email}
          </a>
          <span>Quotes, brochures and technical questions</span>
        </>
      ),
    },
    {
      icon: "phone",
      title: "Call us",
      body: (
        <>
          <a href={telUrl(c.phoneHref)} className={styles.cardLink}>
            {c.phone}
          </a>
          <span>{c.hours}</span>
        </>
      ),
    },
    {
      icon: "pin",
      title: "Visit our office",
      body: (
        <address className={styles.address}>
          {site.legalName}
          <br />
          {c.street}
          <br />
          {c.postalCode} {c.locality}, {c.region}
          <br />
          {c.country}
        </address>
      ),
    },
  ]

  return (
    <>
      <section className={`section ${styles.intro}`}>
        <div className="container">
          <p className="eyebrow">Contact</p>
          <h1>Talk to our team</h1>
          <p className="lead">
            Tell us the model you are looking at, the changes you have in mind and your delivery port. We answer every enquiry with a
            full quotation: price, payment terms, production time and shipping.
          </p>
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
            <h2 id="contact-form-title">Send us a message</h2>
            <p>
              Whether you are planning a single cabin or a whole resort, write to us here. The more you tell us about your site and
              your port of delivery, the more precise our first answer will be.
            </p>
            <ContactForm email={c.email} />
          </div>
          <div className={styles.mapCol}>
            <h2 className={styles.mapTitle}>Find us in Le Port</h2>
            {data.map ? (
              <a href={c.mapUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink} data-testid="contact-map-link">
                <img
                  src={data.map.publicURL}
                  width={MAP_WIDTH}
                  height={MAP_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className={styles.map}
                  alt={`Map of Reunion Island showing our office at ${c.street}, ${c.postalCode} ${c.locality}`}
                />
                <span className={styles.mapCaption}>
                  Open the map in a new tab
                  <span className="visually-hidden"> (OpenStreetMap)</span>
                </span>
              </a>
            ) : (
              <a href={c.mapUrl} target="_blank" rel="noopener noreferrer" className="btn btn--ghost">
                Open our location on the map (new tab)
              </a>
            )}
            <p className={styles.mapNote}>
              Our office is in the port zone of Le Port, on the north-west coast of Reunion Island, ten minutes from the container
              terminal where our buildings are shipped from.
            </p>
          </div>
        </div>
      </section>
    </>
  )
}

export default ContactPage

export const query = graphql`
  query ContactPage {
    map: file(sourceInstanceName: { eq: "data" }, relativePath: { eq: "images/contact/map-reunion.svg" }) {
      publicURL
    }
  }
`

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Contact"
    description="Contact Kaz Horizon in Le Port, Reunion Island: ask for a quotation for a prefabricated or modular building, a brochure, or technical advice."
    pathname={location.pathname}
  />
)
