/** Interface words of the media area, in English. Visitor-visible copy only; content lives in data/. */
export const media = {
  /** before each image's alt text in a carousel or grid: the button opens the lightbox */
  enlarge: "Enlarge image {n} of {count}: ",
  /** the button over a drawing (floor plan, measurements) that opens it in the image viewer, where it zooms */
  enlargeDrawing: "Open the drawing full screen: ",
  previousImage: "Previous image",
  nextImage: "Next image",
  pauseSlideshow: "Pause the slideshow",
  playSlideshow: "Play the slideshow",
  pauseVideo: "Pause video",
  playVideo: "Play video",
  /** what a screen reader calls an image carousel (aria-roledescription) */
  carouselRole: "carousel",
} as const
