import React, { Suspense, lazy, useCallback, useEffect, useState } from "react"
import type { MediaImage } from "./types"
import { preloadAfterLoad } from "../../lib/browser/after-load"

/**
 * yet-another-react-lightbox, the slides made from the images and the focus's return to the opener (LightboxView):
 * their code is not part of the page's first load. It is fetched once the page has loaded and is idle, so that the
 * tap that opens an image does not ask webpack for it (the script's request was about 6 ms at 4× CPU of that tap,
 * issue 60); an image opened sooner fetches it then. A page with several galleries fetches it once.
 */
const loadLightboxView = () => import(/* webpackChunkName: "lightbox-view" */ "./LightboxView")
const LightboxView = lazy(loadLightboxView)

/** How long after the page's load event the lightbox's code is fetched, when the page is idle. */
const LIGHTBOX_PRELOAD_AFTER_LOAD_MS = 1000

/** How a gallery's lightbox shows its images: a drawing zooms, up to `size` (its SVG has no sizes of its own). */
export interface LightboxOptions {
  zoom?: boolean
  size?: { width: number; height: number }
}

/**
 * Which image of a gallery is open in the lightbox, if any; `element` mounts the lightbox when it is. `open` takes
 * the element that opened it (the picture's button), which gets the focus back once the lightbox has closed.
 */
export function useLightbox(images: MediaImage[], options: LightboxOptions = {}) {
  const [shown, setShown] = useState<{ index: number; opener: HTMLElement } | null>(null)
  useEffect(() => preloadAfterLoad(loadLightboxView, LIGHTBOX_PRELOAD_AFTER_LOAD_MS), [])
  const open = useCallback((index: number, opener: HTMLElement) => setShown({ index, opener }), [])
  const close = useCallback(() => setShown(null), [])
  const element = shown && (
    <Suspense fallback={null}>
      <LightboxView images={images} {...options} {...shown} onClose={close} />
    </Suspense>
  )
  return { open, element }
}
