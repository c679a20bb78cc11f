/**
 * Pictures that match their words: the asset generator records what each image it draws depicts
 * (data/images/manifest.json: subject = a product or a scene, view = exterior, interior:<room>, plan...) and, for a
 * picture with words (a floor plan), the language of its words (`lang`).
 * The content validation uses it to fail the build when a product page, a featured page or a home hero slide
 * shows a generated picture of another product, and when a page shows a picture whose words are in another language
 * than the page's. Images the manifest does not know, or whose bytes changed since they were generated (a real
 * photograph put in by a maintainer), are not checked.
 *
 * A picture's version in another language lies beside it, the language before the extension (`plan.svg` and
 * `plan.fr.svg`): the content names the source language's picture once, in the English file, and the build shows the
 * version of the page's language when it exists (withLanguagePictures; docs/content-model.md).
 */
import { LANGUAGES, SOURCE_LANG, type ContentLang } from "../../i18n/languages"
import { pictureInLanguage, sourceOfLanguagePicture } from "./language-pictures"

export { pictureInLanguage, sourceOfLanguagePicture }

/** `data/products` + `../images/x.jpg` → `data/images/x.jpg`: POSIX paths resolved as text (this module also runs in the editor's bundle). */
export function joinPosix(dir: string, file: string): string {
  const out: string[] = []
  for (const part of `${dir}/${file}`.split("/")) {
    if (part === "" || part === ".") continue
    if (part === "..") out.pop()
    else out.push(part)
  }
  return out.join("/")
}

/** Where the generator writes its manifest, from the repository root. */
export const IMAGE_MANIFEST = "data/images/manifest.json"

/** The products a picture can depict; `expandable` stands for any of the three expandable models. */
export const PRODUCT_SUBJECTS = [
  "apple-cabin",
  "capsule-house",
  "expandable",
  "expandable-20ft",
  "expandable-30ft",
  "expandable-40ft",
  "luxury-villa",
  "light-steel-villa",
  "industrial-building",
] as const
export type ProductSubject = (typeof PRODUCT_SUBJECTS)[number]

/** The product each product page is about, by its path (data/products/*.en.json `path`). */
const SUBJECT_OF_PRODUCT_PATH: Record<string, ProductSubject> = {
  "/apple-cabins": "apple-cabin",
  "/capsule-houses": "capsule-house",
  "/expandable-container-house/20ft": "expandable-20ft",
  "/expandable-container-house/30ft": "expandable-30ft",
  "/expandable-container-house/40ft": "expandable-40ft",
  "/luxury-villa": "luxury-villa",
  "/light-steel-villas": "light-steel-villa",
  "/industrial-building": "industrial-building",
}

export interface Depiction {
  subject: string
  view: string
  /** the language of the picture's words (a plan's labels); absent for a picture without words */
  lang?: string
}

/** What a generated image depicts, by its path from the repository root; undefined when it is not a generated image. */
export type ImageLookup = (repoPath: string) => Depiction | undefined

export interface ImageManifest {
  files: Record<string, { sha256: string; subject: string; view: string; lang?: string; generated?: boolean }>
}

export const isProductSubject = (subject: string): subject is ProductSubject => (PRODUCT_SUBJECTS as readonly string[]).includes(subject)

export const subjectOfProductPath = (productPath: unknown): ProductSubject | undefined =>
  typeof productPath === "string" ? SUBJECT_OF_PRODUCT_PATH[productPath] : undefined

/** The family a model belongs to: any expandable model is an `expandable`. */
const family = (subject: string): string => (subject.startsWith("expandable") ? "expandable" : subject)

/** Whether a picture of `imageSubject` may illustrate a page or slide about `pageSubject`. */
export function fitsSubject(imageSubject: string, pageSubject: string): boolean {
  if (!isProductSubject(imageSubject)) return true // a scene (people, factory, port...) shows no other product
  if (imageSubject === pageSubject) return true
  // a page about the expandable range may show any model; a picture of "an expandable" fits any model's page
  return family(imageSubject) === family(pageSubject) && (pageSubject === "expandable" || imageSubject === "expandable")
}

/**
 * Generated images are known by path and content hash: an image replaced by hand (its hash differs) or one the
 * generator never wrote is a real picture, and the lookup answers undefined for it.
 */
export function manifestLookup(manifest: ImageManifest, hashOf: (repoPath: string) => string | undefined): ImageLookup {
  const cache = new Map<string, Depiction | undefined>()
  return (repoPath) => {
    if (!cache.has(repoPath)) {
      const entry = manifest.files[repoPath]
      const known = entry && entry.generated !== false && hashOf(repoPath) === entry.sha256
      cache.set(
        repoPath,
        known ? { subject: entry.subject, view: entry.view, ...(typeof entry.lang === "string" ? { lang: entry.lang } : {}) } : undefined,
      )
    }
    return cache.get(repoPath)
  }
}

const IMAGE_FILE = /^\.\.?\/.*\.(jpe?g|png|webp|avif|svg)$/i

/**
 * A translated item's pictures in its language: each picture path of `doc` (a merged translation, whose picture fields
 * come from the English file) whose version in `lang` exists (`exists` answers for a path as written in the file) is
 * replaced by that version. Returns `doc` itself when nothing changes; the source language's items are left alone.
 */
export function withLanguagePictures<T>(doc: T, lang: ContentLang, exists: (file: string) => boolean): T {
  if (lang === SOURCE_LANG) return doc
  let changed = false
  const visit = (value: unknown): unknown => {
    if (typeof value === "string") {
      if (!IMAGE_FILE.test(value)) return value
      const own = pictureInLanguage(value, lang)
      if (own === value || !exists(own)) return value
      changed = true
      return own
    }
    if (Array.isArray(value)) return value.map(visit)
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]))
    return value
  }
  const out = visit(doc) as T
  return changed ? out : doc
}

/** Every image path in a content document, with its field path (`gallery[2].image`). */
function imageFields(value: unknown, at = ""): Array<{ field: string; file: string }> {
  if (typeof value === "string") return IMAGE_FILE.test(value) ? [{ field: at, file: value }] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => imageFields(v, `${at}[${i}]`))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => imageFields(v, at ? `${at}.${k}` : k))
  return []
}

/** A generated picture that shows another product than its page or slide is about. */
export interface SubjectMismatch {
  /** the picture's field path in the file: `gallery[2].image` */
  field: string
  /** what the picture depicts, and what its page or slide is about */
  depicted: string
  subject: string
  /** where it is shown */
  on: "page" | "slide"
}

/**
 * Each image of a content file (`relativePath` from data/, e.g. "products/apple-cabins.en.json") on a product page, a
 * featured page or a home hero slide that depicts another product than the one the page or slide is about.
 */
export function imageSubjectMismatches(relativePath: string, doc: unknown, lookup: ImageLookup): SubjectMismatch[] {
  const dir = relativePath.includes("/") ? relativePath.slice(0, relativePath.lastIndexOf("/")) : ""
  const toRepo = (file: string) => joinPosix(`data/${dir}`, file)
  const found: SubjectMismatch[] = []
  const check = (fields: Array<{ field: string; file: string }>, subject: string, on: SubjectMismatch["on"]) => {
    for (const { field, file } of fields) {
      const depicted = lookup(toRepo(file))
      if (depicted && !fitsSubject(depicted.subject, subject)) found.push({ field, depicted: depicted.subject, subject, on })
    }
  }
  const record = (doc && typeof doc === "object" ? doc : {}) as Record<string, unknown>

  if (/^products\/[^/]+\.json$/.test(relativePath)) {
    const subject = subjectOfProductPath(record.path)
    if (subject) check(imageFields(record), subject, "page")
  } else if (/^featured\/[^/]+\.json$/.test(relativePath)) {
    // a featured page presents a product line: the expandable one shows all three models
    const subject = subjectOfProductPath(record.productPath)
    if (subject) check(imageFields(record), family(subject), "page")
  } else if (relativePath === "home.en.json" && Array.isArray(record.hero)) {
    record.hero.forEach((slide: unknown, i) => {
      const s = (slide && typeof slide === "object" ? slide : {}) as Record<string, unknown>
      // the schema (content-model/home.ts) checks the value is one of PRODUCT_SUBJECTS
      if (typeof s.subject !== "string") return
      check(imageFields({ image: s.image }, `hero[${i}]`), s.subject, "slide")
    })
  }
  return found
}

/** The build's messages for imageSubjectMismatches: one per image, naming the file and the field. */
export const imageSubjectProblems = (relativePath: string, doc: unknown, lookup: ImageLookup): string[] =>
  imageSubjectMismatches(relativePath, doc, lookup).map(
    ({ field, depicted, subject, on }) => `data/${relativePath}: field "${field}" depicts ${depicted} but the ${on} is about ${subject}`,
  )

/**
 * The problems of one content item as its page shows it (`relativePath` from data/, the file of its language, e.g.
 * "products/apple-cabins.fr.json"; `doc` the merged item, its pictures in its language): each generated picture whose
 * words are in another language than the page's (an English floor plan on a French page). One message per picture,
 * naming the file and the field.
 */
export function imageLanguageProblems(relativePath: string, doc: unknown, lang: ContentLang, lookup: ImageLookup): string[] {
  const shown = `data/${relativePath}`
  const dir = relativePath.includes("/") ? relativePath.slice(0, relativePath.lastIndexOf("/")) : ""
  const problems: string[] = []
  for (const { field, file } of imageFields(doc)) {
    const picture = joinPosix(`data/${dir}`, file)
    const depicted = lookup(picture)
    if (!depicted?.lang || depicted.lang === lang) continue
    const words = LANGUAGES[depicted.lang as ContentLang]?.englishName ?? `"${depicted.lang}"`
    const own = joinPosix(`data/${dir}`, pictureInLanguage(sourceOfLanguagePicture(file) ?? file, lang))
    const page = LANGUAGES[lang].englishName
    problems.push(
      `${shown}: field "${field}" shows ${picture}, a picture with ${words} words, on ${/^[AEIOU]/.test(page) ? "an" : "a"} ${page} page: ` +
        (lang === SOURCE_LANG
          ? `choose the picture itself, not its version in another language`
          : `its ${LANGUAGES[lang].englishName} version ${own} is missing (npm run assets draws it), or choose a picture without words`),
    )
  }
  return problems
}
