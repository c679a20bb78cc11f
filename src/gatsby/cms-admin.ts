import type { GatsbyNode } from "gatsby"

/**
 * How the content editor's bundle (gatsby-plugin-decap-cms, /admin/) is built: without source maps. The plugin would
 * write its own and copy Decap's prebuilt one (about 20 MB) into public/admin/, to every deployment.
 */
interface AdminWebpackConfig {
  devtool?: string | false
  plugins?: Array<{ constructor?: { name?: string }; patterns?: Array<{ to?: string } | false> } | undefined>
}

export function omitSourceMaps(config: AdminWebpackConfig): void {
  config.devtool = false
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === "CopyPlugin" && Array.isArray(plugin.patterns))
      plugin.patterns = plugin.patterns.filter((p) => !(p && typeof p.to === "string" && p.to.endsWith(".map")))
  }
}

/**
 * gatsby-plugin-decap-cms also ships a gatsby-browser.js for every public page: it only finishes a Netlify Identity
 * sign-in, which this site does not use (enableIdentityWidget: false). Resolving it to an empty module keeps the
 * public pages' JavaScript exactly what it was without the editor (measured: app bundle 36.4 KB gzip with or without).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return
  actions.setWebpackConfig({ resolve: { alias: { [require.resolve("gatsby-plugin-decap-cms/gatsby-browser.js")]: false } } })
}
