import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { Seo } from "../components/Seo"
import { ProductPage } from "../components/product/ProductPage"
import type { ProductData, ProductSummary } from "../components/product/types"
import { useSiteData } from "../hooks/use-site-data"
import { productLd } from "../lib/structured-data"

interface Data {
  productJson: ProductData
  allProductJson: { nodes: ProductSummary[] }
}

/** One product page per data/products/*.json (created in src/gatsby/create-pages.ts). */
const ProductTemplate: React.FC<PageProps<Data>> = ({ data }) => (
  <ProductPage product={data.productJson} products={data.allProductJson.nodes} />
)

export default ProductTemplate

export const Head = ({ data, location }: HeadProps<Data>) => {
  const site = useSiteData()
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
        { name: "Home", path: "/" },
        { name: "Our Products", path: "/products" },
        { name: p.title, path: p.path },
      ]}
      jsonLd={productLd({
        siteUrl: site.siteUrl,
        path: p.path,
        name: p.name,
        description: p.seo.description,
        images: image ? [image] : [],
        brand: site.brand,
        category: "Prefabricated and modular buildings",
        properties: p.specs.map((s) => ({ name: s.label, value: s.value })),
      })}
    />
  )
}

export const query = graphql`
  fragment ProductSummaryFields on ProductJson {
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
  }

  fragment ProductSectionFields on ProductSection {
    type
    heading
    text
    intro
    paragraphs
    items
    rows {
      label
      value
    }
    src {
      publicURL
    }
    poster {
      publicURL
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 960, formats: [WEBP], placeholder: NONE)
      }
    }
    label
    columns
    mosaic
    images {
      alt
      image {
        ...MediaImageFile
      }
    }
    tabs {
      id
      label
      alt
      description
      image {
        publicURL
      }
    }
    image {
      publicURL
    }
    alt
    group
  }

  query ProductPage($id: String!) {
    productJson(id: { eq: $id }) {
      ...ProductSummaryFields
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
        ...ProductSummaryFields
      }
    }
  }
`
