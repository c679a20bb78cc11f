/** Interface words of the product area, in English. Visitor-visible copy only; content lives in data/. */
export const product = {} as const
