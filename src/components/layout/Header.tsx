import React, { useCallback, useMemo, useState } from "react"
import { Link } from "gatsby"
import { DesktopMenu } from "./DesktopMenu"
import { MobileDrawer } from "./MobileDrawer"
import { Logo } from "./Logo"
import { Icon } from "../ui/Icon"
import { showsBrochureButton } from "../../lib/ui/layout-rules"
import { useEnquiry } from "../enquiry/EnquiryContext"
import type { SiteData } from "../../hooks/use-site-data"
import { useUi, type Lang } from "../../i18n"
import type { Alternates } from "../../lib/content/content-i18n"
import { LanguageSwitch } from "./LanguageSwitch"
import { sitePath } from "../../lib/routes/routes"
import { isActivePath } from "../../lib/routes/paths"
import * as styles from "./Header.module.css"

/** Sticky header: logo, main menu, 'Get a Quote', 'Brochure' (product pages that have one) and the mobile drawer toggle. */
interface Props {
  site: SiteData
  pathname: string
  /** the English twin's path, which the spec's Brochure rule is written for */
  rulePath?: string
  productName?: string
  lang: Lang
  alternates?: Alternates
}

export const Header: React.FC<Props> = ({ site, pathname, rulePath = pathname, productName, lang, alternates }) => {
  const { layout: ui } = useUi()
  const [drawerOpen, setDrawerOpen] = useState(false)
  // A new page closes the drawer, in the same commit as the page (React's state reset on a changed prop, during the
  // render): the language switch's tap then leaves the drawer as it is, and the French page comes with it closed
  // (issue 60, npm run bench:inp "the language switch": the drawer closed in the tap's own frame made it 72 ms at 4x)
  const [drawerPath, setDrawerPath] = useState(pathname)
  if (drawerPath !== pathname) {
    setDrawerPath(pathname)
    setDrawerOpen(false)
  }
  const enquiry = useEnquiry()
  // on a product page the header's quote is that product's quote: the visitor asking there asks about it (issue 56,
  // docs/spec-decisions.md); everywhere else it is the general quote
  const openQuote = useCallback(() => {
    setDrawerOpen(false)
    enquiry.open(productName ? { kind: "product-quote", product: productName } : { kind: "quote" })
  }, [enquiry, productName])
  const openBrochure = useCallback(() => {
    setDrawerOpen(false)
    enquiry.open({ kind: "brochure", product: productName })
  }, [enquiry, productName])
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  // Everything the drawer's contents take stays the same object while the menu opens and closes, so that tap renders
  // the toggle and the drawer's frame, not every link of the drawer again (memoized DrawerContents; issue 60)
  const drawerLogo = useMemo(() => <Logo src={site.logoUrl} brand={site.brand} />, [site.logoUrl, site.brand])
  const drawerLanguage = useMemo(() => <LanguageSwitch lang={lang} alternates={alternates} />, [lang, alternates])
  const brochure = showsBrochureButton(rulePath)

  // The drawer is a sibling of <header>, not inside it: the header's backdrop-filter would make it the
  // containing block of the drawer's fixed positioning and clip the overlay to the header's height.
  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.inner}`}>
          <Logo src={site.logoUrl} brand={site.brand} />
          <DesktopMenu items={site.navigation.main} pathname={pathname} />
          <div className={styles.actions}>
            <LanguageSwitch lang={lang} alternates={alternates} className={styles.language} />
            {/* a round icon button: with its words it did not fit beside the menu, the language switch, 'Brochure'
                and 'Demander un devis' (the French menu wrapped on two lines at 1280 px); the drawer has the words */}
            <Link
              to={`${sitePath("quote", lang)}/`}
              className={styles.planner}
              title={ui.planner}
              aria-current={isActivePath(pathname, sitePath("quote", lang)) ? "page" : undefined}
              data-testid="header-planner"
            >
              <Icon name="ruler" size={20} />
              <span className="visually-hidden">{ui.planner}</span>
            </Link>
            {brochure ? (
              <button
                type="button"
                className={`btn btn--ghost ${styles.brochure}`}
                onClick={openBrochure}
                onPointerEnter={enquiry.preload}
                onFocus={enquiry.preload}
                data-testid="header-brochure"
              >
                <Icon name="download" size={18} />
                {ui.brochure}
              </button>
            ) : null}
            <button
              type="button"
              className={`btn ${styles.quote}`}
              onClick={openQuote}
              onPointerEnter={enquiry.preload}
              onFocus={enquiry.preload}
              data-testid="header-quote"
            >
              {ui.quote}
            </button>
            <button
              type="button"
              className={styles.menuToggle}
              aria-label={ui.openMenu}
              aria-expanded={drawerOpen}
              aria-controls="mobile-drawer"
              onClick={() => {
                setDrawerOpen(true)
                // the quote dialog's code, for the drawer's "Get Quote" (the preload waits for the drawer's paint)
                enquiry.preload()
              }}
            >
              <Icon name="menu" size={24} />
            </button>
          </div>
        </div>
      </header>
      <MobileDrawer
        open={drawerOpen}
        onClose={closeDrawer}
        items={site.navigation.main}
        pathname={pathname}
        social={site.social}
        onQuote={openQuote}
        onBrochure={openBrochure}
        plannerPath={`${sitePath("quote", lang)}/`}
        logo={drawerLogo}
        languageSwitch={drawerLanguage}
      />
    </>
  )
}
