import React, { Suspense } from "react"

/**
 * A part of the server HTML that React 18 hydrates and commits as a unit of its own: a Suspense boundary around
 * content that never suspends. Hydration walks the boundaries in document order, yielding to the browser between
 * them, so no commit (attaching the part's listeners, running its effects) is longer than its largest unit; a click
 * in a part not yet hydrated makes React hydrate that part at once and replays the event. On a client-side
 * navigation it renders its children as they are.
 */
export const HydrationUnit: React.FC<{ children: React.ReactNode }> = ({ children }) => <Suspense fallback={null}>{children}</Suspense>
