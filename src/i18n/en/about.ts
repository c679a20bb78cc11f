/** Interface words of the about page, in English (its content is in data/about.en.json). */
export const about = {
  /** alt text of a team member's portrait */
  portrait: "Portrait of {name}",
} as const
