import type { UiStrings } from ".."

/** Interface words of the about page, in French (its content is in data/about.fr.json). */
export const about: UiStrings["about"] = {
  /** alt text of a team member's portrait */
  portrait: "Portrait de {name}",
}
