import fs from "fs"
import path from "path"
import { buildRssXml } from "../feed"
import type { PostBuildStep } from "./steps"

/** rss.xml: every blog article, newest first. */
export const feedStep: PostBuildStep = {
  name: "feed",
  run: ({ publicDir, siteUrl, site, posts }) => {
    const channel = {
      siteUrl,
      title: `${site.brand} blog`,
      description: `Articles on prefabricated and modular buildings by ${site.brand}.`,
      author: site.brand,
    }
    fs.writeFileSync(path.join(publicDir, "rss.xml"), buildRssXml(channel, posts))
    return `wrote rss.xml (${posts.length} articles)`
  },
}
