import { blogPostPath, feedPath, sitePath } from "../../../lib/routes/routes"
import { LANGUAGES, SOURCE_LANG, type ContentLang } from "../../../i18n/languages"
import { canonicalUrl } from "../../../lib/seo/seo"
import { isoDate } from "../../../lib/content/dates"

export interface FeedPost {
  id: string
  title: string
  excerpt: string
  /** ISO date, e.g. '2025-04-24' */
  date: string
  category?: string | null
  /** a translated article's path segment (English articles are found by id) */
  slug?: string | null
}

export interface FeedChannel {
  siteUrl: string
  title: string
  description: string
  /** the brand, credited as the author of every article ('By' the brand, spec 2.5) */
  author: string
  /** the feed's language: its links, its <language> and its address (/rss.xml, /fr/rss.xml); the source language by default */
  lang?: ContentLang
}

const escapeXml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

/** '2025-04-24' -> 'Thu, 24 Apr 2025 00:00:00 GMT' (RFC 822, what RSS 2.0 asks for). */
export const rfc822 = (date: string): string => new Date(`${isoDate(date)}T00:00:00Z`).toUTCString()

/** Newest first; equal dates by id, highest first, so the order is stable. */
export const sortPostsForFeed = <T extends FeedPost>(posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => isoDate(b.date).localeCompare(isoDate(a.date)) || Number(b.id) - Number(a.id))

/** RSS 2.0 feed of the blog in one language, at /rss.xml or /<lang>/rss.xml (every article; the blog has 14). */
export function buildRssXml(channel: FeedChannel, posts: readonly FeedPost[]): string {
  const sorted = sortPostsForFeed(posts)
  const lang = channel.lang ?? SOURCE_LANG
  const home = canonicalUrl(channel.siteUrl, sitePath("home", lang))
  const self = `${channel.siteUrl.replace(/\/+$/, "")}${feedPath(lang)}`
  const lastBuild = sorted.length ? rfc822(sorted[0].date) : new Date(0).toUTCString()
  const items = sorted.map((p) => {
    const link = canonicalUrl(channel.siteUrl, blogPostPath({ jsonId: p.id, slug: p.slug, lang }))
    return [
      `    <item>`,
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(p.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(channel.author)}</dc:creator>`,
      ...(p.category ? [`      <category>${escapeXml(p.category)}</category>`] : []),
      `      <description>${escapeXml(p.excerpt)}</description>`,
      `    </item>`,
    ].join("\n")
  })
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    `  <channel>`,
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(canonicalUrl(channel.siteUrl, sitePath("blogs", lang)))}</link>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${LANGUAGES[lang].tag}</language>`,
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    `    <image><url>${escapeXml(`${channel.siteUrl.replace(/\/+$/, "")}/icons/icon-192.png`)}</url><title>${escapeXml(
      channel.title,
    )}</title><link>${escapeXml(home)}</link></image>`,
    ...items,
    `  </channel>`,
    `</rss>`,
    ``,
  ].join("\n")
}
