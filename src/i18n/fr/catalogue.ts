import type { UiStrings } from ".."

/** Interface words of the catalogue area (the products page and the PDF brochure), in French. Content lives in data/. */
export const catalogue: UiStrings["catalogue"] = {
  /** accessible name of the jump links to each product group */
  groupsNav: "Familles de produits",
}
