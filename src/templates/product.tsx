import { sitePath } from "../lib/routes/routes"
import { DEFAULT_LANG } from "../i18n"
import type { LangPageContext } from "../lib/content/content-i18n"
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { Seo } from "../components/Seo"
import { ProductPage } from "../components/product/ProductPage"
import type { ProductCard } from "../components/product/ModelCards"
import type { Product } from "../content-model/products"
import type { CatalogueData } from "../content-model/catalogue"
import { useSiteData } from "../hooks/use-site-data"
import { uiFor } from "../i18n"
import { productLd } from "../lib/seo/structured-data"

interface Data {
  /** the card's fields (ProductCardFields, whose `cover` this page does not read) and the rest of the product */
  productJson: Product
  /** every product with one cover image, for the comparison table and the model cards */
  allProductJson: { nodes: ProductCard[] }
  catalogueJson: Pick<CatalogueData, "productCategory">
}

/** One product page per data/products/*.en.json (created in src/gatsby/create-pages.ts). */
const ProductTemplate: React.FC<PageProps<Data>> = ({ data }) => (
  <ProductPage product={data.productJson} products={data.allProductJson.nodes} />
)

export default ProductTemplate

export const Head = ({ data, location, pageContext }: HeadProps<Data, LangPageContext>) => {
  const site = useSiteData(pageContext.lang)
  const crumbs = uiFor(pageContext.lang ?? DEFAULT_LANG).product.breadcrumb
  const p = data.productJson
  const first = p.gallery[0]?.image?.childImageSharp?.thumb
  const image = first ? getSrc(first) : undefined
  return (
    <Seo
      lang={pageContext.lang}
      alternates={pageContext.alternates}
      title={p.title}
      description={p.seo.description}
      pathname={location.pathname}
      image={image}
      imageAlt={p.gallery[0]?.alt}
      type="product"
      breadcrumbs={[
        { name: crumbs.home, path: sitePath("home", pageContext.lang) },
        { name: crumbs.products, path: sitePath("products", pageContext.lang) },
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
  query ProductPage($id: String!, $lang: String!) {
    productJson(id: { eq: $id }) {
      ...ProductCardFields
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
