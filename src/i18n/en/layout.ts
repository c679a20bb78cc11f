/** Interface words of the layout area, in English. Visitor-visible copy only; content lives in data/. */
export const layout = {} as const
