// The manifest of generated files (data/images/manifest.json): for every file the generator wrote, its
// content hash, what it depicts and, for a picture with words (a floor plan), the language of its words (`lang`). A file whose bytes no longer match its recorded hash was replaced by
// someone (a real photograph): the generator keeps it unless --force is given, and the site's content
// validation treats it as a real picture (only generated pictures are checked against their page's subject).
import fs from "node:fs"
import path from "node:path"
import crypto from "node:crypto"

export const MANIFEST = "data/images/manifest.json"

export const sha256 = (buf) => crypto.createHash("sha256").update(buf).digest("hex")

export function loadManifest(root) {
  const file = path.join(root, MANIFEST)
  if (!fs.existsSync(file)) return { files: {} }
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

export function saveManifest(root, manifest) {
  const files = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => a.localeCompare(b)))
  const doc = {
    about:
      "Every file written by tools/illustrations (npm run assets): its SHA-256, what it depicts and, for a picture with words, their language (lang). A file whose hash differs was replaced by a real picture: the generator keeps it (unless --force) and the content validation does not check its subject or language.",
    files,
  }
  fs.writeFileSync(path.join(root, MANIFEST), JSON.stringify(doc, null, 2) + "\n")
}

/**
 * Whether the generator may (over)write `rel`: a missing file, or one whose bytes still match the hash the
 * manifest recorded when it was generated. An existing file the manifest does not know, or whose hash changed,
 * was put there by someone: kept, unless `force`. Returns null when allowed, else the reason it is kept.
 */
export function keepReason(root, manifest, rel, force) {
  if (force) return null
  const file = path.join(root, rel)
  if (!fs.existsSync(file)) return null
  const entry = manifest.files[rel]
  if (!entry) return "not in the manifest of generated files"
  if (sha256(fs.readFileSync(file)) !== entry.sha256) return "changed since it was generated (a real picture?)"
  return null
}

/**
 * Records a written file: its hash, what it depicts (`depicts.subject`, `depicts.view`) and, when its words are in a
 * language (`depicts.lang`: "en", "fr"), that language; a picture without words records none.
 */
export function record(manifest, rel, buf, depicts) {
  if (!depicts?.subject || !depicts?.view) throw new Error(`${rel}: the catalog does not say what it depicts (subject and view)`)
  if (depicts.lang !== undefined && !/^[a-z]{2,3}$/.test(depicts.lang)) throw new Error(`${rel}: "${depicts.lang}" is not a language code`)
  manifest.files[rel] = {
    sha256: sha256(buf),
    subject: depicts.subject,
    view: depicts.view,
    ...(depicts.lang ? { lang: depicts.lang } : {}),
    generated: true,
  }
}
