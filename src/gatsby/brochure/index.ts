import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { assembleBrochure, type BrochureCatalogue, type BrochureContent, type BrochureProductInput, type BrochureSite } from "./content"
import { renderBrochure } from "./render"
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

/** Builds the brochure PDF from the content files. */
export async function buildBrochure(root = process.cwd(), lang: ContentLang = "en"): Promise<{ fileName: string; pdf: Buffer }> {
  const { content, productsDir } = readBrochureContent(root, lang)
  const pdf = await renderBrochure(content, {
    // a drawing not yet drawn in the brochure's language: its English version
    loadImage: async (rel) => {
      const file = [rel, sourceOfLanguagePicture(rel)].map((r) => r && path.resolve(productsDir, r)).find((f) => f && fs.existsSync(f))
      return file ? fs.promises.readFile(file) : null
    },
  })
  return { fileName: content.fileName, pdf }
}

/** Writes the brochure into `publicDir` (public/ by default); returns its path and size. */
export async function writeBrochure(
  root = process.cwd(),
  publicDir = path.join(root, "public"),
  lang: ContentLang = "en",
): Promise<{ file: string; bytes: number }> {
  const { fileName, pdf } = await buildBrochure(root, lang)
  await fs.promises.mkdir(publicDir, { recursive: true })
  const file = path.join(publicDir, fileName)
  await fs.promises.writeFile(file, pdf)
  return { file, bytes: pdf.length }
}

/**
 * Writes public/<site.json brochure.fileName> once the content is sourced, in `gatsby build` and in `gatsby develop`
 * alike (develop serves public/ as static files). Gatsby empties public/ only before bootstrap, so the file stays.
 * (onPostBootstrap rather than onPostBuild: gatsby-node.ts already exports an onPostBuild, and this way the
 * brochure also exists in develop.)
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const activity = reporter.activityTimer("Building the PDF brochure from data/products")
  activity.start()
  try {
    const written = []
    for (const lang of PUBLISHED_LANGS) {
      const { file, bytes } = await writeBrochure(process.cwd(), undefined, lang)
      written.push(`${path.relative(process.cwd(), file)}, ${(bytes / 1024).toFixed(0)} KB`)
    }
    activity.setStatus(written.join("; "))
  } catch (err) {
    reporter.panicOnBuild("Could not build the PDF brochure", err as Error)
  }
  activity.end()
}
