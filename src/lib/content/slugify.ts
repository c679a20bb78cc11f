/**
 * A page's path segment made from its title, for a translation that writes no `slug` of its own (the build derives
 * it, src/gatsby/content/content-files.ts): "Acier léger ou ossature bois sous les tropiques ?" →
 * "acier-leger-ou-ossature-bois-sous-les-tropiques". Pure: the same title always gives the same slug.
 *
 * Lower case, accents removed (é → e, ç → c), the ligatures written out (œ → oe, æ → ae, ß → ss), the compatibility
 * forms read as what they stand for (² → 2), every run of other characters (spaces, apostrophes, punctuation) one
 * hyphen, no hyphen at either end, and at most `max` characters, cut at a word boundary. The result matches the
 * content model's slug pattern (`^[a-z0-9]+(-[a-z0-9]+)*$`), or is empty for a title without a letter or a digit.
 */
import { PAGE_KIND_TABLE, type PageKind } from "../routes/routes"

export const SLUG_MAX_LENGTH = 80

const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" }

export function slugify(title: string, max: number = SLUG_MAX_LENGTH): string {
  const slug = title
    .toLowerCase()
    .replace(/[œæßøłđðþı]/g, (c) => LIGATURES[c])
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
  if (slug.length <= max) return slug
  const cut = slug.slice(0, max + 1)
  // the last whole word within `max`; a single word longer than `max` is cut where it must be
  const boundary = cut.lastIndexOf("-")
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, max)).replace(/-+$/, "")
}

/** True when a translation writes no slug of its own (absent, null, or only spaces: what an editor's empty field saves). */
export const isBlankSlug = (slug: unknown): boolean => typeof slug !== "string" || slug.trim() === ""

/**
 * The slug a translation's page is built from: the one it writes, or the one made from its title when it writes none
 * (and, for a title without a letter or a digit, its id, so that a path can always be built).
 */
export function slugOf(doc: { slug?: unknown; title?: unknown; id?: unknown }): { slug: string; derived: boolean } {
  if (!isBlankSlug(doc.slug)) return { slug: doc.slug as string, derived: false }
  const fromTitle = typeof doc.title === "string" ? slugify(doc.title) : ""
  return { slug: fromTitle || String(doc.id ?? ""), derived: true }
}

/**
 * A translated article or service (a page kind whose path is built from the translation's `slug`, PAGE_KIND_TABLE's
 * `path: "base"`) with the slug its path is built from: its own, or, when it writes none (absent or empty, as the
 * editor saves an empty "Slug (optional)"), one made from its title. Applied where the build merges a translation
 * (src/gatsby/content/content-files.ts) and by the editor's check before saving (src/cms/entry-check.ts), so every
 * translation has a path; two that end with the same slug are told by the content check (a `unique` field).
 */
export function withSlug(
  pageKind: PageKind | undefined,
  doc: Record<string, unknown>,
): { doc: Record<string, unknown>; derivedSlug: boolean } {
  if (!pageKind || PAGE_KIND_TABLE[pageKind].path !== "base") return { doc, derivedSlug: false }
  const { slug, derived } = slugOf(doc)
  return { doc: derived ? { ...doc, slug } : doc, derivedSlug: derived }
}
