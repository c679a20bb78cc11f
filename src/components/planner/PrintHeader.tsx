import React from "react"
import { formatLongDate } from "../../lib/planner/format"
import type { ContentLang } from "../../lib/planner/types"
import { formatMessage } from "../../lib/ui/format-message"
import type { PlannerWords } from "../../i18n/planner"
import * as styles from "./Planner.module.css"

/** What the planner reads of the site settings (useSiteData): its address, brand, logo and contact details. */
export interface PlannerSite {
  /** the site's configured address (SITE_URL), which the e-mail's link starts with */
  siteUrl: string
  brand: string
  logoUrl: string
  contact: { phone: string; email: string; street: string; postalCode: string; locality: string; country: string }
}

interface Props {
  site: PlannerSite
  words: PlannerWords
  lang: ContentLang
  /** the visitor's date; null before it is known (the date waits) */
  today: string | null
  reference: string
}

/**
 * The printed page's header: the logo, the company's contact details from the site settings, the date and the
 * project's reference, before the project. Shown on paper only (Planner.module.css, print); the logo is the site
 * header's own file, so showing it costs no request.
 */
const PrintHeaderView: React.FC<Props> = ({ site, words, lang, today, reference }) => {
  const c = site.contact
  return (
    <div className={styles.printHeader} data-testid="planner-print-header">
      <img src={site.logoUrl} alt={site.brand} width={176} height={38} className={styles.printLogo} />
      <p className={styles.printContact}>
        {c.street}, {c.postalCode} {c.locality}, {c.country}
        <br />
        {c.phone} · {c.email}
      </p>
      <p className={styles.printMeta}>
        {today ? formatMessage(words.print.date, { date: formatLongDate(today, lang) }) : null}
        <br />
        <strong>{formatMessage(words.print.reference, { reference })}</strong>
      </p>
    </div>
  )
}

/** Memoized: rendered again only when the reference or the date changes (issue 60). */
export const PrintHeader = React.memo(PrintHeaderView)
