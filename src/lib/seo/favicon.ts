/**
 * The browser tab's icon, inlined in every page's head as a data: URI.
 *
 * A file icon is one more request on every first visit. Chrome makes it after the load event, and on a mid-range
 * phone the load event comes before the first paint. The picture is the brand's app icon at 48 px: the simple mark
 * that tools/illustrations/brand/brand.mjs draws for favicon.ico (`iconSvg(48)`), with its transforms applied and the
 * numbers rounded. __tests__/favicon.test.ts renders both and compares them pixel by pixel.
 *
 * Browsers without SVG icons (Safari before 26) ask for /favicon.ico by convention, and that file stays at the root.
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">' +
  '<rect width="48" height="48" rx="9.6" fill="#0E5A6B"/>' +
  '<path d="M11.42 22.89 24 12.53l12.58 10.36" fill="none" stroke="#fff" stroke-width="3.85" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<path d="M19.19 28.81a4.81 4.81 0 0 1 9.62 0z" fill="#E07A4F"/>' +
  '<path d="M10.68 29.55h26.64" stroke="#EFE6D8" stroke-width="2.72" stroke-linecap="round"/>' +
  '<path d="M12.9 35.1q3.33-2.59 6.66 0t6.66 0 6.66 0" fill="none" stroke="#7FC8C9" stroke-width="2.89" stroke-linecap="round"/>' +
  "</svg>"

/**
 * An SVG document as a data: URI for an attribute value: double quotes become single ones, and only the characters
 * that a URL or an HTML attribute cannot hold are percent-encoded (smaller than base64, and still readable).
 */
export function svgDataUri(svg: string): string {
  const body = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/"/g, "'")
    .replace(/[%#<>{}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)
  return `data:image/svg+xml,${body}`
}

export const FAVICON_HREF = svgDataUri(FAVICON_SVG)
