import { SOURCE_LANG, type ContentLang } from "../../lib/content/content-i18n"
import { describeField } from "../../lib/content/describe-field"
import { kindOf } from "../../content-model"

/**
 * What the content check found wrong, in the order a maintainer fixes it:
 *  - "file": a file that cannot be read as content (missing, misnamed, not JSON, of no known kind);
 *  - "cross": a value two files share that must be unique (an id, a path);
 *  - "field": a field of one file (missing, of the wrong type, unlike the English file's in a translation);
 *  - "derived": a check that reads several fields of an item together (does the picture show what the page is about).
 */
export type ProblemStage = "file" | "cross" | "field" | "derived"
const STAGES: readonly ProblemStage[] = ["file", "cross", "field", "derived"]

export interface ContentProblem {
  stage: ProblemStage
  /** the file at fault, relative to data/ */
  file: string
  /** the item (`blog/3.json`) and the language of `file`, when the file is a content item's */
  base?: string
  lang?: ContentLang
  /** the field (`gallery[2].image`; `(file)` for the whole document); none for a problem of the file as a file */
  field?: string
  /** the rest of the message, after `data/<file>: field "<field>" ` */
  message: string
  /** the other files the problem involves (the one that already uses a unique value) */
  others?: string[]
  /** a field of the same file whose other problems follow from this one (a translated list out of order) */
  covers?: string
}

/**
 * `data/products/apple-cabins.fr.json: Specs, row 2 (Installation on site), French side [specs[1].value]: gives the
 * figures …`, `data/home.en.json: this required file is missing`: the file first, then the field in the maintainer's
 * words (src/lib/content/describe-field.ts), with its code path once in brackets for developers. `doc` (the file's
 * item, merged in its language) names each row by its own label or title.
 */
export const formatProblem = (p: ContentProblem, doc?: unknown): string => {
  if (p.field === undefined) return `data/${p.file}: ${p.message}`
  const schema = p.base ? kindOf(p.base)?.schema : undefined
  const where = schema ? describeField(p.field, schema, doc, p.lang) : p.field
  return `data/${p.file}: ${where} [${p.field}]: ${p.message}`
}

/** True when one field is the other or holds it: `content` and `content[1].type`, `(file)` and any field. */
function overlaps(a: string, b: string): boolean {
  if (a === "(file)" || b === "(file)" || a === b) return true
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return long.startsWith(short) && (long[short.length] === "." || long[short.length] === "[")
}

const isTranslation = (p: ContentProblem) => p.lang !== undefined && p.lang !== SOURCE_LANG

/**
 * One fault, one message: the root cause, first, and not what follows from it.
 *
 * 1. A translation inherits from its English file: every shared field (ids, paths, images…) is the English file's, and
 *    its structure (list lengths, block types) is compared with the English file's. So a translation's problem at a
 *    field where its English file has a problem (the same field, or one inside the other) is told once, on the English
 *    file, and not again on the translation.
 * 2. A problem that involves another file (`others`: the English file a translation lacks, the file that already
 *    uses a value) is left out when that file has a problem as a file (missing, not JSON): that one is told.
 * 3. A derived check judges an item from several of its fields together; on a file that has any other problem (or
 *    that another file's problem involves, as the holder of a duplicated value), its verdict follows from that
 *    problem, and is left out.
 * 4. A problem that covers a field (a translated list whose items are in another order than the English items) is the
 *    cause of every other problem in that field of the same file (the items' figures, block types and pictures then
 *    differ from the English items at their places): those are left out.
 * 5. The rest is told stage by stage (files, then values two files share, then fields, then derived checks), and in
 *    each stage the English files before their translations: a fault is told before what it may cause.
 */
export function rootCauses(problems: readonly ContentProblem[]): ContentProblem[] {
  const sourceFields = problems.filter((p) => p.stage !== "derived" && p.lang === SOURCE_LANG && p.field !== undefined)
  const inherited = (p: ContentProblem) =>
    isTranslation(p) && p.field !== undefined && sourceFields.some((s) => s.base === p.base && overlaps(s.field!, p.field!))
  const brokenFiles = new Set(problems.filter((p) => p.field === undefined && p.stage !== "derived").map((p) => p.file))
  const followsBrokenFile = (p: ContentProblem) => (p.others ?? []).some((f) => brokenFiles.has(f))
  const faulty = new Set(problems.filter((p) => p.stage !== "derived").flatMap((p) => [p.file, ...(p.others ?? [])]))
  const derivedFromFault = (p: ContentProblem) => p.stage === "derived" && faulty.has(p.file)
  const covering = problems.filter((p) => p.covers !== undefined)
  const covered = (p: ContentProblem) =>
    p.covers === undefined && p.field !== undefined && covering.some((c) => c.file === p.file && overlaps(c.covers!, p.field!))
  const rank = (p: ContentProblem) => STAGES.indexOf(p.stage) * 2 + (isTranslation(p) ? 1 : 0)
  return problems
    .filter((p) => !inherited(p) && !followsBrokenFile(p) && !derivedFromFault(p) && !covered(p))
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p)
}
