import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { buildCacheDir, codeDigest } from "../build-cache"
import type { BrochureContent } from "./content"

/**
 * The brochure kept from the last build with the same inputs (issue 60: a publish after an article's edit drew both
 * PDFs again, 3-6 s of every build). Its key is what the PDF is made of: the assembled content (every word and figure
 * it prints, from data/), the bytes of each picture it embeds, the code that draws it, and the versions of the two
 * libraries it draws with. A change of any of them draws it again. Kept in Gatsby's .cache/, which publishing restores.
 */

/** Where the PDFs are kept, in the project `root`. */
export const brochureCacheDir = (root: string): string => buildCacheDir(root, "brochure")

/** A digest of the code that draws the brochure, in `root`: its own folder, the words, rules and models it imports, and the versions of pdfkit and sharp. */
export const brochureCodeDigest = (root: string): string =>
  codeDigest(root, ["src/gatsby/brochure", "src/i18n", "src/lib", "src/content-model"], ["pdfkit", "sharp"])

/** The pictures a brochure embeds, as `loadImage` is asked for them: each product's photo and first drawing. */
export const brochurePictures = (content: BrochureContent): string[] =>
  content.products.flatMap((p) => [p.image, p.plan?.image]).filter((p): p is string => typeof p === "string")

/**
 * The brochure's key: its content, the bytes of its pictures (`picture` answers null for one that is missing), and
 * `code` (brochureCodeDigest). Pure but for what `picture` returns.
 */
export async function brochureKey(
  content: BrochureContent,
  picture: (rel: string) => Promise<Buffer | null>,
  code: string,
): Promise<string> {
  const hash = createHash("sha256").update(code).update("\0").update(JSON.stringify(content))
  for (const rel of brochurePictures(content)) {
    const bytes = await picture(rel)
    hash
      .update("\0")
      .update(rel)
      .update("\0")
      .update(bytes ?? "missing")
  }
  return hash.digest("hex")
}

/** The PDF kept under `key` in `dir`, or `draw`'s, kept there for the next build (the others are removed). */
export async function cachedPdf(
  dir: string,
  key: string,
  draw: () => Promise<Buffer>,
  lang: string,
): Promise<{ pdf: Buffer; cached: boolean }> {
  const file = path.join(dir, `${lang}-${key}.pdf`)
  if (fs.existsSync(file)) return { pdf: await fs.promises.readFile(file), cached: true }
  const pdf = await draw()
  await fs.promises.mkdir(dir, { recursive: true })
  // one PDF per language: the last one drawn
  for (const old of fs.readdirSync(dir)) if (old.startsWith(`${lang}-`)) fs.rmSync(path.join(dir, old), { force: true })
  await fs.promises.writeFile(file, pdf)
  return { pdf, cached: false }
}
