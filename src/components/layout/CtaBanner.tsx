import { useSitePaths } from "../../hooks/use-site-paths"
import React from "react"
import { Link } from "gatsby"
import type { SiteData } from "../../hooks/use-site-data"
import { StaticPart } from "../ui/StaticPart"
import * as styles from "./CtaBanner.module.css"

/** 'Build Your Dream Home Today' with 'Get In Touch' to /contact (every page but /contact). Nothing in it changes (StaticPart). */
export const CtaBanner: React.FC<{ cta: SiteData["cta"] }> = ({ cta }) => {
  const paths = useSitePaths()
  return (
    <section className={styles.wrap} aria-labelledby="cta-title">
      <StaticPart className="container">
        <div className={styles.inner}>
          <div>
            <h2 id="cta-title" className={styles.title}>
              {cta.title}
            </h2>
            <p className={styles.text}>{cta.text}</p>
          </div>
          <Link to={paths.contact} className="btn btn--light">
            {cta.button}
          </Link>
        </div>
      </StaticPart>
    </section>
  )
}
