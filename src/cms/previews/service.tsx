import React from "react"
import { Link } from "gatsby"
import { KeywordText } from "../../components/blog/KeywordText"
import { EnquiryProvider } from "../../components/enquiry/EnquiryContext"
import { PriorityImage } from "../../components/media/PriorityImage"
import { ServiceQuoteButton } from "../../components/services/ServiceQuoteButton"
import { serviceSchema } from "../../content-model/services"
import { SOURCE_LANG } from "../../lib/content/content-i18n"
import { servicePath, SITE_PATHS_BY_LANG } from "../../lib/routes/routes"
import { imageOf, Page, shownDoc, type PreviewProps } from "./shared"
import { aboutIn } from "./single-files"
import * as styles from "../../components/services/Services.module.css"

/** The list of services beside the text: this one (the others are entries of their own) and the link to /about. */
const Aside: React.FC<{ heading: string; title: string; path: string; about: { title: string; path: string } }> = ({
  heading,
  title,
  path,
  about,
}) => (
  <nav className={styles.aside} aria-labelledby="all-services">
    <h2 id="all-services">{heading}</h2>
    <ul>
      <li>
        <Link to={path} aria-current="page">
          {title}
        </Link>
      </li>
    </ul>
    <Link className="btn btn--ghost" to={about.path}>
      {about.title}
    </Link>
  </nav>
)

/**
 * /service-details/<id> as src/templates/service.tsx draws it: picture with the about page's services eyebrow, title
 * and summary, the introduction, the sections with their keyword links, and the call to action of the about page.
 */
export const ServicePreview: React.FC<PreviewProps> = ({ entry, getAsset }) => {
  const { lang, doc: s } = shownDoc(entry, serviceSchema)
  const { title: aboutTitle, services: copy } = aboutIn(lang)
  const paths = SITE_PATHS_BY_LANG[lang]
  const image = imageOf(getAsset, s.image, 1600, 533, "fullWidth")
  // a translation's path is made from its slug; when it is left empty, the build makes one: the English path stands in
  const path = servicePath(s.slug || lang === SOURCE_LANG ? { jsonId: s.id, lang, slug: s.slug } : { jsonId: s.id })
  return (
    <Page lang={lang}>
      <EnquiryProvider>
        <header className={styles.hero}>
          {image ? <PriorityImage image={image} alt={s.alt} className={styles.heroImage} /> : null}
          <div className={styles.heroContent}>
            <div className="container">
              <p className="eyebrow">{copy.eyebrow}</p>
              <h1>{s.title}</h1>
              <p className="lead" style={{ color: "inherit" }}>
                {s.summary}
              </p>
            </div>
          </div>
        </header>
        <div className="section">
          <div className={`container ${styles.layout}`}>
            <article className="prose">
              <p className="lead">{s.intro}</p>
              {s.sections.map((sec, i) => (
                <section key={i}>
                  <h2>{sec.heading}</h2>
                  {sec.paragraphs.map((p, j) => (
                    <p key={j}>
                      <KeywordText text={p} links={s.keywordLinks} />
                    </p>
                  ))}
                  {sec.items ? (
                    <ul className={styles.list}>
                      {sec.items.map((item, j) => (
                        <li key={j}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                </section>
              ))}
              <aside className={styles.cta} aria-labelledby="service-cta">
                <h2 id="service-cta">{copy.cta.title}</h2>
                <p>{copy.cta.text}</p>
                <div className={styles.actions}>
                  <ServiceQuoteButton />
                  <Link className="btn btn--ghost" to={paths.contact}>
                    {copy.cta.button}
                  </Link>
                </div>
              </aside>
            </article>
            <Aside heading={copy.title} title={s.title} path={path} about={{ title: aboutTitle, path: paths.about }} />
          </div>
        </div>
      </EnquiryProvider>
    </Page>
  )
}
