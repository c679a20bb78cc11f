/** Interface words of the about area, in English. Visitor-visible copy only; content lives in data/. */
export const about = {} as const
