/** A delivery port as the quote form suggests it: "Le Port (La Réunion)". */
export interface PortName {
  port: string
  country: string
}

/**
 * The delivery ports in a translation's words: its file lists the same ports in the English file's order, one to one
 * (the content check refuses another length or order), so each English port takes the translation's port and country
 * at its place; a port the translation does not name keeps its English words.
 */
export function translatedPorts(english: readonly PortName[], translation: ReadonlyArray<Partial<PortName>> | undefined): PortName[] {
  return english.map((p, i) => ({ port: translation?.[i]?.port || p.port, country: translation?.[i]?.country || p.country }))
}
