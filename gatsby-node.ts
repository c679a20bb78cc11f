/** Thin on purpose: each Gatsby Node API lives in its own module under src/gatsby/. */
import { defaultAvifEffort } from "./src/gatsby/overrides/avif-effort"

// gatsby-plugin-sharp does not pass an AVIF effort to sharp; set it for this build process (see the module)
defaultAvifEffort()

export { onPreBootstrap } from "./src/gatsby/on-pre-bootstrap"
export { createSchemaCustomization } from "./src/gatsby/schema"
export { onCreateNode } from "./src/gatsby/content-nodes"
export { createPages, onCreatePage } from "./src/gatsby/create-pages"
export { onPreBuild } from "./src/gatsby/email-config-check"
export { onPostBuild } from "./src/gatsby/post-build/index"
export { onPostBootstrap } from "./src/gatsby/brochure/index"
export { onCreateDevServer } from "./src/gatsby/cms-admin"
export { onCreateWebpackConfig } from "./src/gatsby/webpack/webpack-config"
