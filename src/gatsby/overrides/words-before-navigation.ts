import type { Lang } from "../../i18n"

/** Gatsby's navigation function (window.___navigate): a path, or a number of steps in the history. */
export type Navigate = (to: string | number, options?: unknown) => unknown

export interface WordsLoader {
  hasUi: (lang: Lang) => boolean
  loadUi: (lang: Lang) => Promise<unknown>
  langOfPath: (pathname: string) => Lang
  /** the address the navigation starts from (relative targets such as "?m=…" are read against it) */
  href: () => string
  /** a full load of the target: what a failed load of its words falls back to */
  assign: (url: string) => void
}

/**
 * Gatsby's navigate, waiting for the target page's interface words when they are not here yet: a page of another
 * language (the language switch, a link a visitor follows across languages) renders its words, and its Head reads
 * them, in the commit that shows it. Words that cannot load (offline, a new deploy) make it a full load of the target,
 * which brings its own. Steps in the history go through at once: every page in it was shown, its words loaded.
 */
export function waitForWordsBeforeNavigation(navigate: Navigate, words: WordsLoader): Navigate {
  return (to, options) => {
    if (typeof to !== "string") return navigate(to, options)
    const url = new URL(to, words.href())
    const lang = words.langOfPath(url.pathname)
    if (words.hasUi(lang)) return navigate(to, options)
    return words.loadUi(lang).then(
      () => navigate(to, options),
      () => words.assign(url.href),
    )
  }
}

/**
 * Gatsby's prefetch of a hovered link (`___loader.hovering`, after spec 9's delay), fetching as well the words of
 * a page of another language, so that a click on the language switch finds them there. A failed fetch is dropped:
 * the navigation asks again.
 */
export function withWordsPrefetch(hovering: (path: string) => void, words: Omit<WordsLoader, "href" | "assign">): (path: string) => void {
  return (path) => {
    hovering(path)
    const lang = words.langOfPath(path)
    if (!words.hasUi(lang)) words.loadUi(lang).catch(() => undefined)
  }
}
