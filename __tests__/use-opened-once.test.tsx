import { act, cleanup, renderHook } from "@testing-library/react"
import { useBuiltWhenIdle, useOpenedOnce } from "../src/hooks/use-opened-once"

describe("useOpenedOnce", () => {
  it("is false while the part has never been open, true from its first opening and after it closes", () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } })
    expect(result.current).toBe(false)
    rerender({ open: false })
    expect(result.current).toBe(false)
    rerender({ open: true })
    expect(result.current).toBe(true)
    rerender({ open: false })
    expect(result.current).toBe(true)
  })

  it("is true at once for a part first rendered open", () => {
    const { result } = renderHook(() => useOpenedOnce(true))
    expect(result.current).toBe(true)
  })
})

describe("useBuiltWhenIdle", () => {
  afterEach(() => {
    // unmounted first: the effect's clean-up cancels its idle request
    cleanup()
    delete (window as Partial<Window>).requestIdleCallback
    delete (window as Partial<Window>).cancelIdleCallback
  })

  /** A browser whose idle moments the test gives, one callback at a time. */
  function idleBrowser() {
    const waiting = new Map<number, IdleRequestCallback>()
    let next = 1
    const request = jest.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
      waiting.set(next, callback)
      return next++
    })
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: (id: number) => waiting.delete(id) })
    const idle = () =>
      act(() => {
        for (const [id, callback] of [...waiting]) {
          waiting.delete(id)
          callback({ didTimeout: false, timeRemaining: () => 10 })
        }
      })
    return { request, waiting, idle }
  }

  it("is false at first (the server HTML and the hydration), true once the page is first idle, and stays true", () => {
    const browser = idleBrowser()
    const { result, rerender } = renderHook(({ open }) => useBuiltWhenIdle(open, 4000), { initialProps: { open: false } })
    expect(result.current).toBe(false)
    expect(browser.request).toHaveBeenCalledWith(expect.any(Function), { timeout: 4000 })
    browser.idle()
    expect(result.current).toBe(true)
    rerender({ open: true })
    rerender({ open: false })
    expect(result.current).toBe(true)
  })

  it("is true at the first opening when that comes before the idle moment, and lets the idle request go when unmounted", () => {
    const browser = idleBrowser()
    const { result, rerender, unmount } = renderHook(({ open }) => useBuiltWhenIdle(open, 4000), { initialProps: { open: false } })
    rerender({ open: true })
    expect(result.current).toBe(true)
    rerender({ open: false })
    expect(result.current).toBe(true)
    unmount()
    expect(browser.waiting.size).toBe(0)
  })
})
