import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { Seo } from "../components/Seo"
import { FeaturedPage, type FeaturedData } from "../components/product/FeaturedPage"
import type { ProductSummary } from "../components/product/types"

interface Data {
  featuredJson: FeaturedData & { seo: { title: string | null; description: string } }
  allFeaturedJson: { nodes: Array<{ path: string; menuTitle: string }> }
  allProductJson: { nodes: ProductSummary[] }
}

/** One featured-product page per data/featured/*.json (created in src/gatsby/create-pages.ts). */
const FeaturedTemplate: React.FC<PageProps<Data>> = ({ data }) => (
  <FeaturedPage page={data.featuredJson} links={data.allFeaturedJson.nodes} products={data.allProductJson.nodes} />
)

export default FeaturedTemplate

export const Head = ({ data, location }: HeadProps<Data>) => {
  const p = data.featuredJson
  const hero = p.image?.childImageSharp?.gatsbyImageData
  return (
    <Seo
      title={p.seo.title ?? p.title}
      description={p.seo.description}
      pathname={location.pathname}
      image={hero ? getSrc(hero) : undefined}
      imageAlt={p.alt}
      breadcrumbs={[
        { name: "Home", path: "/" },
        { name: "Our Products", path: "/products" },
        { name: p.title, path: p.path },
      ]}
    />
  )
}

export const query = graphql`
  query FeaturedPage($id: String!) {
    featuredJson(id: { eq: $id }) {
      path
      title
      eyebrow
      productPath
      alt
      intro
      highlights {
        label
        value
      }
      seo {
        title
        description
      }
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 960, 1600, 2400], sizes: "100vw")
        }
      }
      sections {
        ...ProductSectionFields
      }
    }
    allFeaturedJson(sort: { order: ASC }) {
      nodes {
        path
        menuTitle
      }
    }
    allProductJson(sort: { order: ASC }) {
      nodes {
        ...ProductSummaryFields
      }
    }
  }
`
