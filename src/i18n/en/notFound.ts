/** Interface words of the notFound area, in English. Visitor-visible copy only; content lives in data/. */
export const notFound = {} as const
