/**
 * AVIF encoding effort for every image the build produces. gatsby-plugin-sharp 5 hands sharp's `avif()` only `quality`
 * (process-file.js), so an `effort` in its `avifOptions` never reached the encoder and every AVIF took sharp's slow
 * default, 4, for files no smaller. This makes `effort` default to AVIF_EFFORT on sharp's `avif()` for the whole build
 * process (gatsby-node loads it; image jobs run in the main process, query workers send theirs to it); a caller that
 * passes its own `effort` keeps it. Why 2: docs/performance.md, "AVIF effort".
 */
import sharp, { type AvifOptions, type Sharp } from "sharp"

export const AVIF_EFFORT = 2

type AvifMethod = ((this: Sharp, options?: AvifOptions) => Sharp) & { defaultEffort?: number }

export function defaultAvifEffort(effort: number = AVIF_EFFORT, sharpModule: typeof sharp = sharp): void {
  const prototype = sharpModule.prototype as unknown as { avif: AvifMethod }
  const original = prototype.avif
  if (original.defaultEffort !== undefined) return
  const withEffort: AvifMethod = function (this: Sharp, options?: AvifOptions) {
    return original.call(this, { ...options, effort: options?.effort ?? effort })
  }
  withEffort.defaultEffort = effort
  prototype.avif = withEffort
}
