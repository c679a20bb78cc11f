import React, { useEffect, useState } from "react"
import { Icon } from "../ui/Icon"
import { isScrollUpActive } from "../../lib/ui/layout-rules"
import { prefersReducedMotion } from "../../lib/ui/motion"
import { useUi } from "../../i18n"
import * as styles from "./FloatingButtons.module.css"

/** Becomes active once the page is scrolled more than 100 px; scrolls smoothly back to the top. */
export const ScrollUpButton: React.FC = () => {
  const { layout: ui } = useUi()
  const [active, setActive] = useState(false)
  useEffect(() => {
    const update = () => setActive(isScrollUpActive(window.scrollY))
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [])
  return (
    <button
      type="button"
      className={`${styles.fab} ${styles.scrollUp} ${active ? styles.active : ""}`}
      data-active={active || undefined}
      aria-label={ui.scrollToTop}
      tabIndex={active ? 0 : -1}
      aria-hidden={!active}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
    >
      <Icon name="arrowUp" size={22} />
    </button>
  )
}
