/**
 * The image viewer's words in English (yet-another-react-lightbox's labels, its caption and counter plugins, its zoom):
 * they load with the viewer, when a visitor opens a picture, not with the page (src/i18n/lightbox/index.ts).
 */
export const lightboxWords = {
  close: "Close the image viewer",
  viewer: "Image viewer",
  /** the library's names for its row of slides and each slide (read aloud, not shown) */
  carousel: "carousel",
  gallery: "Pictures",
  slide: "picture",
  /** a slide's position, read aloud; {index} and {total} are the library's placeholders */
  slideCounter: "{index} of {total}",
  /** what a screen reader calls the text under a picture */
  caption: "Caption",
  /** the zoom buttons of a drawing in the image viewer */
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  /** the visible counter: "3 of 8" */
  counterSeparator: "of",
} as const
