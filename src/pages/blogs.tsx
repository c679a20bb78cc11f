import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/Seo"
import { PostGrid, type PostSummary } from "../components/blog/PostCard"
import * as styles from "../components/blog/Blog.module.css"

interface BlogsData {
  allBlogPostJson: { nodes: PostSummary[] }
}

/** /blogs: the 50 newest articles, newest first (sorted and limited by the query; BLOG_LIST_LIMIT in src/lib/blog.ts). */
const BlogsPage: React.FC<PageProps<BlogsData>> = ({ data }) => {
  const posts = data.allBlogPostJson.nodes
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
    allBlogPostJson(sort: [{ date: DESC }, { jsonId: DESC }], limit: 50) {
      nodes {
        ...PostSummary
      }
    }
  }
`
