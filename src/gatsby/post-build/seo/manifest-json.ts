import { LANGUAGES, SOURCE_LANG } from "../../../i18n/languages"

export interface ManifestInput {
  name: string
  shortName: string
  description: string
  themeColor: string
  backgroundColor: string
  /** icon file names present in static/icons/ (only those that exist are listed) */
  icons: readonly string[]
}

const ICONS: Record<string, { sizes: string; purpose: string }> = {
  "icon-192.png": { sizes: "192x192", purpose: "any" },
  "icon-512.png": { sizes: "512x512", purpose: "any" },
  "icon-maskable-512.png": { sizes: "512x512", purpose: "maskable" },
}
export const MANIFEST_ICON_FILES = Object.keys(ICONS)

/** manifest.webmanifest: installable-app metadata with the icons of static/icons/, in the source language (the root's). */
export function buildManifest(m: ManifestInput): Record<string, unknown> {
  return {
    name: m.name,
    short_name: m.shortName,
    description: m.description,
    lang: LANGUAGES[SOURCE_LANG].tag,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    id: "/",
    display: "standalone",
    orientation: "any",
    theme_color: m.themeColor,
    background_color: m.backgroundColor,
    categories: ["business", "shopping", "lifestyle"],
    icons: m.icons.filter((file) => file in ICONS).map((file) => ({ src: `/icons/${file}`, type: "image/png", ...ICONS[file] })),
  }
}
