import React, { useEffect, useState } from "react"
import { Link } from "gatsby"
import type { Lang } from "../../i18n"
import { LANGUAGE_WORDS } from "../../i18n/language-words"
import type { Alternates } from "../../lib/content/content-i18n"
import { SUGGESTION_DISMISSED_KEY, suggestedLanguage } from "../../lib/ui/language-choice"
import { chosenLanguage, readStored, rememberLanguage, writeStored } from "../../lib/browser/language-memory"
import { whenIdle } from "../../lib/browser/when-idle"
import { Icon } from "../ui/Icon"
import * as styles from "./LanguageSuggestion.module.css"

/**
 * A discreet, dismissible note for a visitor whose browser prefers another language this page exists in: never a
 * redirect. Written in the suggested language. It is one of the quick actions (Layout renders it among them), so it
 * covers no text: below 84rem it sits in their bar along the bottom of the screen (a product's title was under it on
 * phones), wider it is a round button above them, beside the page's column (LanguageSuggestion.module.css).
 */
export const LanguageSuggestion: React.FC<{ lang: Lang; alternates?: Alternates }> = ({ lang, alternates }) => {
  const [suggested, setSuggested] = useState<Lang | null>(null)
  useEffect(
    // once the page is idle: the note is a second render, layout and paint that a page's start need not wait for
    () =>
      whenIdle(() => {
        const browserLangs = navigator.languages?.length ? navigator.languages : [navigator.language]
        const ask = (chosen: string | null, dismissed: boolean) =>
          suggestedLanguage({ pageLang: lang, alternates, browserLangs, chosen, dismissed })
        // the storage is read only when there is a language to suggest: its first read opens the site's storage,
        // a few milliseconds of script on a page whose visitor reads its language
        setSuggested(ask(null, false) && ask(chosenLanguage(), readStored(SUGGESTION_DISMISSED_KEY) !== null))
      }),
    [lang, alternates],
  )
  if (!suggested || !alternates?.[suggested]) return null
  const words = LANGUAGE_WORDS[suggested]
  const dismiss = () => {
    writeStored(SUGGESTION_DISMISSED_KEY, "1")
    setSuggested(null)
  }
  return (
    <div className={styles.note} lang={suggested} role="region" aria-label={words.label} data-testid="language-suggestion">
      <p>
        <span className={styles.sentence}>{words.suggestion}</span>{" "}
        <Link
          to={alternates[suggested]!}
          hrefLang={suggested}
          className={styles.link}
          aria-label={words.suggestionLink}
          title={words.suggestion}
          onClick={() => rememberLanguage(suggested)}
        >
          <span className={styles.linkText}>{words.suggestionLink}</span>
          {/* beside the page's column, where a quick action's round button fits: the language's code */}
          <span className={styles.code} aria-hidden="true">
            <Icon name="globe" size={16} />
            {suggested.toUpperCase()}
          </span>
        </Link>
      </p>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={words.dismiss}>
        <Icon name="close" size={20} />
      </button>
    </div>
  )
}
