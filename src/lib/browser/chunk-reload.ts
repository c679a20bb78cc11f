/**
 * Spec 8: when a route module fails to load, log the error and reload the page. A module fails for two reasons: a new
 * deployment replaced the hashed chunks (a reload gets the new page and its new chunks), or the network is down (a
 * reload would put the browser's offline error page in place of the page, and what the visitor typed with it). So the
 * server is asked first: the page reloads only when the server answers that the chunk is gone. A marker in session
 * storage stops a reload loop when the failure persists: at most one reload per path every 30 seconds.
 */
export const RELOAD_GUARD_MS = 30_000
const KEY = "chunk-reload-at"

export const isChunkLoadError = (reason: unknown): boolean => {
  if (!reason) return false
  const r = reason as { name?: unknown; message?: unknown }
  const text = `${String(r.name ?? "")} ${String(r.message ?? reason)}`
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  )
}

/**
 * The address of the chunk that failed, when the error gives it: webpack's ChunkLoadError and mini-css-extract's error
 * carry it as `request` (and in the message: "(error: …)", "(missing: …)", "(…)"); a failed dynamic import names it
 * after "module:".
 */
export function chunkUrlOf(reason: unknown): string | null {
  const r = (reason ?? {}) as { request?: unknown; message?: unknown }
  if (typeof r.request === "string" && r.request) return r.request
  const message = String(r.message ?? "")
  const m = /\((?:[a-z]+: )?((?:https?:\/\/|\/)[^\s)]+)\)|imported module:? ((?:https?:\/\/|\/)\S+)/i.exec(message)
  return m ? (m[1] ?? m[2]) : null
}

/** What the server says of an address: the file is gone (404, 410), it answers otherwise, or it cannot be reached. */
export type ServerAnswer = "gone" | "answers" | "unreachable"

/**
 * Asks the server about `url` with a HEAD request that no cache answers; "unreachable" without asking when the browser
 * knows it is offline.
 */
export async function askServer(
  url: string,
  { fetch: get, onLine }: { fetch: (url: string, init: RequestInit) => Promise<{ status: number }>; onLine: boolean },
): Promise<ServerAnswer> {
  if (!onLine) return "unreachable"
  try {
    const { status } = await get(url, { method: "HEAD", cache: "no-store" })
    return status === 404 || status === 410 ? "gone" : "answers"
  } catch {
    return "unreachable"
  }
}

interface Env {
  log: (...args: unknown[]) => void
  reload: () => void
  storage: Pick<Storage, "getItem" | "setItem"> | null
  path: string
  now: number
  /** what the server says of an address (askServer) */
  ask: (url: string) => Promise<ServerAnswer>
  /** the page's own address: asked when the error does not name its chunk */
  pageUrl: string
}

/**
 * Resolves true when the error was a route-module failure and a reload was started. It reloads when the server answers
 * that the chunk is gone (or, for an error that does not name its chunk, when the server answers at all); it keeps the
 * page when the server cannot be reached, or still has the chunk (a passing network fault).
 */
export async function handleRouteModuleError(reason: unknown, env: Env): Promise<boolean> {
  if (!isChunkLoadError(reason)) return false
  const url = chunkUrlOf(reason)
  const answer = await env.ask(url ?? env.pageUrl)
  if (answer === "unreachable") {
    env.log("A page module failed to load and the server cannot be reached (offline?); the page stays as it is.", reason)
    return false
  }
  if (url && answer !== "gone") {
    env.log("A page module failed to load, but the server still has it (a passing network fault); the page stays as it is.", reason)
    return false
  }
  env.log("A page module failed to load; reloading the page.", reason)
  let last: { path: string; at: number } | null = null
  try {
    last = JSON.parse(env.storage?.getItem(KEY) ?? "null")
  } catch {
    last = null
  }
  if (last && last.path === env.path && env.now - last.at < RELOAD_GUARD_MS) return false
  try {
    env.storage?.setItem(KEY, JSON.stringify({ path: env.path, at: env.now }))
  } catch {
    /* storage may be unavailable (private mode): reload anyway */
  }
  env.reload()
  return true
}

/**
 * Code loaded on demand outside a route (the e-mail client at the first send, the toasts' code) fails the same two ways
 * and is handled where it is imported (a failure toast, a plain toast); its failure is also reported here, so that a
 * stale deployment still reloads the page (the form's draft keeps what was typed) while a network that is down does not.
 * gatsby-browser.tsx installs the handler (handleRouteModuleError with the browser's environment).
 */
let chunkFailureHandler: ((reason: unknown) => void) | null = null
export const onChunkFailure = (handler: (reason: unknown) => void): void => {
  chunkFailureHandler = handler
}
export const reportChunkFailure = (reason: unknown): void => {
  if (isChunkLoadError(reason)) chunkFailureHandler?.(reason)
}
