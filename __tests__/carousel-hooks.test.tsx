import React, { useRef } from "react"
import { act, render, screen } from "@testing-library/react"
import { syncHiddenSlideFocus } from "../src/hooks/use-hidden-slides-unfocusable"
import { useFocusHandover } from "../src/hooks/use-focus-handover"
import { useSlickSlider, SLICK_START_AFTER_LOAD_MS, type SliderComponent } from "../src/hooks/use-slick-slider"
import { PRESS_RELEASE_MS } from "../src/hooks/use-press-inside"

describe("syncHiddenSlideFocus", () => {
  it("takes the buttons of hidden and cloned slides out of the tab order and puts those of visible slides back", () => {
    document.body.innerHTML = `
      <div class="slick-slide" aria-hidden="false"><button id="a" tabindex="-1">A</button></div>
      <div class="slick-slide slick-cloned" aria-hidden="true"><button id="b">B</button><a id="c" href="/x">C</a></div>`
    syncHiddenSlideFocus(document)
    expect(document.getElementById("a")!.hasAttribute("tabindex")).toBe(false)
    expect(document.getElementById("b")!.getAttribute("tabindex")).toBe("-1")
    expect(document.getElementById("c")!.getAttribute("tabindex")).toBe("-1")
    document.body.innerHTML = ""
  })
})

/** A server row of two buttons, replaced by another markup of the same images (as react-slick's) when `replaced`. */
const Handover: React.FC<{ replaced: boolean }> = ({ replaced }) => {
  const root = useRef<HTMLDivElement>(null)
  useFocusHandover(root, replaced, (i) => `.new [data-index="${i}"]`)
  return (
    <div ref={root}>
      {replaced ? (
        <div className="new">
          <button data-index="0">new 0</button>
          <button data-index="1">new 1</button>
        </div>
      ) : (
        <div>
          <button data-index="0">old 0</button>
          <button data-index="1">old 1</button>
        </div>
      )}
    </div>
  )
}

describe("useFocusHandover", () => {
  it("focuses the same image in the new markup when the focused one was replaced", () => {
    const { rerender } = render(<Handover replaced={false} />)
    act(() => screen.getByText("old 1").focus())
    rerender(<Handover replaced />)
    expect(document.activeElement).toBe(screen.getByText("new 1"))
  })

  it("moves no focus when nothing inside was focused (the visitor is elsewhere on the page)", () => {
    const { rerender } = render(<Handover replaced={false} />)
    act(() => screen.getByText("old 0").focus())
    act(() => screen.getByText("old 0").blur())
    rerender(<Handover replaced />)
    expect(document.activeElement).toBe(document.body)
  })
})

const SliderProbe: React.FC<{ load: () => Promise<SliderComponent> }> = ({ load }) => {
  const root = useRef<HTMLDivElement>(null)
  const Slider = useSlickSlider(root, load)
  return (
    <div ref={root} data-testid="carousel">
      {Slider ? "slider" : "server row"}
    </div>
  )
}

describe("useSlickSlider", () => {
  const fakeSlider = (() => null) as unknown as SliderComponent
  let state: jest.SpyInstance
  beforeEach(() => {
    jest.useFakeTimers()
    state = jest.spyOn(document, "readyState", "get").mockReturnValue("interactive")
  })
  afterEach(() => {
    state.mockRestore()
    jest.useRealTimers()
  })

  it("loads react-slick only after the load event and its delay", async () => {
    const load = jest.fn(() => Promise.resolve(fakeSlider))
    render(<SliderProbe load={load} />)
    act(() => jest.advanceTimersByTime(5000))
    expect(load).not.toHaveBeenCalled()
    state.mockReturnValue("complete")
    act(() => {
      window.dispatchEvent(new Event("load"))
    })
    act(() => jest.advanceTimersByTime(SLICK_START_AFTER_LOAD_MS - 1))
    expect(load).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => {})
    expect(screen.getByTestId("carousel").textContent).toBe("slider")
  })

  it("loads it at once when a pointer enters the carousel before the page has loaded", async () => {
    const load = jest.fn(() => Promise.resolve(fakeSlider))
    render(<SliderProbe load={load} />)
    expect(screen.getByTestId("carousel").textContent).toBe("server row")
    act(() => {
      screen.getByTestId("carousel").dispatchEvent(new Event("pointerenter"))
    })
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => {})
    expect(screen.getByTestId("carousel").textContent).toBe("slider")
  })
  describe("a press inside the carousel", () => {
    const carousel = () => screen.getByTestId("carousel")
    const fire = (target: EventTarget, type: string) =>
      act(() => {
        target.dispatchEvent(new Event(type, { bubbles: true }))
      })
    /** renders the probe and presses inside it before react-slick has loaded */
    async function pressThenLoad() {
      const load = jest.fn(() => Promise.resolve(fakeSlider))
      render(<SliderProbe load={load} />)
      fire(carousel(), "pointerenter")
      fire(carousel(), "pointerdown")
      await act(async () => {})
      expect(load).toHaveBeenCalledTimes(1)
    }

    it("keeps the server row until the press's click has been dispatched, so the click reaches the pressed button", async () => {
      await pressThenLoad()
      expect(carousel().textContent).toBe("server row")
      fire(window, "pointerup")
      expect(carousel().textContent).toBe("server row")
      fire(carousel(), "click")
      expect(carousel().textContent).toBe("server row")
      act(() => jest.advanceTimersByTime(0))
      expect(carousel().textContent).toBe("slider")
    })

    it("lets react-slick in PRESS_RELEASE_MS after a release that made no click", async () => {
      await pressThenLoad()
      fire(window, "pointerup")
      act(() => jest.advanceTimersByTime(PRESS_RELEASE_MS - 1))
      expect(carousel().textContent).toBe("server row")
      act(() => jest.advanceTimersByTime(1))
      expect(carousel().textContent).toBe("slider")
    })

    it("does not take react-slick's markup away once it has replaced the row", async () => {
      const load = jest.fn(() => Promise.resolve(fakeSlider))
      render(<SliderProbe load={load} />)
      fire(carousel(), "pointerenter")
      await act(async () => {})
      expect(carousel().textContent).toBe("slider")
      fire(carousel(), "pointerdown")
      expect(carousel().textContent).toBe("slider")
    })
  })
})
