/**
 * Lets a plain Node script require the project's TypeScript modules (the content model, the content check) without a
 * build, through tsx's CommonJS loader (`tsx/cjs/api`): each .ts file is transpiled by esbuild as it is required
 * (types are not checked here; `npm run typecheck` does that). It replaced a hook on Node's deprecated
 * `require.extensions`. Required first by tools/content/check-content.cjs and generate-content-schemas.cjs.
 */
const { register } = require("tsx/cjs/api")

register()
