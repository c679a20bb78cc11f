import React from "react"
import { act, render, screen } from "@testing-library/react"
import { useAfterLoad } from "../src/hooks/use-after-load"

const Probe: React.FC<{ delay: number }> = ({ delay }) => <p>{useAfterLoad(delay) ? "after load" : "loading"}</p>

describe("useAfterLoad", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("turns true the given delay after the load event when the page is still loading", () => {
    const state = jest.spyOn(document, "readyState", "get").mockReturnValue("interactive")
    render(<Probe delay={300} />)
    act(() => jest.advanceTimersByTime(5000))
    expect(screen.getByText("loading")).toBeTruthy()
    state.mockReturnValue("complete")
    act(() => {
      window.dispatchEvent(new Event("load"))
    })
    act(() => jest.advanceTimersByTime(299))
    expect(screen.getByText("loading")).toBeTruthy()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByText("after load")).toBeTruthy()
    state.mockRestore()
  })

  it("counts the delay from mount when the page had already loaded (a client-side navigation)", () => {
    render(<Probe delay={1000} />)
    expect(screen.getByText("loading")).toBeTruthy()
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.getByText("after load")).toBeTruthy()
  })

  it("stops listening when unmounted before the load event", () => {
    const state = jest.spyOn(document, "readyState", "get").mockReturnValue("loading")
    const remove = jest.spyOn(window, "removeEventListener")
    const { unmount } = render(<Probe delay={0} />)
    unmount()
    expect(remove).toHaveBeenCalledWith("load", expect.any(Function))
    state.mockRestore()
    remove.mockRestore()
  })
})
