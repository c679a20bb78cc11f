import type { GatsbyConfig } from "gatsby"
import { readSiteSettings } from "./src/gatsby/site-settings"
import { DATA_SOURCE } from "./src/gatsby/content-nodes"
import { giveBuildPoolsEveryCore } from "./src/gatsby/images/build-parallelism"

// before Gatsby sizes its worker pools and gatsby-plugin-sharp its image queue
giveBuildPoolsEveryCore()

const settings = readSiteSettings()

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: settings.siteUrl,
    title: settings.brand,
    description: settings.description,
  },
  trailingSlash: "always",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: DATA_SOURCE, path: `${__dirname}/data` },
    },
    // gatsby-transformer-json is called by src/gatsby/content-nodes.ts (onCreateNode), which merges translations
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "dominantColor",
          quality: 70,
          breakpoints: [480, 768, 960, 1600],
          backgroundColor: "transparent",
          avifOptions: { quality: 50 }, // effort: src/gatsby/overrides/avif-effort.ts (the plugin drops it here)
          webpOptions: { quality: 72 },
          jpgOptions: { quality: 72, progressive: true, mozjpeg: true },
        },
      },
    },
    "gatsby-transformer-sharp",
    // the content editor at /admin/ (Sveltia CMS) is built by src/gatsby/cms-admin.ts, beside the site's own bundles
  ],
}

export default config
