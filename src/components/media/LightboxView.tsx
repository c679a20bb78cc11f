import React from "react"
import Lightbox from "yet-another-react-lightbox"
import "yet-another-react-lightbox/styles.css"
import { LIGHTBOX_DEFAULTS, type LightboxSlide } from "../../lib/ui/lightbox-slides"
import { useUi } from "../../i18n"

interface Props {
  slides: LightboxSlide[]
  index: number
  onClose: () => void
}

/**
 * The full-screen lightbox (spec 4, 9): opens at the clicked image; previous/next buttons, swipe, arrow keys and
 * Escape come with the library; fade 250 ms, swipe 500 ms, preload 2, padding 16 px, spacing 30%.
 */
const LightboxView: React.FC<Props> = ({ slides, index, onClose }) => {
  const ui = useUi().media
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      animation={LIGHTBOX_DEFAULTS.animation}
      carousel={{ ...LIGHTBOX_DEFAULTS.carousel, finite: slides.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{ Previous: ui.previousImage, Next: ui.nextImage, Close: ui.lightbox.close, Lightbox: ui.lightbox.viewer }}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  )
}

export default LightboxView
