/** Interface words of the legal area, in English. Visitor-visible copy only; content lives in data/. */
export const legal = {} as const
