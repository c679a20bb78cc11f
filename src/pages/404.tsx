import { useSitePaths } from "../hooks/use-site-paths"
import React, { useContext, useEffect, useState } from "react"
import { Link, type PageProps } from "gatsby"
import { makeHead } from "../components/seo/make-head"
import { blogNotFoundPath, isUnknownBlogPath, servedHtmlPath } from "../lib/routes/not-found"
import { LangContext, useUi } from "../i18n"
import * as styles from "./404.module.css"

/**
 * Unknown paths. Static hosts serve this page (404.html) for every path they do not know, so an unknown
 * article id under /blog-details/ is recognised here, in the browser, and answered with 'Blog not found.'.
 */
const NotFoundPage: React.FC<PageProps> = ({ location }) => {
  const paths = useSitePaths()
  // 404.html is rendered once, for every unknown path: decide after hydration so the markup matches; the
  // folder's own /blog-details/404.html (src/gatsby/create-pages.ts) says 'Blog not found.' from the start
  const { notFound: t, blog: blogUi } = useUi()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const lang = useContext(LangContext)
  const blog = (mounted || servedHtmlPath(location.pathname) === blogNotFoundPath(lang)) && isUnknownBlogPath(location.pathname)
  return (
    <section className={`section ${styles.wrap}`}>
      <div className="container">
        <p className="eyebrow">{blog ? t.blog.eyebrow : t.eyebrow}</p>
        {blog ? (
          <>
            <h1>{blogUi.notFound}</h1>
            <p className="lead">{t.blog.lead}</p>
            <div className={styles.actions}>
              <Link className="btn" to={paths.blogs}>
                {blogUi.seeAll}
              </Link>
              <Link className="btn btn--ghost" to={paths.home}>
                {t.blog.home}
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1>{t.title}</h1>
            <p className="lead">{t.lead}</p>
            <ul className={styles.links}>
              <li>
                <Link to={paths.products}>{t.links.products}</Link>
              </li>
              <li>
                <Link to={paths.contact}>{t.links.contact}</Link>
              </li>
              <li>
                <Link to={paths.blogs}>{t.links.blogs}</Link>
              </li>
              <li>
                <Link to={paths.home}>{t.links.home}</Link>
              </li>
            </ul>
          </>
        )}
      </div>
    </section>
  )
}

export default NotFoundPage

export const Head = makeHead(({ location, ui }) => ({
  title: isUnknownBlogPath(location.pathname) ? ui.blog.notFoundTitle : ui.notFound.title,
  description: ui.notFound.description,
  noindex: true,
}))
