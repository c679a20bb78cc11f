import React, { useEffect, useState } from "react"
import { Link, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/Seo"
import { BLOG_NOT_FOUND_PATH, isUnknownBlogPath, servedHtmlPath } from "../lib/not-found"
import * as styles from "./404.module.css"

/**
 * Unknown paths. Static hosts serve this page (404.html) for every path they do not know, so an unknown
 * article id under /blog-details/ is recognised here, in the browser, and answered with 'Blog not found.'.
 */
const NotFoundPage: React.FC<PageProps> = ({ location }) => {
  // 404.html is rendered once, for every unknown path: decide after hydration so the markup matches; the
  // folder's own /blog-details/404.html (src/gatsby/create-pages.ts) says 'Blog not found.' from the start
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const blog = (mounted || servedHtmlPath(location.pathname) === BLOG_NOT_FOUND_PATH) && isUnknownBlogPath(location.pathname)
  return (
    <section className={`section ${styles.wrap}`}>
      <div className="container">
        <p className="eyebrow">{blog ? "Blog" : "Error 404"}</p>
        {blog ? (
          <>
            <h1>Blog not found.</h1>
            <p className="lead">This article does not exist or has moved. Our other articles are a click away.</p>
            <div className={styles.actions}>
              <Link className="btn" to="/blogs">
                See all articles
              </Link>
              <Link className="btn btn--ghost" to="/">
                Back to the home page
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1>Page not found</h1>
            <p className="lead">
              We could not find the page you asked for. It may have moved, or the address may have a typo. These pages will help
              you find what you are looking for:
            </p>
            <ul className={styles.links}>
              <li>
                <Link to="/products">Browse the catalogue of all our buildings</Link>
              </li>
              <li>
                <Link to="/contact">Contact us: we answer every enquiry</Link>
              </li>
              <li>
                <Link to="/blogs">Read our articles on modular construction</Link>
              </li>
              <li>
                <Link to="/">Go to the home page</Link>
              </li>
            </ul>
          </>
        )}
      </div>
    </section>
  )
}

export default NotFoundPage

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={isUnknownBlogPath(location.pathname) ? "Blog not found" : "Page not found"}
    description="The page you asked for could not be found. Browse our catalogue of prefabricated and modular buildings or contact us."
    pathname={location.pathname}
    noindex
  />
)
