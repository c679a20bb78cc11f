import { useContext } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { LangContext, type Lang } from "../i18n"

import type { Queried } from "../content-model/common"
import type { navigationSchema, navLink, navSubItem } from "../content-model/navigation"
import type { siteSchema, socialLink } from "../content-model/site"

// The shapes come from the content model (src/content-model/), never written twice.
export type NavLinkData = Queried<typeof navLink>
export type NavSubItemData = Queried<typeof navSubItem>
export type NavItemData = Queried<typeof navigationSchema>["main"][number]
export type SocialLinkData = Queried<typeof socialLink>

type SiteContent = Queried<typeof siteSchema>

/** What the layout reads: data/site.en.json (but its files and page copy) with the resolved URLs, and the menus. */
export interface SiteData extends Omit<SiteContent, "logo" | "logoMark" | "ogImage" | "pages" | "placeholders"> {
  siteUrl: string
  logoUrl: string
  ogImageUrl: string
  navigation: Queried<typeof navigationSchema>
}

/**
 * Brand, contact details and menus in the page's language: the one place the layout reads them from (data/site.en.json,
 * data/navigation.en.json and their translations). The Head API has no React context: there, wrap the call in the page's
 * LangContext or pass the page's language.
 */
export function useSiteData(explicitLang?: Lang): SiteData {
  const data = useStaticQuery(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSiteJson {
        nodes {
          lang
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
          publisher {
            legalForm
            shareCapital
            rcs
            publicationDirector
            host {
              name
              address
              phone
            }
            mediator {
              name
              address
              url
            }
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
      }
      allNavigationJson {
        nodes {
          lang
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
    }
  `)
  // both languages are queried (a static query takes no variables); the page's language picks one
  const contextLang = useContext(LangContext)
  const lang = explicitLang ?? contextLang
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the static query's result, shaped by the query above
  const inLang = (nodes: any[]) => nodes.find((n) => n.lang === lang) ?? nodes.find((n) => n.lang === "en")
  const { logo, ogImage, lang: _siteLang, ...site } = inLang(data.allSiteJson.nodes)
  const { lang: _navLang, ...navigation } = inLang(data.allNavigationJson.nodes)
  return {
    ...site,
    siteUrl: data.site.siteMetadata.siteUrl,
    logoUrl: logo.publicURL,
    ogImageUrl: ogImage.childImageSharp.gatsbyImageData.images.fallback.src,
    navigation,
  }
}
