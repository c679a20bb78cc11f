import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { assembleBrochure, type BrochureCatalogue, type BrochureContent, type BrochureProductInput, type BrochureSite } from "./content"
import { renderBrochure } from "./render"
import { brochureCacheDir, brochureCodeDigest, brochureKey, cachedPdf } from "./cache"
import { readSiteSettings } from "../site-settings"
import { PUBLISHED_LANGS, type ContentLang } from "../../lib/content/content-i18n"
import { loadContent } from "../content/content-files"
import { sourceOfLanguagePicture } from "../../lib/content/language-pictures"

/**
 * Reads data/site.en.json, data/catalogue.en.json and data/products/*.en.json (in `lang`: the translations merged with their
 * English items, src/gatsby/content/content-files.ts) and assembles the brochure's content.
 */
export function readBrochureContent(root = process.cwd(), lang: ContentLang = "en"): { content: BrochureContent; productsDir: string } {
  const dataDir = path.join(root, "data")
  const productsDir = path.join(dataDir, "products")
  const { items } = loadContent(dataDir)
  const inLang = items.filter((i) => i.lang === lang)
  const one = (base: string) => inLang.find((i) => i.base === base)?.doc
  const site = one("site.json") as unknown as BrochureSite
  const catalogue = one("catalogue.json") as unknown as BrochureCatalogue
  const products = inLang.filter((i) => i.base.startsWith("products/")).map((i) => i.doc as unknown as BrochureProductInput)
  if (!site || !catalogue || !products.length) throw new Error(`the ${lang} content for the brochure is incomplete (see the content check)`)
  const { siteUrl } = readSiteSettings(process.env, root)
  const content = assembleBrochure({ site, catalogue, products }, siteUrl, lang)
  // the PDF's built-in Helvetica has no narrow no-break space (French typography): a no-break space stands in
  return { content: JSON.parse(JSON.stringify(content).replace(/\u202F/g, "\u00A0")) as BrochureContent, productsDir }
}

/**
 * Builds the brochure PDF from the content files; with `cache` (a folder, brochureCacheDir), the PDF of the last build
 * with the same content, pictures and code is taken from it instead of drawn again (src/gatsby/brochure/cache.ts).
 */
export async function buildBrochure(
  root = process.cwd(),
  lang: ContentLang = "en",
  cache?: { dir: string; code: string },
): Promise<{ fileName: string; pdf: Buffer; cached: boolean }> {
  const { content, productsDir } = readBrochureContent(root, lang)
  // a drawing not yet drawn in the brochure's language: its English version
  const loadImage = async (rel: string) => {
    const file = [rel, sourceOfLanguagePicture(rel)].map((r) => r && path.resolve(productsDir, r)).find((f) => f && fs.existsSync(f))
    return file ? fs.promises.readFile(file) : null
  }
  const draw = () => renderBrochure(content, { loadImage })
  if (!cache) return { fileName: content.fileName, pdf: await draw(), cached: false }
  const { pdf, cached } = await cachedPdf(cache.dir, await brochureKey(content, loadImage, cache.code), draw, lang)
  return { fileName: content.fileName, pdf, cached }
}

/** Writes the brochure into `publicDir` (public/ by default); returns its path, its size and whether it was kept. */
export async function writeBrochure(
  root = process.cwd(),
  publicDir = path.join(root, "public"),
  lang: ContentLang = "en",
  cache?: { dir: string; code: string },
): Promise<{ file: string; bytes: number; cached: boolean }> {
  const { fileName, pdf, cached } = await buildBrochure(root, lang, cache)
  await fs.promises.mkdir(publicDir, { recursive: true })
  const file = path.join(publicDir, fileName)
  await fs.promises.writeFile(file, pdf)
  return { file, bytes: pdf.length, cached }
}

/**
 * Writes public/<site.json brochure.fileName> once the content is sourced, in `gatsby build` and in `gatsby develop`
 * alike (develop serves public/ as static files); the last build's PDF when nothing it is made of changed. Gatsby empties public/ only before bootstrap, so the file stays.
 * (onPostBootstrap rather than onPostBuild: gatsby-node.ts already exports an onPostBuild, and this way the
 * brochure also exists in develop.)
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const activity = reporter.activityTimer("Building the PDF brochure from data/products")
  activity.start()
  try {
    const written = []
    const root = process.cwd()
    const cache = { dir: brochureCacheDir(root), code: brochureCodeDigest(root) }
    for (const lang of PUBLISHED_LANGS) {
      const { file, bytes, cached } = await writeBrochure(root, undefined, lang, cache)
      written.push(`${path.relative(root, file)}, ${(bytes / 1024).toFixed(0)} KB${cached ? " (unchanged, from .cache/brochure)" : ""}`)
    }
    activity.setStatus(written.join("; "))
  } catch (err) {
    reporter.panicOnBuild("Could not build the PDF brochure", err as Error)
  }
  activity.end()
}
