/** The /products catalogue: products grouped by kind, groups in the order of their first product. */
export const GROUPS: Record<string, { title: string; text: string }> = {
  cabins: {
    title: "Cabins and capsules",
    text: "Compact, factory-finished units for guest rooms, retreats and resorts, installed in 1 to 3 days.",
  },
  villas: {
    title: "Villas",
    text: "Family homes and luxury residences built from steel frames and modules, for permanent living.",
  },
  expandable: {
    title: "Expandable container houses",
    text: "Shipped folded like a container, unfolded on site in hours: three lengths, one system.",
  },
  industrial: {
    title: "Industrial buildings",
    text: "Steel portal-frame warehouses, workshops and factories engineered to your span and loads.",
  },
}

export interface Groupable {
  group: string
  order: number
}

export function groupProducts<T extends Groupable>(products: T[]): Array<{ group: string; title: string; text: string; products: T[] }> {
  const sorted = [...products].sort((a, b) => a.order - b.order)
  const groups: Array<{ group: string; title: string; text: string; products: T[] }> = []
  for (const p of sorted) {
    let g = groups.find((x) => x.group === p.group)
    if (!g) {
      const meta = GROUPS[p.group] ?? { title: p.group, text: "" }
      g = { group: p.group, ...meta, products: [] }
      groups.push(g)
    }
    g.products.push(p)
  }
  return groups
}
