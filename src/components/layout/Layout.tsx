import React, { useContext } from "react"
import { HydrationUnit } from "./HydrationUnit"
import { TopBar } from "./TopBar"
import { Header } from "./Header"
import { Footer } from "./Footer"
import { CtaBanner } from "./CtaBanner"
import { ScrollUpButton } from "./ScrollUpButton"
import { ChatLink } from "./ChatLink"
import { ToastHost } from "./ToastHost"
import { EnquiryProvider } from "../enquiry/EnquiryContext"
import { EnquiryDialogs, preloadEnquiryDialogs } from "../enquiry/EnquiryDialogs"
import { showsCtaBanner } from "../../lib/ui/layout-rules"
import { useSiteData } from "../../hooks/use-site-data"
import { LangContext, useUi } from "../../i18n"
import type { Alternates } from "../../lib/content/content-i18n"
import { LanguageSuggestion } from "./LanguageSuggestion"
import * as styles from "./Layout.module.css"
import * as floating from "./FloatingButtons.module.css"

interface Props {
  children: React.ReactNode
  pathname: string
  /** the product of the current page, when it is a product page (for the header's Brochure button) */
  productName?: string
  /** the page's path in each published language (page context): the language switch and the suggestion */
  alternates?: Alternates
}

/**
 * The shared layout of every route (spec 2.2).
 *
 * The page and the footer are hydration units (HydrationUnit, Suspense boundaries): React 18 hydrates the server
 * HTML of each as a unit of its own after the header's, committing each separately and yielding between them,
 * instead of one commit as long as the whole page. The long pages split their content further (ProductPage, the
 * home page).
 */
export const Layout: React.FC<Props> = ({ children, pathname, productName, alternates }) => {
  const site = useSiteData()
  const { layout: ui } = useUi()
  const lang = useContext(LangContext)
  // the spec's path rules (the CTA banner, the Brochure button) are written for the English routes: a page of
  // another language follows the rule of its English twin
  const rulePath = alternates?.en ?? pathname
  const cta = showsCtaBanner(rulePath)
  return (
    <EnquiryProvider renderDialogs={(api) => <EnquiryDialogs api={api} />} preload={preloadEnquiryDialogs}>
      <a className={styles.skip} href="#main-content">
        {ui.skipLink}
      </a>
      <TopBar site={site} />
      <Header site={site} pathname={pathname} rulePath={rulePath} productName={productName} lang={lang} alternates={alternates} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <HydrationUnit>{children}</HydrationUnit>
      </main>
      <HydrationUnit>
        {cta ? <CtaBanner cta={site.cta} /> : null}
        <Footer site={site} compact={!cta} />
      </HydrationUnit>
      <aside aria-label={ui.quickActions} className={floating.dock} data-testid="quick-actions">
        <LanguageSuggestion lang={lang} alternates={alternates} />
        <ScrollUpButton />
        <ChatLink phone={site.contact.whatsapp} brand={site.brand} />
      </aside>
      <ToastHost />
    </EnquiryProvider>
  )
}
