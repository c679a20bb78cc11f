import React, { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from "react"
import { toLightboxSlide, type LightboxSlide } from "../../lib/ui/lightbox-slides"
import type { MediaImage } from "./types"

/** yet-another-react-lightbox and its CSS load only when a visitor opens an image. */
const LightboxView = lazy(() => import(/* webpackChunkName: "lightbox-view" */ "./LightboxView"))

/**
 * Slides for the lightbox from gallery images (responsive WebP sources from gatsby-plugin-image); a file without them
 * (a drawing's SVG) is shown from its URL at `size`, the size the lightbox may zoom it to.
 */
export function lightboxSlides(images: MediaImage[], size = { width: 1600, height: 1200 }): LightboxSlide[] {
  return images.flatMap((img) => {
    const full = img.image?.childImageSharp?.full
    if (full) return [toLightboxSlide(full, img.alt)]
    const url = img.image?.publicURL
    return url ? [{ src: url, alt: img.alt, description: img.alt, ...size }] : []
  })
}

/**
 * Which image of a gallery is open in the lightbox, if any; `element` mounts the lightbox when it is. `open` takes
 * the element that opened it (the picture's button), which gets the focus back once the lightbox has closed: the
 * library would restore the focus it found on opening, but by then its `inert` on the page had already sent the focus
 * to the top of the document.
 */
export function useLightbox(images: MediaImage[], options: { zoom?: boolean; size?: { width: number; height: number } } = {}) {
  const [index, setIndex] = useState<number | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const { zoom, size } = options
  const slides = useMemo(() => lightboxSlides(images, size), [images, size])
  const open = useCallback((i: number, from?: HTMLElement | null) => {
    opener.current = from ?? (typeof document !== "undefined" ? (document.activeElement as HTMLElement | null) : null)
    setIndex(i)
  }, [])
  const close = useCallback(() => setIndex(null), [])
  // once the lightbox is gone (its portal and the page's inert removed), the opener takes the focus back
  useEffect(() => {
    if (index !== null || !opener.current) return
    const el = opener.current
    opener.current = null
    if (el.isConnected) el.focus({ preventScroll: true })
  }, [index])
  const element =
    index === null ? null : (
      <Suspense fallback={null}>
        <LightboxView slides={slides} index={index} onClose={close} zoom={zoom} />
      </Suspense>
    )
  return { open, close, index, element }
}
