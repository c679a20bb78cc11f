/**
 * Which documents fit the first round trip: a new connection's server sends at most 10 segments before it waits for
 * an acknowledgement (RFC 6928), 14,600 bytes of which the response's headers take about 400. A page whose brotli
 * HTML fits in the rest arrives whole in one round trip. Used to weigh a change that adds inline bytes to every page
 * (docs/overrides.md, "Build data moved to a file").
 */
export const FIRST_WINDOW_BYTES = 14_600 - 400

/**
 * Pages as { path, now, inline } (brotli bytes today, and with the extra inline text): those inside the first window
 * today, and of them those the extra text would push out of it.
 */
export function firstWindowReport(pages, limit = FIRST_WINDOW_BYTES) {
  const inside = pages.filter((p) => p.now <= limit)
  return { pages: pages.length, inside: inside.length, pushedOut: inside.filter((p) => p.inline > limit) }
}
