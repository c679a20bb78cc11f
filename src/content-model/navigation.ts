import { t } from "../lib/content/content-schema"

export const navLink = t.object({ label: t.text(), path: t.path() }, { typeName: "NavLink" })

/** A third-level entry (e.g. the 20ft model under 'Expandable Container Houses'). */
const leaf = navLink
/** A dropdown entry: a link, or a label with a nested list. */
export const navSubItem = t.object(
  { label: t.text(), path: t.path({ optional: true }), subItems: t.array(leaf, { optional: true, min: 1 }) },
  { typeName: "NavSubItem" },
)

export const navigationSchema = {
  main: t.array(
    t.object({ label: t.text(), path: t.path(), subItems: t.array(navSubItem, { optional: true, min: 1 }) }, { typeName: "NavItem" }),
    { min: 1 },
  ),
  footer: t.object({
    company: t.array(navLink, { min: 1 }),
    products: t.array(navLink, { min: 1 }),
    featured: t.array(navLink, { min: 1 }),
  }),
}
