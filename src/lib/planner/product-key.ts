/**
 * A product's key in the planner: its file's name. A module of its own, importing only the language table, so that
 * the product pages' 'Add to my project' link carries this function alone, not the planner's rows and formatting.
 */
import { LANGS } from "../../i18n/languages"

/** "products/expandable-20ft.json" (a content node's contentKey) -> "expandable-20ft"; a language file name works too. */
export function productKeyOf(contentKey: string): string {
  const file = contentKey.slice(contentKey.lastIndexOf("/") + 1).replace(/\.json$/, "")
  const dot = file.lastIndexOf(".")
  return dot > 0 && (LANGS as readonly string[]).includes(file.slice(dot + 1)) ? file.slice(0, dot) : file
}
