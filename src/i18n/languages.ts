/**
 * The languages of the site, in one table: everything the build, the browser bundle and the content check need to
 * know of a language besides its interface words (src/i18n/<code>/) and its content (data/*.<code>.json). The
 * routes (src/lib/routes/routes.ts), the content check (src/lib/content/content-i18n.ts), the sitemap, the feeds,
 * the structured data and the typography all derive from it; docs/languages.md says how to add a language.
 *
 * Pure data and pure functions, with no import at run time: the browser bundle reads it.
 */
/** How a language's text gets its typography (src/i18n/typography.ts). */
export type Typography = "plain" | "french"

export interface Language {
  /** its name in English: the editor's labels ("Home page (French)"), the content check's messages, schema.org's availableLanguage */
  englishName: string
  /** its name in itself: the language switch's link */
  nativeName: string
  /** its BCP 47 tag: `<html lang>`, hreflang (the pages' heads and the sitemap), JSON-LD `inLanguage`, the feed's `<language>` */
  tag: string
  /** its Open Graph locale (og:locale, og:locale:alternate) */
  ogLocale: string
  /** the folder its pages live in: "" for the source language (the site's root), "/fr" for French */
  pathPrefix: string
  /** how its figures write a decimal ("74.34 m²", "74,34 m²"): the content check compares a translation's figures with the English ones */
  decimalSeparator: string
  /** the characters that group a figure's thousands ("3,500", "3 500"), ignored when figures are compared */
  groupSeparators: string
  /** the one the site writes when it formats a figure itself (the planner): French the narrow no-break space, so a figure never breaks */
  groupSeparator: string
  /** its typography rules, applied by the build (a no-break space before the colon in French) */
  typography: Typography
  /**
   * Its URL words, below `pathPrefix`: the page of each singleton route of src/pages/ (the home page is the prefix
   * itself), and the folder of each page kind whose paths are built from an id or a slug (src/lib/routes/routes.ts
   * PAGE_KIND_TABLE, path "base"). This module imports nothing from src/lib: routes.ts checks, as a type, that every
   * language names a word for each of its routes (`LanguageTable`).
   */
  paths: Readonly<Record<string, string>>
}

/** THE table, in the order the languages are listed (the source language first). */
const TABLE = {
  en: {
    englishName: "English",
    nativeName: "English",
    tag: "en",
    ogLocale: "en_GB",
    pathPrefix: "",
    decimalSeparator: ".",
    groupSeparators: ",",
    groupSeparator: ",",
    typography: "plain",
    // the singleton routes' words are the names of the page files of src/pages/ (Gatsby builds them from the names)
    paths: {
      about: "about",
      products: "products",
      blogs: "blogs",
      contact: "contact",
      quote: "quote",
      blogPost: "blog-details",
      service: "service-details",
    },
  },
  fr: {
    englishName: "French",
    nativeName: "Français",
    tag: "fr",
    ogLocale: "fr_FR",
    pathPrefix: "/fr",
    decimalSeparator: ",",
    groupSeparators: " \u00A0\u202F",
    groupSeparator: "\u202F",
    typography: "french",
    paths: {
      about: "a-propos",
      products: "produits",
      blogs: "blog",
      contact: "contact",
      quote: "devis",
      blogPost: "blog",
      service: "services",
    },
  },
} satisfies Record<string, Language>

/** A language of the site: a key of the table. A `Record<ContentLang, …>` elsewhere makes the type checker name its missing entries. */
export type ContentLang = keyof typeof TABLE
/** The table as written, for the type checks of the modules that read it (src/lib/routes/routes.ts). */
export type LanguageTable = typeof TABLE

export const LANGUAGES: Readonly<Record<ContentLang, Language>> = TABLE

/** The source language: its files hold every field (the translations hold only their words), its pages live at the root. */
export const SOURCE_LANG = "en" satisfies ContentLang

/** What the rest of the site derives from a language table: pure, so that a test can call it with another table. */
export function languageSet<L extends string, S extends L>(table: Readonly<Record<L, Language>>, source: S) {
  const langs = Object.keys(table) as L[]
  if (table[source]?.pathPrefix !== "") throw new Error(`the source language ${source} lives at the root: its pathPrefix must be ""`)
  const translated = langs.filter((l): l is Exclude<L, S> => l !== source)
  for (const lang of translated)
    if (!/^\/[a-z][a-z0-9-]*$/.test(table[lang].pathPrefix))
      throw new Error(`the pages of ${lang} need a folder of their own: its pathPrefix must be like "/${lang}"`)
  const all: readonly L[] = [source, ...translated]
  return {
    /** every language, the source first */
    LANGS: all,
    /** the languages translated from the source, in the table's order */
    TRANSLATED_LANGS: translated,
    /** each language's name in English */
    LANG_NAMES: Object.fromEntries(all.map((l) => [l, table[l].englishName])) as Record<L, string>,
    /** "French", "French and German", "English, French and German": languages by their English names, for messages */
    namesOf: (some: readonly L[]): string => {
      const names = some.map((lang) => table[lang].englishName)
      return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names.join("")
    },
    /** a value for each language, the source first */
    byLang: <T>(f: (lang: L) => T): Record<L, T> => Object.fromEntries(all.map((lang) => [lang, f(lang)])) as Record<L, T>,
  }
}

const SET = languageSet(LANGUAGES, SOURCE_LANG)
export const LANGS: readonly ContentLang[] = SET.LANGS
export const TRANSLATED_LANGS: Exclude<ContentLang, typeof SOURCE_LANG>[] = SET.TRANSLATED_LANGS
export const LANG_NAMES: Record<ContentLang, string> = SET.LANG_NAMES
/** "French", "French and German", "English, French and German": languages by their English names, for messages. */
export const namesOf: (langs: readonly ContentLang[]) => string = SET.namesOf
/** A value for each language, the source first. */
export const byLang: <T>(f: (lang: ContentLang) => T) => Record<ContentLang, T> = SET.byLang
