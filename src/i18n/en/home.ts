/** Interface words of the home area, in English. Visitor-visible copy only; content lives in data/. */
export const home = {} as const
