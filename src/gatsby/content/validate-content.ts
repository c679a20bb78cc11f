import fs from "fs"
import path from "path"
import { validate } from "../../lib/content/content-schema"
import { CONTENT_KINDS } from "../../content-model"
import { nextFreeId } from "../../content-model/cms-config"
import { langFile, SOURCE_LANG } from "../../lib/content/content-i18n"
import { listJsonFiles, loadContent } from "./content-files"
import { createHash } from "crypto"
import {
  IMAGE_MANIFEST,
  imageLanguageProblems,
  imageSubjectProblems,
  manifestLookup,
  type ImageLookup,
  type ImageManifest,
} from "../../lib/content/image-subjects"
import { parseJson } from "./json-errors"
import { formatProblem, rootCauses, type ContentProblem } from "./problems"
import { checksTypography, frenchTypographyProblems } from "../../lib/content/french-typography-check"
import { crossFileFactErrors } from "../../lib/content/consistency"

/** What the build (and `npm run check:content`) prints when data/ has problems: one line per problem. */
export const contentErrorReport = (problems: readonly string[]): string =>
  `Content error${problems.length > 1 ? "s" : ""} in data/ (fix the file and build again):\n${problems.join("\n")}`

/**
 * Checks every JSON file under `dataDir` against its content kind.
 * Returns one human-readable message per problem, each naming the file and the field, the root causes first and
 * without what follows from them (src/gatsby/content/problems.ts rootCauses); empty when all is well.
 */
export function validateContentDir(dataDir: string): string[] {
  return checkContentDir(dataDir).messages
}

/**
 * validateContentDir's messages, and what they are about: the files at fault (relative to data/), and among them those
 * that could not be read at all (not JSON, missing), whose pictures and fields nothing else can judge. The content
 * check (tools/content/check-content.cjs) leaves out the warnings that follow from them.
 */
export function checkContentDir(dataDir: string): { messages: string[]; faultyFiles: Set<string>; unreadFiles: Set<string> } {
  const found = collectProblems(dataDir)
  return {
    messages: found.messages,
    faultyFiles: new Set(found.problems.flatMap((p) => [p.file, ...(p.others ?? [])])),
    unreadFiles: new Set(found.problems.filter((p) => p.stage === "file" || p.field === "(file)").map((p) => p.file)),
  }
}

function collectProblems(dataDir: string): { problems: ContentProblem[]; messages: string[] } {
  const problems: ContentProblem[] = []
  const seen = new Map<string, Map<string, { file: string; derived: boolean }>>() // "Type.lang.field" -> value -> file
  const files = listJsonFiles(dataDir).sort()
  // generated pictures must show what their page or slide is about (src/lib/content/image-subjects.ts)
  const root = path.join(dataDir, "..")
  const { lookup: depicted } = generatedPictures(root, problems)

  const { items, contentProblems } = loadContent(dataDir)
  problems.push(...contentProblems)
  for (const { kind, lang, base, file, doc, derivedSlug } of items) {
    const at = { file, base, lang }
    const fileDir = path.dirname(path.join(dataDir, file))
    const errors = validate(doc, kind.schema, { fileExists: (p) => fs.existsSync(path.resolve(fileDir, p)) })
    problems.push(...errors.map((e) => ({ ...at, stage: "field" as const, field: e.field, message: e.message })))
    // a French text as the site shows it keeps together what a French reader reads together (issue 41)
    if (lang !== SOURCE_LANG && checksTypography(lang))
      for (const e of frenchTypographyProblems(doc, kind.schema))
        problems.push({ ...at, stage: "field", field: e.field, message: e.message })
    // the rules that read several fields together (the planner's figures against the spec rows…), on a well-formed English file
    if (lang === SOURCE_LANG && !errors.length && kind.crossFieldErrors)
      for (const e of kind.crossFieldErrors(doc)) problems.push({ ...at, stage: "field", field: e.field, message: e.message })
    // …and have their words in the page's language: a French page shows plan.fr.svg, never plan.svg (issue 41)
    for (const message of [
      ...(lang === SOURCE_LANG ? imageSubjectProblems(file, doc, depicted) : []),
      ...imageLanguageProblems(file, doc, lang, depicted),
    ]) {
      const rest = message.replace(`data/${file}: `, "")
      const named = /^field "([^"]+)" ([\s\S]*)$/.exec(rest)
      problems.push({ ...at, stage: "derived", ...(named ? { field: named[1], message: named[2] } : { message: rest }) })
    }
    for (const field of kind.unique ?? []) {
      const value = (doc as Record<string, unknown>)?.[field]
      if (value === undefined) continue
      const key = `${kind.typeName}.${lang}.${field}`
      const values = seen.get(key) ?? new Map<string, { file: string; derived: boolean }>()
      seen.set(key, values)
      const derived = field === "slug" && !!derivedSlug
      const other = values.get(String(value))
      if (other)
        problems.push({
          ...at,
          stage: "cross",
          field,
          message:
            uniqueClash(value, derived, other) +
            (field === "id" ? `: give it the next free id, ${nextFreeId(items.filter((i) => i.kind === kind).map((i) => i.doc.id))}` : ""),
          others: [other.file],
        })
      else values.set(String(value), { file, derived })
    }
  }
  // a model's area where another file gives it (the home page's cards, the featured pages: src/lib/content/consistency.ts)
  const english = items.filter((i) => i.lang === SOURCE_LANG)
  for (const e of crossFileFactErrors(english.map(({ file, doc }) => ({ file, doc })))) {
    const item = english.find((i) => i.file === e.file)!
    problems.push({ file: e.file, base: item.base, lang: SOURCE_LANG, stage: "field", field: e.field, message: e.message })
  }
  for (const kind of CONTENT_KINDS) {
    if (!("file" in kind.source)) continue
    const source = langFile(kind.source.file, SOURCE_LANG)
    if (!files.includes(source))
      problems.push({ stage: "file", file: source, base: kind.source.file, lang: SOURCE_LANG, message: "this required file is missing" })
  }
  // each field named in the maintainer's words, its rows by their own names: from the file's item in its language, or
  // from its English item when the translation could not be merged
  const docs = new Map(items.map((i) => [i.file, i.doc]))
  const docOf = (p: ContentProblem) => docs.get(p.file) ?? (p.base ? docs.get(langFile(p.base, SOURCE_LANG)) : undefined)
  const told = rootCauses(problems)
  return { problems: told, messages: told.map((p) => formatProblem(p, docOf(p))) }
}

/**
 * A value two files of a kind share where it must be unique (an id, a path, a translation's slug), naming the other
 * file; a slug the build made from a title (the file writes none) says so, and how to part them.
 */
export function uniqueClash(value: unknown, derived: boolean, other: { file: string; derived: boolean }): string {
  const made = " (made from its title: the file writes no slug)"
  return (
    `is ${JSON.stringify(value)}${derived ? made : ""}, already used by data/${other.file}${other.derived ? made : ""}` +
    (derived || other.derived ? ": write a slug of its own in one of them" : "")
  )
}

/** data/images/manifest.json (what each generated picture depicts), none when absent; a broken one is a problem. */
/**
 * The generator's manifest (data/images/manifest.json, beside data/ in `root`) and what each of its pictures depicts,
 * for those whose bytes are still the generator's (src/lib/content/image-subjects.ts manifestLookup). A manifest that
 * is not JSON is one of `problems`.
 */
export function generatedPictures(root: string, problems: ContentProblem[] = []): { manifest: ImageManifest; lookup: ImageLookup } {
  const manifest = readManifest(root, problems)
  const hashOf = (p: string) =>
    fs.existsSync(path.join(root, p))
      ? createHash("sha256")
          .update(fs.readFileSync(path.join(root, p)))
          .digest("hex")
      : undefined
  return { manifest, lookup: manifestLookup(manifest, hashOf) }
}

function readManifest(root: string, problems: ContentProblem[]): ImageManifest {
  const file = path.join(root, IMAGE_MANIFEST)
  if (!fs.existsSync(file)) return { files: {} }
  const result = parseJson(fs.readFileSync(file, "utf8"))
  if ("doc" in result) return result.doc as ImageManifest
  const rel = path.relative(path.join(root, "data"), file).split(path.sep).join("/")
  problems.push({ stage: "file", file: rel, message: result.error })
  return { files: {} }
}
