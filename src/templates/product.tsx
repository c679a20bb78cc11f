import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SITE_PATHS } from "../lib/routes"
import { getSrc } from "gatsby-plugin-image"
import { Seo } from "../components/Seo"
import { ProductPage } from "../components/product/ProductPage"
import type { ProductCard } from "../components/product/ModelCards"
import type { Product } from "../content-model/products"
import type { CatalogueData } from "../content-model/catalogue"
import { useSiteData } from "../hooks/use-site-data"
import { uiFor } from "../i18n"
import { productLd } from "../lib/structured-data"

interface Data {
  productJson: Product
  /** every product with one cover image, for the comparison table and the model cards */
  allProductJson: { nodes: ProductCard[] }
  catalogueJson: Pick<CatalogueData, "productCategory">
}

/** One product page per data/products/*.json (created in src/gatsby/create-pages.ts). */
const ProductTemplate: React.FC<PageProps<Data>> = ({ data }) => (
  <ProductPage product={data.productJson} products={data.allProductJson.nodes} />
)

export default ProductTemplate

export const Head = ({ data, location }: HeadProps<Data>) => {
  const site = useSiteData()
  const crumbs = uiFor("en").product.breadcrumb
  const p = data.productJson
  const first = p.gallery[0]?.image?.childImageSharp?.thumb
  const image = first ? getSrc(first) : undefined
  return (
    <Seo
      title={p.title}
      description={p.seo.description}
      pathname={location.pathname}
      image={image}
      imageAlt={p.gallery[0]?.alt}
      type="product"
      breadcrumbs={[
        { name: crumbs.home, path: SITE_PATHS.home },
        { name: crumbs.products, path: SITE_PATHS.products },
        { name: p.title, path: p.path },
      ]}
      jsonLd={productLd({
        siteUrl: site.siteUrl,
        path: p.path,
        name: p.name,
        description: p.seo.description,
        images: image ? [image] : [],
        brand: site.brand,
        category: data.catalogueJson.productCategory,
        properties: p.specs.map((s) => ({ name: s.label, value: s.value })),
      })}
    />
  )
}

export const query = graphql`
  query ProductPage($id: String!) {
    productJson(id: { eq: $id }) {
      name
      shortName
      title
      path
      order
      group
      pitch
      sizeRange
      specs {
        label
        value
        key
      }
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
    }
    allProductJson(sort: { order: ASC }) {
      nodes {
        ...ProductCardFields
      }
    }
    catalogueJson {
      productCategory
    }
  }
`
