import fs from "fs"
import path from "path"
import { formatErrors, validate } from "../lib/content-schema"
import { CONTENT_KINDS, kindOf } from "../content-model"
import { createHash } from "crypto"
import { IMAGE_MANIFEST, imageSubjectProblems, manifestLookup } from "../lib/image-subjects"

const listJsonFiles = (dir: string, base = dir): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "images" || entry.name === "videos" ? [] : listJsonFiles(full, base)
    return entry.name.endsWith(".json") ? [path.relative(base, full).split(path.sep).join("/")] : []
  })

/**
 * Checks every JSON file under `dataDir` against its content kind.
 * Returns one human-readable message per problem, each naming the file and the field; empty when all is well.
 */
export function validateContentDir(dataDir: string): string[] {
  const problems: string[] = []
  const seen = new Map<string, Map<string, string>>() // "Type.field" -> value -> file
  const files = listJsonFiles(dataDir).sort()
  // generated pictures must show what their page or slide is about (src/lib/image-subjects.ts)
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

  for (const rel of files) {
    const shown = `data/${rel}`
    const kind = kindOf(rel)
    if (!kind) {
      problems.push(
        `${shown}: this file is not a known kind of content (expected one of ${CONTENT_KINDS.map((k) => ("file" in k.source ? k.source.file : k.source.dir + "/*.json")).join(", ")})`,
      )
      continue
    }
    let doc: unknown
    try {
      doc = JSON.parse(fs.readFileSync(path.join(dataDir, rel), "utf8"))
    } catch (err) {
      problems.push(`${shown}: is not valid JSON (${(err as Error).message})`)
      continue
    }
    const fileDir = path.dirname(path.join(dataDir, rel))
    const errors = validate(doc, kind.schema, { fileExists: (p) => fs.existsSync(path.resolve(fileDir, p)) })
    if (errors.length) problems.push(formatErrors(shown, errors))
    problems.push(...imageSubjectProblems(rel, doc, depicted))
    for (const field of kind.unique ?? []) {
      const value = (doc as Record<string, unknown>)?.[field]
      if (value === undefined) continue
      const key = `${kind.typeName}.${field}`
      const values = seen.get(key) ?? new Map<string, string>()
      seen.set(key, values)
      const other = values.get(String(value))
      if (other) problems.push(`${shown}: field "${field}" is ${JSON.stringify(value)}, already used by ${other}`)
      else values.set(String(value), shown)
    }
  }
  for (const kind of CONTENT_KINDS) {
    if ("file" in kind.source && !files.includes(kind.source.file)) problems.push(`data/${kind.source.file}: this required file is missing`)
  }
  return problems
}
