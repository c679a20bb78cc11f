/** Interface words shared by several areas, in English. */
export const common = {
  /** hidden text after a link that opens in a new tab */
  opensInNewTab: "(opens in a new tab)",
} as const
