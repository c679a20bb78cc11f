/** Interface words of the catalogue area (the /products page and the PDF brochure), in English. Content lives in data/. */
export const catalogue = {
  /** accessible name of the jump links to each product group */
  groupsNav: "Product groups",
} as const
