import React, { useState } from "react"
import { Link } from "gatsby"
import { Icon } from "../ui/Icon"
import { SocialLinks } from "./SocialLinks"
import { isMenuItemActive, toggleSingle } from "../../lib/ui/layout-rules"
import { useDialogBehaviour } from "../../hooks/use-dialog-behaviour"
import { useBuiltWhenIdle } from "../../hooks/use-opened-once"
import type { NavItemData, SocialLinkData } from "../../hooks/use-site-data"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./MobileDrawer.module.css"

interface Props {
  open: boolean
  onClose: () => void
  items: NavItemData[]
  pathname: string
  social: SocialLinkData[]
  onQuote: () => void
  onBrochure: () => void
  /** the project planner in the page's language */
  plannerPath: string
  logo: React.ReactNode
  /** the link to this page in the other language (nothing when the page has no twin) */
  languageSwitch?: React.ReactNode
}

/** At the latest this long after load the drawer is built, idle or not. */
export const DRAWER_BUILD_TIMEOUT_MS = 5000

/**
 * The menu below the extra-large breakpoint: a drawer with an accordion (one submenu open at a time),
 * quote and brochure buttons, the project planner's link and two social links. Closes on the overlay, the × button and Escape.
 *
 * Its contents are built when the page is first idle (or at its first opening, if sooner) and kept after: closed, the
 * drawer is hidden, and its 74 elements were in every page's HTML and hydration for nothing (a third of what an
 * article hydrated). The empty panel stays in the page, so the menu button's `aria-controls` always names an element.
 */
export const MobileDrawer: React.FC<Props> = ({ open, ...contents }) => {
  const { onClose } = contents
  const { layout: ui } = useUi()
  // built when the page is first idle, so that opening the menu only shows it
  const built = useBuiltWhenIdle(open, DRAWER_BUILD_TIMEOUT_MS)
  const ref = useDialogBehaviour<HTMLDivElement>(open, onClose)

  return (
    <div className={styles.root} data-open={open || undefined} hidden={!open}>
      <div className={styles.overlay} onClick={onClose} data-testid="drawer-overlay" aria-hidden="true" />
      <div ref={ref} className={styles.panel} role="dialog" aria-modal="true" aria-label={ui.drawer.label} id="mobile-drawer" tabIndex={-1}>
        {built ? <DrawerContents {...contents} /> : null}
      </div>
    </div>
  )
}

/** Memoized: opening and closing the menu changes only `open`, which the contents do not take (issue 60). */
const DrawerContents = React.memo<Omit<Props, "open">>(function DrawerContents({
  onClose,
  items,
  pathname,
  social,
  onQuote,
  onBrochure,
  plannerPath,
  logo,
  languageSwitch,
}) {
  const { layout: ui } = useUi()
  const [expanded, setExpanded] = useState<string | null>(null)
  return (
    <>
      <div className={styles.head}>
        {logo}
        <button type="button" className={styles.close} onClick={onClose} aria-label={ui.drawer.close}>
          <Icon name="close" size={22} />
        </button>
      </div>
      <nav aria-label={ui.drawer.navLabel}>
        <ul className={styles.menu}>
          {items.map((item) => {
            const active = isMenuItemActive(item, pathname)
            const subs = item.subItems ?? []
            return (
              <li key={item.label} className={styles.item}>
                <div className={styles.row}>
                  <Link
                    to={item.path}
                    className={`${styles.link} ${active ? styles.active : ""}`}
                    data-active={active || undefined}
                    onClick={onClose}
                  >
                    {item.label}
                  </Link>
                  {subs.length ? (
                    <AccordionToggle
                      label={item.label}
                      expanded={expanded === item.label}
                      onToggle={() => setExpanded(toggleSingle(expanded, item.label))}
                    />
                  ) : null}
                </div>
                {subs.length ? (
                  <ul id={panelId(item.label)} className={styles.sub} hidden={expanded !== item.label}>
                    {subs.map((sub) => (
                      <li key={sub.label}>
                        {sub.subItems?.length ? (
                          <NestedGroup label={sub.label} leaves={sub.subItems} pathname={pathname} onNavigate={onClose} />
                        ) : (
                          <SubLink item={sub} pathname={pathname} onNavigate={onClose} />
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ul>
      </nav>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={onQuote}>
          <Icon name="quote" size={18} />
          {ui.quote}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onBrochure}>
          <Icon name="download" size={18} />
          {ui.brochure}
        </button>
        <Link to={plannerPath} className="btn btn--ghost" onClick={onClose} data-testid="drawer-planner">
          <Icon name="ruler" size={18} />
          {ui.planner}
        </Link>
      </div>
      {languageSwitch}
      <SocialLinks links={social.slice(0, 2)} iconSize={20} className={styles.social} />
    </>
  )
})

/** A submenu's link, marked when it leads to the page shown; following it closes the drawer. */
const SubLink: React.FC<{ item: { label: string; path?: string | null }; pathname: string; onNavigate: () => void }> = ({
  item,
  pathname,
  onNavigate,
}) => (
  <Link to={item.path ?? "/"} className={`${styles.subLink} ${isMenuItemActive(item, pathname) ? styles.active : ""}`} onClick={onNavigate}>
    {item.label}
  </Link>
)

const panelId = (label: string) => `drawer-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`

const AccordionToggle: React.FC<{ label: string; expanded: boolean; onToggle: () => void }> = ({ label, expanded, onToggle }) => {
  const { layout: ui } = useUi()
  return (
    <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={panelId(label)} onClick={onToggle}>
      <Icon name="chevronDown" size={18} />
      <span className="visually-hidden">{formatMessage(ui.menu.submenu, { label })}</span>
    </button>
  )
}

const NestedGroup: React.FC<{ label: string; leaves: { label: string; path: string }[]; pathname: string; onNavigate: () => void }> = ({
  label,
  leaves,
  pathname,
  onNavigate,
}) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`${styles.subLink} ${styles.nestedToggle}`}
        aria-expanded={open}
        aria-controls={panelId(label)}
        onClick={() => setOpen(!open)}
      >
        {label}
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={panelId(label)} className={styles.nested} hidden={!open}>
        {leaves.map((leaf) => (
          <li key={leaf.path}>
            <SubLink item={leaf} pathname={pathname} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  )
}
