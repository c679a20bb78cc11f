/**
 * Brotli and gzip copies of text files, made on first request and kept on disk for the life of the server,
 * so that `send` serves them like any file: ranges, ETags (distinct from the uncompressed file's, as the
 * representation differs) and If-Modified-Since (the copy keeps the original's modification time).
 */
import crypto from "node:crypto"
import fs from "node:fs"
import fsp from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Brotli quality 5, as for on-the-fly compression: on the 194 KB home page quality 9 took about 1.2 s of CPU on
 * a busy 2-core machine (80 ms at 5) for 3 % fewer bytes, and 40 pages asked at once kept libuv's 4 threads,
 * which file reads and the inbox's writes share, busy for seconds.
 */
export const BROTLI_QUALITY = 5

export const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/
export const MIN_COMPRESS_SIZE = 1024

/** The encoding to use for a request's Accept-Encoding, or null: brotli first, as a CDN would. */
export function pickEncoding(acceptEncoding) {
  const accept = String(acceptEncoding || "")
  const allowed = (name) => {
    const m = new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q\\s*=\\s*([0-9.]+))?\\s*(?:,|$)`, "i").exec(accept)
    return Boolean(m) && (m[1] === undefined || Number(m[1]) > 0)
  }
  if (allowed("br")) return "br"
  if (allowed("gzip")) return "gzip"
  return null
}

export function createCompressedCopies() {
  let dir = null
  /** key -> Promise<file name in dir> */
  const made = new Map()

  const folder = () => {
    if (!dir) dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-compressed-"))
    return dir
  }

  /**
   * The name (inside `root()`) of the compressed copy of file, made now if needed.
   * @param {string} file absolute path; @param {fs.Stats} stat its stat; @param {"br" | "gzip"} encoding
   */
  function copyOf(file, stat, encoding) {
    const key = crypto.createHash("sha256").update(`${file}\0${stat.size}\0${stat.mtimeMs}\0${encoding}`).digest("hex").slice(0, 32)
    let pending = made.get(key)
    if (!pending) {
      pending = (async () => {
        const source = await fsp.readFile(file)
        const out =
          encoding === "br"
            ? await brotli(source, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
              })
            : await gzip(source, { level: 9 })
        const name = `${key}.${encoding === "br" ? "br" : "gz"}`
        const target = path.join(folder(), name)
        await fsp.writeFile(`${target}.tmp`, out)
        await fsp.utimes(`${target}.tmp`, stat.atime, stat.mtime)
        await fsp.rename(`${target}.tmp`, target)
        return name
      })()
      pending.catch(() => made.delete(key))
      made.set(key, pending)
    }
    return pending
  }

  return {
    copyOf,
    root: folder,
    /** Removes the copies (at exit). */
    removeAll() {
      if (dir) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
