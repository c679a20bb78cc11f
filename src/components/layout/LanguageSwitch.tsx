import React from "react"
import { Link, navigate } from "gatsby"
import type { Lang } from "../../i18n"
import { LANGUAGE_WORDS } from "../../i18n/language-words"
import type { Alternates } from "../../lib/content/content-i18n"
import { otherLanguages } from "../../lib/ui/language-choice"
import { rememberLanguage } from "../../lib/browser/language-memory"
import { Icon } from "../ui/Icon"
import * as styles from "./LanguageSwitch.module.css"

/**
 * The header's and the drawer's language switch: a link to this same page in each other language (its twin from
 * the page context's `alternates`), named in that language, with hreflang, keeping the page's query string. Nothing
 * when the page has no twin. In the drawer, the drawer closes with the new page (Header).
 * Memoized: the header renders again when its menu opens.
 */
export const LanguageSwitch = React.memo<{ lang: Lang; alternates?: Alternates; className?: string }>(function LanguageSwitch({
  lang,
  alternates,
  className,
}) {
  const others = otherLanguages(lang, alternates)
  if (!others.length) return null
  return (
    <nav aria-label={LANGUAGE_WORDS[lang].label} className={`${styles.languages} ${className ?? ""}`}>
      {others.map(([other, path]) => {
        const words = LANGUAGE_WORDS[other]
        return (
          <Link
            key={other}
            to={path}
            hrefLang={other}
            lang={other}
            aria-label={words.readIn}
            className={styles.link}
            onClick={(event) => {
              rememberLanguage(other)
              // the page's query goes along (the project planner keeps its project in it: /quote/?m=… → /fr/devis/?m=…)
              const search = window.location.search
              if (search && !event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) {
                event.preventDefault()
                void navigate(`${path}${search}`)
              }
            }}
          >
            <Icon name="globe" size={18} />
            <span>{words.name}</span>
          </Link>
        )
      })}
    </nav>
  )
})
