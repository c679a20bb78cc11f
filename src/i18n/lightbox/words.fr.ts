import type { LightboxWords } from "."

/** The image viewer's words in French (see ./words.en.ts). */
export const lightboxWords: LightboxWords = {
  close: "Fermer la visionneuse d'images",
  viewer: "Visionneuse d'images",
  /** the library's names for its row of slides and each slide (read aloud, not shown) */
  carousel: "carrousel",
  gallery: "Images",
  slide: "image",
  /** a slide's position, read aloud; {index} and {total} are the library's placeholders */
  slideCounter: "{index} sur {total}",
  /** what a screen reader calls the text under a picture */
  caption: "Légende",
  /** the zoom buttons of a drawing in the image viewer */
  zoomIn: "Agrandir",
  zoomOut: "Réduire",
  /** the visible counter: « 3 sur 8 » */
  counterSeparator: "sur",
}
