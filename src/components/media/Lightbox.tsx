import React, { Suspense, lazy, useCallback, useState } from "react"
import type { MediaImage } from "./types"

/**
 * yet-another-react-lightbox, its CSS, the slides made from the images and the focus's return to the opener
 * (LightboxView) load only when a visitor opens an image: none of it runs before.
 */
const LightboxView = lazy(() => import(/* webpackChunkName: "lightbox-view" */ "./LightboxView"))

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
  const open = useCallback((index: number, opener: HTMLElement) => setShown({ index, opener }), [])
  const close = useCallback(() => setShown(null), [])
  const element = shown && (
    <Suspense fallback={null}>
      <LightboxView images={images} {...options} {...shown} onClose={close} />
    </Suspense>
  )
  return { open, element }
}
