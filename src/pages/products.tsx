import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/Seo"
import { Catalogue } from "../components/product/Catalogue"
import type { ProductSummary } from "../components/product/types"

interface Data {
  allProductJson: { nodes: ProductSummary[] }
}

/** /products: the catalogue (spec 2.1 leaves its content open): every product with image, pitch, size and link. */
const ProductsPage: React.FC<PageProps<Data>> = ({ data }) => <Catalogue products={data.allProductJson.nodes} />

export default ProductsPage

export const Head = ({ location }: HeadProps<Data>) => (
  <Seo
    title="Our Products"
    description="The full Kaz Horizon catalogue: apple cabins, capsule houses, luxury villas, light steel villas, industrial buildings and expandable container houses in 20ft, 30ft and 40ft models."
    pathname={location.pathname}
    breadcrumbs={[
      { name: "Home", path: "/" },
      { name: "Our Products", path: "/products" },
    ]}
  />
)

export const query = graphql`
  query ProductsPage {
    allProductJson(sort: { order: ASC }) {
      nodes {
        ...ProductSummaryFields
      }
    }
  }
`
