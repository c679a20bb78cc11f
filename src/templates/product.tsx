import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { makeHead } from "../components/seo/make-head"
import { ProductPage, type ProductPageData } from "../components/product/ProductPage"
import type { ProductCard } from "../components/product/ModelCards"
import type { CatalogueData } from "../content-model/catalogue"
import { productLd } from "../lib/seo/structured-data"

interface Data {
  /** the product's summary fields (ProductSummaryFields, the cards' fields without their cover, with its content key) and the rest */
  productJson: ProductPageData
  /** every product with one cover image, for the comparison table and the model cards */
  allProductJson: { nodes: ProductCard[] }
  catalogueJson: Pick<CatalogueData, "productCategory">
}

/** One product page per data/products/*.en.json (created in src/gatsby/create-pages.ts). */
const ProductTemplate: React.FC<PageProps<Data>> = ({ data }) => (
  <ProductPage product={data.productJson} products={data.allProductJson.nodes} />
)

export default ProductTemplate

export const Head = makeHead<Data>(({ data, ui, site, crumb }) => {
  const crumbs = ui.product.breadcrumb
  const p = data.productJson
  const first = p.gallery[0]?.image?.childImageSharp?.thumb
  const image = first ? getSrc(first) : undefined
  return {
    title: p.title,
    description: p.seo.description,
    image,
    imageAlt: p.gallery[0]?.alt,
    type: "product",
    breadcrumbs: [crumb(crumbs.home, "home"), crumb(crumbs.products, "products"), { name: p.title, path: p.path }],
    jsonLd: productLd({
      siteUrl: site.siteUrl,
      path: p.path,
      name: p.name,
      description: p.seo.description,
      images: image ? [image] : [],
      brand: site.brand,
      category: data.catalogueJson.productCategory,
      properties: p.specs.map((s) => ({ name: s.label, value: s.value })),
    }),
  }
})

export const query = graphql`
  query ProductPage($id: String!, $lang: String!) {
    productJson(id: { eq: $id }) {
      ...ProductSummaryFields
      gallery {
        alt
        image {
          ...MediaImageFile
        }
      }
      seo {
        title
        description
      }
      carousel {
        base
        sm
        md
        lg
        xl
        autoplayMs
        loop
      }
      intro
      sections {
        ...ProductSectionFields
      }
      keyFacts {
        key
        label
        value
      }
      sizeAreas {
        size
        label
      }
    }
    allProductJson(filter: { lang: { eq: $lang } }, sort: { order: ASC }) {
      nodes {
        ...ProductCardFields
      }
    }
    catalogueJson(lang: { eq: $lang }) {
      productCategory
    }
  }
`
