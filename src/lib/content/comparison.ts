/**
 * The side-by-side comparison of the expandable models (20, 30 and 40 ft), built from each model's own spec rows,
 * so the table never disagrees with the product pages.
 */
export interface SpecRowInput {
  label: string
  value: string
  key?: string | null
}

export interface ComparableProduct {
  name: string
  shortName: string
  path: string
  order: number
  specs: SpecRowInput[]
}

export interface ComparisonRow {
  key: string
  label: string
  /** one value per column, in column order; null when the model's page gives no figure */
  values: Array<string | null>
}

export interface Comparison {
  columns: Array<{ name: string; shortName: string; path: string; current: boolean }>
  rows: ComparisonRow[]
}

/** The spec keys compared, in row order; their labels are interface words (src/i18n/<lang>/product.ts). */
export const COMPARISON_KEYS = ["area", "external", "side", "internal", "internalSide", "folded", "perContainer", "mass"] as const

export type ComparisonKey = (typeof COMPARISON_KEYS)[number]
export type ComparisonLabels = Record<ComparisonKey, string>

/**
 * Builds the comparison from the products, ordered by `order`. Rows no product fills are left out;
 * `currentPath` marks the column of the page showing the table.
 */
export function buildComparison(products: ComparableProduct[], labels: ComparisonLabels, currentPath?: string): Comparison {
  const sorted = [...products].sort((a, b) => a.order - b.order)
  const rows: ComparisonRow[] = []
  for (const key of COMPARISON_KEYS) {
    const values = sorted.map((p) => p.specs.find((s) => s.key === key)?.value ?? null)
    if (values.some((v) => v !== null)) rows.push({ key, label: labels[key], values })
  }
  return {
    columns: sorted.map((p) => ({ name: p.name, shortName: p.shortName, path: p.path, current: p.path === currentPath })),
    rows,
  }
}
