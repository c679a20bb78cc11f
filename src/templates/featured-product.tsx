import { sitePath } from "../lib/routes/routes"
import { DEFAULT_LANG } from "../i18n"
import type { LangPageContext } from "../lib/content/content-i18n"
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { Seo } from "../components/Seo"
import { FeaturedPage, type FeaturedData } from "../components/product/FeaturedPage"
import type { ProductCard } from "../components/product/ModelCards"
import type { FeaturedPageData } from "../content-model/featured"
import { uiFor } from "../i18n"

interface Data {
  featuredJson: FeaturedData
  allFeaturedJson: { nodes: Array<Pick<FeaturedPageData, "path" | "menuTitle">> }
  /** every product with one cover image, for the call to action, the comparison and the model cards */
  allProductJson: { nodes: ProductCard[] }
}

/** One featured-product page per data/featured/*.en.json (created in src/gatsby/create-pages.ts). */
const FeaturedTemplate: React.FC<PageProps<Data>> = ({ data }) => (
  <FeaturedPage page={data.featuredJson} links={data.allFeaturedJson.nodes} products={data.allProductJson.nodes} />
)

export default FeaturedTemplate

export const Head = ({ data, location, pageContext }: HeadProps<Data, LangPageContext>) => {
  const p = data.featuredJson
  const crumbs = uiFor(pageContext.lang ?? DEFAULT_LANG).product.breadcrumb
  const hero = p.image?.childImageSharp?.gatsbyImageData
  return (
    <Seo
      lang={pageContext.lang}
      alternates={pageContext.alternates}
      title={p.seo.title ?? p.title}
      description={p.seo.description}
      pathname={location.pathname}
      image={hero ? getSrc(hero) : undefined}
      imageAlt={p.alt}
      breadcrumbs={[
        { name: crumbs.home, path: sitePath("home", pageContext.lang) },
        { name: crumbs.products, path: sitePath("products", pageContext.lang) },
        { name: p.title, path: p.path },
      ]}
    />
  )
}

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
      }
    }
  }
`
