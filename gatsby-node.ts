/** Thin on purpose: each Gatsby Node API lives in its own module under src/gatsby/. */
export { onPreBootstrap } from "./src/gatsby/on-pre-bootstrap"
export { createSchemaCustomization } from "./src/gatsby/schema"
export { createPages } from "./src/gatsby/create-pages"
export { onPreBuild } from "./src/gatsby/email-config-check"
export { onPostBuild } from "./src/gatsby/on-post-build"
export { onPostBootstrap } from "./src/gatsby/brochure"
