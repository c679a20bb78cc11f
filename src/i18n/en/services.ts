/** Interface words of the services, in English (their texts are in data/services/ and data/about.en.json). */
export const services = {
  learnMore: "Learn more",
  quote: "Get a Quote",
} as const
