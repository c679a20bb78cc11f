import React, { useEffect, useState } from "react"
import { Link, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/Seo"
import { BLOG_NOT_FOUND_PATH, isUnknownBlogPath, servedHtmlPath } from "../lib/not-found"
import { SITE_PATHS } from "../lib/routes"
import { DEFAULT_LANG, uiFor, useUi } from "../i18n"
import * as styles from "./404.module.css"

/**
 * Unknown paths. Static hosts serve this page (404.html) for every path they do not know, so an unknown
 * article id under /blog-details/ is recognised here, in the browser, and answered with 'Blog not found.'.
 */
const NotFoundPage: React.FC<PageProps> = ({ location }) => {
  // 404.html is rendered once, for every unknown path: decide after hydration so the markup matches; the
  // folder's own /blog-details/404.html (src/gatsby/create-pages.ts) says 'Blog not found.' from the start
  const { notFound: t, blog: blogUi } = useUi()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const blog = (mounted || servedHtmlPath(location.pathname) === BLOG_NOT_FOUND_PATH) && isUnknownBlogPath(location.pathname)
  return (
    <section className={`section ${styles.wrap}`}>
      <div className="container">
        <p className="eyebrow">{blog ? t.blog.eyebrow : t.eyebrow}</p>
        {blog ? (
          <>
            <h1>{blogUi.notFound}</h1>
            <p className="lead">{t.blog.lead}</p>
            <div className={styles.actions}>
              <Link className="btn" to={SITE_PATHS.blogs}>
                {blogUi.seeAll}
              </Link>
              <Link className="btn btn--ghost" to={SITE_PATHS.home}>
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
                <Link to={SITE_PATHS.products}>{t.links.products}</Link>
              </li>
              <li>
                <Link to={SITE_PATHS.contact}>{t.links.contact}</Link>
              </li>
              <li>
                <Link to={SITE_PATHS.blogs}>{t.links.blogs}</Link>
              </li>
              <li>
                <Link to={SITE_PATHS.home}>{t.links.home}</Link>
              </li>
            </ul>
          </>
        )}
      </div>
    </section>
  )
}

export default NotFoundPage

export const Head = ({ location }: HeadProps) => {
  const ui = uiFor(DEFAULT_LANG)
  return (
    <Seo
      title={isUnknownBlogPath(location.pathname) ? ui.blog.notFoundTitle : ui.notFound.title}
      description={ui.notFound.description}
      pathname={location.pathname}
      noindex
    />
  )
}
