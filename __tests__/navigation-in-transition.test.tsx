/** @jest-environment jsdom */
import path from "node:path"
import React from "react"
import { act, render, screen } from "@testing-library/react"
import { createHistory, LocationProvider, useLocation } from "@gatsbyjs/reach-router"
import {
  renderNavigationsInTransition,
  type FrameScheduler,
  type ListenableHistory,
} from "../src/gatsby/overrides/navigation-in-transition"

/** A transition that records whether a scope is running inside it. */
function recordingTransition() {
  const state = { inside: false, scopes: 0 }
  const transition = (scope: () => void) => {
    state.inside = true
    state.scopes += 1
    try {
      scope()
    } finally {
      state.inside = false
    }
  }
  return { state, transition }
}

/** A history whose `emit` calls its listeners, and frames run by hand. */
function fakes() {
  const listeners: Parameters<ListenableHistory["listen"]>[0][] = []
  const history: ListenableHistory = {
    listen: (listener) => {
      listeners.push(listener)
      return () => undefined
    },
  }
  const queued: FrameRequestCallback[] = []
  const browserFrame = (callback: FrameRequestCallback) => queued.push(callback)
  const frames: FrameScheduler = { requestAnimationFrame: browserFrame }
  const emit = () => listeners.forEach((l) => l({ location: "/fr/", action: "PUSH" }))
  const runFrames = () => queued.splice(0).forEach((cb) => cb(16))
  return { history, frames, emit, runFrames, browserFrame }
}

describe("renderNavigationsInTransition", () => {
  it("runs the frame a listener asks for in its microtask inside a transition, then gives the scheduler back", async () => {
    const { history, frames, emit, runFrames, browserFrame } = fakes()
    const { state, transition } = recordingTransition()
    renderNavigationsInTransition(history, frames, transition)
    const seen: boolean[] = []
    // Reach Router's LocationProvider: a microtask, then a frame, then its state
    history.listen(() => void Promise.resolve().then(() => frames.requestAnimationFrame(() => seen.push(state.inside))))
    emit()
    await Promise.resolve()
    await Promise.resolve()
    expect(frames.requestAnimationFrame).toBe(browserFrame)
    runFrames()
    expect(seen).toEqual([true])
  })

  it("wraps the frames of every listener a navigation calls, then gives the scheduler back", async () => {
    const { history, frames, emit, runFrames, browserFrame } = fakes()
    const { state, transition } = recordingTransition()
    renderNavigationsInTransition(history, frames, transition)
    const seen: string[] = []
    for (const name of ["first", "second"])
      history.listen(() => void Promise.resolve().then(() => frames.requestAnimationFrame(() => seen.push(`${name}: ${state.inside}`))))
    emit()
    await Promise.resolve()
    await Promise.resolve()
    expect(frames.requestAnimationFrame).toBe(browserFrame)
    runFrames()
    expect(seen).toEqual(["first: true", "second: true"])
  })

  it("leaves frames asked for outside a listener as they are", async () => {
    const { history, frames, emit, runFrames } = fakes()
    const { state, transition } = recordingTransition()
    renderNavigationsInTransition(history, frames, transition)
    history.listen(() => undefined)
    emit()
    await Promise.resolve()
    const seen: boolean[] = []
    frames.requestAnimationFrame(() => seen.push(state.inside))
    runFrames()
    expect(seen).toEqual([false])
    expect(state.scopes).toBe(0)
  })

  it("gives the scheduler back when a listener throws", async () => {
    const { history, frames, emit, browserFrame } = fakes()
    renderNavigationsInTransition(history, frames, recordingTransition().transition)
    history.listen(() => {
      throw new Error("listener failed")
    })
    expect(emit).toThrow("listener failed")
    await Promise.resolve()
    expect(frames.requestAnimationFrame).toBe(browserFrame)
  })

  // The guard: Reach Router's own LocationProvider, as Gatsby mounts it, renders a navigation through the transition.
  // It fails when the library stops scheduling its state update from the listener through a frame.
  it("makes Reach Router's LocationProvider render a navigation in the transition", async () => {
    const history = createHistory(window)
    const { state, transition } = recordingTransition()
    renderNavigationsInTransition(history, window, transition)
    const Page = () => <p>{useLocation().pathname}</p>
    render(
      <LocationProvider history={history}>
        <Page />
      </LocationProvider>,
    )
    let done: Promise<void> | undefined
    act(() => {
      done = history.navigate("/fr/")
    })
    expect(await screen.findByText("/fr/")).toBeTruthy()
    await act(() => done)
    // the provider's state update was set inside the transition (none is without the override)
    expect(state.scopes).toBe(1)
  })

  it("patches the Reach Router that Gatsby's runtime uses (one copy installed)", () => {
    const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))
    expect(require.resolve("@gatsbyjs/reach-router", { paths: [gatsbyDir] })).toBe(require.resolve("@gatsbyjs/reach-router"))
  })
})
