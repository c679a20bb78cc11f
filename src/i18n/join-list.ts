/**
 * Items joined as English and French write a list: "A", "A and B", "A, B and C" (« A, B et C »), `and` being the word
 * between the last two with its spaces (" and ", " et "). Intl.ListFormat's long conjunction of en-GB and fr, without
 * its cost: its first use in a page loads the browser's list data (100-200 ms at 4× CPU slowdown, issue 60).
 */
export const joinList = (items: readonly string[], and: string): string =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")}${and}${items[items.length - 1]}` : items.join("")
