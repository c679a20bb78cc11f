/**
 * The content editor at /admin/ (Decap CMS, bundled by gatsby-plugin-decap-cms from the npm packages: nothing is
 * loaded from a CDN). Its configuration is generated from the content model (src/content-model/cms-config.ts); this
 * module registers the JSON style the repository's files are written in, the previews drawn with the site's own
 * components, and starts the editor.
 */
import type React from "react"
import CMS from "decap-cms-app"
import "../styles/font-fallbacks.css"
import "../styles/global.css"
import { cmsConfig, cmsFormats, toJsonFile } from "../content-model/cms-config"
import { entryProblems, refusal } from "./entry-check"
import { plain, type ImmutableLike } from "./immutable"
import { TRANSLATED_LANGS } from "../lib/content/content-i18n"
import { BlogPostPreview, LegalPagePreview, ProductPreview, type PreviewProps } from "./previews"

/** Decap types its preview props with Immutable's full Map; the previews read only get/getIn of it. */
const preview = (component: React.FC<PreviewProps>) => component as unknown as Parameters<typeof CMS.registerPreviewTemplate>[1]

// each content kind's files are written in the repository's JSON style and the content model's key order
for (const { name, fields } of cmsFormats())
  CMS.registerCustomFormat(name, "json", {
    fromFile: (text: string) => JSON.parse(text),
    toFile: (data: unknown) => toJsonFile(data, fields),
  })
CMS.registerPreviewTemplate("blog", preview(BlogPostPreview))
CMS.registerPreviewTemplate("legal", preview(LegalPagePreview))
CMS.registerPreviewTemplate("products", preview(ProductPreview))

// the build's content checks before every save, in both languages (Decap itself checks the English side's required fields)
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: ImmutableLike }) => {
    const problems = entryProblems({
      collection: String(entry.get("collection")),
      slug: String(entry.get("slug") ?? ""),
      data: plain(entry.get("data")),
      i18n: Object.fromEntries(TRANSLATED_LANGS.map((lang) => [lang, plain(entry.getIn(["i18n", lang, "data"]))])),
    })
    if (problems.length) throw new Error(refusal(problems))
  },
} as never)

CMS.init({
  config: cmsConfig({
    backend: process.env.GATSBY_CMS_BACKEND,
    repo: process.env.GATSBY_CMS_REPO,
    branch: process.env.GATSBY_CMS_BRANCH,
    baseUrl: process.env.GATSBY_CMS_AUTH_URL,
  }) as never,
})
