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
import { cmsConfig, cmsFormats, toJsonFile } from "../content-model/cms-config"
import { entryProblemList, refusal } from "./entry-check"
import { asWritten, plain, type ImmutableLike } from "./immutable"
import { markProblems } from "./mark-problems"
import { bridgedPreview } from "./preview-bridge"
import { TRANSLATED_LANGS } from "../lib/content/content-i18n"
import { ADMIN_DIR } from "../gatsby/headers/rules"
import { PREVIEW_TEMPLATES } from "./previews"
// the previews draw the pages of every language with the site's components
import "../i18n/all"
import site from "../../data/site.en.json"

const config = cmsConfig({
  brand: site.brand,
  repo: process.env.GATSBY_CMS_REPO,
  branch: process.env.GATSBY_CMS_BRANCH,
  baseUrl: process.env.GATSBY_CMS_AUTH_URL,
})

// each content kind's files are written in the repository's JSON style and the content model's key order
for (const { name, fields } of cmsFormats())
  CMS.registerCustomFormat(name, "json", {
    fromFile: (text: string) => JSON.parse(text) as Record<string, unknown>,
    toFile: (data: unknown) => toJsonFile(data, fields),
  })

// the previews: the site's components and styles (cms.css, this bundle's CSS) in the editor's preview frame
CMS.registerPreviewStyle(`/${ADMIN_DIR}/cms.css`)
// a single file's entries are found by their file's name ("home-en", "home-fr"), an item's by its collection's
for (const [collection, preview] of Object.entries(PREVIEW_TEMPLATES)) {
  const single = config.collections.find((c) => c.name === collection)?.files
  for (const name of single ? single.map((f) => f.name) : [collection]) CMS.registerPreviewTemplate(name, bridgedPreview(preview) as never)
}

/**
 * The build's content checks before every save, in both languages. A refusal reaches the maintainer in the editor's
 * error dialog (it stays until closed) only when thrown as Sveltia's own "saving_failed" error, whose cause's message
 * the dialog prints; any other error shows a generic sentence. The fields at fault are marked in the form.
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: ImmutableLike }) => {
    const problems = entryProblemList({
      collection: String(entry.get("collection")),
      path: String(entry.get("path") ?? ""),
      data: asWritten(plain(entry.get("data"))),
      i18n: Object.fromEntries(TRANSLATED_LANGS.map((lang) => [lang, asWritten(plain(entry.getIn(["i18n", lang, "data"])))])),
    })
    markProblems(document, problems)
    if (problems.length) throw new Error("saving_failed", { cause: new Error(refusal(problems.map((p) => p.text))) })
  },
} as never)

CMS.init({ config: config as never })
