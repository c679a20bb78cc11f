import React from "react"
import { getImage } from "gatsby-plugin-image"
import { Picture } from "../media/Picture"
import { groupBlocks } from "../../lib/content/blog"
import type { KeywordLink } from "../../lib/content/keyword-links"
import { KeywordText } from "./KeywordText"
import type { Queried } from "../../content-model/common"
import type { blogPostSchema } from "../../content-model/blog"
import * as styles from "./Blog.module.css"
import { StaticPart } from "../ui/StaticPart"

/** One content block of an article (a discriminated union by `type`, from src/content-model/blog.ts). */
export type BlogBlock = Queried<typeof blogPostSchema>["content"][number]

const Figure: React.FC<{ block: BlogBlock }> = ({ block }) => {
  if (block.type !== "image") return null
  const image = getImage(block.image?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <figure className={styles.figure}>
      {image ? (
        <Picture image={image} alt={block.alt ?? ""} className={styles.figureImage} />
      ) : block.image?.publicURL ? (
        <img src={block.image.publicURL} alt={block.alt ?? ""} width={800} height={533} loading="lazy" />
      ) : null}
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  )
}

/** The article's blocks in order; two consecutive images share a row (2 columns from 768 px, stacked below). */
export const ArticleBody: React.FC<{ blocks: BlogBlock[]; keywordLinks?: KeywordLink[] | null }> = ({ blocks, keywordLinks }) => (
  <StaticPart className={styles.body} data-testid="article-body">
    {groupBlocks(blocks).map((group) => {
      if (group.kind === "pair")
        return (
          <div key={group.index} className={styles.pair} data-block="image-pair">
            <Figure block={group.blocks[0]} />
            <Figure block={group.blocks[1]} />
          </div>
        )
      const b = group.block
      switch (b.type) {
        case "heading":
          return (
            <h2 key={group.index} data-block="heading">
              {b.text}
            </h2>
          )
        case "intro":
          return (
            <p key={group.index} className={styles.intro} data-block="intro">
              <KeywordText text={b.text ?? ""} links={keywordLinks} />
            </p>
          )
        case "paragraph":
          return (
            <p key={group.index} data-block="paragraph">
              <KeywordText text={b.text ?? ""} links={keywordLinks} />
            </p>
          )
        case "image":
          return (
            <div key={group.index} data-block="image">
              <Figure block={b} />
            </div>
          )
        default:
          return null
      }
    })}
  </StaticPart>
)
