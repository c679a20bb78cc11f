/** Interface words of the legal pages, in English (their texts are in data/legal/). */
export const legal = {
  kicker: "Legal",
  lastUpdated: "Last updated",
  toc: "On this page",
} as const
