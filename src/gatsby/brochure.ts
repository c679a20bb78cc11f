import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import {
  assembleBrochure,
  type BrochureCatalogue,
  type BrochureContent,
  type BrochureProductInput,
  type BrochureSite,
} from "./brochure/content"
import { renderBrochure } from "./brochure/render"
import { readSiteSettings } from "./site-settings"

/** Reads data/site.json, data/catalogue.json and data/products/*.json and assembles the brochure's content. */
export function readBrochureContent(root = process.cwd()): { content: BrochureContent; productsDir: string } {
  const dataDir = path.join(root, "data")
  const site = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as BrochureSite
  const catalogue = JSON.parse(fs.readFileSync(path.join(dataDir, "catalogue.json"), "utf8")) as BrochureCatalogue
  const productsDir = path.join(dataDir, "products")
  const products = fs
    .readdirSync(productsDir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(productsDir, f), "utf8")) as BrochureProductInput)
  const { siteUrl } = readSiteSettings(process.env, root)
  return { content: assembleBrochure({ site, catalogue, products }, siteUrl), productsDir }
}

/** Builds the brochure PDF from the content files. */
export async function buildBrochure(root = process.cwd()): Promise<{ fileName: string; pdf: Buffer }> {
  const { content, productsDir } = readBrochureContent(root)
  const pdf = await renderBrochure(content, {
    loadImage: async (rel) => {
      const file = path.resolve(productsDir, rel)
      return fs.existsSync(file) ? fs.promises.readFile(file) : null
    },
  })
  return { fileName: content.fileName, pdf }
}

/** Writes the brochure into `publicDir` (public/ by default); returns its path and size. */
export async function writeBrochure(root = process.cwd(), publicDir = path.join(root, "public")): Promise<{ file: string; bytes: number }> {
  const { fileName, pdf } = await buildBrochure(root)
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
    const { file, bytes } = await writeBrochure()
    activity.setStatus(`${path.relative(process.cwd(), file)}, ${(bytes / 1024).toFixed(0)} KB`)
  } catch (err) {
    reporter.panicOnBuild("Could not build the PDF brochure", err as Error)
  }
  activity.end()
}
