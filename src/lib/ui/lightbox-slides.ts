/**
 * Lightbox slides with responsive sources built from gatsby-plugin-image data (never the original file):
 * yet-another-react-lightbox picks the smallest candidate of `srcSet` that fills the screen.
 */
export interface ImageDataLike {
  width: number
  height: number
  images: {
    fallback?: { src: string; srcSet?: string }
    sources?: Array<{ srcSet: string; type?: string }>
  }
}

export interface LightboxSlide {
  src: string
  alt?: string
  /** the caption under the picture (the Captions plugin): its alt text, which describes it in the page's language */
  description?: string
  width: number
  height: number
  srcSet?: Array<{ src: string; width: number; height: number }>
}

/** Parses "a.jpg 480w, b.jpg 960w" into candidates sorted by width. */
export function parseSrcSet(srcSet: string | undefined): Array<{ src: string; width: number }> {
  if (!srcSet) return []
  return srcSet
    .split(/,\s+/)
    .map((part) => part.trim().split(/\s+/))
    .map(([src, descriptor]) => ({ src, width: descriptor?.endsWith("w") ? parseInt(descriptor, 10) : NaN }))
    .filter((c) => c.src && Number.isFinite(c.width) && c.width > 0)
    .sort((a, b) => a.width - b.width)
}

/** Prefers WebP candidates (every browser the site supports reads WebP), else the JPEG/PNG fallback. */
export function toLightboxSlide(data: ImageDataLike, alt?: string): LightboxSlide {
  const ratio = data.height / data.width
  const webp = data.images.sources?.find((s) => s.type === "image/webp")
  const candidates = parseSrcSet(webp?.srcSet ?? data.images.fallback?.srcSet)
  const largest = candidates[candidates.length - 1]
  const src = largest?.src ?? data.images.fallback?.src ?? ""
  return {
    src,
    alt,
    description: alt,
    width: largest?.width ?? data.width,
    height: Math.round((largest?.width ?? data.width) * ratio),
    srcSet: candidates.length ? candidates.map((c) => ({ src: c.src, width: c.width, height: Math.round(c.width * ratio) })) : undefined,
  }
}

/** A gallery image as the pages query it (the content model's GalleryImage): its file's full-size data or URL, its text. */
export interface LightboxImage {
  image?: { childImageSharp?: { full?: ImageDataLike | null } | null; publicURL?: string | null } | null
  alt: string
}

/**
 * Slides for the lightbox from gallery images (responsive WebP sources from gatsby-plugin-image); a file without them
 * (a drawing's SVG) is shown from its URL at `size`, the size the lightbox may zoom it to; an image without a file has
 * no slide.
 */
export function lightboxSlides(images: readonly LightboxImage[], size = { width: 1600, height: 1200 }): LightboxSlide[] {
  return images.flatMap((img) => {
    const full = img.image?.childImageSharp?.full
    if (full) return [toLightboxSlide(full, img.alt)]
    const url = img.image?.publicURL
    return url ? [{ src: url, alt: img.alt, description: img.alt, ...size }] : []
  })
}

/** Lightbox defaults (spec 9), the same as the library's own: stated here so a library upgrade cannot change them. */
export const LIGHTBOX_DEFAULTS = {
  animation: { fade: 250, swipe: 500 },
  carousel: { preload: 2, padding: "16px", spacing: "30%" },
} as const
