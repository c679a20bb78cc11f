import React, { useEffect, useRef } from "react"
import { Link } from "gatsby"
import { Icon } from "../ui/Icon"
import { isCurrentPage, isMenuItemActive } from "../../lib/ui/layout-rules"
import type { NavItemData, NavSubItemData } from "../../hooks/use-site-data"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import { closeInnermostSubmenu, closeSubmenus, toggleOf, toggleSubmenu } from "../../lib/browser/menu-disclosure"
import { StaticPart } from "../ui/StaticPart"
import * as styles from "./DesktopMenu.module.css"

/**
 * The main menu from the extra-large breakpoint up. Dropdowns open on hover (CSS) and with their toggle
 * buttons (click, Enter/Space: aria-expanded follows), close on Escape (focus returns to the toggle),
 * when focus leaves the menu and on navigation.
 *
 * The list is a StaticPart: its items change only with the page, and the toggles open and close their submenus on
 * the DOM (src/lib/browser/menu-disclosure.ts), so the menu, hidden on phones, costs no hydration (it was a third of
 * every page's hydrated elements). React renders every submenu closed; the menu closes them all on navigation.
 */
const DesktopMenuView: React.FC<{ items: NavItemData[]; pathname: string }> = ({ items, pathname }) => {
  const { layout: ui } = useUi()
  const navRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (navRef.current) closeSubmenus(navRef.current)
  }, [pathname])

  const onClick = (e: React.MouseEvent<HTMLElement>) => {
    const toggle = toggleOf(e.currentTarget, e.target)
    if (toggle) toggleSubmenu(e.currentTarget, toggle)
  }

  const onKeyDown = (e: React.KeyboardEvent<HTMLElement>) => {
    if (e.key === "Escape") closeInnermostSubmenu(e.currentTarget)?.focus()
  }

  const onBlur = (e: React.FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) closeSubmenus(e.currentTarget)
  }

  return (
    // the toggles' clicks, Escape and focus leaving the menu are handled on the nav, which catches every item's events
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav ref={navRef} className={styles.nav} aria-label={ui.menu.mainLabel} onClick={onClick} onKeyDown={onKeyDown} onBlur={onBlur}>
      <StaticPart as="ul" className={styles.list}>
        {items.map((item) => {
          const active = isMenuItemActive(item, pathname)
          const hasSub = !!item.subItems?.length
          return (
            <li key={item.label} className={`${styles.item} ${hasSub ? styles.hasSub : ""}`}>
              <Link
                to={item.path}
                className={`${styles.link} ${active ? styles.active : ""}`}
                aria-current={isCurrentPage(pathname, item.path) ? "page" : undefined}
                data-active={active || undefined}
              >
                {item.label}
              </Link>
              {hasSub ? (
                <>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={false}
                    aria-controls={`submenu-${slug(item.label)}`}
                    data-submenu-toggle
                  >
                    <Icon name="chevronDown" size={16} />
                    <span className="visually-hidden">{formatMessage(ui.menu.submenu, { label: item.label })}</span>
                  </button>
                  <ul id={`submenu-${slug(item.label)}`} className={styles.dropdown} hidden>
                    {item.subItems!.map((sub) => (
                      <SubItem key={sub.label} sub={sub} pathname={pathname} />
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          )
        })}
      </StaticPart>
    </nav>
  )
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-")

const SubItem: React.FC<{ sub: NavSubItemData; pathname: string }> = ({ sub, pathname }) => {
  const active = isMenuItemActive(sub, pathname)
  if (!sub.subItems?.length) {
    return (
      <li>
        <Link to={sub.path ?? "/"} className={`${styles.subLink} ${active ? styles.active : ""}`} data-active={active || undefined}>
          {sub.label}
        </Link>
      </li>
    )
  }
  const id = `submenu-${slug(sub.label)}`
  return (
    <li className={styles.nestedItem}>
      <button
        type="button"
        className={`${styles.subLink} ${styles.nestedToggle} ${active ? styles.active : ""}`}
        aria-expanded={false}
        aria-controls={id}
        data-submenu-toggle
      >
        {sub.label}
        <Icon name="chevronRight" size={16} />
      </button>
      <ul id={id} className={styles.nested} hidden>
        {sub.subItems.map((leaf) => {
          const leafActive = isMenuItemActive(leaf, pathname)
          return (
            <li key={leaf.path}>
              <Link to={leaf.path} className={`${styles.subLink} ${leafActive ? styles.active : ""}`} data-active={leafActive || undefined}>
                {leaf.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </li>
  )
}

/** Memoized: the header renders again when the phone menu opens, and this menu's items (11 ms of a phone's CPU, 4x
 * slowed, in that tap) change only with the page (issue 60). */
export const DesktopMenu = React.memo(DesktopMenuView)
