import React from "react"
import { Icon, SOCIAL_ICON } from "../ui/Icon"
import type { SiteData } from "../../hooks/use-site-data"
import { useUi } from "../../i18n"
import { telUrl } from "../../lib/enquiries/contact-links"
import { StaticPart } from "../ui/StaticPart"
import * as styles from "./TopBar.module.css"

/** Contact e-mail, phone and social links above the header; hidden on small screens. Nothing in it changes (StaticPart). */
export const TopBar: React.FC<{ site: SiteData }> = ({ site }) => {
  const { layout: ui } = useUi()
  return (
    <aside className={styles.bar} data-testid="top-bar" aria-label={ui.contactDetails}>
      <StaticPart className={`container ${styles.inner}`}>
        <ul className={styles.contact}>
          <li>
            <a href={`mailto:${site.contact.email}`}>
              <Icon name="mail" size={16} />
              {site.contact.email}
            </a>
          </li>
          <li>
            <a href={telUrl(site.contact.phone)}>
              <Icon name="phone" size={16} />
              {site.contact.phone}
            </a>
          </li>
          <li className={styles.hours}>
            <Icon name="clock" size={16} />
            {site.contact.hours}
          </li>
        </ul>
        <ul className={styles.social} aria-label={ui.socialMedia}>
          {site.social.map((s) => (
            <li key={s.network}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                <Icon name={SOCIAL_ICON[s.network] ?? "globe"} size={16} />
              </a>
            </li>
          ))}
        </ul>
      </StaticPart>
    </aside>
  )
}
