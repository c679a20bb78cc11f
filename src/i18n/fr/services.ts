import type { UiStrings } from ".."

/** Interface words of the services, in French (their texts are in data/services/ and data/about.fr.json). */
export const services: UiStrings["services"] = {
  learnMore: "En savoir plus",
  quote: "Demander un devis",
}
