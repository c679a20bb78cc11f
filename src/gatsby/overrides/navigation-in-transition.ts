import { startTransition } from "react"

type Transition = (scope: () => void) => void
type Listener = (update: { location: unknown; action: string }) => void

/** What this override needs of Reach Router's history (`globalHistory` of @gatsbyjs/reach-router). */
export interface ListenableHistory {
  listen: (listener: Listener) => () => void
}

/** The browser's frame scheduler, which the router's listener schedules the new page's render with. */
export interface FrameScheduler {
  requestAnimationFrame: (callback: FrameRequestCallback) => number
}

/**
 * Renders each client-side navigation's new page in a transition (Gatsby's runtime, through Reach Router's history).
 *
 * Gatsby renders the page a link leads to when Reach Router's `LocationProvider` hears the history change: its
 * listener waits a microtask, then a frame, then sets its state. Outside any event that is React 18's default
 * priority: the whole new page in one task (the language switch's figures: docs/performance.md, "A followed link's
 * page renders in slices too"). Here the listeners run with the frame scheduler wrapping its callbacks in
 * `transition` until the microtasks they queued have run, so that state update is a transition: React renders the
 * page in slices of about 5 ms and commits it whole, as before. The scroll, the route announcer and `onRouteUpdate`
 * come with that commit. A link followed while the page renders starts a new navigation, which React renders instead.
 */
export function renderNavigationsInTransition(
  history: ListenableHistory,
  frames: FrameScheduler,
  transition: Transition = startTransition,
): void {
  const listen = history.listen.bind(history)
  // listeners being heard (a navigation calls each in turn): the scheduler is wrapped from the first one's start to
  // the last one's microtask
  let hearing = 0
  let browserFrame = frames.requestAnimationFrame
  const hear = (listener: Listener, update: Parameters<Listener>[0]) => {
    if (hearing++ === 0) {
      browserFrame = frames.requestAnimationFrame
      frames.requestAnimationFrame = (callback) => browserFrame.call(frames, (time) => transition(() => callback(time)))
    }
    try {
      listener(update)
    } finally {
      // queued after the listener's own microtask (Promise jobs run in order): the frame it asks for is wrapped,
      // then the scheduler is the browser's again
      queueMicrotask(() => {
        if (--hearing === 0) frames.requestAnimationFrame = browserFrame
      })
    }
  }
  history.listen = (listener) => listen((update) => hear(listener, update))
}
