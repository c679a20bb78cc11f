import fs from "fs"
import path from "path"
import { CONTENT_KINDS, kindOf, type ContentKind } from "../../content-model"
import {
  LANG_NAMES,
  langFile,
  mergeTranslation,
  SOURCE_LANG,
  splitLangFile,
  translationErrors,
  TRANSLATED_LANGS,
  type ContentLang,
} from "../../lib/content/content-i18n"
import { PAGE_PATHS, SITE_PATHS_BY_LANG, type SitePathName } from "../../lib/routes/routes"
import { withSlug } from "../../lib/content/slugify"
import { normalizePath } from "../../lib/routes/paths"
import { withTypography } from "../../i18n/typography"
import { withLanguagePictures } from "../../lib/content/image-subjects"
import { parseJson } from "./json-errors"
import { formatProblem, type ContentProblem } from "./problems"

/** One content item in one language: the English file as written, a translation merged with its English file. */
export interface ContentItem {
  kind: ContentKind
  lang: ContentLang
  /** the item's key: its files' path relative to data/ without the language (`blog/3.json` for blog/3.en.json) */
  base: string
  /** the file this language is written in, relative to data/ */
  file: string
  doc: Record<string, unknown>
  /** a translation of an article or a service that writes no slug: its `slug` is made from its title (withSlug) */
  derivedSlug?: boolean
}

export interface LoadedContent {
  items: ContentItem[]
  /** one message per problem, each naming the file (data/…) and the field */
  problems: string[]
  /** the same problems, as data: what the content check orders and sifts (src/gatsby/content/problems.ts) */
  contentProblems: ContentProblem[]
}

/** Every JSON file below `dir` (but the image and video folders), relative to it, POSIX separators. */
export const listJsonFiles = (dir: string, base = dir): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "images" || entry.name === "videos" ? [] : listJsonFiles(full, base)
    return entry.name.endsWith(".json") ? [path.relative(base, full).split(path.sep).join("/")] : []
  })

const expectedFiles = () =>
  CONTENT_KINDS.map((k) => langFile("file" in k.source ? k.source.file : k.source.dir + "/*.json", SOURCE_LANG)).join(", ") +
  `, or a translation of one (${TRANSLATED_LANGS.map((l) => `*.${l}.json for ${LANG_NAMES[l]}`).join(", ")})`

/** `blog/3.json` → "blog/3.en.json for English, blog/3.fr.json for its French version" (each language of the site). */
const namesByLanguage = (base: string) =>
  [
    `${langFile(base, SOURCE_LANG)} for ${LANG_NAMES[SOURCE_LANG]}`,
    ...TRANSLATED_LANGS.map((l) => `${langFile(base, l)} for its ${LANG_NAMES[l]} version`),
  ].join(", ")

/**
 * Reads data/: every English item and, for each translated language, its translation merged with it. A link target
 * (a shared site path) in a translation is mapped to the page of that language when the page has one.
 */
export function loadContent(dataDir: string): LoadedContent {
  const problems: ContentProblem[] = []
  const files = listJsonFiles(dataDir).sort()
  // each file is parsed once, and a file that is not JSON is told once (undefined)
  const parsed = new Map<string, Record<string, unknown> | undefined>()
  const read = (rel: string): Record<string, unknown> | undefined => {
    if (parsed.has(rel)) return parsed.get(rel)
    const result = parseJson(fs.readFileSync(path.join(dataDir, rel), "utf8"))
    const doc = "doc" in result ? (result.doc as Record<string, unknown>) : undefined
    if ("error" in result) problems.push({ stage: "file", file: rel, ...splitLangFile(rel), message: result.error })
    parsed.set(rel, doc)
    return doc
  }

  const english: Array<{ kind: ContentKind; base: string; file: string; doc: Record<string, unknown> }> = []
  for (const rel of files) {
    const { base, lang } = splitLangFile(rel)
    const kind = kindOf(base)
    if (!lang) {
      problems.push({ stage: "file", file: rel, base, message: `a content file's name says its language: ${namesByLanguage(base)}` })
      continue
    }
    if (!kind) {
      problems.push({
        stage: "file",
        file: rel,
        base,
        lang,
        message: `this file is not a known kind of content (expected one of ${expectedFiles()})`,
      })
      continue
    }
    if (lang !== SOURCE_LANG) {
      read(rel) // a translation that is not JSON is told even when its English file is not JSON either
      const source = langFile(base, SOURCE_LANG)
      if (!files.includes(source))
        problems.push({
          stage: "file",
          file: rel,
          base,
          lang,
          message: `a translation without its ${LANG_NAMES[SOURCE_LANG]} file data/${source}`,
          others: [source],
        })
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
        problems.push({
          stage: "file",
          file,
          base,
          lang,
          message: `this file is missing: every item needs its ${LANG_NAMES[lang]} version (data/${langFile(base, SOURCE_LANG)} has none)`,
        })
        continue
      }
      const tr = read(file)
      if (tr === undefined) continue
      const errors = translationErrors(doc, tr, kind.schema, lang)
      problems.push(
        ...errors.map((e) => ({
          stage: "field" as const,
          file,
          base,
          lang,
          field: e.field,
          message: e.message,
          ...(e.covers !== undefined ? { covers: e.covers } : {}),
        })),
      )
      if (!errors.length) translations.push({ kind, base, lang, file, en: doc, tr })
    }
  }

  // each page's path in every language, so that shared link targets lead to the reader's language
  const pathMaps = new Map<ContentLang, Map<string, string>>()
  const mapOf = (lang: ContentLang) => pathMaps.get(lang) ?? pathMaps.set(lang, new Map()).get(lang)!
  for (const lang of TRANSLATED_LANGS)
    for (const name of Object.keys(SITE_PATHS_BY_LANG.en) as SitePathName[])
      mapOf(lang).set(SITE_PATHS_BY_LANG.en[name], SITE_PATHS_BY_LANG[lang][name])
  const merged = translations.map((t) => ({ ...t, doc: withSlug(t.kind.pageKind, mergeTranslation(t.en, t.tr, t.kind.schema)).doc }))
  for (const t of merged) {
    const pageKind = t.kind.pageKind
    if (!pageKind) continue
    try {
      const from = PAGE_PATHS[pageKind](pageNode(t.en, SOURCE_LANG))
      const to = PAGE_PATHS[pageKind](pageNode(t.doc, t.lang))
      mapOf(t.lang).set(normalizePath(from), to)
    } catch (err) {
      const at = { stage: "field" as const, file: t.file, base: t.base, lang: t.lang }
      problems.push(
        typeof t.doc.slug === "string" && t.doc.slug
          ? { ...at, message: `the page's path cannot be built: ${(err as Error).message}` }
          : { ...at, field: "slug", message: `is missing: the ${LANG_NAMES[t.lang]} page's path is made from it` },
      )
    }
  }

  const items: ContentItem[] = english.map(({ kind, base, file, doc }) => ({ kind, lang: SOURCE_LANG, base, file, doc }))
  for (const t of translations) {
    const map = mapOf(t.lang)
    const mapLink = (href: string) => {
      const [bare, rest = ""] = href.split(/(?=[?#])/)
      const to = map.get(normalizePath(bare))
      return to === undefined ? undefined : to + rest
    }
    // the language's typography (French no-break spaces) is the build's job: translators type plain spaces
    const { doc: whole, derivedSlug } = withSlug(t.kind.pageKind, mergeTranslation(t.en, t.tr, t.kind.schema, mapLink))
    // a picture with words has its version in the item's language beside it (plan.fr.svg next to plan.svg): the page
    // shows that one, while the English file stays the one place that names pictures (docs/content-model.md)
    const folder = path.dirname(path.join(dataDir, t.file))
    const doc = withLanguagePictures(withTypography(t.lang, whole), t.lang, (p) => fs.existsSync(path.resolve(folder, p)))
    items.push({ kind: t.kind, lang: t.lang, base: t.base, file: t.file, doc, ...(derivedSlug ? { derivedSlug } : {}) })
  }
  return { items, problems: problems.map((p) => formatProblem(p)), contentProblems: problems }
}

/** What PAGE_PATHS needs of an item: its path field, or its id (as `jsonId`), slug and language. */
const pageNode = (doc: Record<string, unknown>, lang: ContentLang) => ({
  path: doc.path as string,
  jsonId: doc.id as string,
  slug: doc.slug as string | undefined,
  lang,
})
