/**
 * gatsby-plugin-image renders each image's main <img> at opacity 0 in the server HTML and fades it in from an
 * inline module script that listens for the image's load event. A module script runs only once the document is
 * parsed, so an image that finished loading before that (cached, or a fast connection) never gets the event and
 * stays invisible behind its placeholder; its hydration code does not reveal it either (gatsby-plugin-image 3.16).
 * Measured in Lighthouse's trace: the first slide of a product page loaded at 60 ms and was never painted.
 *
 * revealServerImages shows the server-rendered images that have already loaded and, from then on, each one as it
 * loads: call it once, before hydration (onClientEntry). Part of PriorityImage (./PriorityImage.tsx), which explains
 * how the page's largest paint is shown; kept in a module of its own so that gatsby-browser does not pull the image
 * component into the app bundle.
 */
const SELECTOR = "img[data-main-image][data-gatsby-image-ssr]"

function reveal(img: HTMLImageElement) {
  if (img.style.opacity !== "0") return
  img.style.opacity = "1"
  const placeholder = img.closest("[data-gatsby-image-wrapper]")?.querySelector<HTMLElement>("[data-placeholder-image]")
  if (placeholder) {
    placeholder.style.transition = "opacity 500ms linear"
    placeholder.style.opacity = "0"
  }
}

export function revealServerImages(doc: Document = document): void {
  doc.querySelectorAll<HTMLImageElement>(SELECTOR).forEach((img) => {
    if (img.complete && img.naturalWidth > 0) reveal(img)
  })
  doc.addEventListener(
    "load",
    (e) => {
      const img = e.target
      if (img instanceof HTMLImageElement && img.matches(SELECTOR)) reveal(img)
    },
    true,
  )
}
