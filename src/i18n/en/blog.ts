/** Interface words of the blog area, in English. Visitor-visible copy only; content lives in data/. */
export const blog = {} as const
