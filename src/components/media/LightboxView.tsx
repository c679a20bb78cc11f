import React, { useContext, useMemo } from "react"
import Lightbox from "yet-another-react-lightbox"
import Captions from "yet-another-react-lightbox/plugins/captions"
import Counter from "yet-another-react-lightbox/plugins/counter"
import Zoom from "yet-another-react-lightbox/plugins/zoom"
import "yet-another-react-lightbox/styles.css"
import "yet-another-react-lightbox/plugins/captions.css"
import "yet-another-react-lightbox/plugins/counter.css"
import { LIGHTBOX_DEFAULTS, lightboxSlides } from "../../lib/ui/lightbox-slides"
import { LangContext, useUi } from "../../i18n"
import { lightboxWordsOf } from "../../i18n/lightbox"
import type { LightboxOptions } from "./Lightbox"
import type { MediaImage } from "./types"

interface Props extends LightboxOptions {
  images: MediaImage[]
  index: number
  /** the element that opened the lightbox (the picture's button): it gets the focus back on closing */
  opener: HTMLElement
  onClose: () => void
}

/**
 * The full-screen lightbox (spec 4, 9): opens at the clicked image; previous/next buttons, swipe, arrow keys and
 * Escape come with the library; fade 250 ms, swipe 500 ms, preload 2, padding 16 px, spacing 30%. The library's own
 * plugins add a caption under each picture (its description: the picture's alt text, in the page's language) and a
 * counter ("3 of 8"), and for drawings its zoom (`zoom`); every word the library says, shown or read aloud, is the
 * page's language. On closing, the picture that opened it has the focus back.
 */
const LightboxView: React.FC<Props> = ({ images, index, opener, onClose, zoom, size }) => {
  const ui = useUi().media
  const slides = useMemo(() => lightboxSlides(images, size), [images, size])
  const t = lightboxWordsOf(useContext(LangContext))
  const several = slides.length > 1
  return (
    <Lightbox
      open
      close={() => {
        // the library would restore the focus it found on opening, but its `inert` on the page had already sent the
        // focus to the top of the document (issue 56); it calls this once it has faded out and taken its `inert` off
        if (opener.isConnected) opener.focus({ preventScroll: true })
        onClose()
      }}
      index={index}
      slides={slides}
      plugins={[Captions, ...(several ? [Counter] : []), ...(zoom ? [Zoom] : [])]}
      zoom={zoom ? { maxZoomPixelRatio: 3, scrollToZoom: true } : undefined}
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 3 }}
      counter={{ separator: t.counterSeparator }}
      animation={LIGHTBOX_DEFAULTS.animation}
      carousel={{ ...LIGHTBOX_DEFAULTS.carousel, finite: !several }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: ui.previousImage,
        Next: ui.nextImage,
        Close: t.close,
        Lightbox: t.viewer,
        Carousel: t.carousel,
        "Photo gallery": t.gallery,
        Slide: t.slide,
        "{index} of {total}": t.slideCounter,
        Caption: t.caption,
        "Zoom in": t.zoomIn,
        "Zoom out": t.zoomOut,
      }}
      render={several ? undefined : { buttonPrev: () => null, buttonNext: () => null }}
    />
  )
}

export default LightboxView
