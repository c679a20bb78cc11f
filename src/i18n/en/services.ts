/** Interface words of the services area, in English. Visitor-visible copy only; content lives in data/. */
export const services = {} as const
