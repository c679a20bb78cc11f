/**
 * npm run schemas: writes the JSON Schemas of the content files (src/content-model/json-schemas/) and the VS Code
 * setting that maps each data/ file to its schema (.vscode/settings.json), from the content model. Run it after
 * changing the model; a test fails while the committed files are out of date.
 */
require("./lib/register-ts.cjs")
const fs = require("node:fs")
const path = require("node:path")
const {
  contentJsonSchemas,
  generatedJson,
  JSON_SCHEMA_DIR,
  VSCODE_SETTINGS,
  vscodeSettings,
} = require("../../src/content-model/json-schemas.ts")

const root = path.join(__dirname, "..", "..")
const dir = path.join(root, JSON_SCHEMA_DIR)
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
const schemas = contentJsonSchemas()
for (const { file, schema } of schemas) fs.writeFileSync(path.join(dir, file), generatedJson(schema))
fs.mkdirSync(path.dirname(path.join(root, VSCODE_SETTINGS)), { recursive: true })
fs.writeFileSync(path.join(root, VSCODE_SETTINGS), generatedJson(vscodeSettings()))
console.log(`wrote ${schemas.length} schemas to ${JSON_SCHEMA_DIR}/ and the mapping to ${VSCODE_SETTINGS}`)
