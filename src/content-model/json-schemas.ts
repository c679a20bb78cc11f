import { fileSchema, type JsonSchema } from "../lib/content/json-schema"
import { LANG_NAMES, SOURCE_LANG, TRANSLATED_LANGS } from "../lib/content/content-i18n"
import { namesOf } from "../i18n/languages"
import { CONTENT_KINDS, type ContentKind } from "."

/** Where the generated schemas are committed (relative to the project root), and the editor settings that use them. */
export const JSON_SCHEMA_DIR = "src/content-model/json-schemas"
export const VSCODE_SETTINGS = ".vscode/settings.json"

/** "BlogPostJson" → "blog-post" */
const slugOf = (kind: ContentKind) =>
  kind.typeName
    .replace(/Json$/, "")
    .replace(/([a-z])([A-Z])/g, "$1-$2")
    .toLowerCase()

/** The data/ files a kind covers in a language, as globs relative to data/ (`blog/*.en.json`, `home.fr.json`). */
const globs = (kind: ContentKind, lang: string) => {
  const ext = `.${lang}.json`
  return "file" in kind.source ? [kind.source.file.replace(/\.json$/, ext)] : [`${kind.source.dir}/*${ext}`]
}

export interface GeneratedSchema {
  /** file name in JSON_SCHEMA_DIR */
  file: string
  /** the data/ files it describes (globs relative to data/) */
  covers: string[]
  schema: JsonSchema
}

/** One schema per content kind for its source-language files and one per translated language, from the content model. */
export function contentJsonSchemas(): GeneratedSchema[] {
  const source = LANG_NAMES[SOURCE_LANG]
  const beside = `the ${namesOf(TRANSLATED_LANGS)} file${TRANSLATED_LANGS.length > 1 ? "s" : ""} beside it`
  return CONTENT_KINDS.flatMap((kind) => {
    const where = globs(kind, SOURCE_LANG)
      .map((g) => `data/${g}`)
      .join(", ")
    return [
      {
        file: `${slugOf(kind)}.schema.json`,
        covers: globs(kind, SOURCE_LANG),
        schema: fileSchema(kind.schema, {
          title: `${kind.typeName.replace(/Json$/, "")} (${where})`,
          description: `Generated from the content model (src/content-model) by npm run schemas: do not edit. The ${source} version of ${where}; the translated fields are repeated in ${beside}.`,
          lang: "source",
        }),
      },
      ...TRANSLATED_LANGS.map((lang) => ({
        file: `${slugOf(kind)}.${lang}.schema.json`,
        covers: globs(kind, lang),
        schema: fileSchema(kind.schema, {
          title: `${kind.typeName.replace(/Json$/, "")}, ${lang} translation (${globs(kind, lang)
            .map((g) => `data/${g}`)
            .join(", ")})`,
          description: `Generated from the content model (src/content-model) by npm run schemas: do not edit. Only the fields written in each language, in the ${source} file's structure; everything else is shared and stays in the ${source} file.`,
          lang: "translation",
        }),
      })),
    ]
  })
}

/** VS Code's `json.schemas` setting: each data file to its schema. */
export function vscodeSettings(): Record<string, unknown> {
  return {
    "json.schemas": contentJsonSchemas().map(({ file, covers }) => ({
      fileMatch: covers.map((g) => `/data/${g}`),
      url: `./${JSON_SCHEMA_DIR}/${file}`,
    })),
  }
}

/** The text of a generated file: two-space JSON with a final newline. */
export const generatedJson = (value: unknown): string => JSON.stringify(value, null, 2) + "\n"
