import React from "react"
import { StaticPart } from "../ui/StaticPart"
import { UiText } from "../../i18n/UiText"
import { Link } from "gatsby"
import { servicePath } from "../../lib/routes/routes"
import { Icon, type IconName } from "../ui/Icon"
import type { QueriedNode } from "../../content-model/common"
import type { serviceSchema } from "../../content-model/services"
import * as styles from "./Services.module.css"

export type ServiceCardData = Pick<QueriedNode<typeof serviceSchema>, "jsonId" | "lang" | "slug" | "title" | "icon" | "summary">

/** Service icons from the content's icon names. */
export const SERVICE_ICONS: Record<string, IconName> = {
  "property-management": "key",
  mortgage: "percent",
  consulting: "handshake",
  "home-buying": "home",
  "home-selling": "tag",
  escrow: "lock",
}

/**
 * 'Our Services / Our Core Services' (spec 2.7): six cards to /service-details/1..6. Each says what its service does
 * (its `summary`), not the spec's one sentence for all six, a real-estate template's "over 1 million homes for sale"
 * (docs/spec-decisions.md). Product decision: shown on /about only (where the issue lists it); see src/pages/index.tsx.
 */
export const ServiceCards: React.FC<{ eyebrow: string; title: string; services: ServiceCardData[] }> = ({ eyebrow, title, services }) => (
  <section className={`section ${styles.section}`} aria-labelledby="our-services">
    <StaticPart className="container">
      <header className={styles.head}>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id="our-services">{title}</h2>
      </header>
      <ul className="card-grid">
        {[...services]
          .sort((a, b) => Number(a.jsonId) - Number(b.jsonId))
          .map((s) => (
            <li key={s.jsonId} className={`${styles.card} card-lift`}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name={SERVICE_ICONS[s.icon] ?? "building"} size={28} />
              </span>
              <h3 className={styles.title}>
                <Link to={servicePath(s)} className={styles.stretched}>
                  {s.title}
                </Link>
              </h3>
              <p>{s.summary}</p>
              <span className={styles.more} aria-hidden="true">
                <UiText get={(ui) => ui.services.learnMore} /> <Icon name="arrowRight" size={16} />
              </span>
            </li>
          ))}
      </ul>
    </StaticPart>
  </section>
)
