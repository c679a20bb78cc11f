/**
 * AVIF encoding effort for every image the build produces.
 *
 * gatsby-plugin-sharp 5 hands sharp's `avif()` only `quality` (process-file.js): an `effort` (or the old
 * `speed`) in the plugin's `avifOptions` never reaches the encoder, so every AVIF was encoded at sharp's
 * default effort 4. Measured on this project's 1600 px photos (480, 960 and 1600 px outputs): effort 4 takes
 * 7.3 s per image, effort 1 takes 0.37 s for files about a third larger (36 KB against 27 KB for the three);
 * a cold build spent most of its time there. Effort 1 is what libaom's "speed 8" meant.
 *
 * This makes `effort` default to AVIF_EFFORT on sharp's `avif()` for the whole build process (gatsby-node
 * loads it; image jobs run in the main process, query workers send theirs to it). A caller that passes its
 * own `effort` keeps it.
 */
import sharp from "sharp"

export const AVIF_EFFORT = 1

type AvifOptions = Parameters<sharp.Sharp["avif"]>[0]
type AvifMethod = ((this: sharp.Sharp, options?: AvifOptions) => sharp.Sharp) & { defaultEffort?: number }

export function defaultAvifEffort(effort: number = AVIF_EFFORT, sharpModule: typeof sharp = sharp): void {
  const prototype = sharpModule.prototype as unknown as { avif: AvifMethod }
  const original = prototype.avif
  if (original.defaultEffort !== undefined) return
  const withEffort: AvifMethod = function (this: sharp.Sharp, options?: AvifOptions) {
    return original.call(this, { ...options, effort: options?.effort ?? effort })
  }
  withEffort.defaultEffort = effort
  prototype.avif = withEffort
}
