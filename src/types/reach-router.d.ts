/**
 * The parts of @gatsbyjs/reach-router (Gatsby's router, installed with Gatsby; it ships no types) that the site
 * uses: its history, for src/gatsby/overrides/navigation-in-transition.ts, and the provider and hook its test mounts.
 */
declare module "@gatsbyjs/reach-router" {
  import type { FC, ReactNode } from "react"

  export interface RouterHistory {
    readonly location: Location
    listen: (listener: (update: { location: unknown; action: string }) => void) => () => void
    navigate: (to: string | number, options?: { state?: unknown; replace?: boolean }) => Promise<void>
  }
  export const globalHistory: RouterHistory
  export function createHistory(source: Window): RouterHistory
  export const LocationProvider: FC<{ history?: RouterHistory; children?: ReactNode }>
  export function useLocation(): Location
}
