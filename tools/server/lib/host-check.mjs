/**
 * Which Host headers the local server answers. A page on another site can make a browser send requests to
 * 127.0.0.1 (and, by pointing its own name at 127.0.0.1, read the answers: DNS rebinding); such requests carry
 * that site's name in Host, so answering only our own names keeps every other page out, inbox included.
 */

const LOOPBACK = ["127.0.0.1", "localhost", "[::1]"]

/** `[::1]` for an IPv6 literal, the name in lower case otherwise. */
const hostForm = (name) => {
  const n = String(name).trim().toLowerCase()
  return n.includes(":") && !n.startsWith("[") ? `[${n}]` : n
}

/**
 * @param {{ listenHost: string, port: number, extraNames?: string[] }} options
 *   listenHost: the address the server listens on; port: its port;
 *   extraNames: names set by the user (ALLOWED_HOSTS), accepted with any port or none (behind a proxy)
 * @returns {(hostHeader: string | undefined) => boolean}
 */
export function hostChecker({ listenHost, port, extraNames = [] }) {
  const withPort = new Set([...LOOPBACK, hostForm(listenHost)].map((h) => `${h}:${port}`))
  const names = new Set(extraNames.map(hostForm).filter(Boolean))
  return (header) => {
    if (typeof header !== "string" || header === "") return false
    const h = header.trim().toLowerCase()
    if (withPort.has(h)) return true
    const m = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(h)
    return Boolean(m && names.has(m[1]))
  }
}

/** Names from a comma- or space-separated list (the ALLOWED_HOSTS variable). */
export const parseHostList = (value) =>
  String(value || "")
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
