import React from "react"
import type { IGatsbyImageData, Layout } from "gatsby-plugin-image"
import { LangContext, type Lang } from "../../i18n"
import { mergeTranslation, SOURCE_LANG, splitLangFile, TRANSLATED_LANGS } from "../../lib/content/content-i18n"
import type { Fields, Infer, Rule } from "../../lib/content/content-schema"
import { withTypography } from "../../i18n/typography"
import type { QueriedFile } from "../../content-model/common"
import { plain, type ImmutableLike } from "../immutable"

/**
 * What the content editor's preview pane gives a template, in Decap CMS and in Sveltia CMS alike: the entry as an
 * Immutable map, and `getAsset`, which resolves a file field's value to something whose `toString()` is a URL.
 */
export interface PreviewProps {
  entry: ImmutableLike
  getAsset: (path: string) => { toString(): string } | undefined
}

export type Doc = Record<string, unknown>

const isRecord = (v: unknown): v is Doc => typeof v === "object" && v !== null && !Array.isArray(v)

/** The entry's fields as plain data. */
export const dataOf = (entry: ImmutableLike): Doc => {
  const data = plain(entry.get("data"))
  return isRecord(data) ? data : {}
}

/**
 * The language shown, in either editor:
 * - Decap previews a translation by putting its data in place of the English data: `data` is then the very map at
 *   `i18n.<lang>.data`;
 * - Sveltia gives the shown language's data as `data` and only the other languages under `i18n`: English there means
 *   a translation is shown, the one language missing from `i18n`;
 * - an entry without `i18n` (Decap's single files, one entry per language): its file's name says which
 *   (`data/home.fr.json`).
 */
export const langOf = (entry: ImmutableLike): Lang => {
  const data = entry.get("data")
  const decap = TRANSLATED_LANGS.find((lang) => data !== undefined && entry.getIn(["i18n", lang, "data"]) === data)
  if (decap) return decap
  if (entry.getIn(["i18n", SOURCE_LANG, "data"]) !== undefined)
    return TRANSLATED_LANGS.find((lang) => entry.getIn(["i18n", lang, "data"]) === undefined) ?? SOURCE_LANG
  const path = entry.get("path")
  return (typeof path === "string" && splitLangFile(path.replace(/^.*\//, "")).lang) || SOURCE_LANG
}

/** Every required field present, so that a field emptied in the editor leaves a gap in the preview, not an error. */
function filled(value: unknown, rule: Rule): unknown {
  switch (rule.kind) {
    case "string":
      return typeof value === "string" || rule.optional ? value : ""
    case "number":
      return typeof value === "number" || rule.optional ? value : 0
    case "array":
      return Array.isArray(value) ? value.map((item) => filled(item, rule.of)) : rule.optional ? value : []
    case "object":
      return isRecord(value) ? filledFields(value, rule.fields) : rule.optional ? value : filledFields({}, rule.fields)
    case "union": {
      const variant = isRecord(value) ? rule.variants[String(value[rule.discriminator])] : undefined
      return variant && isRecord(value) ? { ...filledFields(value, variant), [rule.discriminator]: value[rule.discriminator] } : value
    }
    default:
      return value
  }
}

const filledFields = (doc: Doc, fields: Fields): Doc => {
  const out: Doc = { ...doc }
  for (const [key, rule] of Object.entries(fields)) {
    const value = filled(doc[key], rule)
    if (value !== undefined) out[key] = value
  }
  return out
}

/**
 * The entry as its page shows it, in the language shown: a translation holds only its words, so it is merged over
 * the English data (Sveltia's `i18n.en.data`, or, for a single file, its English file imported by the preview) for
 * the pictures and figures to show, and gets the language's typography as the build gives it.
 */
export function shownDoc<F extends Fields>(entry: ImmutableLike, schema: F, englishFile?: unknown): { lang: Lang; doc: Infer<F> } {
  const lang = langOf(entry)
  const data = dataOf(entry)
  let doc: Doc = data
  if (lang !== SOURCE_LANG) {
    const english = plain(entry.getIn(["i18n", SOURCE_LANG, "data"])) ?? englishFile
    doc = withTypography(lang, isRecord(english) ? mergeTranslation(english, data, schema) : data)
  }
  return { lang, doc: filledFields(doc, schema) as Infer<F> }
}

/**
 * The URL the editor gives a picture of data/images. A value is written from its file (`../images/…`, `./images/…`),
 * which the editor resolves for the entry's own fields; a picture shown in a translation's preview comes from the
 * English file (the French entry has no picture field), so it is asked again by its path in the editor's media
 * library (`/images/…`, the library's public folder).
 */
export function assetUrl(getAsset: PreviewProps["getAsset"], value: string): string {
  const inLibrary = value.replace(/^(?:\.\.?\/)+images\//, "/images/")
  for (const path of inLibrary === value ? [value] : [value, inLibrary]) {
    const url = loadableUrl(getAsset(path))
    if (url) return url
  }
  return value
}

/**
 * An asset the editor found, as a URL the preview frame can load. Sveltia gives its file's public path until it has
 * read the file (it then changes the asset's URL to a blob: one, and the preview bridge draws again); when it already
 * holds the file, the preview makes its own blob: URL of it, once per file.
 */
const objectUrls = new WeakMap<Blob, string>()
function loadableUrl(asset: ReturnType<PreviewProps["getAsset"]>): string | undefined {
  if (!asset) return undefined
  const url = asset.toString()
  if (/^(?:blob:|data:|https?:)/.test(url)) return url
  const file = (asset as { fileObj?: unknown }).fileObj
  if (typeof Blob !== "undefined" && file instanceof Blob && typeof URL.createObjectURL === "function") {
    const made = objectUrls.get(file) ?? URL.createObjectURL(file)
    objectUrls.set(file, made)
    return made
  }
  return url
}

/** A file field as the site's components read it: `{ publicURL }`, or null when the field is empty. */
export const fileOf = (getAsset: PreviewProps["getAsset"], value: unknown) =>
  typeof value === "string" && value ? { publicURL: assetUrl(getAsset, value), childImageSharp: null } : null

/**
 * A picture as the site's image components read it (Picture, PriorityImage), drawn from the file itself: one
 * `<img src>` in a box of the size the page's query asks for (the build's resized variants do not exist here).
 */
export const imageOf = (
  getAsset: PreviewProps["getAsset"],
  value: unknown,
  width: number,
  height: number,
  layout: Layout = "constrained",
): IGatsbyImageData | undefined => {
  const file = fileOf(getAsset, value)
  return file ? { layout, width, height, images: { fallback: { src: file.publicURL } } } : undefined
}

/** A picture field as the site's queries give it (a File node with its image variants), from imageOf. */
export const pictureOf = (...args: Parameters<typeof imageOf>): QueriedFile | null => {
  const image = imageOf(...args)
  return image ? { publicURL: image.images.fallback?.src, childImageSharp: { gatsbyImageData: image, thumb: image, full: image } } : null
}

export const text = (value: unknown): string => (typeof value === "string" ? value : "")
export const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

/** The page in its language: the components read their interface words from the context. */
export const Page: React.FC<{ lang: Lang; children: React.ReactNode }> = ({ lang, children }) => (
  <LangContext.Provider value={lang}>
    <div lang={lang}>{children}</div>
  </LangContext.Provider>
)
