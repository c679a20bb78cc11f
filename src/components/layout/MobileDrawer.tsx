import React from "react"
import { useDialogBehaviour } from "../../hooks/use-dialog-behaviour"
import { useOpenedOnce } from "../../hooks/use-opened-once"
import type { NavItemData, SocialLinkData } from "../../hooks/use-site-data"
import { useUi } from "../../i18n"
import * as styles from "./MobileDrawer.module.css"

export interface DrawerProps {
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

/**
 * The menu below the extra-large breakpoint: a drawer with an accordion (one submenu open at a time),
 * quote and brochure buttons, the project planner's link and two social links. Closes on the overlay, the × button and Escape.
 *
 * Its contents are built at its first opening and kept after: closed, the drawer is hidden, and its 74 elements were
 * in every page's HTML and hydration for nothing (a third of what an article hydrated). The empty panel stays in the
 * page, so the menu button's `aria-controls` always names an element. Their code is a chunk of its own
 * (MobileDrawerContents), out of every page's first load: the opener waits for `loadDrawerContents()` before it opens
 * the drawer, so the contents are there in the commit that opens it (the dialog moves focus to its first item).
 */
export const MobileDrawer: React.FC<DrawerProps> = (props) => {
  const { open, onClose } = props
  const { layout: ui } = useUi()
  const built = useOpenedOnce(open)
  const ref = useDialogBehaviour<HTMLDivElement>(open, onClose)

  return (
    <div className={styles.root} data-open={open || undefined} hidden={!open}>
      <div className={styles.overlay} onClick={onClose} data-testid="drawer-overlay" aria-hidden="true" />
      <div ref={ref} className={styles.panel} role="dialog" aria-modal="true" aria-label={ui.drawer.label} id="mobile-drawer" tabIndex={-1}>
        {built && loaded ? <loaded.DrawerContents {...props} /> : null}
      </div>
    </div>
  )
}

let loaded: typeof import("./MobileDrawerContents") | null = null

/**
 * Loads the drawer's contents (once; a failure is a chunk-load error, which reloads the page: gatsby-browser.tsx).
 * Call it when a visitor nears the menu button, and wait for it before opening the drawer.
 */
export const loadDrawerContents = (): Promise<unknown> =>
  import(/* webpackChunkName: "mobile-drawer" */ "./MobileDrawerContents").then((m) => (loaded = m))
