/**
 * AVIF encoding effort for every image the build produces.
 *
 * gatsby-plugin-sharp 5 hands sharp's `avif()` only `quality` (process-file.js): an `effort` (or the old
 * `speed`) in the plugin's `avifOptions` never reaches the encoder, so every AVIF was encoded at sharp's
 * default effort 4. Measured on this project's 1600 px photos (480, 960 and 1600 px outputs): effort 4 takes
 * 7.3 s per image, effort 1 takes 0.37 s for files about a third larger (36 KB against 27 KB for the three);
 * a cold build spent most of its time there. Effort 2 is the middle: measured on two product photos cut to the
 * carousel's 360, 720 and 1080 px, effort 1 gives 123.9 KB in 0.4 s, effort 2 86.9 KB in 2.5 s, effort 3
 * 92.9 KB in 3.4 s and effort 4 88.2 KB in 6.7 s. For the whole site, effort 2 against 1: the 472 AVIF files
 * 6.2 -> 4.5 MB, /apple-cabins/'s largest paint (its first slide, 720 px) 32.5 -> 20.9 KB, and a cold build
 * 2 min 3 s -> 3 min on 2 cores.
 *
 * This makes `effort` default to AVIF_EFFORT on sharp's `avif()` for the whole build process (gatsby-node
 * loads it; image jobs run in the main process, query workers send theirs to it). A caller that passes its
 * own `effort` keeps it.
 */
import sharp from "sharp"

export const AVIF_EFFORT = 2

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
