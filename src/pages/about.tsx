import React from "react"
import { graphql, type PageProps } from "gatsby"
import { makeHead, seoText } from "../components/seo/make-head"
import { faqPageLd } from "../lib/seo/structured-data"
import { AboutSections } from "../components/about/AboutSections"
import type { ServiceCardData } from "../components/services/ServiceCards"
import type { Queried } from "../content-model/common"
import type { aboutSchema } from "../content-model/about"

type About = Queried<typeof aboutSchema>
interface AboutData {
  aboutJson: About
  allServiceJson: { nodes: ServiceCardData[] }
}

/** /about (spec 2.4, 2.7): welcome, eco, pillars, team, reasons, services, FAQ. */
const AboutPage: React.FC<PageProps<AboutData>> = ({ data }) => (
  <AboutSections about={data.aboutJson} services={data.allServiceJson.nodes} />
)

export default AboutPage

export const Head = makeHead<AboutData>(({ data }) => ({
  ...seoText(data.aboutJson, data.aboutJson.eyebrow),
  jsonLd: faqPageLd(data.aboutJson.faq.items),
}))

export const query = graphql`
  query AboutPage($lang: String!) {
    aboutJson(lang: { eq: $lang }) {
      seo {
        title
        description
      }
      eyebrow
      title
      intro
      pillarsLabel
      welcome {
        eyebrow
        title
        paragraphs
        alt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.2, breakpoints: [360, 640], sizes: "(min-width: 1024px) 560px, 100vw")
          }
        }
      }
      eco {
        eyebrow
        title
        paragraphs
        alt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.2, breakpoints: [360, 640], sizes: "(min-width: 1024px) 560px, 100vw")
          }
        }
      }
      pillars {
        icon
        title
        text
      }
      team {
        eyebrow
        title
        members {
          name
          role
          social {
            network
            label
            url
          }
          image {
            childImageSharp {
              gatsbyImageData(width: 400, aspectRatio: 0.8, breakpoints: [300, 400], sizes: "(min-width: 768px) 360px, 100vw")
            }
          }
        }
      }
      reasons {
        eyebrow
        title
        items {
          icon
          title
          text
        }
      }
      faq {
        eyebrow
        title
        items {
          id
          question
          answer
        }
      }
      services {
        eyebrow
        title
      }
    }
    allServiceJson(filter: { lang: { eq: $lang } }) {
      nodes {
        jsonId
        lang
        slug
        title
        icon
        summary
      }
    }
  }
`
