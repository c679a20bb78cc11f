import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby"
import fs from "fs"
import path from "path"
import { readSiteSettings } from "./site-settings"
import { ADMIN_DIR } from "../lib/routes/paths"
import { CONTENT_KINDS } from "../content-model"
import { cmsCollectionName, nextFreeId, type CmsDefaults } from "../content-model/cms-config"
import { langFile, SOURCE_LANG, TRANSLATED_LANGS } from "../lib/content/content-i18n"
import { identityOf, nameIn } from "../cms/french-names"
import type { FrenchNames } from "../content-model/french-names"
import type { Depiction } from "../lib/content/image-subjects"
import { generatedPictures } from "./content/validate-content"

/**
 * The content editor at /admin/ (Sveltia CMS from npm, src/cms/cms.tsx): its own webpack compilation, started beside
 * the site's (`gatsby build` and `gatsby develop`), writes public/admin/: index.html, cms.js, cms.css (the site's
 * styles for the previews) and the editor's lazily loaded chunks. Nothing is loaded from a CDN, and the public pages'
 * bundles carry no byte of it. It reuses Gatsby's loaders (TypeScript, CSS modules) so the previews are drawn with
 * the site's own components.
 */
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
  return {
    nextIds,
    author: readSiteSettings(process.env, root).brand,
    frenchNames: frenchNames(root),
    folderName: path.basename(root),
    depictions: generatedDepictions(root),
  }
}

/**
 * What the generated pictures depict (data/images/manifest.json), those whose bytes are still the generator's (a
 * picture replaced by hand is a photograph, which no check reads), by path: the editor checks a picked picture's
 * subject before saving, as the build does after.
 */
export function generatedDepictions(root = process.cwd()): Record<string, Depiction> {
  const { manifest, lookup } = generatedPictures(root)
  return Object.fromEntries(
    Object.keys(manifest.files).flatMap((p) => {
      const depicted = lookup(p)
      return depicted ? [[p, depicted]] : []
    }),
  )
}

/** The items' names in each translation, by collection and English id (or path): the entry lists of a French interface. */
export function frenchNames(root = process.cwd()): FrenchNames {
  const names: FrenchNames = {}
  const read = (file: string): Record<string, unknown> | undefined => {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
    } catch {
      return undefined // missing or not JSON: the content check tells it
    }
  }
  for (const kind of CONTENT_KINDS) {
    if (!("dir" in kind.source)) continue
    const dir = path.join(root, "data", kind.source.dir)
    if (!fs.existsSync(dir)) continue
    const byItem: Record<string, string> = {}
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(langFile(".json", SOURCE_LANG)))) {
      const en = read(path.join(dir, name))
      const identity = en && identityOf(kind, en)
      const translated = nameIn(read(path.join(dir, langFile(name.replace(langFile(".json", SOURCE_LANG), ".json"), TRANSLATED_LANGS[0]))))
      if (identity && translated) byItem[identity] = translated
    }
    names[cmsCollectionName(kind)] = byItem
  }
  return names
}

/** The editor's page: French first (the company's language), no inline script (its CSP, static/_headers). */
export const adminIndexHtml = (brand: string): string =>
  `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="none">
<title>${brand.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)} · Éditeur de contenu</title>
<link rel="icon" href="/favicon.ico">
<script src="/${ADMIN_DIR}/cms.js"></script>
</head>
<body></body>
</html>
`

/** The Gatsby plugins that belong to the site's own compilation only (its stats, queries, CSS file names, hot reload). */
const SITE_ONLY_PLUGINS = new Set([
  "MiniCssExtractPlugin",
  "GatsbyWebpackStatsExtractor",
  "StaticQueryMapper",
  "PartialHydrationPlugin",
  "ReactRefreshPlugin",
  "HotModuleReplacementPlugin",
  "WebpackAssetsManifest",
  "ESLintPlugin",
  "ForceCssHMRForEdgeCases",
])

interface Rule {
  test?: unknown
  type?: string
  use?: Array<{ options?: { presets?: unknown } }>
  oneOf?: Rule[]
}

/**
 * In `gatsby develop` Gatsby's Babel loader adds React Fast Refresh's registration calls, whose runtime comes with the
 * site's hot reloading, not with this compilation: the editor's modules are compiled as for the production bundles.
 */
export function withoutFastRefresh<T>(rule: T): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    // only plain objects: a rule's `test` is a RegExp, its `include` a function
    if (!value || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value
    const entry = value as { loader?: unknown; options?: { stage?: unknown } }
    const out: Record<string, unknown> = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        // Gatsby's script rule gives its loaders from a function of the module (`use: ({ resourceQuery }) => [...]`)
        k === "options" ? v : k === "use" && typeof v === "function" ? (...args: unknown[]) => walk(v(...args)) : walk(v),
      ]),
    )
    if (typeof entry.loader === "string" && /babel-loader/.test(entry.loader) && entry.options?.stage === "develop")
      out.options = { ...entry.options, stage: "build-javascript" }
    return out
  }
  return walk(rule) as T
}

/** Gatsby compiles node_modules with Babel (its "dependencies" rule): the editor's npm build is already compiled. */
const isDependenciesRule = (rule: Rule) =>
  rule.type === "javascript/auto" && /babel-preset-gatsby[/\\]dependencies/.test(JSON.stringify(rule.use?.[0]?.options?.presets ?? ""))

/** The editor's interface words, one JSON file per language. */
export const EDITOR_LOCALES = /[\\/]@sveltia[\\/]cms[\\/]locales[\\/][\w-]+\.json$/

/** The editor's main module in its npm package, where its CDN fonts and status URL are written. */
export const EDITOR_MAIN_MODULE = /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/

// webpack and the CSS extractor come from Gatsby's own dependencies: the versions its loaders were made for
// eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved from Gatsby's folder, not ours
const gatsbyRequire = (id: string) => require(require.resolve(id, { paths: [path.dirname(require.resolve("gatsby/package.json"))] }))

/**
 * The editor compilation's own persistent cache, beside the site's: Gatsby names its cache after the stage
 * (.cache/webpack/stage-build-javascript), and two compilations storing into one cache overwrote each other's
 * entries, so the build after a change bundled the site again from nothing (109 s instead of 6-11 s). None when
 * the site's compilation has no persistent cache.
 */
export function editorCache(
  siteCache: import("webpack").Configuration["cache"],
  directory: string,
  stage: string,
): Pick<import("webpack").Configuration, "cache"> {
  if (!siteCache || typeof siteCache !== "object" || siteCache.type !== "filesystem") return {}
  return { cache: { ...siteCache, name: `admin-${stage}`, cacheLocation: path.join(directory, ".cache", "webpack", `admin-${stage}`) } }
}

/** The editor's webpack compilation, started from the site's onCreateWebpackConfig (src/gatsby/webpack/webpack-config.ts). */
export async function adminWebpackConfig({ stage, getConfig, plugins, store }: CreateWebpackConfigArgs): Promise<void> {
  if (stage !== "develop" && stage !== "build-javascript") return
  const webpack = gatsbyRequire("webpack") as typeof import("webpack")
  const MiniCssExtractPlugin = gatsbyRequire("mini-css-extract-plugin") as new (o: object) => object
  const site = getConfig() as import("webpack").Configuration
  const { program } = store.getState() as { program: { directory: string } }
  const brand = readSiteSettings().brand
  const writeIndex = {
    apply(compiler: import("webpack").Compiler) {
      compiler.hooks.thisCompilation.tap("AdminIndexHtml", (compilation) => {
        compilation.hooks.processAssets.tap({ name: "AdminIndexHtml", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
          compilation.emitAsset("index.html", new webpack.sources.RawSource(adminIndexHtml(brand))),
        )
      })
    },
  }
  const config: import("webpack").Configuration = {
    ...site,
    ...editorCache(site.cache, program.directory, stage),
    entry: { cms: path.join(program.directory, "src/cms/cms.tsx") },
    output: {
      path: path.join(program.directory, "public", ADMIN_DIR),
      publicPath: `/${ADMIN_DIR}/`,
      filename: "[name].js",
      chunkFilename: "chunks/[name].[contenthash:8].js",
      assetModuleFilename: "assets/[name].[contenthash:8][ext]",
      clean: true,
    },
    module: {
      ...site.module,
      // Gatsby's loaders, but not for the files the editor's code names with `new URL(…, import.meta.url)` (its
      // fonts, its HEIC decoder): webpack copies those as they are, where Gatsby's file loader would emit a module
      rules: [
        // nothing from a CDN or a status page (src/gatsby/webpack/editor-no-cdn-loader.cjs)
        { test: EDITOR_MAIN_MODULE, loader: path.join(program.directory, "src/gatsby/webpack/editor-no-cdn-loader.cjs") },
        // no "try again later" above a refusal (src/gatsby/webpack/editor-words-loader.cjs)
        { test: EDITOR_LOCALES, loader: path.join(program.directory, "src/gatsby/webpack/editor-words-loader.cjs") },
        ...(site.module?.rules ?? [])
          .filter((r) => !(r && typeof r === "object" && isDependenciesRule(r as Rule)))
          .map((r) => (r && typeof r === "object" ? { ...withoutFastRefresh(r), dependency: { not: ["url"] } } : r)),
      ],
    },
    plugins: [
      ...(site.plugins ?? []).filter((p) => !SITE_ONLY_PLUGINS.has((p as object | undefined)?.constructor?.name ?? "")),
      new MiniCssExtractPlugin({ filename: "[name].css", ignoreOrder: true }) as never,
      plugins.define({ CMS_CONTENT_DEFAULTS: JSON.stringify(editorDefaults(program.directory)) }) as never,
      writeIndex,
      // code highlighting's grammars and themes (about 20 MB of chunks): no field of this site is code or Markdown
      new webpack.IgnorePlugin({ resourceRegExp: /^@shikijs\/(?:langs|themes)(?:\/|$)/ }),
    ],
    mode: stage === "develop" ? "development" : "production",
    // the editor's npm build comes minified and our own modules are small: minifying its chunks again would cost
    // minutes of every build; webpack's default splitting keeps a module shared by lazy chunks in one file
    optimization: { minimize: false, runtimeChunk: false },
    devtool: false,
    performance: { hints: false },
  }
  delete (config as { externals?: unknown }).externals
  const compiler = webpack(config)
  if (stage === "develop") {
    compiler.watch({}, (err, stats) => {
      if (err || stats?.hasErrors()) console.error(`content editor (/${ADMIN_DIR}/): ${err?.message ?? stats?.toString("errors-only")}`)
    })
    return
  }
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err) return reject(err)
      if (stats?.hasErrors()) return reject(new Error(`content editor (/${ADMIN_DIR}/): ${stats.toString("errors-only")}`))
      compiler.close(() => resolve())
    }),
  )
}

/** `gatsby develop` serves the editor's page at /admin/ (its files below it are served as public/ files). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  // one route: Express matches "/admin" and "/admin/" alike (its routing is not strict)
  app.get(`/${ADMIN_DIR}/`, (_req: unknown, res: { sendFile(file: string): void }) =>
    res.sendFile(path.join(program.directory, "public", ADMIN_DIR, "index.html")),
  )
}
