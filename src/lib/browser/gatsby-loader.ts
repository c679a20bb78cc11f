/**
 * Gatsby's page loader (`window.___loader`, set before onClientEntry): <Link> calls its `hovering(path)` when the
 * pointer enters a link, to prefetch the page. Read by the hover delay (src/gatsby/overrides/hover-prefetch-delay.ts)
 * and by StaticPart, whose server-rendered links prefetch as <Link> would.
 */
export interface HoverLoader {
  hovering: (path: string) => void
}

/** The loader, or undefined outside a Gatsby page (the editor's previews, the unit tests). */
export const gatsbyLoader = (): HoverLoader | undefined => (window as unknown as { ___loader?: HoverLoader }).___loader
