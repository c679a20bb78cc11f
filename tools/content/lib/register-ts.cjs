/**
 * Lets a plain Node script require the project's TypeScript modules (the content model, the content check) without a
 * build: each .ts file is transpiled by the project's own `typescript` package as it is required (types are not
 * checked here; `npm run typecheck` does that). Used as `node -r ./tools/content/lib/register-ts.cjs <script>`.
 */
const fs = require("node:fs")
const ts = require("typescript")

require.extensions[".ts"] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, "utf8"), {
    fileName: filename,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2021, esModuleInterop: true },
  })
  module._compile(outputText, filename)
}
