/** Interface words of the forms area, in English. Visitor-visible copy only; content lives in data/. */
export const forms = {} as const
