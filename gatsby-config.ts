import type { GatsbyConfig } from "gatsby"
import { readSiteSettings } from "./src/gatsby/site-settings"
import { contentTypeName } from "./src/gatsby/transformer-type-name"

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
      options: { name: "data", path: `${__dirname}/data` },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: contentTypeName },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "dominantColor",
          quality: 70,
          breakpoints: [480, 960, 1600],
          backgroundColor: "transparent",
          avifOptions: { quality: 50 }, // effort: src/gatsby/avif-effort.ts (the plugin drops it here)
          webpOptions: { quality: 72 },
          jpgOptions: { quality: 72, progressive: true, mozjpeg: true },
        },
      },
    },
    "gatsby-transformer-sharp",
  ],
}

export default config
