import React from "react"
import { graphql, type PageProps } from "gatsby"
import { makeHead, seoText } from "../components/seo/make-head"
import { PostGrid, type PostSummary } from "../components/blog/PostCard"
import * as styles from "../components/blog/Blog.module.css"

interface BlogsData {
  allBlogPostJson: { nodes: PostSummary[] }
  siteJson: { pages: { blogs: { seo: { title: string | null; description: string }; eyebrow: string; title: string; lead: string } } }
}

/** /blogs: the 50 newest articles, newest first (sorted and limited by the query; BLOG_LIST_LIMIT in src/lib/content/blog.ts). */
const BlogsPage: React.FC<PageProps<BlogsData>> = ({ data }) => {
  const posts = data.allBlogPostJson.nodes
  const page = data.siteJson.pages.blogs
  return (
    <section className="section">
      <div className="container">
        <header className={styles.pageHead}>
          <p className="eyebrow">{page.eyebrow}</p>
          <h1>{page.title}</h1>
          <p className="lead">{page.lead}</p>
        </header>
        <PostGrid posts={posts} headingLevel="h2" priorityFirst />
      </div>
    </section>
  )
}

export default BlogsPage

export const Head = makeHead<BlogsData>(({ data }) => seoText(data.siteJson.pages.blogs))

export const query = graphql`
  query BlogsPage($lang: String!) {
    allBlogPostJson(filter: { lang: { eq: $lang } }, sort: [{ date: DESC }, { jsonId: DESC }], limit: 50) {
      nodes {
        ...PostSummary
      }
    }
    siteJson(lang: { eq: $lang }) {
      pages {
        blogs {
          seo {
            title
            description
          }
          eyebrow
          title
          lead
        }
      }
    }
  }
`
