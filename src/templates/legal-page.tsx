import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getImage, getSrc, type ImageDataLike } from "gatsby-plugin-image"
import { makeHead, seoText } from "../components/seo/make-head"
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

export const Head = makeHead<LegalQuery>(({ data, ui, crumb }) => {
  const page = data.legalPageJson
  return {
    ...seoText(page),
    image: page.og ? getSrc(page.og) : undefined,
    breadcrumbs: [crumb(ui.seo.crumbs.home, "home"), { name: page.title, path: page.path }],
  }
})

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
