/** Interface words of the media area, in English. Visitor-visible copy only; content lives in data/. */
export const media = {} as const
