import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby"
import fs from "fs"
import path from "path"
import { readSiteSettings } from "./site-settings"
import { CONTENT_KINDS } from "../content-model"
import { cmsCollectionName, nextFreeId, type CmsDefaults } from "../content-model/cms-config"
import { langFile, SOURCE_LANG } from "../lib/content/content-i18n"

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

/**
 * What a new item starts with in the editor, from data/ as it is when the editor is built: the next free id of each
 * collection whose items have an id (the blog's "15" after "14"), and the brand's name as a new article's author.
 */
export function editorDefaults(root = process.cwd()): CmsDefaults {
  const nextIds: Record<string, string> = {}
  for (const kind of CONTENT_KINDS) {
    if (!("dir" in kind.source) || !kind.schema.id) continue
    const dir = path.join(root, "data", kind.source.dir)
    const suffix = langFile(".json", SOURCE_LANG)
    const ids = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith(suffix))
          .map((name) => {
            try {
              return (JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { id?: unknown }).id
            } catch {
              return undefined // a file that is not JSON: the content check tells it
            }
          })
      : []
    nextIds[cmsCollectionName(kind)] = nextFreeId(ids)
  }
  return { nextIds, author: readSiteSettings(process.env, root).brand }
}

interface DefinePlugins {
  plugins?: { define?: (definitions: Record<string, string>) => unknown }
}

/**
 * The editor's webpack configuration: no source maps, and the new items' defaults (editorDefaults) as the
 * CMS_CONTENT_DEFAULTS constant its configuration reads (src/content-model/cms-config.ts).
 */
export function customizeAdminConfig(config: AdminWebpackConfig, args: DefinePlugins = {}): void {
  omitSourceMaps(config)
  const define = args.plugins?.define
  if (define)
    (config.plugins ??= []).push(
      define({ CMS_CONTENT_DEFAULTS: JSON.stringify(editorDefaults()) }) as NonNullable<AdminWebpackConfig["plugins"]>[number],
    )
}

const options = () => ({
  plugins: [],
  modulePath: path.join(process.cwd(), "src/cms/cms.tsx"),
  manualInit: true,
  enableIdentityWidget: false,
  htmlTitle: `${readSiteSettings().brand} · Content editor`,
  includeRobots: false,
  customizeWebpackConfig: customizeAdminConfig,
})

/** The editor's webpack compilation, started from the site's onCreateWebpackConfig (src/gatsby/webpack/webpack-config.ts). */
export const adminWebpackConfig = (args: CreateWebpackConfigArgs) => decap.onCreateWebpackConfig(args, options())
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => decap.onCreateDevServer(args, options())
