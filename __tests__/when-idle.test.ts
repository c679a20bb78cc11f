import { whenIdle } from "../src/lib/browser/when-idle"

describe("whenIdle", () => {
  afterEach(() => {
    jest.useRealTimers()
    delete (window as Partial<Window>).requestIdleCallback
    delete (window as Partial<Window>).cancelIdleCallback
  })

  it("asks the browser for an idle moment, at the latest after the timeout, and can be cancelled", () => {
    const request = jest.fn((_cb: IdleRequestCallback, _opts?: IdleRequestOptions) => 7)
    const cancel = jest.fn()
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancel })
    const task = jest.fn()
    const stop = whenIdle(task, 1500)
    expect(request).toHaveBeenCalledWith(task, { timeout: 1500 })
    stop()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it("falls back to a short timeout where there is no requestIdleCallback", () => {
    jest.useFakeTimers()
    const task = jest.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    jest.advanceTimersByTime(200)
    expect(task).toHaveBeenCalledTimes(1)
    const other = jest.fn()
    whenIdle(other)()
    jest.advanceTimersByTime(1000)
    expect(other).not.toHaveBeenCalled()
  })
})
