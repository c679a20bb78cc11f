import React, { useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { Icon } from "../ui/Icon"
import { isCurrentPage, isMenuItemActive } from "../../lib/ui/layout-rules"
import type { NavItemData, NavSubItemData } from "../../hooks/use-site-data"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import { StaticPart } from "../ui/StaticPart"
import * as styles from "./DesktopMenu.module.css"

/**
 * The main menu from the extra-large breakpoint up. Dropdowns open on hover (CSS) and with their toggle
 * buttons (click, Enter/Space: aria-expanded follows), close on Escape (focus returns to the toggle),
 * when focus leaves the menu and on navigation.
 */
export const DesktopMenu: React.FC<{ items: NavItemData[]; pathname: string }> = ({ items, pathname }) => {
  const { layout: ui } = useUi()
  const [open, setOpen] = useState<string | null>(null)
  const [openNested, setOpenNested] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)

  useEffect(() => {
    setOpen(null)
    setOpenNested(null)
  }, [pathname])

  const closeAll = () => {
    setOpen(null)
    setOpenNested(null)
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== "Escape" || !open) return
    const toggle = navRef.current?.querySelector<HTMLButtonElement>(`[data-toggle="${openNested ?? open}"]`)
    if (openNested) setOpenNested(null)
    else setOpen(null)
    toggle?.focus()
  }

  const onBlur = (e: React.FocusEvent) => {
    if (!navRef.current?.contains(e.relatedTarget as Node | null)) closeAll()
  }

  return (
    // Escape and focus leaving the menu close its submenus: the handlers sit on the nav so they catch every item's events
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav ref={navRef} className={styles.nav} aria-label={ui.menu.mainLabel} onKeyDown={onKeyDown} onBlur={onBlur}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = isMenuItemActive(item, pathname)
          const hasSub = !!item.subItems?.length
          const isOpen = open === item.label
          return (
            <li key={item.label} className={`${styles.item} ${hasSub ? styles.hasSub : ""}`} data-open={isOpen || undefined}>
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
                    aria-expanded={isOpen}
                    aria-controls={`submenu-${slug(item.label)}`}
                    data-toggle={item.label}
                    onClick={() => {
                      setOpen(isOpen ? null : item.label)
                      setOpenNested(null)
                    }}
                  >
                    <Icon name="chevronDown" size={16} />
                    <span className="visually-hidden">{formatMessage(ui.menu.submenu, { label: item.label })}</span>
                  </button>
                  <ul id={`submenu-${slug(item.label)}`} className={styles.dropdown} hidden={!isOpen}>
                    {item.subItems!.map((sub) => (
                      <SubItem
                        key={sub.label}
                        sub={sub}
                        pathname={pathname}
                        nestedOpen={openNested === sub.label}
                        setNestedOpen={(v) => setOpenNested(v ? sub.label : null)}
                      />
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-")

const SubItem: React.FC<{
  sub: NavSubItemData
  pathname: string
  nestedOpen: boolean
  setNestedOpen: (open: boolean) => void
}> = ({ sub, pathname, nestedOpen, setNestedOpen }) => {
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
    <li className={styles.nestedItem} data-open={nestedOpen || undefined}>
      <button
        type="button"
        className={`${styles.subLink} ${styles.nestedToggle} ${active ? styles.active : ""}`}
        aria-expanded={nestedOpen}
        aria-controls={id}
        data-toggle={sub.label}
        onClick={() => setNestedOpen(!nestedOpen)}
      >
        {sub.label}
        <Icon name="chevronRight" size={16} />
      </button>
      {/* the leaves' links change only with the page (StaticPart); the list's own `hidden` stays live */}
      <StaticPart as="ul" id={id} className={styles.nested} hidden={!nestedOpen}>
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
      </StaticPart>
    </li>
  )
}
