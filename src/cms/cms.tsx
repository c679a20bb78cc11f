/**
 * The content editor at /admin/ (Sveltia CMS, bundled from its npm package by src/gatsby/cms-admin.ts: nothing is
 * loaded from a CDN). Its configuration is generated from the content model (src/content-model/cms-config.ts); this
 * module registers the JSON style the repository's files are written in, the previews drawn with the site's own
 * components, the build's checks before every save, and starts the editor.
 */
import "./manual-init"
import "./gatsby-globals"
import CMS from "@sveltia/cms"
import "../styles/font-fallbacks.css"
import "../styles/global.css"
import { builtDefaults, cmsCollectionName, cmsConfig, cmsFormats, toJsonFile } from "../content-model/cms-config"
import { LANGS, SOURCE_LANG, TRANSLATED_LANGS, type ContentLang } from "../lib/content/content-i18n"
import { NAME_GROUP, NAME_KEY } from "../content-model/french-names"
import { nameIn, withFrenchName } from "./french-names"
import { CONTENT_KINDS } from "../content-model"
import { refusal } from "./entry-check"
import { plain, type ImmutableLike } from "./immutable"
import { loadedItems, recordItem } from "./loaded-content"
import { openedEntry } from "./opened-entry"
import { pictureFixes, problemsBeforeSaving, savedData } from "./pre-save"
import { showBuildProblems, watchValidationPanel } from "./validation-panel"
import { watchEntryTitle } from "./entry-title"
import { bridgedPreview } from "./preview-bridge"
import { installCloneFallback } from "./clone-fallback"
import { ADMIN_DIR } from "../lib/routes/paths"
import { PREVIEW_TEMPLATES } from "./previews"
// the previews draw the pages of every language with the site's components
import "../i18n/all"
import site from "../../data/site.en.json"

/**
 * The interface's language, as the editor chooses it: the one picked in its settings (« Paramètres » → « Langue »),
 * else the browser's. The entry lists name the items in it (src/cms/french-names.ts).
 */
function interfaceLang(): ContentLang {
  let picked: unknown
  try {
    picked = (JSON.parse(localStorage.getItem("sveltia-cms.prefs") ?? "{}") as { locale?: unknown }).locale
  } catch {
    picked = undefined
  }
  const tag = typeof picked === "string" && picked !== "auto" ? picked : (navigator.languages?.[0] ?? navigator.language)
  return LANGS.find((lang) => lang !== SOURCE_LANG && tag.toLowerCase().startsWith(lang)) ?? SOURCE_LANG
}

// « Dupliquer » on a list item that holds a list of its own (src/cms/clone-fallback.ts)
installCloneFallback(window)

const defaults = builtDefaults()
const uiLang = interfaceLang()
const config = cmsConfig({
  uiLang,
  brand: site.brand,
  repo: process.env.GATSBY_CMS_REPO,
  branch: process.env.GATSBY_CMS_BRANCH,
  baseUrl: process.env.GATSBY_CMS_AUTH_URL,
})

// each content kind's files are written in the repository's JSON style and the content model's key order; each item
// read is known, so that a new one is checked against them (src/cms/loaded-content.ts)
for (const { name, fields, kind } of cmsFormats())
  CMS.registerCustomFormat(name, "json", {
    fromFile: (text: string) => {
      const doc = JSON.parse(text) as Record<string, unknown>
      recordItem(kind, doc)
      return withFrenchName(kind, doc, defaults.frenchNames?.[cmsCollectionName(kind)])
    },
    toFile: (data: unknown) => toJsonFile(data, fields),
  })

// the previews: the site's components and styles (cms.css, this bundle's CSS) in the editor's preview frame
CMS.registerPreviewStyle(`/${ADMIN_DIR}/cms.css`)
// a single file's entry is found by its file's name ("home"), an item's by its collection's
for (const [collection, preview] of Object.entries(PREVIEW_TEMPLATES)) {
  const single = config.collections.find((c) => c.name === collection)?.files
  for (const name of single ? single.map((f) => f.name) : [collection]) CMS.registerPreviewTemplate(name, bridgedPreview(preview) as never)
}

/**
 * The build's content checks before every save, in both languages, on what the files will hold. A refusal reaches the
 * maintainer in the editor's error dialog (it stays until closed) only when thrown as Sveltia's own "saving_failed"
 * error, whose cause's message the dialog prints; any other error shows a generic sentence. The fields at fault are
 * marked in the form, and listed in the editor's « Validation » panel (src/cms/validation-panel.ts).
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: ImmutableLike }) => {
    const problems = problemsBeforeSaving(config, entry, loadedItems, openedEntry, (p) => defaults.depictions?.[p])
    showBuildProblems(document, problems)
    if (problems.length) throw new Error("saving_failed", { cause: new Error(refusal(problems)) })
    // returned, the whole entry (its data and each translation's) is what the editor writes
    type Settable = ImmutableLike & { setIn(path: Array<string | number>, value: unknown): Settable }
    let saved = entry as Settable
    // a picture picked from the whole library, written from its file (src/cms/library-pictures.ts)
    for (const { path, value } of pictureFixes(config, entry)) saved = saved.setIn(path, value)
    // the entry list's name of an item (a single file has none), in French, as just written (none written to the file)
    const kind = CONTENT_KINDS.find((k) => cmsCollectionName(k) === String(entry.get("collection")))
    const name = kind && "dir" in kind.source ? nameIn(plain(entry.getIn(["i18n", TRANSLATED_LANGS[0], "data"]))) : undefined
    if (name && entry.getIn(["data", NAME_GROUP, NAME_KEY]) !== name) saved = saved.setIn(["data", NAME_GROUP, NAME_KEY], name)
    return saved === entry || !entry.getIn(["i18n"]) ? undefined : saved
  },
} as never)

// what a save wrote is an item of its collection from now on (a second new article is checked against the first)
CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }: { entry: ImmutableLike }) => {
    const kind = CONTENT_KINDS.find((k) => cmsCollectionName(k) === String(entry.get("collection")))
    if (kind) for (const { lang, data } of savedData(config, entry)) recordItem(kind, data, lang as never)
  },
} as never)

watchValidationPanel(document)
watchEntryTitle(document, uiLang)
// the refusal's lines (French, then English, problem by problem) as written, in the editor's error dialog
const dialogStyle = document.createElement("style")
dialogStyle.textContent = '[role="alertdialog"] .error { white-space: pre-line }'
document.head.append(dialogStyle)

CMS.init({ config: config as never })
