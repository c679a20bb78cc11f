import React from "react"
import { Icon, SOCIAL_ICON } from "../ui/Icon"
import type { SocialLinkData } from "../../hooks/use-site-data"
import { useUi } from "../../i18n"

/** The company's social networks as a labelled list of icon links, each opening in a new tab (top bar, drawer, footer). */
export const SocialLinks: React.FC<{ links: SocialLinkData[]; iconSize: number; className?: string }> = ({
  links,
  iconSize,
  className,
}) => {
  const { layout: ui } = useUi()
  return (
    <ul className={className} aria-label={ui.socialMedia}>
      {links.map((s) => (
        <li key={s.network}>
          <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
            <Icon name={SOCIAL_ICON[s.network] ?? "globe"} size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  )
}
