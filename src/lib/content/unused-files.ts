/**
 * Pictures and videos nothing uses: a file under data/images/ or data/videos/ that no content file points at (a
 * relative path in any data/*.json, resolved against that JSON file's folder) and that no source file names (its path
 * from data/, e.g. "images/contact/map-reunion.svg" in a GraphQL query). Deleting an article leaves its picture
 * behind; `npm run check:content` warns about each one (tools/content/check-content.cjs reads the files). Pure.
 */

import { sourceOfLanguagePicture } from "./language-pictures"

/** Files of the media folders that are not media: what each generated picture depicts (src/lib/content/image-subjects.ts). */
export const NOT_MEDIA = new Set(["images/manifest.json"])

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null

/** "blog", "../images/a.jpg" → "images/a.jpg"; a path that climbs above data/ → undefined. POSIX separators. */
export function resolveFromFolder(folder: string, relative: string): string | undefined {
  const parts = folder ? folder.split("/") : []
  for (const part of relative.split("/")) {
    if (part === "" || part === ".") continue
    if (part === "..") {
      if (!parts.length) return undefined
      parts.pop()
    } else parts.push(part)
  }
  return parts.join("/")
}

/** The relative paths a text holds: the whole value ("../images/a.jpg") or inside it ("![x](./images/a.jpg)"). */
const RELATIVE_PATH = /(?:^|[\s("'[])(\.{1,2}\/[^\s"'()<>[\]]+)/g

/**
 * Every file a content file points at, as a path from data/: `jsonFile` is the file's own path from data/
 * ("blog/3.en.json"), `doc` its parsed JSON.
 */
export function referencedFiles(jsonFile: string, doc: unknown): string[] {
  const folder = jsonFile.includes("/") ? jsonFile.slice(0, jsonFile.lastIndexOf("/")) : ""
  const out = new Set<string>()
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      for (const match of value.matchAll(RELATIVE_PATH)) {
        const resolved = resolveFromFolder(folder, match[1].replace(/[?#].*$/, ""))
        if (resolved) out.add(resolved)
      }
    } else if (Array.isArray(value)) value.forEach(visit)
    else if (isRecord(value)) Object.values(value).forEach(visit)
  }
  visit(doc)
  return [...out]
}

/**
 * The media files (paths from data/) that no content file points at and no source text names, in their order; the
 * files of NOT_MEDIA are never listed. A picture's version in another language (`plan.fr.svg`) is used when the
 * picture itself is (`plan.svg`): the build shows it on that language's pages.
 */
export function unusedFiles(mediaFiles: readonly string[], referenced: Iterable<string>, sourceTexts: readonly string[]): string[] {
  const used = new Set(referenced)
  const isUsed = (file: string) => used.has(file) || sourceTexts.some((text) => text.includes(file))
  return mediaFiles.filter((file) => {
    if (NOT_MEDIA.has(file) || isUsed(file)) return false
    const source = sourceOfLanguagePicture(file)
    return !(source && isUsed(source))
  })
}

/** One summary line per unused file. */
export const unusedFileWarning = (file: string): string =>
  `data/${file}: no content file points at it and no source file names it (left behind by a deleted item? delete it, or use it)`
