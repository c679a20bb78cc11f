import React from "react"
import { Icon } from "../ui/Icon"
import { SocialLinks } from "./SocialLinks"
import type { SiteData } from "../../hooks/use-site-data"
import { useUi } from "../../i18n"
import { telUrl } from "../../lib/enquiries/contact-links"
import { StaticPart } from "../ui/StaticPart"
import * as styles from "./TopBar.module.css"
import { WholeAddresses } from "../ui/WholeAddresses"

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
              <WholeAddresses text={site.contact.email} />
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
        <SocialLinks links={site.social} iconSize={16} className={styles.social} />
      </StaticPart>
    </aside>
  )
}
