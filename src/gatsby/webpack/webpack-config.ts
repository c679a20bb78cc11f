import type { GatsbyNode } from "gatsby"
import { adminWebpackConfig } from "../cms-admin"
import { COMPILE_HINT, COMPILE_HINT_STAGE, SITE_BUNDLE } from "../overrides/compile-hint"
import { CssOrderCheck, ignoreCssOrderInDevelop } from "../overrides/css-order-check"
import { partytownSwap } from "../overrides/partytown-swap"
import { reactDomUtilsSwap, redirectReactDomUtils } from "../overrides/react-dom-utils-swap"
import { shortenCssModuleNames } from "../overrides/short-class-names"
import { WORDS_TYPESET_RULE } from "../overrides/words-typeset-rule"

/**
 * Wiring only: the content editor's bundle (src/gatsby/cms-admin.ts), and the webpack overrides of
 * src/gatsby/overrides/ (the list: docs/overrides.md): in the site's bundles, React DOM evaluated at first use, the
 * compile hint on the first line, Gatsby's development-only Partytown module left out, the words typeset at build
 * time and a build error for CSS that cannot be merged in one order; in the production build (browser bundles and
 * server render alike), short CSS-module class names.
 */
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
        `webpack config (${args.stage}): no css-loader compiling CSS modules was found, so their class names cannot be shortened: Gatsby's config has changed; update shortenCssModuleNames in src/gatsby/overrides/short-class-names.ts`,
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
