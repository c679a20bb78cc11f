import { createRequire } from "module"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { adminWebpackConfig } from "../cms-admin"
import { CssOrderCheck } from "./css-order-check"
import { GuardedReplacement, swapFileFor } from "./guarded-replacement"

/** Where Gatsby's browser runtime (its cache-dir, copied to .cache/ for the build) asks for "./react-dom-utils". */
const GATSBY_RUNTIME_DIR = /[\\/](?:\.cache|cache-dir)(?:[\\/]head)?$/

/** Our React DOM helpers, which take React DOM at first use (src/gatsby/browser/react-dom-client.ts). */
export const LAZY_REACT_DOM_UTILS = path.join(process.cwd(), "src/gatsby/browser/react-dom-client.ts")

/**
 * Points a request for Gatsby's react-dom-utils (from its production-app and its Head handler, which import it as
 * "./react-dom-utils" or "../react-dom-utils") at LAZY_REACT_DOM_UTILS and says so; leaves every other request alone.
 */
export function redirectReactDomUtils(resource: { request?: string; context?: string }): boolean {
  if (
    resource.request &&
    /^\.\.?\/(?:\.\.\/)?react-dom-utils(?:\.js)?$/.test(resource.request) &&
    GATSBY_RUNTIME_DIR.test(resource.context ?? "")
  ) {
    resource.request = LAZY_REACT_DOM_UTILS
    return true
  }
  return false
}

/**
 * A dependency's file as Node resolves it from the site's root (gatsby-node is bundled by Gatsby, whose `require` has
 * no Node resolution of its own).
 */
const resolveFromSite = (request: string): string => createRequire(path.join(process.cwd(), "package.json")).resolve(request)

/** The production bundles' React DOM helpers, guarded: the build stops if Gatsby's file goes or nothing imports it. */
export const reactDomUtilsSwap = () =>
  new GuardedReplacement({
    name: "Gatsby's react-dom-utils",
    ours: "src/gatsby/browser/react-dom-client.ts",
    gatsbyFile: resolveFromSite("gatsby/cache-dir/react-dom-utils.js"),
    test: /react-dom-utils/,
    replace: redirectReactDomUtils,
    fixIn: "redirectReactDomUtils in src/gatsby/webpack/webpack-config.ts",
  })

/** Gatsby's internal Partytown plugin's browser module, as its plugin list requires it. */
export const PARTYTOWN_BROWSER = /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser(?:\.js)?$/

/** What the production bundles take instead (src/gatsby/browser/partytown-off.ts says why). */
export const PARTYTOWN_OFF = path.join(process.cwd(), "src/gatsby/browser/partytown-off.ts")

/** The production bundles without Gatsby's Partytown module, guarded as reactDomUtilsSwap. */
export const partytownSwap = () =>
  new GuardedReplacement({
    name: "Gatsby's internal Partytown module",
    ours: "src/gatsby/browser/partytown-off.ts",
    gatsbyFile: resolveFromSite("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"),
    test: PARTYTOWN_BROWSER,
    replace: swapFileFor(PARTYTOWN_OFF, PARTYTOWN_BROWSER),
    fixIn: "PARTYTOWN_BROWSER in src/gatsby/webpack/webpack-config.ts",
  })

/**
 * The rule that writes each language's interface words into the browser's bundles as plain strings with their
 * typography set (src/gatsby/webpack/words-typeset-loader.cjs; measurements: docs/performance.md). Its `pre` loader
 * runs the module at build time with the query below, which the rule leaves alone.
 */
export const WORDS_TYPESET_RULE = {
  test: /[\\/]src[\\/]i18n[\\/][a-z]{2,3}[\\/]index\.ts$/,
  resourceQuery: { not: [/words-source/] },
  enforce: "pre" as const,
  loader: path.join(process.cwd(), "src/gatsby/webpack/words-typeset-loader.cjs"),
}

/**
 * The class names of CSS modules in the production build: six letters of the hash of the file's path and the
 * class's name (css-loader's own hash, the same in the browser bundles and the server render), instead of Gatsby's
 * `[name]--[local]--[hash:hex:5]` (`ProductPage-module--page--7fe7c`). Letters only, so a name is always a valid
 * CSS identifier; 52^6 names, so two of the site's few hundred classes sharing one is not a practical risk. Every
 * page names its classes in its HTML and its inline CSS, and the bundles name them too, so shorter names are fewer
 * bytes before the first paint (docs/performance.md). Development keeps the readable names.
 */
export const SHORT_CLASS_NAME = "[hash:base52:6]"

interface LoaderUse {
  loader?: string
  options?: { modules?: unknown }
}
interface Rule {
  use?: unknown
  oneOf?: unknown
  rules?: unknown
}

/**
 * Sets `localIdentName` on every css-loader of the webpack config that compiles CSS modules; returns how many it
 * changed (0 means Gatsby's config no longer has them where it had).
 */
export function shortenCssModuleNames(config: { module?: { rules?: unknown } }, localIdentName = SHORT_CLASS_NAME): number {
  let changed = 0
  const visit = (rules: unknown): void => {
    if (!Array.isArray(rules)) return
    for (const rule of rules as Rule[]) {
      if (!rule || typeof rule !== "object") continue
      const uses = Array.isArray(rule.use) ? (rule.use as unknown[]) : []
      for (const use of uses as LoaderUse[]) {
        const modules = use && typeof use === "object" ? use.options?.modules : undefined
        if (use?.loader && /[\\/]css-loader[\\/]/.test(use.loader) && modules && typeof modules === "object") {
          ;(modules as { localIdentName?: string }).localIdentName = localIdentName
          changed++
        }
      }
      visit(rule.oneOf)
      visit(rule.rules)
    }
  }
  visit(config.module?.rules)
  return changed
}

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment is compiled whole on
 * a background thread while it downloads, instead of one function at a time on the main thread when each is first
 * called. Every bundle of the site is code that runs as soon as it arrives: the webpack runtime, React and the app at
 * start-up, a page's chunks when the page renders, the carousel, lightbox and form chunks when they are first used.
 * Other engines read it as a comment. Measurements: docs/performance.md, "Bundles compile off the main thread".
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"
/** The site's bundles: the scripts at the root of public/ (the content editor's, below /admin/, are left alone). */
export const SITE_BUNDLE = /^[^/]+\.js$/
/**
 * When the hint is written: after the minifier, which drops comments (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE,
 * 400), before the source maps (PROCESS_ASSETS_STAGE_DEV_TOOLING, 500) and the content hashes of the file names
 * (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH). The post-build check (src/gatsby/post-build/html/compile-hints.ts) fails the
 * build if a bundle comes out without it.
 */
export const COMPILE_HINT_STAGE = 499

/**
 * The content editor's bundle (src/gatsby/cms-admin.ts); in the site's bundles, React DOM evaluated at first use and
 * the compile hint on the first line, Gatsby's development-only Partytown module left out, and a build error for CSS that cannot be merged in one order
 * (src/gatsby/webpack/css-order-check.ts); in the production build (browser bundles and server render alike), short
 * CSS-module class names.
 */
/**
 * `gatsby develop` (and so `npm run cms`) puts every page's CSS in one "commons" chunk, whose module order conflicts
 * the production bundles do not have: mini-css-extract-plugin printed about 450 lines of "Conflicting order" there.
 * The production build's check (CssOrderCheck) is the one that guards the real order; in development the warnings
 * are left out. True when the plugin was found.
 */
export function ignoreCssOrderInDevelop(config: { plugins?: unknown[] }): boolean {
  const plugin = config.plugins?.find((p) => (p as object | undefined)?.constructor?.name === "MiniCssExtractPlugin") as
    { options?: { ignoreOrder?: boolean } } | undefined
  if (!plugin?.options) return false
  plugin.options.ignoreOrder = true
  return true
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (args) => {
  await adminWebpackConfig(args)
  if (args.stage === "develop") {
    const config = args.getConfig()
    if (ignoreCssOrderInDevelop(config)) args.actions.replaceWebpackConfig(config)
  }
  if (args.stage === "build-javascript" || args.stage === "build-html") {
    const config = args.getConfig()
    if (!shortenCssModuleNames(config))
      throw new Error(
        `webpack config (${args.stage}): no css-loader compiling CSS modules was found, so their class names cannot be shortened: Gatsby's config has changed; update shortenCssModuleNames in src/gatsby/webpack/webpack-config.ts`,
      )
    args.actions.replaceWebpackConfig(config)
  }
  // development takes the same React DOM helpers, unguarded: an error there would stop the content editor's server
  if (args.stage === "develop")
    args.actions.setWebpackConfig({ plugins: [args.plugins.normalModuleReplacement(/react-dom-utils/, redirectReactDomUtils)] })
  if (args.stage === "build-javascript")
    args.actions.setWebpackConfig({
      module: { rules: [WORDS_TYPESET_RULE] },
      plugins: [
        args.plugins.banner({ banner: COMPILE_HINT, raw: true, test: SITE_BUNDLE, stage: COMPILE_HINT_STAGE }),
        reactDomUtilsSwap(),
        partytownSwap(),
        new CssOrderCheck(),
      ],
    })
}
