import React from "react"
import { Link } from "gatsby"
import { Icon } from "../ui/Icon"
import { SocialLinks } from "./SocialLinks"
import type { NavLinkData, SiteData } from "../../hooks/use-site-data"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import { telUrl } from "../../lib/enquiries/contact-links"
import { shownFact } from "../../lib/content/company-facts"
import * as styles from "./Footer.module.css"
import { StaticPart } from "../ui/StaticPart"
import { WholeAddresses, WholeHyphenatedWords } from "../ui/WholeAddresses"

const Column: React.FC<{ title: string; links: NavLinkData[] }> = ({ title, links }) => (
  <div>
    <h2 className={styles.heading}>{title}</h2>
    <ul className={styles.links}>
      {links.map((l) => (
        <li key={l.path}>
          <Link to={l.path}>{l.label}</Link>
        </li>
      ))}
    </ul>
  </div>
)

/** Footer: contact details, link columns, brand-ownership note, copyright with the current year, designer credit. */
export const Footer: React.FC<{ site: SiteData; compact?: boolean }> = ({ site, compact }) => {
  const { contact } = site
  const { layout: ui, legal } = useUi()
  const year = new Date().getFullYear()
  return (
    <footer className={`${styles.footer} ${compact ? styles.compact : ""}`} data-compact={compact || undefined}>
      <StaticPart className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <img src={site.logoUrl} alt={site.brand} width={176} height={38} className={styles.logo} loading="lazy" />
          <p className={styles.tagline}>{site.tagline}.</p>
          <address className={styles.address}>
            <span className={styles.line}>
              <Icon name="pin" size={18} />
              <span>
                <WholeHyphenatedWords text={contact.street} />
                <br />
                <WholeHyphenatedWords text={`${contact.postalCode} ${contact.locality}, ${contact.region}`} />
              </span>
            </span>
            <a className={styles.line} href={telUrl(contact.phone)}>
              <Icon name="phone" size={18} />
              {contact.phone}
            </a>
            <a className={styles.line} href={`mailto:${contact.email}`}>
              <Icon name="mail" size={18} />
              <WholeAddresses text={contact.email} />
            </a>
            <span className={styles.line}>
              <Icon name="tag" size={18} />
              {formatMessage(ui.footer.vat, { vat: shownFact(contact.vat, legal.unfilled.what.vat, legal.unfilled) })}
            </span>
          </address>
          <SocialLinks links={site.social} iconSize={18} className={styles.social} />
        </div>
        <Column title={ui.footer.company} links={site.navigation.footer.company} />
        <Column title={ui.footer.products} links={site.navigation.footer.products} />
        <Column title={ui.footer.featured} links={site.navigation.footer.featured} />
      </StaticPart>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.note}>{site.ownershipNote}</p>
        <p className={styles.copy}>
          {formatMessage(ui.footer.copyright, { year, brand: site.brand })}
          <span className={styles.credit}>
            {ui.footer.designedBy}{" "}
            <a href={site.designer.url} target="_blank" rel="noopener noreferrer">
              {site.designer.label}
            </a>
          </span>
        </p>
      </div>
    </footer>
  )
}
