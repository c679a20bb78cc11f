/** @jest-environment jsdom */
import { afterLoad, preloadAfterLoad } from "../src/lib/browser/after-load"

let readyState: DocumentReadyState
beforeEach(() => {
  jest.useFakeTimers()
  readyState = "loading"
  jest.spyOn(document, "readyState", "get").mockImplementation(() => readyState)
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})
const loadEvent = () => {
  readyState = "complete"
  window.dispatchEvent(new Event("load"))
}

// its timing is useAfterLoad's (use-after-load.test.tsx)
describe("afterLoad", () => {
  it("runs nothing once cancelled, before or after the load event", () => {
    const before = jest.fn()
    afterLoad(before, 100)()
    const after = jest.fn()
    const cancel = afterLoad(after, 100)
    loadEvent()
    cancel()
    jest.advanceTimersByTime(1000)
    expect(before).not.toHaveBeenCalled()
    expect(after).not.toHaveBeenCalled()
  })
})

describe("preloadAfterLoad", () => {
  it("fetches a chunk once, after the load event and its delay, at the first idle moment, however many ask", () => {
    const load = jest.fn(() => Promise.resolve())
    preloadAfterLoad(load, 1000)
    preloadAfterLoad(load, 1000)
    loadEvent()
    preloadAfterLoad(load, 1000)
    jest.advanceTimersByTime(1000)
    expect(load).not.toHaveBeenCalled() // jsdom has no requestIdleCallback: whenIdle's fallback waits 200 ms more
    jest.advanceTimersByTime(200)
    expect(load).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(5000)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("leaves a failed fetch to the tap that needs the chunk: no error escapes, and it is not tried again", async () => {
    const load = jest.fn(() => Promise.reject(new Error("offline")))
    readyState = "complete"
    preloadAfterLoad(load, 0)
    jest.advanceTimersByTime(200)
    await Promise.resolve()
    preloadAfterLoad(load, 0)
    jest.advanceTimersByTime(1000)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
