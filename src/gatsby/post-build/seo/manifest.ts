import fs from "fs"
import path from "path"
import { buildManifest, MANIFEST_ICON_FILES } from "./manifest-json"
import type { PostBuildStep } from "../steps"

const THEME_COLOR = "#0e5a6b"
const BACKGROUND_COLOR = "#faf7f2"

/** manifest.webmanifest, listing only the icons of static/icons/ that exist. */
export const manifestStep: PostBuildStep = {
  name: "web app manifest",
  run: ({ publicDir, site }, reporter) => {
    const icons = MANIFEST_ICON_FILES.filter((f) => fs.existsSync(path.join(publicDir, "icons", f)))
    const missing = MANIFEST_ICON_FILES.filter((f) => !icons.includes(f))
    if (missing.length) reporter.warn(`manifest.webmanifest: missing icons in static/icons/: ${missing.join(", ")}`)
    const manifest = buildManifest({
      name: `${site.brand} | ${site.tagline}`,
      shortName: site.brand,
      description: site.description,
      themeColor: THEME_COLOR,
      backgroundColor: BACKGROUND_COLOR,
      icons,
    })
    fs.writeFileSync(path.join(publicDir, "manifest.webmanifest"), JSON.stringify(manifest, null, 2) + "\n")
    return `wrote manifest.webmanifest (${icons.length} icons)`
  },
}
