/** Interface words of the enquiry area, in English. Visitor-visible copy only; content lives in data/. */
export const enquiry = {} as const
