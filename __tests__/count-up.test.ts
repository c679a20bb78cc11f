/** @jest-environment jsdom */
import { countUpWhenSeen, type CountUp } from "../src/lib/browser/count-up"
import { stubIntersectionObserver, type ObserverStub } from "./helpers/intersection-observer"

let screenStub: ObserverStub

beforeEach(() => {
  jest.useFakeTimers()
  screenStub = stubIntersectionObserver()
})
afterEach(() => {
  screenStub.restore()
  jest.useRealTimers()
})

// two statistics as the server writes them: their final texts
function stats(): CountUp[] {
  document.body.innerHTML = `<div id="a"><span>19+</span></div><div id="b"><span>189+</span></div>`
  return [19, 189].map((target, i) => {
    const box = document.body.children[i]
    return { box, value: box.querySelector("span")!, target }
  })
}
const texts = (counters: CountUp[]) => counters.map((c) => c.value.textContent)

describe("countUpWhenSeen", () => {
  it("shows 0 at once, then counts each number up from when its own box is seen, to its final text", () => {
    const counters = stats()
    countUpWhenSeen(counters, "{count}+", false)
    expect(texts(counters)).toEqual(["0", "0"])
    expect(counters[0].value.dataset.finished).toBe("false")
    expect(screenStub.observed()).toEqual(counters.map((c) => c.box))
    screenStub.show([counters[0].box])
    jest.advanceTimersByTime(1000)
    const mid = Number(counters[0].value.textContent)
    expect(mid).toBeGreaterThan(0)
    expect(mid).toBeLessThan(19)
    expect(counters[1].value.textContent).toBe("0")
    expect(screenStub.observed()).toEqual([counters[1].box])
    screenStub.show([counters[1].box])
    jest.advanceTimersByTime(2100)
    expect(texts(counters)).toEqual(["19+", "189+"])
    expect(counters.map((c) => c.value.dataset.finished)).toEqual(["true", "true"])
  })

  it("ends on the language's final text: « + de 19 » in French", () => {
    const counters = stats()
    countUpWhenSeen(counters.slice(0, 1), "+ de {count}", false)
    screenStub.show([counters[0].box])
    jest.advanceTimersByTime(2100)
    expect(counters[0].value.textContent).toBe("+ de 19")
  })

  it("does not start for an entry that is not intersecting", () => {
    const counters = stats()
    countUpWhenSeen(counters, "{count}+", false)
    screenStub.hide([counters[0].box])
    jest.advanceTimersByTime(2100)
    expect(texts(counters)).toEqual(["0", "0"])
  })

  it("keeps the final numbers for reduced motion and without IntersectionObserver", () => {
    const counters = stats()
    countUpWhenSeen(counters, "{count}+", true)
    expect(texts(counters)).toEqual(["19+", "189+"])
    expect(screenStub.observed()).toEqual([])
    ;(globalThis as Record<string, unknown>).IntersectionObserver = undefined
    const again = stats()
    countUpWhenSeen(again, "{count}+", false)
    expect(texts(again)).toEqual(["19+", "189+"])
  })

  it("stops the observer and the counting on cleanup", () => {
    const counters = stats()
    const stop = countUpWhenSeen(counters, "{count}+", false)
    screenStub.show([counters[0].box])
    jest.advanceTimersByTime(500)
    const at = counters[0].value.textContent
    stop()
    expect(screenStub.disconnected()).toBe(true)
    jest.advanceTimersByTime(2000)
    expect(counters[0].value.textContent).toBe(at)
  })
})
