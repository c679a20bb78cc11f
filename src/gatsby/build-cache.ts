import { createHash } from "crypto"
import fs from "fs"
import path from "path"

/**
 * What the build keeps between builds in Gatsby's .cache/ (which publishing restores), for the steps that would
 * otherwise redo the same work on every build (issue 60): the brochure's PDFs and each page's critical CSS. A kept
 * result is found by a key made of everything it is made of, the code that makes it included (codeDigest).
 */

/** The folder `name` of the build's cache, in the project `root`. */
export const buildCacheDir = (root: string, name: string): string => path.join(root, ".cache", name)

/** The files at `rel` (a file, or a folder walked in order), relative to `root`; none when it does not exist. */
const filesAt = (root: string, rel: string): string[] => {
  const full = path.join(root, rel)
  if (!fs.existsSync(full)) return []
  if (!fs.statSync(full).isDirectory()) return [full]
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesAt(root, path.join(rel, name)))
}

/**
 * A digest of the code that makes a kept result, in `root`: the source files at `sources` (files or folders) and
 * the installed versions of `packages`. Any edit of one of them changes it.
 */
export function codeDigest(root: string, sources: readonly string[], packages: readonly string[]): string {
  const hash = createHash("sha256")
  for (const rel of sources)
    for (const file of filesAt(root, rel)) hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file))
  for (const pkg of packages) {
    const manifest = path.join(root, "node_modules", pkg, "package.json")
    hash
      .update(pkg)
      .update(fs.existsSync(manifest) ? String((JSON.parse(fs.readFileSync(manifest, "utf8")) as { version?: string }).version) : "none")
  }
  return hash.digest("hex")
}
