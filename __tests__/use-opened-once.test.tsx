import { renderHook } from "@testing-library/react"
import { useOpenedOnce } from "../src/hooks/use-opened-once"

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
