import fs from "fs"
import path from "path"

export const DEFAULT_SITE_URL = "https://kaz-horizon.example"

/** Build-time settings: the public site URL comes from SITE_URL, the brand texts from data/site.en.json. */
export function readSiteSettings(env: NodeJS.ProcessEnv = process.env, root = process.cwd()) {
  const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.en.json"), "utf8")) as { brand?: string; description?: string }
  const siteUrl = (env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "")
  return { siteUrl, brand: site.brand ?? "", description: site.description ?? "" }
}
