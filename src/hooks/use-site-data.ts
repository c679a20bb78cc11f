import { graphql, useStaticQuery } from "gatsby"

export interface NavLinkData {
  label: string
  path: string
}
export interface NavSubItemData {
  label: string
  path: string | null
  subItems: NavLinkData[] | null
}
export interface NavItemData {
  label: string
  path: string
  subItems: NavSubItemData[] | null
}
export interface SocialLinkData {
  network: string
  label: string
  url: string
}
export interface SiteData {
  siteUrl: string
  brand: string
  tagline: string
  description: string
  legalName: string
  contact: {
    street: string
    postalCode: string
    locality: string
    region: string
    country: string
    countryCode: string
    phone: string
    phoneHref: string
    whatsapp: string
    email: string
    vat: string
    hours: string
    mapUrl: string
  }
  social: SocialLinkData[]
  ownershipNote: string
  designer: { label: string; url: string }
  logoUrl: string
  ogImageUrl: string
  brochure: { fileName: string; title: string }
  cta: { title: string; text: string; button: string }
  navigation: {
    main: NavItemData[]
    footer: { company: NavLinkData[]; products: NavLinkData[]; featured: NavLinkData[] }
  }
}

/** Brand, contact details and menus: the one place the layout reads them from (data/site.json, data/navigation.json). */
export function useSiteData(): SiteData {
  const data = useStaticQuery(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        brand
        tagline
        description
        legalName
        contact {
          street
          postalCode
          locality
          region
          country
          countryCode
          phone
          phoneHref
          whatsapp
          email
          vat
          hours
          mapUrl
        }
        social {
          network
          label
          url
        }
        ownershipNote
        designer {
          label
          url
        }
        logo {
          publicURL
        }
        ogImage {
          childImageSharp {
            gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
          }
        }
        brochure {
          fileName
          title
        }
        cta {
          title
          text
          button
        }
      }
      navigationJson {
        main {
          label
          path
          subItems {
            label
            path
            subItems {
              label
              path
            }
          }
        }
        footer {
          company {
            label
            path
          }
          products {
            label
            path
          }
          featured {
            label
            path
          }
        }
      }
    }
  `)
  const { logo, ogImage, ...site } = data.siteJson
  return {
    ...site,
    siteUrl: data.site.siteMetadata.siteUrl,
    logoUrl: logo.publicURL,
    ogImageUrl: ogImage.childImageSharp.gatsbyImageData.images.fallback.src,
    navigation: data.navigationJson,
  }
}
