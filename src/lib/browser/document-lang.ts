/**
 * `<html lang>` after a client-side navigation (the server's pages carry their own, gatsby-ssr.tsx): set only when
 * the language changes. Setting the attribute at all, even to the value it has, makes Chromium recompute the style of
 * every element of the page; Gatsby's Head API did that on every page load (docs/performance.md, "Head").
 */
export function syncDocumentLang(doc: Document, lang: string): void {
  if (doc.documentElement.getAttribute("lang") !== lang) doc.documentElement.setAttribute("lang", lang)
}
