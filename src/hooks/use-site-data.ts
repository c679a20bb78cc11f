import { graphql, useStaticQuery } from "gatsby"

import type { Queried } from "../content-model/common"
import type { navigationSchema, navLink, navSubItem } from "../content-model/navigation"
import type { siteSchema, socialLink } from "../content-model/site"

// The shapes come from the content model (src/content-model/), never written twice.
export type NavLinkData = Queried<typeof navLink>
export type NavSubItemData = Queried<typeof navSubItem>
export type NavItemData = Queried<typeof navigationSchema>["main"][number]
export type SocialLinkData = Queried<typeof socialLink>

type SiteContent = Queried<typeof siteSchema>

/** What the layout reads: data/site.json (but its files and page copy) with the resolved URLs, and the menus. */
export interface SiteData extends Omit<SiteContent, "logo" | "logoMark" | "ogImage" | "pages"> {
  siteUrl: string
  logoUrl: string
  ogImageUrl: string
  navigation: Queried<typeof navigationSchema>
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
