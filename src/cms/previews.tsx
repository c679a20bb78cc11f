import React from "react"
import { ArticleBody, type BlogBlock } from "../components/blog/ArticleBody"
import { LegalPage, type LegalPageData } from "../components/legal/LegalPage"
import { SpecTable } from "../components/product/SpecTable"
import { siteTokens } from "../lib/content/legal-items"
import { formatDate } from "../lib/content/dates"
import { LangContext, uiFor, type Lang } from "../i18n"
import { formatMessage } from "../lib/ui/format-message"
import { ProductSections } from "../components/product/ProductSections"
import type { Product } from "../content-model/products"
import { TRANSLATED_LANGS } from "../lib/content/content-i18n"
import { plain, type ImmutableLike } from "./immutable"
import site from "../../data/site.en.json"
import * as blog from "../components/blog/Blog.module.css"
import * as product from "../components/product/ProductPage.module.css"

/**
 * Decap CMS's preview pane, drawn with the site's own components and styles (the plugin applies every stylesheet
 * these modules import to the pane). Decap gives an entry as an Immutable map and resolves a file field through
 * `getAsset`; these previews turn both into what the components take.
 */
export interface PreviewProps {
  entry: ImmutableLike
  getAsset: (path: string) => { toString(): string } | undefined
}

type Doc = Record<string, unknown>

/** The entry's fields as plain data. */
const dataOf = (entry: ImmutableLike): Doc => (plain(entry.get("data")) as Doc | undefined) ?? {}

/**
 * The language shown: Decap previews a translation by putting its data in place of the English data (the same map as
 * the entry's `i18n.<lang>.data`). A translation holds only its translated fields: shared pictures are not in it.
 */
export const langOf = (entry: ImmutableLike): Lang => {
  const data = entry.get("data")
  return TRANSLATED_LANGS.find((lang) => data !== undefined && entry.getIn(["i18n", lang, "data"]) === data) ?? "en"
}

/** A file field as the site's components read it: `{ publicURL }`, or null when the field is empty. */
const fileOf = (getAsset: PreviewProps["getAsset"], value: unknown) =>
  typeof value === "string" && value ? { publicURL: String(getAsset(value) ?? value), childImageSharp: null } : null

const text = (value: unknown): string => (typeof value === "string" ? value : "")
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

const Page: React.FC<{ lang: Lang; children: React.ReactNode }> = ({ lang, children }) => (
  <LangContext.Provider value={lang}>
    <div lang={lang}>{children}</div>
  </LangContext.Provider>
)

/** An article as /blog-details/<id> shows it: category, title, author and date, picture, blocks with their links. */
export const BlogPostPreview: React.FC<PreviewProps> = ({ entry, getAsset }) => {
  const post = dataOf(entry)
  const lang = langOf(entry)
  const ui = uiFor(lang).blog
  const hero = fileOf(getAsset, post.image)
  const blocks = list<Doc>(post.content).map((b) => (b.type === "image" ? { ...b, image: fileOf(getAsset, b.image) } : b)) as BlogBlock[]
  const category = text(post.category) as keyof typeof ui.categories
  return (
    <Page lang={lang}>
      <div className="section">
        <article className="container">
          <header className={blog.articleHead}>
            {category ? (
              <p className={blog.meta}>
                <span className={blog.badge}>{ui.categories[category] ?? category}</span>
              </p>
            ) : null}
            <h1>{text(post.title)}</h1>
            <p className={blog.byline}>
              <span>
                {ui.by} {text(post.author)}
              </span>
              {post.date ? <time dateTime={text(post.date)}>{formatDate(text(post.date), lang)}</time> : null}
            </p>
          </header>
          {hero ? <img src={hero.publicURL} alt={text(post.alt)} className={blog.hero} width={1200} height={675} /> : null}
          <ArticleBody blocks={blocks} keywordLinks={list(post.keywordLinks)} />
        </article>
      </div>
    </Page>
  )
}

/** A legal page as the site shows it: banner, title, date, contents and sections, with the site's values in its tokens. */
export const LegalPagePreview: React.FC<PreviewProps> = ({ entry }) => {
  const page = dataOf(entry)
  const lang = langOf(entry)
  const data: LegalPageData = {
    title: text(page.title),
    lastUpdated: text(page.lastUpdated) || undefined,
    intro: list<string>(page.intro),
    sections: list(page.sections),
    banner: null,
  }
  return (
    <Page lang={lang}>
      <LegalPage page={data} tokens={siteTokens({ ...site, siteUrl: window.location.origin })} />
    </Page>
  )
}

/** The product blocks a preview draws: the ones made of words (pictures, drawings and videos are the site's own processing). */
const WORD_BLOCKS = new Set(["text", "list", "details", "offer"])

/** A product's words and figures as its page shows them: size range, title, introduction, specification table, text blocks. */
export const ProductPreview: React.FC<PreviewProps> = ({ entry, getAsset }) => {
  const p = dataOf(entry)
  const lang = langOf(entry)
  const ui = uiFor(lang).product
  const title = text(p.title)
  const cover = fileOf(getAsset, list<Doc>(p.gallery)[0]?.image)
  const sections = list<Doc>(p.sections).filter((s) => WORD_BLOCKS.has(text(s.type))) as Product["sections"]
  return (
    <Page lang={lang}>
      <article className={product.page}>
        <div className={`container ${product.top}`}>
          {cover ? <img src={cover.publicURL} alt={text(list<Doc>(p.gallery)[0]?.alt)} width={1200} height={675} /> : null}
        </div>
        <section className={`container ${product.intro}`}>
          <div className={product.introText}>
            <p className="eyebrow">{text(p.sizeRange)}</p>
            <h1>{title}</h1>
            {list<string>(p.intro).map((para, i) => (
              <p key={i} className={i === 0 ? "lead" : undefined}>
                {para}
              </p>
            ))}
          </div>
          <div className={product.specs}>
            <SpecTable caption={formatMessage(ui.specsCaption, { title })} rows={list(p.specs)} />
          </div>
        </section>
        <ProductSections sections={sections} products={[]} currentPath={text(p.path)} currentGroup={text(p.group)} />
      </article>
    </Page>
  )
}
