import { withTrailingSlash } from "../routes/paths"

/** `<title>`: the page's own title, then the brand; the home page leads with the brand and tagline. */
export const pageTitle = (title: string | undefined, brand: string, tagline: string): string =>
  title ? `${title} | ${brand}` : `${brand} | ${tagline}`

/** Absolute canonical URL of a site path (paths are served with a trailing slash). */
export const canonicalUrl = (siteUrl: string, pathname: string): string => {
  const base = siteUrl.replace(/\/+$/, "")
  return `${base}${withTrailingSlash(pathname.startsWith("/") ? pathname : `/${pathname}`)}`
}

/** Absolute URL of a site-relative asset (e.g. an image's getSrc()). */
export const absoluteUrl = (siteUrl: string, src: string): string =>
  /^https?:\/\//.test(src) ? src : `${siteUrl.replace(/\/+$/, "")}${src.startsWith("/") ? "" : "/"}${src}`
