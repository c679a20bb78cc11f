import React from "react"
import { graphql, type PageProps } from "gatsby"
import { makeHead, seoText } from "../components/seo/make-head"
import { Catalogue } from "../components/product/Catalogue"
import type { ProductCard } from "../components/product/ModelCards"
import type { CatalogueData } from "../content-model/catalogue"

interface Data {
  catalogueJson: Pick<CatalogueData, "seo" | "eyebrow" | "title" | "intro" | "groups">
  allProductJson: { nodes: ProductCard[] }
}

/** /products: the catalogue (spec 2.1 leaves its content open): every product with image, pitch, size and link. */
const ProductsPage: React.FC<PageProps<Data>> = ({ data }) => (
  <Catalogue catalogue={data.catalogueJson} products={data.allProductJson.nodes} />
)

export default ProductsPage

export const Head = makeHead<Data>(({ data, ui, crumb }) => ({
  ...seoText(data.catalogueJson),
  breadcrumbs: [crumb(ui.product.breadcrumb.home, "home"), crumb(ui.product.breadcrumb.products, "products")],
}))

export const query = graphql`
  query ProductsPage($lang: String!) {
    catalogueJson(lang: { eq: $lang }) {
      seo {
        title
        description
      }
      eyebrow
      title
      intro
      groups {
        group
        title
        text
      }
    }
    allProductJson(filter: { lang: { eq: $lang } }, sort: { order: ASC }) {
      nodes {
        ...ProductCardFields
      }
    }
  }
`
