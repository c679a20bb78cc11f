import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SITE_PATHS } from "../lib/routes"
import { Seo } from "../components/Seo"
import { Catalogue } from "../components/product/Catalogue"
import type { ProductCard } from "../components/product/ModelCards"
import type { CatalogueData } from "../content-model/catalogue"
import { uiFor } from "../i18n"

interface Data {
  catalogueJson: Pick<CatalogueData, "seo" | "eyebrow" | "title" | "intro" | "groups">
  allProductJson: { nodes: ProductCard[] }
}

/** /products: the catalogue (spec 2.1 leaves its content open): every product with image, pitch, size and link. */
const ProductsPage: React.FC<PageProps<Data>> = ({ data }) => (
  <Catalogue catalogue={data.catalogueJson} products={data.allProductJson.nodes} />
)

export default ProductsPage

export const Head = ({ data, location }: HeadProps<Data>) => {
  const c = data.catalogueJson
  const crumbs = uiFor("en").product.breadcrumb
  return (
    <Seo
      title={c.seo.title ?? c.title}
      description={c.seo.description}
      pathname={location.pathname}
      breadcrumbs={[
        { name: crumbs.home, path: SITE_PATHS.home },
        { name: crumbs.products, path: SITE_PATHS.products },
      ]}
    />
  )
}

export const query = graphql`
  query ProductsPage {
    catalogueJson {
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
    allProductJson(sort: { order: ASC }) {
      nodes {
        ...ProductCardFields
      }
    }
  }
`
