import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby"
import path from "path"
import { readSiteSettings } from "./site-settings"

/**
 * The content editor at /admin/ (Decap CMS, src/cms/cms.tsx), built by gatsby-plugin-decap-cms's Node side: its own
 * webpack compilation writes public/admin/ (index.html, the editor's bundle, and Decap's and React's prebuilt files
 * copied from node_modules: nothing from a CDN), and `gatsby develop` serves it.
 *
 * The plugin is called from here rather than listed in gatsby-config because a listed plugin also ships its
 * gatsby-browser.js, with its options, in every public page's bundle (about 0.6 KB gzip, for a Netlify Identity sign-in
 * this site does not use). Called this way the public pages carry no byte of the editor.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const decap = require("gatsby-plugin-decap-cms/gatsby-node") as Record<
  "onCreateWebpackConfig" | "onCreateDevServer",
  (args: unknown, options: object) => void | Promise<void>
>

interface AdminWebpackConfig {
  devtool?: string | false
  plugins?: Array<{ constructor?: { name?: string }; patterns?: Array<{ to?: string } | false> } | undefined>
}

/**
 * Without source maps: the plugin would write its own and copy Decap's prebuilt one (about 20 MB) into public/admin/,
 * to every deployment.
 */
export function omitSourceMaps(config: AdminWebpackConfig): void {
  config.devtool = false
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === "CopyPlugin" && Array.isArray(plugin.patterns))
      plugin.patterns = plugin.patterns.filter((p) => !(p && typeof p.to === "string" && p.to.endsWith(".map")))
  }
}

const options = () => ({
  plugins: [],
  modulePath: path.join(process.cwd(), "src/cms/cms.tsx"),
  manualInit: true,
  enableIdentityWidget: false,
  htmlTitle: `${readSiteSettings().brand} · Content editor`,
  includeRobots: false,
  customizeWebpackConfig: omitSourceMaps,
})

/** The editor's webpack compilation, started from the site's onCreateWebpackConfig (src/gatsby/webpack/webpack-config.ts). */
export const adminWebpackConfig = (args: CreateWebpackConfigArgs) => decap.onCreateWebpackConfig(args, options())
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => decap.onCreateDevServer(args, options())
