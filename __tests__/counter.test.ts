import { COUNTER_DURATION_MS, COUNTER_STEPS, COUNTER_STEP_MS, counterSequence, counterText, counterValue } from "../src/lib/ui/counter"
import { uiFor } from "../src/i18n"

describe("stat counter", () => {
  it("runs 100 steps over 2000 ms", () => {
    expect(COUNTER_STEPS).toBe(100)
    expect(COUNTER_DURATION_MS).toBe(2000)
    expect(COUNTER_STEP_MS).toBe(20)
  })

  it.each([19, 189, 167, 0, 1, 250])("rises from 0 to %i without overshooting and ends exactly on it", (target) => {
    const seq = counterSequence(target)
    expect(seq).toHaveLength(100)
    expect(counterValue(target, 0)).toBe(0)
    for (let i = 1; i < seq.length; i++) expect(seq[i]).toBeGreaterThanOrEqual(seq[i - 1])
    expect(Math.max(...seq)).toBe(target)
    expect(seq[99]).toBe(target)
    expect(seq.slice(0, 99).every((v) => v <= target)).toBe(true)
  })

  it("reaches half the target at half the steps", () => {
    expect(counterValue(189, 50)).toBe(94)
    expect(counterValue(19, 50)).toBe(9)
  })

  it("shows the plus sign only once finished", () => {
    expect(counterText(12, false)).toBe("12")
    expect(counterText(19, true)).toBe("19+")
    expect(counterText(counterValue(167, 100), true)).toBe("167+")
  })

  it("ends on the language's words: '19+' in English, « + de 19 » in French", () => {
    expect(counterText(19, true, uiFor("en").home.statValue)).toBe("19+")
    expect(counterText(19, true, uiFor("fr").home.statValue)).toBe("+ de 19")
    expect(counterText(12, false, uiFor("fr").home.statValue)).toBe("12")
  })
})
