import { yieldToMain } from "../src/lib/browser/yield-to-main"

describe("yieldToMain", () => {
  it("uses scheduler.yield where the browser has it", async () => {
    const order: string[] = []
    const scheduler = { yield: jest.fn(() => Promise.resolve().then(() => void order.push("resumed"))) }
    const setTimeout = jest.fn()
    await yieldToMain({ scheduler, setTimeout })
    expect(scheduler.yield).toHaveBeenCalledTimes(1)
    expect(setTimeout).not.toHaveBeenCalled()
    expect(order).toEqual(["resumed"])
  })

  it("resumes in a zero-delay timer's task otherwise, not before", async () => {
    let fire: (() => void) | undefined
    const setTimeout = jest.fn((callback: () => void) => {
      fire = callback
    })
    let resumed = false
    const pending = yieldToMain({ scheduler: {}, setTimeout }).then(() => {
      resumed = true
    })
    await Promise.resolve()
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 0)
    expect(resumed).toBe(false)
    fire!()
    await pending
    expect(resumed).toBe(true)
  })
})
