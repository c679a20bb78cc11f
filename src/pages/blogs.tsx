import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/Seo"
import { PostGrid, type PostSummary } from "../components/blog/PostCard"
import { BLOG_LIST_LIMIT, sortByDateDesc } from "../lib/blog"
import * as styles from "../components/blog/Blog.module.css"

interface BlogsData {
  allBlogPostJson: { nodes: PostSummary[] }
}

/** /blogs: every article (at most 50), newest first. */
const BlogsPage: React.FC<PageProps<BlogsData>> = ({ data }) => {
  const posts = sortByDateDesc(data.allBlogPostJson.nodes).slice(0, BLOG_LIST_LIMIT)
  return (
    <section className="section">
      <div className="container">
        <header className={styles.pageHead}>
          <p className="eyebrow">Our Blog</p>
          <h1>Guides for modular building buyers</h1>
          <p className="lead">
            Sizes, materials, shipping, foundations and financing: practical articles from our team to help you plan a modular home,
            a resort or an industrial building.
          </p>
        </header>
        <PostGrid posts={posts} headingLevel="h2" />
      </div>
    </section>
  )
}

export default BlogsPage

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Blog"
    description="Practical guides for buyers of prefabricated and modular buildings: apple cabins, expandable container houses, light steel villas, shipping, foundations and cyclone-ready construction."
    pathname={location.pathname}
  />
)

export const query = graphql`
  query BlogsPage {
    allBlogPostJson(limit: 50) {
      nodes {
        ...PostSummary
      }
    }
  }
`
