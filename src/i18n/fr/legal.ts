import type { UiStrings } from ".."

/** Interface words of the legal pages, in French (their texts are in data/legal/). */
export const legal: UiStrings["legal"] = {
  kicker: "Informations légales",
  lastUpdated: "Dernière mise à jour :",
  toc: "Sur cette page",
}
