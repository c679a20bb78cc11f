/**
 * Moves Gatsby's two inline build-data scripts (`window.___chunkMapping`, `window.___webpackCompilationHash`) out of
 * every page into one content-hashed file, `/build-data-<hash>.js`, that the after-paint loader (./bundles-after-paint.ts)
 * runs before the bundles. Only the app reads them, after the first paint; inline they were the same half kilobyte in
 * every document, before its text, and two more hashes in the Content-Security-Policy. The file's name is a hash of
 * its text, taken from the page itself, so a page an earlier warm build kept gets the file of its own build's data.
 * Measurements: docs/performance.md, "Gatsby's build data is a cached file".
 */

import crypto from "crypto"
import { startsWithSource, withFirstSource } from "./bundles-after-paint"
import type { PublicFile } from "./html-rewrites"

const CHUNK_MAPPING_RE =
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*(?:\/\*<!\[CDATA\[\*\/)?\s*(window\.___chunkMapping="(?:[^"\\]|\\.)*";)\s*(?:\/\*\]\]>\*\/)?\s*<\/script>/
const COMPILATION_HASH_RE = /<script>(window\.___webpackCompilationHash="[0-9a-f]+";)<\/script>/

/**
 * The build-data file this page's inline scripts make, or null when it has no chunk mapping (already moved). The
 * compilation hash goes with it when it is a script of its own (Gatsby 5 with slices); an older Gatsby wrote it in
 * the page-path script, where it stays.
 */
export function buildDataFile(html: string): PublicFile | null {
  const mapping = CHUNK_MAPPING_RE.exec(html)
  if (!mapping) return null
  const text = `${COMPILATION_HASH_RE.exec(html)?.[1] ?? ""}${mapping[1]}\n`
  const digest = crypto.createHash("sha256").update(text).digest("hex").slice(0, 20)
  return { src: `/build-data-${digest}.js`, text }
}

/**
 * The page without the inline build data, its after-paint loader starting with their file. Unchanged when it has no
 * chunk mapping, or no loader to start the file (the HTML rewrites step then reports the page as missed).
 */
export function moveBuildDataToFile(html: string): string {
  const file = buildDataFile(html)
  if (!file) return html
  const started = withFirstSource(html, file.src)
  return started === html ? html : started.replace(CHUNK_MAPPING_RE, "").replace(COMPILATION_HASH_RE, "")
}

/** Whether the page has no inline build data left and its loader starts with a build-data file. */
export function buildDataMoved(html: string): boolean {
  return !CHUNK_MAPPING_RE.test(html) && !COMPILATION_HASH_RE.test(html) && startsWithSource(html, /^\/build-data-[0-9a-f]{20}\.js$/)
}
