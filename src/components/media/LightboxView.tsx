import React from "react"
import Lightbox from "yet-another-react-lightbox"
import "yet-another-react-lightbox/styles.css"
import { LIGHTBOX_DEFAULTS, type LightboxSlide } from "../../lib/lightbox-slides"

interface Props {
  slides: LightboxSlide[]
  index: number
  onClose: () => void
}

/**
 * The full-screen lightbox (spec 4, 9): opens at the clicked image; previous/next buttons, swipe, arrow keys and
 * Escape come with the library; fade 250 ms, swipe 500 ms, preload 2, padding 16 px, spacing 30%.
 */
const LightboxView: React.FC<Props> = ({ slides, index, onClose }) => (
  <Lightbox
    open
    close={onClose}
    index={index}
    slides={slides}
    animation={LIGHTBOX_DEFAULTS.animation}
    carousel={{ ...LIGHTBOX_DEFAULTS.carousel, finite: slides.length <= 1 }}
    controller={{ closeOnBackdropClick: true }}
    labels={{ Previous: "Previous image", Next: "Next image", Close: "Close the image viewer", Lightbox: "Image viewer" }}
    render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
  />
)

export default LightboxView
