/** Interface words of the media area, in English. Visitor-visible copy only; content lives in data/. */
export const media = {
  /** before each image's alt text in a carousel or grid: the button opens the lightbox */
  enlarge: "Enlarge image {n} of {count}: ",
  previousImage: "Previous image",
  nextImage: "Next image",
  pauseSlideshow: "Pause the slideshow",
  playSlideshow: "Play the slideshow",
  pauseVideo: "Pause video",
  playVideo: "Play video",
  lightbox: { close: "Close the image viewer", viewer: "Image viewer" },
  /** what a screen reader calls an image carousel (aria-roledescription) */
  carouselRole: "carousel",
} as const
