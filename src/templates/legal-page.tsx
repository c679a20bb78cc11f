import { sitePath } from "../lib/routes/routes"
import type { LangPageContext } from "../lib/content/content-i18n"
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage, getSrc, type ImageDataLike } from "gatsby-plugin-image"
import { DEFAULT_LANG, uiFor } from "../i18n"
import { Seo } from "../components/Seo"
import { LegalPage, type LegalSectionData } from "../components/legal/LegalPage"
import { useSiteData } from "../hooks/use-site-data"
import { siteTokens } from "../lib/content/legal-items"

interface LegalQuery {
  legalPageJson: {
    path: string
    title: string
    lastUpdated: string | null
    intro: string[] | null
    seo: { title: string | null; description: string }
    banner: (ImageDataLike & { publicURL?: string }) | null
    og: ImageDataLike | null
    sections: LegalSectionData[]
  }
}

/** Terms and Conditions, Privacy Policy: one template for every file in data/legal/. Data only; LegalPage renders. */
const LegalPageTemplate: React.FC<PageProps<LegalQuery>> = ({ data }) => {
  const site = useSiteData()
  const page = data.legalPageJson
  return (
    <LegalPage
      page={{
        title: page.title,
        lastUpdated: page.lastUpdated,
        intro: page.intro,
        sections: page.sections,
        banner: page.banner ? (getImage(page.banner) ?? null) : null,
      }}
      tokens={siteTokens(site)}
    />
  )
}

export default LegalPageTemplate

export const Head = ({ data, location, pageContext }: HeadProps<LegalQuery, LangPageContext>) => {
  const page = data.legalPageJson
  const og = page.og ? getSrc(page.og) : undefined
  const { crumbs } = uiFor(pageContext.lang ?? DEFAULT_LANG).seo
  return (
    <Seo
      lang={pageContext.lang}
      alternates={pageContext.alternates}
      title={page.seo.title ?? page.title}
      description={page.seo.description}
      pathname={location.pathname}
      image={og}
      breadcrumbs={[
        { name: crumbs.home, path: sitePath("home", pageContext.lang) },
        { name: page.title, path: page.path },
      ]}
    />
  )
}

export const query = graphql`
  query LegalPage($id: String!) {
    legalPageJson(id: { eq: $id }) {
      path
      title
      lastUpdated
      intro
      seo {
        title
        description
      }
      banner {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, sizes: "100vw", breakpoints: [480, 768, 960, 1600])
        }
      }
      og: banner {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
        }
      }
      sections {
        heading
        paragraphs
        items
        details {
          label
          value
        }
      }
    }
  }
`
