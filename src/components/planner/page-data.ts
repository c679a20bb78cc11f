/**
 * The planner page's query results as the planner's pure logic reads them (src/lib/planner/types.ts): pure functions,
 * tested with fixtures, so that the page and its tests need no build.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { productKeyOf } from "../../lib/planner/rows"
import type { PlannerFields, PlannerOption, PlannerPort, PlannerProduct } from "../../lib/planner/types"

/** One product as the page queries it (allProductJson, in the page's language). */
export interface PlannerProductNode {
  contentKey: string
  name: string
  shortName: string
  path: string
  group: string
  order: number
  cover: { alt: string; image: { childImageSharp: { thumb: IGatsbyImageData } | null } | null } | null
  planner: PlannerFields | null
  options: readonly PlannerOption[] | null
}

/** A delivery port as the page queries it (deliveryPortsJson, in the page's language). */
export interface PlannerPortNode {
  id: string | null
  port: string
  country: string
  transitDays: number | null
}

/** The company's capacity as the page queries it (siteJson.capacity, in the page's language). */
export interface PlannerCapacityNode {
  containersPerSailing: number
  /** the sentence under a phased timeline: the figures are indicative */
  note: string
}

/** What the planner plans with when the site settings give no capacity (the content model requires one). */
export const DEFAULT_CAPACITY: PlannerCapacityNode = { containersPerSailing: 250, note: "" }

/** A group heading of the catalogue (catalogueJson.groups): "cabins" → "Cabins and capsules". */
export interface PlannerGroupNode {
  group: string
  title: string
}

/** A product's thumbnail: its cover, as the catalogue's cards show it. */
export interface Thumb {
  image: IGatsbyImageData
  alt: string
}

/** The products the planner offers: those with planner fields, in the catalogue's order. */
export function toPlannerProducts(nodes: readonly PlannerProductNode[], keyOf = productKeyOf): PlannerProduct[] {
  return nodes
    .filter((n): n is PlannerProductNode & { planner: PlannerFields } => n.planner != null)
    .slice()
    .sort((a, b) => a.order - b.order)
    .map((n) => ({
      key: keyOf(n.contentKey),
      name: n.name,
      shortName: n.shortName,
      path: n.path,
      group: n.group,
      order: n.order,
      planner: n.planner,
      options: n.options ?? [],
    }))
}

/** Each product's thumbnail, by product key. */
export function thumbsByKey(nodes: readonly PlannerProductNode[], keyOf = productKeyOf): Record<string, Thumb> {
  const out: Record<string, Thumb> = {}
  for (const n of nodes) {
    const image = n.cover?.image?.childImageSharp?.thumb
    if (image) out[keyOf(n.contentKey)] = { image, alt: n.cover?.alt ?? "" }
  }
  return out
}

/** The listed ports: those with an id and a transit time. */
export const toPlannerPorts = (nodes: readonly PlannerPortNode[]): PlannerPort[] =>
  nodes
    .filter((p): p is PlannerPortNode & { id: string; transitDays: number } => !!p.id && typeof p.transitDays === "number")
    .map((p) => ({ id: p.id, port: p.port, country: p.country, transitDays: p.transitDays }))

/** The group headings, by group. */
export const groupTitles = (groups: readonly PlannerGroupNode[]): Record<string, string> =>
  Object.fromEntries(groups.map((g) => [g.group, g.title]))
