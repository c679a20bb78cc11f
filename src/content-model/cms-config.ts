import type { Depiction } from "../lib/content/image-subjects"
import type { Fields, Rule, StringRule } from "../lib/content/content-schema"
import { orderByFields } from "../lib/content/key-order"
import { isTranslated, LANGS, SOURCE_LANG, splitLangFile, type ContentLang } from "../lib/content/content-i18n"
import {
  bilingualCollectionLabel,
  bilingualFileDescription,
  bilingualLabel,
  editorHint,
  bilingualPatternMessage,
  bilingualChoice,
  COLLECTION_ITEM_FR,
} from "./editor-words"
import { labelOf } from "../lib/content/describe-field"
import { CONTENT_KINDS, kindOf, type ContentKind } from "."
import { frenchNameSummary, type FrenchNames } from "./french-names"

/**
 * The content editor's configuration (Sveltia CMS at /admin/, which reads Decap CMS's configuration format), generated from the content model so that it cannot drift from
 * what the build accepts: one editor widget per field of the model, with its required flag, pattern, bounds and i18n
 * mode. `__tests__/cms-config.test.ts` walks the model and the configuration side by side.
 *
 * - Collections of one file per item (blog, products, featured pages, services, legal pages) use the
 *   `multiple_files` i18n (`3.en.json` beside `3.fr.json`): every language of src/i18n/languages.ts side by side in
 *   one editor; a field the model shares between languages (figures, images, ids, dates) is edited in the source
 *   language (English) only and never written to a translation file, as the build expects.
 * - Each single file (home, about, site settings, …) is one entry too, its files named with `{{locale}}`
 *   (`home.{{locale}}.json`): a list reordered, added to or trimmed on the English side is saved in both files at once
 *   (edited as two entries, a slide moved in English left the French file in the old order, which the build refuses).
 */

/** A field of the editor's configuration (the subset this site uses). */
export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  i18n?: boolean
  pattern?: [string, string]
  /** a drop-down's choices: the value written, the label shown (« Matériaux · Materials ») */
  options?: Array<{ label: string; value: string }>
  value_type?: "int" | "float"
  min?: number
  max?: number
  default?: unknown
  fields?: CmsField[]
  field?: CmsField
  types?: CmsField[]
  typeKey?: string
  summary?: string
  collapsed?: boolean
  allow_add?: boolean
  allow_remove?: boolean
  allow_reorder?: boolean
  choose_url?: boolean
  media_folder?: string
  public_folder?: string
  date_format?: string | boolean
  time_format?: string | boolean
  format?: string
  picker_utc?: boolean
}

export interface CmsCollection {
  name: string
  label: string
  label_singular?: string
  description?: string
  format: string
  /** the files' extension, for a folder collection (a file collection names its files) */
  extension?: string
  folder?: string
  files?: Array<{
    name: string
    label: string
    file: string
    i18n?: boolean
    fields: CmsField[]
    media_folder?: string
    public_folder?: string
  }>
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: { fields: string[]; default: { field: string; direction: "ascending" | "descending" } }
  i18n?: boolean
  media_folder?: string
  public_folder?: string
  fields?: CmsField[]
  editor?: { preview: boolean }
}

export interface CmsBackend {
  name: string
  repo?: string
  branch?: string
  base_url?: string
  auth_endpoint?: string
}

/** How the editor converts a picture before uploading it. */
export interface RasterTransform {
  format: "webp"
  quality: number
  width: number
  height: number
}

/**
 * A picture uploaded in the editor: WebP at quality 85, at most 2000 px on its long side (the site's largest use is
 * a 1920 px wide hero; gatsby-plugin-image makes every smaller size from it). A 3000×2000 phone photo of 2.2 MB is
 * stored as a 2000×1333 WebP of about 0.8 MB; the editor says so before uploading.
 */
export const UPLOADED_PICTURES: RasterTransform = { format: "webp", quality: 85, width: 2000, height: 2000 }

/**
 * The repository when GATSBY_CMS_REPO is not set (a local build: the hosted one is built with it, by the workflow).
 * The local workflow asks the maintainer to pick « the root folder of the repository <name> »: its name is the
 * project folder's, as the editor was built (src/gatsby/cms-admin.ts editorDefaults), never a name no folder has.
 */
export const DEFAULT_REPO_OWNER = "kaz-horizon"
export const defaultRepo = (folderName = "site"): string => `${DEFAULT_REPO_OWNER}/${folderName}`

export interface CmsConfig {
  backend: CmsBackend
  load_config_file: false
  app_title?: string
  logo: { src: string }
  publish_mode?: string
  media_folder: string
  public_folder: string
  /** an optional field left empty is left out of the file, as the repository's files are written */
  output: { omit_empty_optional_fields: boolean }
  media_libraries: {
    default: { config: { slugify_filename: boolean; transformations: { raster_image: RasterTransform } } }
    stock_assets: false
  }
  site_url?: string
  locale?: string
  i18n: { structure: "multiple_files"; locales: string[]; default_locale: string }
  collections: CmsCollection[]
}

/**
 * JSON as every file of data/ is written: the keys in the content model's order, `JSON.stringify` with two spaces, a
 * final newline (`npm run check:content` checks it). The editor writes with it too (a custom format per content
 * kind, src/cms/cms.tsx), so that saving a file changes only what was edited.
 */
export const toJsonFile = (data: unknown, fields?: Fields): string =>
  JSON.stringify(
    fields && data && typeof data === "object" && !Array.isArray(data)
      ? orderByFields(withoutUnsetFlags(data as Record<string, unknown>, fields), fields)
      : data,
    null,
    2,
  ) + "\n"

/**
 * An optional yes/no field is written only when it is yes: the editor's switch shows `false` for a field the file
 * does not have and writes it back (saving the apple cabins added `"mosaic": false`, a line nobody asked for), and
 * the model reads an absent flag as no. Recursive, along the model; other values are kept as they are.
 */
export function withoutUnsetFlags(record: Record<string, unknown>, fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    const rule = fields[key]
    if (rule?.kind === "boolean" && rule.optional && value === false) continue
    out[key] = rule ? unsetFlagsOut(value, rule) : value
  }
  return out
}

function unsetFlagsOut(value: unknown, rule: Rule): unknown {
  const record = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  if (rule.kind === "array" && Array.isArray(value)) return value.map((item) => unsetFlagsOut(item, rule.of))
  if (rule.kind === "object" && record) return withoutUnsetFlags(record, rule.fields)
  if (rule.kind === "union" && record) {
    const variant = rule.variants[String(record[rule.discriminator])]
    return variant ? withoutUnsetFlags(record, variant) : record
  }
  return value
}

/** A content file's text in the editor's style, with the key order of its kind (`relativePath` from data/, e.g. "blog/3.fr.json"). */
export const toContentFile = (relativePath: string, data: unknown): string =>
  toJsonFile(data, kindOf(splitLangFile(relativePath).base)?.schema)

/** The name of the editor's custom format for one content kind ("json-BlogPostJson"). */
export const cmsFormatName = (kind: ContentKind): string => `json-${kind.typeName}`

/** Every custom format the editor registers: one per content kind, writing that kind's key order. */
export const cmsFormats = (): Array<{ name: string; fields: Fields; kind: ContentKind }> =>
  CONTENT_KINDS.map((kind) => ({ name: cmsFormatName(kind), fields: kind.schema, kind }))

/**
 * Where a file field's pictures are, seen from a content file: data/images. The files point into every subfolder
 * (`../images/products/…` from an article), which the editor's media library lists; uploads go to data/images itself.
 */
const IMAGES_FROM_FOLDER = "../images"
const IMAGES_FROM_ROOT = "./images"
/**
 * Where a single file's uploads go, from the repository's root: the editor reads a file collection's relative media
 * folder from the root (`./images` put them in images/ beside data/; `data/images` is relative too, and its pictures
 * were not found), so it is written absolute, while the value written stays `./images/…`.
 */
const IMAGES_DIR = "/data/images"

/** The library's folder seen from a collection's files, with its slash: "../images/" from data/blog/, "./images/" from data/. */
export const libraryFromFile = (collection: Pick<CmsCollection, "folder">): string =>
  `${collection.folder ? IMAGES_FROM_FOLDER : IMAGES_FROM_ROOT}/`

/** What each collection is called in the editor. */
const COLLECTIONS: Record<
  string,
  {
    name: string
    label: string
    singular: string
    identifier: string
    slug: string
    /** where the item's uploads go, from its file, when not data/images itself ("{{slug}}": the file's name) */
    pictures?: string
  }
> = {
  BlogPostJson: { name: "blog", label: "Blog posts", singular: "Blog post", identifier: "title", slug: "{{id}}" },
  // a product's pictures live in their own folder, named as its file (data/images/products/apple-cabins/ beside
  // data/products/apple-cabins.en.json): a photo uploaded on a product goes there
  ProductJson: {
    name: "products",
    label: "Products",
    singular: "Product",
    identifier: "name",
    slug: "{{slug}}",
    pictures: `${IMAGES_FROM_FOLDER}/products/{{slug}}`,
  },
  FeaturedJson: {
    name: "featured",
    label: "Featured pages",
    singular: "Featured page",
    identifier: "title",
    slug: "{{slug}}",
  },
  ServiceJson: { name: "services", label: "Services", singular: "Service", identifier: "title", slug: "{{id}}" },
  LegalPageJson: { name: "legal", label: "Legal pages", singular: "Legal page", identifier: "title", slug: "{{slug}}" },
}

/** The editor's collection of a content kind: "blog", "products", …, and a single file's own name ("home", "site"). */
export const cmsCollectionName = (kind: ContentKind): string =>
  "dir" in kind.source ? (COLLECTIONS[kind.typeName]?.name ?? kind.source.dir) : kind.source.file.replace(/\.json$/, "")

/** One item of a collection in both languages: { fr: "l'article du blog", en: "Blog post" } (for the editor's messages). */
export function cmsSingularLabels(kind: ContentKind): { fr: string; en: string } {
  const en = COLLECTIONS[kind.typeName]?.singular ?? kind.typeName
  return { fr: COLLECTION_ITEM_FR[en] ?? en, en }
}

/** The single files, in the order the editor lists them, with their label. */
const SINGLE_FILES: Record<string, { label: string }> = {
  HomeJson: { label: "Home page" },
  AboutJson: { label: "About page" },
  CatalogueJson: { label: "Products page" },
  SiteJson: { label: "Site settings" },
  NavigationJson: { label: "Menus" },
  DeliveryPortsJson: { label: "Delivery ports" },
}

/** Long texts get a text area; names, titles and labels a one-line field. */
const LONG_TEXTS = new Set([
  "text",
  "intro",
  "excerpt",
  "description",
  "lead",
  "answer",
  "review",
  "paragraphs",
  "items",
  "summary",
  "pitch",
  "caption",
  "note",
  "emailNote",
  "fallback",
  "ownershipNote",
  "subtitle",
  "highlights",
])

/** A field's label ("keywordLinks" → "Keyword links", "seo" → "SEO"): the messages of the content check say the same. */
export { labelOf }

/** How a field of the model is edited: every entry shows its languages side by side (English with every field, each translation with its words). */
interface Context {
  /** the pictures' folder, relative to the content file (`../images`) */
  media: string
  /** where uploads go, when the editor reads `media` from elsewhere than the content file (single files) */
  mediaFolder?: string
  /** inside a list each language writes whole (legal sections): every field is written in each language */
  wholeInEachLanguage?: boolean
  /**
   * inside an optional group (a planner's floor area range, absent from a fixed-size model): an editor refuses to save
   * the group left empty when its own fields are required (Decap did, decap-cms issue 7748), so none is required there;
   * a group half filled in is still refused before saving by the build's own check (src/cms/entry-check.ts)
   */
  inOptionalGroup?: boolean
}

const isImage = (rule: Rule) =>
  rule.kind === "file" && rule.extensions.some((e) => [".jpg", ".jpeg", ".png", ".webp", ".svg", ".avif"].includes(e))

function stringWidget(name: string, rule: StringRule): Partial<CmsField> {
  if (rule.format === "date") {
    // an ISO calendar date, stored as text: YYYY-MM-DD, without time or time zone
    return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true }
  }
  const widget = rule.i18n === "translate" && !rule.format && !rule.pattern && LONG_TEXTS.has(name) ? "text" : "string"
  return {
    widget,
    ...(rule.pattern ? { pattern: [rule.pattern.source, bilingualPatternMessage(rule)] as [string, string] } : {}),
  }
}

/** The editor field of one rule of the model (`i18n` when it holds words written in each language). */
export function cmsField(name: string, rule: Rule, ctx: Context): CmsField | undefined {
  const base: CmsField = {
    name,
    label: bilingualLabel(name),
    widget: "string",
    ...(rule.optional || ctx.inOptionalGroup ? { required: false } : {}),
  }
  base.i18n = ctx.wholeInEachLanguage || isTranslated(rule)
  const said = editorHint(rule, "side-by-side", { media: ctx.mediaFolder ? ctx.mediaFolder.replace(/^\//, "") : ctx.media })
  const hint = said === undefined ? {} : { hint: markdownText(said) }
  // a list's entries are added one by one, so their fields are required again
  const inner = (r: Rule) =>
    r.kind === "array" && (r.perLanguage || ctx.inOptionalGroup)
      ? { ...ctx, inOptionalGroup: false, ...(r.perLanguage ? { wholeInEachLanguage: true } : {}) }
      : ctx

  switch (rule.kind) {
    case "string":
      return { ...base, ...stringWidget(name, rule), ...hint }
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: rule.integer ? "int" : "float",
        ...(rule.min !== undefined ? { min: rule.min } : {}),
        ...(rule.max !== undefined ? { max: rule.max } : {}),
        ...hint,
      }
    case "boolean":
      return { ...base, widget: "boolean", ...hint }
    case "enum":
      return { ...base, widget: "select", options: rule.values.map((value) => ({ label: bilingualChoice(value, name), value })), ...hint }
    case "file":
      return {
        ...base,
        widget: isImage(rule) ? "image" : "file",
        choose_url: false,
        media_folder: ctx.mediaFolder ?? ctx.media,
        public_folder: ctx.media,
        ...hint,
      }
    case "object":
      return {
        ...base,
        widget: "object",
        collapsed: false,
        fields: cmsFields(rule.fields, rule.optional ? { ...ctx, inOptionalGroup: true } : ctx),
        ...hint,
      }
    case "union":
      // only inside a list (content blocks): see "array"
      throw new Error(`cms-config: a union ("${name}") must be the items of a list`)
    case "array": {
      const itemCtx = inner(rule)
      const bounds = {
        ...(rule.min !== undefined ? { min: rule.min } : {}),
        ...(rule.max !== undefined ? { max: rule.max } : {}),
      }
      const list = { ...base, widget: "list", ...bounds, ...hint }
      const of = rule.of
      if (of.kind === "union") {
        return {
          ...list,
          typeKey: of.discriminator,
          types: Object.entries(of.variants).map(([type, fields]) => ({
            name: type,
            label: bilingualLabel(type),
            widget: "object",
            fields: cmsFields(fields, itemCtx),
          })),
        }
      }
      if (of.kind === "object") {
        const fields = cmsFields(of.fields, itemCtx)
        const first = fields.find((f) => f.widget === "string" || f.widget === "text")
        return { ...list, fields, ...(first ? { summary: `{{fields.${first.name}}}` } : {}) }
      }
      // a list of texts keeps its item's i18n: Sveltia lets a translation's pane add, copy or remove items only when
      // some field of the item is translated (a list of paragraphs could not be lengthened in French otherwise)
      const field = cmsField(name, of, itemCtx)
      return field ? { ...list, field } : undefined
    }
  }
}

/** The editor fields of an object of the model, in the model's order (the order a new file's keys are written in). */
export function cmsFields(fields: Fields, ctx: Context): CmsField[] {
  return Object.entries(fields).flatMap(([name, rule]) => {
    const field = cmsField(name, rule, ctx)
    return field ? [field] : []
  })
}

/**
 * What a new item starts with, from the content as it was when the editor was built (src/gatsby/cms-admin.ts
 * editorDefaults): a field's `default` is a fixed value, so a second article created before the editor is built again
 * gets the same id, which the build's check then refuses ("already used by").
 */
export interface CmsDefaults {
  /** the next free id of each collection whose items have a whole-number id, by collection name: { blog: "15" } */
  nextIds?: Record<string, string>
  /** a new article's author: the brand's name */
  author?: string
  /** the items' French titles or names, for the entry lists of a French interface (./french-names.ts) */
  frenchNames?: FrenchNames
  /** the project folder's name, which the local workflow asks the maintainer to pick */
  folderName?: string
  /**
   * what each generated picture still as the generator drew it depicts, by its path from the repository's root
   * ("data/images/hero/hero-1.jpg"): the picture-subject check before saving (src/cms/entry-check.ts)
   */
  depictions?: Record<string, Depiction>
}

/** The next free whole-number id: one more than the largest ("1" … "14" → "15"), "1" for none. */
export const nextFreeId = (ids: readonly unknown[]): string =>
  String(Math.max(0, ...ids.map((id) => Number(id)).filter((n) => Number.isInteger(n) && n > 0)) + 1)

/** Set by the editor's build (src/gatsby/cms-admin.ts, webpack's DefinePlugin); absent in Node (tests, tools). */
declare const CMS_CONTENT_DEFAULTS: CmsDefaults | undefined
export const builtDefaults = (): CmsDefaults => (typeof CMS_CONTENT_DEFAULTS === "undefined" ? {} : CMS_CONTENT_DEFAULTS)

/**
 * A hint as the editor shows it: it reads hints as Markdown, so the characters Markdown would take for emphasis, code
 * or a link are escaped (`(*.<language>.json)` was shown as "(..json)" and the rest of the hint in italics).
 */
export const markdownText = (text: string): string => text.replace(/[\\`*_[\]<>]/g, "\\$&")

/** A new item's id, author: the defaults given to the collection's fields, and said in their hints. */
function withDefaults(fields: CmsField[], schema: Fields, collection: string, defaults: CmsDefaults): CmsField[] {
  const next = defaults.nextIds?.[collection]
  return fields.map((f) => {
    if (f.name === "id" && next && schema.id)
      return { ...f, default: next, hint: markdownText(editorHint(schema.id, "side-by-side", { nextId: next }) ?? "") }
    if (f.name === "author" && defaults.author) return { ...f, default: defaults.author }
    return f
  })
}

/** The article list: newest first, and sortable by title or id (not by file name, which sorts 1, 10 … 14, 2, 3). */
const BLOG_SORTABLE_FIELDS: NonNullable<CmsCollection["sortable_fields"]> = {
  fields: ["date", "title", "id"],
  default: { field: "date", direction: "descending" },
}

/**
 * How the entry list names an item: by its title or name in the interface's language (./french-names.ts), an
 * article with its id and date.
 */
function summaryOf(typeName: string, identifier: string, uiLang: ContentLang): Pick<CmsCollection, "summary"> {
  const name = uiLang === SOURCE_LANG ? `{{${identifier}}}` : frenchNameSummary(identifier)
  if (typeName === "BlogPostJson") return { summary: `{{id}}. ${name} ({{date}})` }
  return uiLang === SOURCE_LANG ? {} : { summary: name }
}

const itemCollection = (
  kind: ContentKind & { source: { dir: string } },
  defaults: CmsDefaults = {},
  uiLang: ContentLang = SOURCE_LANG,
): CmsCollection => {
  const c = COLLECTIONS[kind.typeName]
  if (!c) throw new Error(`cms-config: no editor collection for ${kind.typeName} (add it to COLLECTIONS)`)
  const media = c.pictures ?? IMAGES_FROM_FOLDER
  return {
    name: c.name,
    label: bilingualCollectionLabel(c.label),
    label_singular: bilingualCollectionLabel(c.singular),
    folder: `data/${kind.source.dir}`,
    format: cmsFormatName(kind),
    extension: "json",
    create: true,
    slug: c.slug,
    identifier_field: c.identifier,
    i18n: true,
    media_folder: media,
    public_folder: media,
    ...summaryOf(kind.typeName, c.identifier, uiLang),
    ...(kind.typeName === "BlogPostJson" ? { sortable_fields: BLOG_SORTABLE_FIELDS } : {}),
    fields: withDefaults(cmsFields(kind.schema, { media }), kind.schema, c.name, defaults),
  }
}

/** A single file's path as the editor names it, each language's file in one entry: `data/home.{{locale}}.json`. */
export const singleFilePath = (file: string): string => `data/${file.replace(/\.json$/, ".{{locale}}.json")}`

/**
 * One collection per single file (its own JSON key order, see cmsFormats), holding one entry: the English file with
 * every field beside each translation with its words (figures, pictures and links are shared with the English file).
 */
const singleFile = (kind: ContentKind & { source: { file: string } }): CmsCollection => {
  const s = SINGLE_FILES[kind.typeName]
  if (!s) throw new Error(`cms-config: no editor entry for ${kind.typeName} (add it to SINGLE_FILES)`)
  const media = IMAGES_FROM_ROOT
  const key = kind.source.file.replace(/\.json$/, "")
  return {
    name: key,
    label: bilingualCollectionLabel(s.label),
    description: bilingualFileDescription(s.label),
    format: cmsFormatName(kind),
    i18n: true,
    files: [
      {
        // a preview template is found by the file's name
        name: key,
        label: bilingualCollectionLabel(s.label),
        file: singleFilePath(kind.source.file),
        i18n: true,
        media_folder: IMAGES_DIR,
        public_folder: media,
        fields: cmsFields(kind.schema, { media, mediaFolder: IMAGES_DIR }),
      },
    ],
  }
}

export interface CmsConfigOptions {
  /** the GitHub repository the hosted editor saves to ("owner/name"); the local workflow edits the folder picked instead */
  repo?: string
  branch?: string
  /** the OAuth provider a GitHub backend signs in through, when the host is not Netlify */
  baseUrl?: string
  siteUrl?: string
  /** a new item's id and author; by default, those the editor's build computed from data/ (src/gatsby/cms-admin.ts) */
  defaults?: CmsDefaults
  /** the site's name, on the sign-in page and the browser's tab ("Kaz Horizon · Éditeur de contenu") */
  brand?: string
  /** the interface's language: the entry lists name the items in it (French titles for "fr") */
  uiLang?: ContentLang
}

/** The site's icon (static/icons), on the editor's sign-in page and in its header. */
export const EDITOR_LOGO = "/icons/icon-192.png"

/** The whole configuration, passed to `CMS.init` (src/cms/cms.ts): the editor loads no config.yml. */
export function cmsConfig(opts: CmsConfigOptions = {}): CmsConfig {
  const folders = CONTENT_KINDS.filter((k): k is ContentKind & { source: { dir: string } } => "dir" in k.source)
  const files = CONTENT_KINDS.filter((k): k is ContentKind & { source: { file: string } } => "file" in k.source)
  const order = Object.keys(SINGLE_FILES)
  files.sort((a, b) => order.indexOf(a.typeName) - order.indexOf(b.typeName))
  return {
    // the hosted editor saves to GitHub (docs/publishing.md); on this machine, "Work with Local Repository" edits the
    // project folder itself (Chromium and Edge: the File System Access API), with no sign-in and no server
    backend: {
      name: "github",
      repo: opts.repo || defaultRepo((opts.defaults ?? builtDefaults()).folderName),
      branch: opts.branch || "main",
      ...(opts.baseUrl ? { base_url: opts.baseUrl } : {}),
    },
    load_config_file: false,
    ...(opts.brand ? { app_title: `${opts.brand} · Éditeur de contenu` } : {}),
    logo: { src: EDITOR_LOGO },
    media_folder: "data/images",
    // the library's own folder must be written from the site's root; fields say where from their file (IMAGES_FROM_FOLDER)
    public_folder: "/images",
    output: { omit_empty_optional_fields: true },
    media_libraries: {
      default: { config: { slugify_filename: true, transformations: { raster_image: UPLOADED_PICTURES } } },
      // no stock-photo sites in the picture dialog: the site's pictures are its own (and the editor's CSP refuses them)
      stock_assets: false,
    },
    ...(opts.siteUrl ? { site_url: opts.siteUrl } : {}),
    i18n: { structure: "multiple_files", locales: [...LANGS], default_locale: SOURCE_LANG },
    collections: [...folders.map((kind) => itemCollection(kind, opts.defaults ?? builtDefaults(), opts.uiLang)), ...files.map(singleFile)],
  }
}
