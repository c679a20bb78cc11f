import type { LangPageContext } from "../lib/content/content-i18n"
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/Seo"
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

export const Head = ({ data, location, pageContext }: HeadProps<BlogsData, LangPageContext>) => {
  const page = data.siteJson.pages.blogs
  return (
    <Seo
      lang={pageContext.lang}
      alternates={pageContext.alternates}
      title={page.seo.title ?? page.title}
      description={page.seo.description}
      pathname={location.pathname}
    />
  )
}

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
