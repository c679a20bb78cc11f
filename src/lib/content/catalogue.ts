/** The /products catalogue: products grouped by kind, groups in the order of their first product. */

export interface Groupable {
  group: string
  order: number
}

/** A group's heading and text (data/catalogue.en.json `groups`). */
export interface GroupText {
  group: string
  title: string
  text: string
}

export function groupProducts<T extends Groupable>(products: T[], texts: readonly GroupText[]): Array<GroupText & { products: T[] }> {
  const sorted = [...products].sort((a, b) => a.order - b.order)
  const groups: Array<GroupText & { products: T[] }> = []
  for (const p of sorted) {
    let g = groups.find((x) => x.group === p.group)
    if (!g) {
      const text = texts.find((x) => x.group === p.group)
      if (!text) throw new Error(`data/catalogue.en.json: no entry in "groups" for the product group "${p.group}"`)
      g = { ...text, products: [] }
      groups.push(g)
    }
    g.products.push(p)
  }
  return groups
}
