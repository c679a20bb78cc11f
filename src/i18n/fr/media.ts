import type { UiStrings } from ".."

/** Interface words of the media area, in French. Visitor-visible copy only; content lives in data/. */
export const media: UiStrings["media"] = {
  /** before each image's alt text in a carousel or grid: the button opens the lightbox */
  enlarge: "Agrandir l'image {n} sur {count} : ",
  /** the button over a drawing (floor plan, measurements) that opens it in the image viewer, where it zooms */
  enlargeDrawing: "Ouvrir le plan en plein écran : ",
  previousImage: "Image précédente",
  nextImage: "Image suivante",
  pauseSlideshow: "Mettre le diaporama en pause",
  playSlideshow: "Lancer le diaporama",
  pauseVideo: "Mettre la vidéo en pause",
  playVideo: "Lire la vidéo",
  /** what a screen reader calls an image carousel (aria-roledescription) */
  carouselRole: "carrousel",
}
