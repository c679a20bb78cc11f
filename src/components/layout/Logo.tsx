import { useSitePaths } from "../../hooks/use-site-paths"
import React from "react"
import { Link } from "gatsby"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"

/** The brand logo (data/images/brand/logo.svg), linking home. Memoized: the header renders again when its menu opens. */
export const Logo = React.memo<{ src: string; brand: string; className?: string }>(function Logo({ src, brand, className }) {
  const paths = useSitePaths()
  const { layout: ui } = useUi()
  return (
    <Link
      to={paths.home}
      className={className}
      aria-label={formatMessage(ui.logoHome, { brand })}
      style={{ display: "inline-flex", alignItems: "center", minHeight: 44 }}
    >
      <img src={src} alt={brand} width={176} height={38} style={{ height: 38, width: "auto" }} />
    </Link>
  )
})
