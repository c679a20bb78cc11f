import path from "path"
import type { GatsbyNode } from "gatsby"
import { adminWebpackConfig } from "./cms-admin"

/** Where Gatsby's browser runtime (its cache-dir, copied to .cache/ for the build) asks for "./react-dom-utils". */
const GATSBY_RUNTIME_DIR = /[\\/](?:\.cache|cache-dir)(?:[\\/]head)?$/

/** Our React DOM helpers, which take React DOM at first use (src/gatsby/react-dom-client.ts). */
export const LAZY_REACT_DOM_UTILS = path.join(process.cwd(), "src/gatsby/react-dom-client.ts")

/**
 * Points a request for Gatsby's react-dom-utils (from its production-app and its Head handler, which import it as
 * "./react-dom-utils" or "../react-dom-utils") at LAZY_REACT_DOM_UTILS; leaves every other request alone.
 */
export function redirectReactDomUtils(resource: { request?: string; context?: string }): void {
  if (
    resource.request &&
    /^\.\.?\/(?:\.\.\/)?react-dom-utils(?:\.js)?$/.test(resource.request) &&
    GATSBY_RUNTIME_DIR.test(resource.context ?? "")
  )
    resource.request = LAZY_REACT_DOM_UTILS
}

/** The content editor's bundle (src/gatsby/cms-admin.ts); in the site's bundles, React DOM evaluated at first use. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (args) => {
  await adminWebpackConfig(args)
  if (args.stage === "build-javascript" || args.stage === "develop")
    args.actions.setWebpackConfig({ plugins: [args.plugins.normalModuleReplacement(/react-dom-utils/, redirectReactDomUtils)] })
}
