import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { makeHead, seoText } from "../components/seo/make-head"
import { FeaturedPage, type FeaturedData } from "../components/product/FeaturedPage"
import type { ProductCard } from "../components/product/ModelCards"
import type { FeaturedPageData } from "../content-model/featured"

interface Data {
  featuredJson: FeaturedData
  allFeaturedJson: { nodes: Array<Pick<FeaturedPageData, "path" | "menuTitle">> }
  /** every product with one cover image and its key facts, for the key facts, the call to action and the model cards */
  allProductJson: { nodes: ProductCard[] }
}

/** One featured-product page per data/featured/*.en.json (created in src/gatsby/create-pages.ts). */
const FeaturedTemplate: React.FC<PageProps<Data>> = ({ data }) => (
  <FeaturedPage page={data.featuredJson} links={data.allFeaturedJson.nodes} products={data.allProductJson.nodes} />
)

export default FeaturedTemplate

export const Head = makeHead<Data>(({ data, ui, crumb }) => {
  const p = data.featuredJson
  const crumbs = ui.product.breadcrumb
  const hero = p.image?.childImageSharp?.gatsbyImageData
  return {
    ...seoText(p),
    image: hero ? getSrc(hero) : undefined,
    imageAlt: p.alt,
    breadcrumbs: [crumb(crumbs.home, "home"), crumb(crumbs.products, "products"), { name: p.title, path: p.path }],
  }
})

export const query = graphql`
  query FeaturedPage($id: String!, $lang: String!) {
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
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 960, 1600, 2400], sizes: "100vw")
        }
      }
      sections {
        ...ProductSectionFields
      }
    }
    allFeaturedJson(filter: { lang: { eq: $lang } }, sort: { order: ASC }) {
      nodes {
        path
        menuTitle
      }
    }
    allProductJson(filter: { lang: { eq: $lang } }, sort: { order: ASC }) {
      nodes {
        ...ProductCardFields
        keyFacts {
          key
          label
          value
        }
      }
    }
  }
`
