import fs from "fs"
import path from "path"
import { formatErrors, validate } from "../../lib/content/content-schema"
import { CONTENT_KINDS } from "../../content-model"
import { langFile, SOURCE_LANG } from "../../lib/content/content-i18n"
import { listJsonFiles, loadContent } from "./content-files"
import { createHash } from "crypto"
import { IMAGE_MANIFEST, imageSubjectProblems, manifestLookup } from "../../lib/content/image-subjects"

/** What the build (and `npm run check:content`) prints when data/ has problems: one line per problem. */
export const contentErrorReport = (problems: readonly string[]): string =>
  `Content error${problems.length > 1 ? "s" : ""} in data/ (fix the file and build again):\n${problems.join("\n")}`

/**
 * Checks every JSON file under `dataDir` against its content kind.
 * Returns one human-readable message per problem, each naming the file and the field; empty when all is well.
 */
export function validateContentDir(dataDir: string): string[] {
  const problems: string[] = []
  const seen = new Map<string, Map<string, string>>() // "Type.field" -> value -> file
  const files = listJsonFiles(dataDir).sort()
  // generated pictures must show what their page or slide is about (src/lib/content/image-subjects.ts)
  const root = path.join(dataDir, "..")
  const manifestFile = path.join(root, IMAGE_MANIFEST)
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, "utf8")) : { files: {} }
  const hashOf = (p: string) =>
    fs.existsSync(path.join(root, p))
      ? createHash("sha256")
          .update(fs.readFileSync(path.join(root, p)))
          .digest("hex")
      : undefined
  const depicted = manifestLookup(manifest, hashOf)

  const { items, problems: fileProblems } = loadContent(dataDir)
  problems.push(...fileProblems)
  // a shared field is stored in the English file: its error is told once, there, not again for each translation
  const englishErrors = new Map<string, Set<string>>()
  for (const { kind, lang, base, file, doc } of items) {
    const shown = `data/${file}`
    const fileDir = path.dirname(path.join(dataDir, file))
    const all = validate(doc, kind.schema, { fileExists: (p) => fs.existsSync(path.resolve(fileDir, p)) })
    const told = englishErrors.get(base) ?? englishErrors.set(base, new Set()).get(base)!
    const errors = lang === "en" ? all : all.filter((e) => !told.has(`${e.field} ${e.message}`))
    if (lang === "en") for (const e of all) told.add(`${e.field} ${e.message}`)
    if (errors.length) problems.push(formatErrors(shown, errors))
    if (lang === "en") problems.push(...imageSubjectProblems(file, doc, depicted))
    for (const field of kind.unique ?? []) {
      const value = (doc as Record<string, unknown>)?.[field]
      if (value === undefined) continue
      const key = `${kind.typeName}.${lang}.${field}`
      const values = seen.get(key) ?? new Map<string, string>()
      seen.set(key, values)
      const other = values.get(String(value))
      if (other) problems.push(`${shown}: field "${field}" is ${JSON.stringify(value)}, already used by ${other}`)
      else values.set(String(value), shown)
    }
  }
  for (const kind of CONTENT_KINDS) {
    if (!("file" in kind.source)) continue
    const english = langFile(kind.source.file, SOURCE_LANG)
    if (!files.includes(english)) problems.push(`data/${english}: this required file is missing`)
  }
  return problems
}
