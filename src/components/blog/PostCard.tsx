import React, { useContext } from "react"
import { StaticPart } from "../ui/StaticPart"
import { graphql, Link } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Picture } from "../media/Picture"
import { PriorityImage } from "../media/PriorityImage"
import { blogPostPath } from "../../lib/routes/routes"
import { UiText } from "../../i18n/UiText"
import { formatDate } from "../../lib/content/dates"
import { LangContext, uiFor } from "../../i18n"
import type { QueriedNode } from "../../content-model/common"
import type { blogPostSchema } from "../../content-model/blog"
import * as styles from "./Blog.module.css"

/** What a blog card shows: fields of the article's content shape (src/content-model/blog.ts). */
export type PostSummary = Pick<
  QueriedNode<typeof blogPostSchema>,
  "jsonId" | "lang" | "slug" | "title" | "date" | "category" | "excerpt" | "alt" | "image"
>

/** The fields a blog card needs, queried the same way by the home page and /blogs. */
export const postSummaryFragment = graphql`
  fragment PostSummary on BlogPostJson {
    jsonId
    lang
    slug
    title
    date
    category
    excerpt
    alt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 480
          aspectRatio: 1.5
          breakpoints: [360, 480]
          sizes: "(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
        )
      }
    }
  }
`

/**
 * A blog card (home 'latest posts' and /blogs). The title link covers the whole card. `priority`: the card's
 * image is the page's largest paint (the first card of /blogs, in the first screen at every width).
 */
export const PostCard: React.FC<{ post: PostSummary; headingLevel?: "h2" | "h3"; priority?: boolean }> = ({
  post,
  headingLevel = "h3",
  priority,
}) => {
  const image = getImage(post.image?.childImageSharp?.gatsbyImageData ?? null)
  const Heading = headingLevel
  const lang = useContext(LangContext)
  return (
    <article className={`${styles.card} card-lift`}>
      {image ? (
        priority ? (
          <PriorityImage image={image} alt={post.alt} className={styles.cardImage} />
        ) : (
          <Picture image={image} alt={post.alt} className={styles.cardImage} loading="lazy" />
        )
      ) : null}
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span className={styles.badge}>{uiFor(lang).blog.categories[post.category]}</span>
          <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={blogPostPath(post)} className={styles.stretched}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <span className={styles.more} aria-hidden="true">
          <UiText get={(ui) => ui.blog.readArticle} />
        </span>
      </div>
    </article>
  )
}

/** A grid of blog cards; `priorityFirst` when the grid opens the page (/blogs), so its first image is the largest paint. */
export const PostGrid: React.FC<{ posts: PostSummary[]; headingLevel?: "h2" | "h3"; priorityFirst?: boolean }> = ({
  posts,
  headingLevel,
  priorityFirst,
}) => (
  <StaticPart as="ul" className="card-grid">
    {posts.map((p, i) => (
      <li key={p.jsonId}>
        <PostCard post={p} headingLevel={headingLevel} priority={priorityFirst && i === 0} />
      </li>
    ))}
  </StaticPart>
)
