import { useSitePaths } from "../hooks/use-site-paths"
import React, { useContext } from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { getImage, getSrc, type IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../components/media/Picture"
import { makeHead } from "../components/seo/make-head"
import { ArticleBody } from "../components/blog/ArticleBody"
import { blogPostPath } from "../lib/routes/routes"
import { formatDate } from "../lib/content/dates"
import { blogPostingLd } from "../lib/seo/structured-data"
import { LangContext, useUi } from "../i18n"
import type { QueriedFile, QueriedNode } from "../content-model/common"
import type { blogPostSchema } from "../content-model/blog"
import * as styles from "../components/blog/Blog.module.css"
import { PriorityImage } from "../components/media/PriorityImage"
import { StaticPart } from "../components/ui/StaticPart"

type Post = QueriedNode<typeof blogPostSchema>
/** the article's image, with the sharing variant the head reads (`share`, a query alias) */
type SharedImage = (QueriedFile & { share?: { gatsbyImageData: IGatsbyImageData } | null }) | null

interface BlogPostData {
  blogPostJson: (Omit<Post, "image"> & { image: SharedImage }) | null
  allBlogPostJson: { nodes: Pick<Post, "jsonId" | "lang" | "slug" | "title" | "date" | "alt" | "image">[] }
}

/** /blog-details/{id}: one article with the 'Latest Blogs' sidebar (spec 2.5). */
const BlogPostTemplate: React.FC<PageProps<BlogPostData>> = ({ data }) => {
  const paths = useSitePaths()
  const post = data.blogPostJson
  const ui = useUi()
  const lang = useContext(LangContext)
  if (!post)
    return (
      <section className="section">
        <div className="container">
          <h1>{ui.blog.notFound}</h1>
          <Link to={paths.blogs}>{ui.blog.seeAll}</Link>
        </div>
      </section>
    )
  const hero = getImage(post.image?.childImageSharp?.gatsbyImageData ?? null)
  const sidebar = data.allBlogPostJson.nodes
  return (
    <div className="section">
      <div className={`container ${styles.layout}`}>
        <article>
          <header className={styles.articleHead}>
            <p className={styles.meta}>
              <span className={styles.badge} data-testid="category">
                {ui.blog.categories[post.category]}
              </span>
            </p>
            <h1>{post.title}</h1>
            <p className={styles.byline}>
              <span>
                {ui.blog.by} {post.author}
              </span>
              <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
            </p>
          </header>
          {hero ? <PriorityImage image={hero} alt={post.alt} className={styles.hero} /> : null}
          <ArticleBody blocks={post.content} keywordLinks={post.keywordLinks} />
        </article>
        <aside className={styles.sidebar} aria-labelledby="latest-blogs">
          <h2 id="latest-blogs">{ui.blog.latest}</h2>
          <StaticPart as="ul" className={styles.sideList}>
            {sidebar.map((p) => {
              const thumb = getImage(p.image?.childImageSharp?.gatsbyImageData ?? null)
              const current = p.jsonId === post.jsonId
              return (
                <li key={p.jsonId}>
                  <Link to={blogPostPath(p)} className={styles.sideItem} aria-current={current ? "page" : undefined}>
                    {thumb ? <Picture image={thumb} alt="" className={styles.sideThumb} /> : <span />}
                    <span>
                      <span className={styles.sideTitle}>{p.title}</span>
                      <time className={styles.sideDate} dateTime={p.date}>
                        {formatDate(p.date, lang)}
                      </time>
                    </span>
                  </Link>
                </li>
              )
            })}
          </StaticPart>
        </aside>
      </div>
    </div>
  )
}

export default BlogPostTemplate

export const Head = makeHead<BlogPostData>(({ data, lang, ui, site, crumb }) => {
  const post = data.blogPostJson
  if (!post) return { title: ui.blog.notFoundTitle, noindex: true }
  const share = post.image?.share ? getSrc(post.image.share.gatsbyImageData) : undefined
  const path = blogPostPath(post)
  return {
    title: post.title,
    description: post.excerpt,
    image: share,
    imageAlt: post.alt,
    type: "article",
    jsonLd: blogPostingLd({
      siteUrl: site.siteUrl,
      path,
      headline: post.title,
      description: post.excerpt,
      image: share ?? site.ogImageUrl,
      date: post.date,
      author: post.author,
      category: ui.blog.categories[post.category],
      inLanguage: lang,
    }),
    breadcrumbs: [crumb(ui.seo.crumbs.home, "home"), crumb(ui.seo.crumbs.blog, "blogs"), { name: post.title, path }],
    children: (
      <>
        <meta property="article:published_time" content={post.date} />
        <meta property="article:section" content={ui.blog.categories[post.category]} />
      </>
    ),
  }
})

export const query = graphql`
  query BlogPost($id: String!, $lang: String!) {
    blogPostJson(id: { eq: $id }) {
      jsonId
      lang
      slug
      title
      author
      category
      date
      excerpt
      alt
      image {
        childImageSharp {
          # sizes: the rendered width (the article column beside the 320 px sidebar from 1024 px; below, the container
          # less its padding, at most 960); 640 w is what a 360-412 px phone at 1.75-2x takes
          gatsbyImageData(
            width: 960
            aspectRatio: 1.777
            breakpoints: [480, 640, 768, 960]
            sizes: "(min-width: 1024px) min(800px, calc(100vw - 440px)), min(960px, calc(100vw - 48px))"
          )
        }
        share: childImageSharp {
          gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
        }
      }
      content {
        type
        text
        alt
        caption
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 860, aspectRatio: 1.5, breakpoints: [420, 860], sizes: "(min-width: 768px) 430px, 100vw")
          }
        }
      }
      keywordLinks {
        keyword
        href
      }
    }
    allBlogPostJson(filter: { lang: { eq: $lang } }, sort: [{ date: DESC }, { jsonId: DESC }]) {
      nodes {
        jsonId
        lang
        slug
        title
        date
        alt
        image {
          childImageSharp {
            gatsbyImageData(layout: FIXED, width: 72, height: 54)
          }
        }
      }
    }
  }
`
