/** Interface words of the catalogue area, in English. Visitor-visible copy only; content lives in data/. */
export const catalogue = {} as const
