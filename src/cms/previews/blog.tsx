import React from "react"
import { ArticleBody, type BlogBlock } from "../../components/blog/ArticleBody"
import { blogPostSchema } from "../../content-model/blog"
import { uiFor } from "../../i18n/all"
import { formatDate } from "../../lib/content/dates"
import { fileOf, Page, shownDoc, type PreviewProps } from "./shared"
import * as blog from "../../components/blog/Blog.module.css"

/** An article as /blog-details/<id> shows it: category, title, author and date, picture, blocks with their links. */
export const BlogPostPreview: React.FC<PreviewProps> = ({ entry, getAsset }) => {
  const { lang, doc: post } = shownDoc(entry, blogPostSchema)
  const ui = uiFor(lang).blog
  const hero = fileOf(getAsset, post.image)
  const blocks = post.content.map((b) => (b.type === "image" ? { ...b, image: fileOf(getAsset, b.image) } : b)) as BlogBlock[]
  return (
    <Page lang={lang}>
      <div className="section">
        <article className="container">
          <header className={blog.articleHead}>
            {post.category ? (
              <p className={blog.meta}>
                <span className={blog.badge}>{ui.categories[post.category] ?? post.category}</span>
              </p>
            ) : null}
            <h1>{post.title}</h1>
            <p className={blog.byline}>
              <span>
                {ui.by} {post.author}
              </span>
              {post.date ? <time dateTime={post.date}>{formatDate(post.date, lang)}</time> : null}
            </p>
          </header>
          {hero ? <img src={hero.publicURL} alt={post.alt} className={blog.hero} width={1200} height={675} /> : null}
          <ArticleBody blocks={blocks} keywordLinks={post.keywordLinks} />
        </article>
      </div>
    </Page>
  )
}
