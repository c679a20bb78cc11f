/** Interface words of the seo area, in English. Visitor-visible copy only; content lives in data/. */
export const seo = {} as const
