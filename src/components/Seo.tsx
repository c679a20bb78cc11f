import React from "react"
import { useSiteData } from "../hooks/use-site-data"
import { absoluteUrl, canonicalUrl, pageTitle } from "../lib/seo/seo"
import { FAVICON_HREF } from "../lib/seo/favicon"
import { JsonLd } from "./seo/JsonLd"
import { DEFAULT_LANG, uiFor, type Lang } from "../i18n"
import { LANGS, type Alternates } from "../lib/content/content-i18n"
import { LANGUAGES } from "../i18n/languages"
import { feedPath, sitePath } from "../lib/routes/routes"
import { formatMessage } from "../lib/ui/format-message"
import { breadcrumbLd, organizationLd, websiteLd, type Crumb, type JsonLdObject } from "../lib/seo/structured-data"

interface SeoProps {
  /** the page's own title; omitted on the home page */
  title?: string
  description?: string
  pathname: string
  /** site-relative or absolute image URL for sharing; the default social image otherwise */
  image?: string
  imageAlt?: string
  type?: "website" | "article" | "product"
  noindex?: boolean
  /** the page's own structured data (Product, BlogPosting, FAQPage...); Organization and WebSite are always added */
  jsonLd?: JsonLdObject | readonly JsonLdObject[]
  /** trail from the home page to this page (site paths), rendered as a BreadcrumbList */
  breadcrumbs?: readonly Crumb[]
  children?: React.ReactNode
  /** the page's language (the Head API has no React context to read it from) */
  lang?: Lang
  /** the page's path in each published language: hreflang links (with x-default to English) and og:locale:alternate */
  alternates?: Alternates
}

/** Page head used from each page's `Head` export: title, description, canonical, Open Graph and Twitter tags. */
export const Seo: React.FC<SeoProps> = ({
  title,
  description,
  pathname,
  image,
  imageAlt,
  type = "website",
  noindex,
  jsonLd,
  breadcrumbs,
  children,
  lang = DEFAULT_LANG,
  alternates = {},
}) => {
  const site = useSiteData(lang)
  const { seo: ui } = uiFor(lang)
  const fullTitle = pageTitle(title, site.brand, site.tagline)
  const desc = description ?? site.description
  const url = canonicalUrl(site.siteUrl, pathname)
  const img = absoluteUrl(site.siteUrl, image ?? site.ogImageUrl)
  const languages = LANGS.flatMap((l): Array<[Lang, string]> => (alternates[l] ? [[l, alternates[l]!]] : []))
  const others = languages.filter(([l]) => l !== lang)
  const pageLd = jsonLd ? (Array.isArray(jsonLd) ? (jsonLd as readonly JsonLdObject[]) : [jsonLd as JsonLdObject]) : []
  return (
    <>
      {/* no <html lang> here: Gatsby's Head API would set it again on every page load, restyling the whole page; the
          server sets it (gatsby-ssr.tsx) and a navigation to the other language updates it (gatsby-browser.tsx) */}
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content="#0e5a6b" />
      {/* the tab icon inline (src/lib/seo/favicon.ts): no request for it on a first visit; /favicon.ico stays at the root
          for what asks for it there */}
      <link rel="icon" href={FAVICON_HREF} type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:type" content={type === "product" ? "website" : type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={img} />
      <meta property="og:image:alt" content={imageAlt ?? `${site.brand} — ${site.tagline}`} />
      <meta property="og:locale" content={ui.locale} />
      {others.map(([other]) => (
        <meta key={other} property="og:locale:alternate" content={LANGUAGES[other].ogLocale} />
      ))}
      {others.length ? (
        <>
          {languages.map(([l, p]) => (
            <link key={l} rel="alternate" hrefLang={l} href={canonicalUrl(site.siteUrl, p)} />
          ))}
          {alternates[DEFAULT_LANG] ? (
            <link rel="alternate" hrefLang="x-default" href={canonicalUrl(site.siteUrl, alternates[DEFAULT_LANG])} />
          ) : null}
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={img} />
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="alternate" type="application/rss+xml" title={formatMessage(ui.feedTitle, { brand: site.brand })} href={feedPath(lang)} />
      <JsonLd
        id="ld-organization"
        data={organizationLd({
          siteUrl: site.siteUrl,
          brand: site.brand,
          legalName: site.legalName,
          description: site.description,
          logoUrl: site.logoUrl,
          contact: site.contact,
          social: site.social,
        })}
      />
      <JsonLd
        id="ld-website"
        data={websiteLd({
          siteUrl: site.siteUrl,
          name: site.brand,
          description: site.description,
          inLanguage: lang,
          homePath: sitePath("home", lang),
        })}
      />
      {breadcrumbs && breadcrumbs.length > 1 ? <JsonLd id="ld-breadcrumbs" data={breadcrumbLd(site.siteUrl, breadcrumbs)} /> : null}
      {pageLd.map((data, i) => (
        <JsonLd key={i} id={`ld-page-${i}`} data={data} />
      ))}
      {children}
    </>
  )
}
