import React, { useMemo } from "react"
import { graphql, type PageProps } from "gatsby"
import { makeHead } from "../components/seo/make-head"
import { Planner } from "../components/planner/Planner"
import {
  groupTitles,
  thumbsByKey,
  toPlannerPorts,
  toPlannerProducts,
  DEFAULT_CAPACITY,
  type PlannerCapacityNode,
  type PlannerGroupNode,
  type PlannerPortNode,
  type PlannerProductNode,
} from "../components/planner/page-data"
import { useSiteData } from "../hooks/use-site-data"
import type { PlannerWords } from "../i18n/planner"
import type { LangPageContext } from "../lib/content/content-i18n"
import * as styles from "./quote.module.css"

/** What the planner page queries, in the page's language (typed by hand: the generated types need a build). */
export interface QuotePageData {
  allProductJson: { nodes: PlannerProductNode[] }
  deliveryPortsJson: { ports: PlannerPortNode[] } | null
  catalogueJson: { groups: PlannerGroupNode[] } | null
  siteJson: { capacity: PlannerCapacityNode } | null
}

/**
 * The page's context: its language and the planner's words in that language, which src/gatsby/create-pages.ts puts
 * there (page-data.json carries them), so that the page's JavaScript holds no language's words.
 */
export interface QuotePageContext extends LangPageContext {
  plannerWords: PlannerWords
}

/** A navigation to the page, as the planner tells one from the next: the router's key and the query. */
const navigationOf = (location: Partial<Pick<PageProps["location"], "key" | "search">> | undefined): string =>
  `${location?.key ?? ""}${location?.search ?? ""}`

/**
 * /quote/ and /fr/devis/ (issue 39): the project planner. Every model of the catalogue with a quantity, the delivery
 * port and site, the contact, and a summary (containers, mass, timeline) sent as a quotation request.
 */
const QuotePage: React.FC<PageProps<QuotePageData, QuotePageContext>> = ({ data, location, pageContext }) => {
  const words = pageContext.plannerWords
  const site = useSiteData()
  const nodes = data.allProductJson.nodes
  const products = useMemo(() => toPlannerProducts(nodes), [nodes])
  const thumbs = useMemo(() => thumbsByKey(nodes), [nodes])
  const ports = useMemo(() => toPlannerPorts(data.deliveryPortsJson?.ports ?? []), [data.deliveryPortsJson])
  const groups = useMemo(() => groupTitles(data.catalogueJson?.groups ?? []), [data.catalogueJson])
  const capacity = data.siteJson?.capacity ?? DEFAULT_CAPACITY
  return (
    <>
      <section className={`section ${styles.intro}`}>
        <div className="container">
          <p className="eyebrow">{words.intro.eyebrow}</p>
          <h1>{words.intro.title}</h1>
          <p className={`lead ${styles.lead}`}>{words.intro.lead}</p>
        </div>
      </section>
      <div className={`container ${styles.body}`}>
        <Planner
          words={words}
          products={products}
          ports={ports}
          groups={groups}
          thumbs={thumbs}
          contactEmail={site.contact.email}
          navigation={navigationOf(location)}
          capacity={capacity}
          site={site}
        />
      </div>
    </>
  )
}

export default QuotePage

export const query = graphql`
  query QuotePage($lang: String!) {
    allProductJson(filter: { lang: { eq: $lang } }, sort: { order: ASC }) {
      nodes {
        contentKey
        name
        shortName
        path
        group
        order
        cover {
          alt
          image {
            ...MediaThumbFile
          }
        }
        planner {
          sizing
          area
          sizes
          floorArea {
            min
            max
            default
          }
          span {
            min
            max
            default
          }
          length {
            min
            max
            default
          }
          unitsPerContainer
          areaPerContainer
          massKg {
            min
            max
          }
          productionDays {
            min
            max
          }
          installationDays {
            min
            max
          }
          monthlyOutput
          installationCrews
          occupancy {
            measure
            sleeps {
              min
              max
            }
            seats {
              min
              max
            }
            bySize {
              size
              sleeps {
                min
                max
              }
              seats {
                min
                max
              }
            }
          }
          foundation
          utilities
        }
        options {
          id
          label
          note
        }
      }
    }
    deliveryPortsJson(lang: { eq: $lang }) {
      ports {
        id
        port
        country
        transitDays
      }
    }
    catalogueJson(lang: { eq: $lang }) {
      groups {
        group
        title
      }
    }
    siteJson(lang: { eq: $lang }) {
      capacity {
        containersPerSailing
        note
      }
    }
  }
`

export const Head = makeHead<QuotePageData, QuotePageContext>(({ pageContext, ui, crumb }) => {
  const words = pageContext.plannerWords
  return {
    title: words.seo.title,
    description: words.seo.description,
    breadcrumbs: [crumb(ui.product.breadcrumb.home, "home"), crumb(words.seo.title, "quote")],
  }
})
