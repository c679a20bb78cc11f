/**
 * Spec 8: when a route module fails to load (a deploy replaced the hashed chunks, a flaky network),
 * log the error and reload the page. A marker in session storage stops a reload loop when the
 * failure persists: at most one reload per path every 30 seconds.
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

interface Env {
  log: (...args: unknown[]) => void
  reload: () => void
  storage: Pick<Storage, "getItem" | "setItem"> | null
  path: string
  now: number
}

/** Returns true when the error was a route-module failure and a reload was started. */
export function handleRouteModuleError(reason: unknown, env: Env): boolean {
  if (!isChunkLoadError(reason)) return false
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
