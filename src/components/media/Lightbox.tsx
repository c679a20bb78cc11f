import React, { Suspense, lazy, useCallback, useMemo, useState } from "react"
import { toLightboxSlide, type LightboxSlide } from "../../lib/ui/lightbox-slides"
import type { MediaImage } from "./types"

/** yet-another-react-lightbox and its CSS load only when a visitor opens an image. */
const LightboxView = lazy(() => import(/* webpackChunkName: "lightbox-view" */ "./LightboxView"))

/** Slides for the lightbox from gallery images (responsive WebP sources from gatsby-plugin-image). */
export function lightboxSlides(images: MediaImage[]): LightboxSlide[] {
  return images.flatMap((img) => {
    const full = img.image?.childImageSharp?.full
    if (full) return [toLightboxSlide(full, img.alt)]
    const url = img.image?.publicURL
    return url ? [{ src: url, alt: img.alt, width: 1600, height: 1200 }] : []
  })
}

/** Which image of a gallery is open in the lightbox, if any; `render` mounts the lightbox when it is. */
export function useLightbox(images: MediaImage[]) {
  const [index, setIndex] = useState<number | null>(null)
  const slides = useMemo(() => lightboxSlides(images), [images])
  const open = useCallback((i: number) => setIndex(i), [])
  const close = useCallback(() => setIndex(null), [])
  const element =
    index === null ? null : (
      <Suspense fallback={null}>
        <LightboxView slides={slides} index={index} onClose={close} />
      </Suspense>
    )
  return { open, close, index, element }
}
