import type { UiStrings } from ".."

/** Interface words shared by several areas, in French. */
export const common: UiStrings["common"] = {
  /** hidden text after a link that opens in a new tab */
  opensInNewTab: "(s'ouvre dans un nouvel onglet)",
}
