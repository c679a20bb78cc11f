/**
 * Where the editor's entry lists find an item's French name (issue 54 H): each English file the editor reads is given,
 * under a key of its own (`__kaz.__sc_name_fr`: the editor never writes a key named `__sc_…`), the item's French title
 * or name (src/cms/french-names.ts puts it there). A collection's summary template shows it in a French interface
 * (./cms-config.ts), the English field when there is none (a new item before its first save).
 */
export const NAME_GROUP = "__kaz"
export const NAME_KEY = "__sc_name_fr"

/** French names by collection, then by the item's English id (or path, for a kind without id). */
export type FrenchNames = Record<string, Record<string, string>>

/** A collection's summary template showing the French name, or the English `field` where there is none. */
export const frenchNameSummary = (field: string): string => `{{${NAME_GROUP}.${NAME_KEY} | default('{{${field}}}')}}`
