import fs from "fs"
import path from "path"
import { buildRssXml, type FeedPost } from "./feed-xml"
import { uiFor } from "../../../i18n/all"
import { formatMessage } from "../../../lib/ui/format-message"
import { SOURCE_LANG, type ContentLang } from "../../../lib/content/content-i18n"
import { feedPath } from "../../../lib/routes/routes"
import type { PostBuildStep } from "../steps"

/** rss.xml: every article of the source language, newest first; /fr/rss.xml and so on for each other published language. */
export const feedStep: PostBuildStep = {
  name: "feed",
  run: ({ publicDir, siteUrl, site, posts, translatedPosts = {} }) => {
    const feeds: Array<[ContentLang, FeedPost[]]> = [
      [SOURCE_LANG, posts],
      ...(Object.entries(translatedPosts) as Array<[ContentLang, FeedPost[]]>),
    ]
    return feeds
      .map(([lang, items]) => {
        const ui = uiFor(lang).seo
        const channel = {
          siteUrl,
          lang,
          title: formatMessage(ui.feedTitle, { brand: site.brand }),
          description: formatMessage(ui.feedDescription, { brand: site.brand }),
          author: site.brand,
        }
        const file = path.join(publicDir, ...feedPath(lang).split("/"))
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.writeFileSync(file, buildRssXml(channel, items))
        return `wrote ${feedPath(lang).slice(1)} (${items.length} articles)`
      })
      .join(", ")
  },
}
