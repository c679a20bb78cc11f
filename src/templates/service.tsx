import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getImage, getSrc, type IGatsbyImageData } from "gatsby-plugin-image"
import { makeHead, seoText } from "../components/seo/make-head"
import { servicePath } from "../lib/routes/routes"
import { ServiceBody } from "../components/services/ServiceBody"
import type { Queried, QueriedFile, QueriedNode } from "../content-model/common"
import type { aboutSchema } from "../content-model/about"
import type { serviceSchema } from "../content-model/services"

type Service = QueriedNode<typeof serviceSchema>
type About = Queried<typeof aboutSchema>

interface ServiceData {
  serviceJson: Omit<Service, "image" | "icon"> & {
    /** the picture, with the sharing variant the head reads (`share`, a query alias) */
    image: (QueriedFile & { share?: { gatsbyImageData: IGatsbyImageData } | null }) | null
  }
  allServiceJson: { nodes: Pick<Service, "jsonId" | "lang" | "slug" | "title">[] }
  /** the about page's title labels the link to it; its services section heads this page */
  aboutJson: Pick<About, "title" | "services">
}

/** /service-details/{id}: how Kaz Horizon helps with one service, with a call to action (spec 2.1, 2.7: content not shown). */
const ServiceTemplate: React.FC<PageProps<ServiceData>> = ({ data }) => {
  const s = data.serviceJson
  const image = getImage(s.image?.childImageSharp?.gatsbyImageData ?? null)
  const others = [...data.allServiceJson.nodes].sort((a, b) => Number(a.jsonId) - Number(b.jsonId))
  const services = others.map((o) => ({ id: o.jsonId, title: o.title, path: servicePath(o), current: o.jsonId === s.jsonId }))
  return <ServiceBody service={s} image={image} about={data.aboutJson} services={services} />
}

export default ServiceTemplate

export const Head = makeHead<ServiceData>(({ data, ui, crumb }) => {
  const s = data.serviceJson
  const { crumbs } = ui.seo
  return {
    ...seoText(s),
    image: s.image?.share ? getSrc(s.image.share.gatsbyImageData) : undefined,
    imageAlt: s.alt,
    breadcrumbs: [crumb(crumbs.home, "home"), crumb(crumbs.about, "about"), { name: s.title, path: servicePath(s) }],
  }
})

export const query = graphql`
  query ServicePage($id: String!, $lang: String!) {
    serviceJson(id: { eq: $id }) {
      jsonId
      lang
      slug
      title
      summary
      seo {
        title
        description
      }
      alt
      intro
      image {
        childImageSharp {
          # on a phone the 340 px high header covers itself with the picture 1020 px wide (3:1), cut to its middle
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 3, breakpoints: [480, 768, 960, 1600], sizes: "(max-width: 767px) 1020px, 100vw")
        }
        share: childImageSharp {
          gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
        }
      }
      sections {
        heading
        paragraphs
        items
      }
      keywordLinks {
        keyword
        href
      }
    }
    allServiceJson(filter: { lang: { eq: $lang } }) {
      nodes {
        jsonId
        lang
        slug
        title
      }
    }
    aboutJson(lang: { eq: $lang }) {
      title
      services {
        eyebrow
        title
        cta {
          title
          text
          button
        }
      }
    }
  }
`
