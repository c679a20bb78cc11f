import { sitePath } from "../lib/routes/routes"
import { DEFAULT_LANG } from "../i18n"
import type { LangPageContext } from "../lib/content/content-i18n"
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
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

export const Head = ({ data, location, pageContext }: HeadProps<Data, LangPageContext>) => {
  const c = data.catalogueJson
  const crumbs = uiFor(pageContext.lang ?? DEFAULT_LANG).product.breadcrumb
  return (
    <Seo
      lang={pageContext.lang}
      alternates={pageContext.alternates}
      title={c.seo.title ?? c.title}
      description={c.seo.description}
      pathname={location.pathname}
      breadcrumbs={[
        { name: crumbs.home, path: sitePath("home", pageContext.lang) },
        { name: crumbs.products, path: sitePath("products", pageContext.lang) },
      ]}
    />
  )
}

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
