import fs from "fs"
import path from "path"
import { CONTENT_KINDS, kindOf, type ContentKind } from "../../content-model"
import { formatErrors } from "../../lib/content/content-schema"
import {
  langFile,
  mergeTranslation,
  splitLangFile,
  translationErrors,
  TRANSLATED_LANGS,
  type ContentLang,
} from "../../lib/content/content-i18n"
import { PAGE_PATHS, SITE_PATHS_BY_LANG, type SitePathName } from "../../lib/routes/routes"
import { normalizePath } from "../../lib/routes/paths"
import { withTypography } from "../../lib/content/typography"
import { parseJson } from "./json-errors"

/** One content item in one language: the English file as written, a translation merged with its English file. */
export interface ContentItem {
  kind: ContentKind
  lang: ContentLang
  /** the item's key: its files' path relative to data/ without the language (`blog/3.json` for blog/3.en.json) */
  base: string
  /** the file this language is written in, relative to data/ */
  file: string
  doc: Record<string, unknown>
}

export interface LoadedContent {
  items: ContentItem[]
  /** one message per problem, each naming the file (data/…) and the field */
  problems: string[]
}

/** Every JSON file below `dir` (but the image and video folders), relative to it, POSIX separators. */
export const listJsonFiles = (dir: string, base = dir): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "images" || entry.name === "videos" ? [] : listJsonFiles(full, base)
    return entry.name.endsWith(".json") ? [path.relative(base, full).split(path.sep).join("/")] : []
  })

const expectedFiles = () =>
  CONTENT_KINDS.map((k) => ("file" in k.source ? k.source.file : k.source.dir + "/*.json").replace(/\.json$/, ".en.json")).join(", ")

/**
 * Reads data/: every English item and, for each translated language, its translation merged with it. A link target
 * (a shared site path) in a translation is mapped to the page of that language when the page has one.
 */
export function loadContent(dataDir: string): LoadedContent {
  const problems: string[] = []
  const files = listJsonFiles(dataDir).sort()
  const parsed = new Map<string, Record<string, unknown>>()
  const read = (rel: string): Record<string, unknown> | undefined => {
    if (parsed.has(rel)) return parsed.get(rel)
    const result = parseJson(fs.readFileSync(path.join(dataDir, rel), "utf8"))
    if ("error" in result) {
      problems.push(`data/${rel}: ${result.error}`)
      return undefined
    }
    const doc = result.doc as Record<string, unknown>
    parsed.set(rel, doc)
    return doc
  }

  const english: Array<{ kind: ContentKind; base: string; file: string; doc: Record<string, unknown> }> = []
  for (const rel of files) {
    const { base, lang } = splitLangFile(rel)
    const kind = kindOf(base)
    if (!lang) {
      problems.push(
        `data/${rel}: a content file's name says its language: ${base.replace(/\.json$/, "")}.en.json for English, ${base.replace(/\.json$/, "")}.fr.json for its French version`,
      )
      continue
    }
    if (!kind) {
      problems.push(
        `data/${rel}: this file is not a known kind of content (expected one of ${expectedFiles()}, or its French version *.fr.json)`,
      )
      continue
    }
    if (lang !== "en") {
      if (!files.includes(langFile(base, "en")))
        problems.push(`data/${rel}: a translation without its English file data/${langFile(base, "en")}`)
      continue
    }
    const doc = read(rel)
    if (doc !== undefined) english.push({ kind, base, file: rel, doc })
  }

  // the translations, checked against their English item, before any link is mapped
  const translations: Array<{
    kind: ContentKind
    base: string
    lang: ContentLang
    file: string
    en: Record<string, unknown>
    tr: unknown
  }> = []
  for (const { kind, base, doc } of english) {
    for (const lang of TRANSLATED_LANGS) {
      const file = langFile(base, lang)
      if (!files.includes(file)) {
        problems.push(`data/${file}: this file is missing: every item needs its French version (data/${langFile(base, "en")} has none)`)
        continue
      }
      const tr = read(file)
      if (tr === undefined) continue
      const errors = translationErrors(doc, tr, kind.schema)
      if (errors.length) problems.push(formatErrors(`data/${file}`, errors))
      else translations.push({ kind, base, lang, file, en: doc, tr })
    }
  }

  // each page's path in every language, so that shared link targets lead to the reader's language
  const pathMaps = new Map<ContentLang, Map<string, string>>()
  const mapOf = (lang: ContentLang) => pathMaps.get(lang) ?? pathMaps.set(lang, new Map()).get(lang)!
  for (const lang of TRANSLATED_LANGS)
    for (const name of Object.keys(SITE_PATHS_BY_LANG.en) as SitePathName[])
      mapOf(lang).set(SITE_PATHS_BY_LANG.en[name], SITE_PATHS_BY_LANG[lang][name])
  const merged = translations.map((t) => ({ ...t, doc: mergeTranslation(t.en, t.tr, t.kind.schema) }))
  for (const t of merged) {
    const pageKind = t.kind.pageKind
    if (!pageKind) continue
    try {
      const from = PAGE_PATHS[pageKind](pageNode(t.en, "en"))
      const to = PAGE_PATHS[pageKind](pageNode(t.doc, t.lang))
      mapOf(t.lang).set(normalizePath(from), to)
    } catch (err) {
      problems.push(`data/${t.file}: field "slug" is missing: ${(err as Error).message}`)
    }
  }

  const items: ContentItem[] = english.map(({ kind, base, file, doc }) => ({ kind, lang: "en" as ContentLang, base, file, doc }))
  for (const t of translations) {
    const map = mapOf(t.lang)
    const mapLink = (href: string) => {
      const [bare, rest = ""] = href.split(/(?=[?#])/)
      const to = map.get(normalizePath(bare))
      return to === undefined ? undefined : to + rest
    }
    // the language's typography (French no-break spaces) is the build's job: translators type plain spaces
    const doc = withTypography(t.lang, mergeTranslation(t.en, t.tr, t.kind.schema, mapLink))
    items.push({ kind: t.kind, lang: t.lang, base: t.base, file: t.file, doc })
  }
  return { items, problems }
}

/** What PAGE_PATHS needs of an item: its path field, or its id (as `jsonId`), slug and language. */
const pageNode = (doc: Record<string, unknown>, lang: ContentLang) => ({
  path: doc.path as string,
  jsonId: doc.id as string,
  slug: doc.slug as string | undefined,
  lang,
})
