/**
 * FAQ accordion rules: the first item starts open; at most one item is open; clicking the open item closes it;
 * clicking a closed item opens it (and so closes the others).
 */
export type OpenItem = string | null

export const initialOpenItem = (items: ReadonlyArray<{ id: string }>): OpenItem => items[0]?.id ?? null

export const toggleItem = (open: OpenItem, clicked: string): OpenItem => (open === clicked ? null : clicked)

/** The open answer panel is at most this high (px); longer answers scroll inside it. */
export const ACCORDION_MAX_HEIGHT = 1000
