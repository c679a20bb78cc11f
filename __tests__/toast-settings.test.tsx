import fs from "fs"
import path from "path"
import React from "react"
import { act, render } from "@testing-library/react"
import { toast } from "react-toastify"
import ToastContainerLazy from "../src/components/layout/ToastContainerLazy"
import { notify } from "../src/components/layout/notify"
import {
  TOAST_COLLAPSE_MS,
  TOAST_DURATION_MS,
  TOAST_EXIT_ANIMATION_MS,
  TOAST_LIMIT,
  TOAST_NEWEST_ON_TOP,
  TOAST_POSITION,
  TOAST_REMOVE_DELAY_MS,
} from "../src/lib/ui/toast-settings"

describe("toast settings (spec 2.2 and 9)", () => {
  it("has the spec's constants", () => {
    expect(TOAST_LIMIT).toBe(20)
    expect(TOAST_POSITION).toBe("top-center")
    expect(TOAST_NEWEST_ON_TOP).toBe(true)
    expect(TOAST_DURATION_MS).toEqual({ success: 2000, error: 4000, info: 4000, default: 4000, loading: false })
    expect(TOAST_REMOVE_DELAY_MS).toBe(1000)
  })

  it("removal = react-toastify's exit animation + our collapse = 1,000 ms", () => {
    // the exit animation's duration is the library's CSS (the same text it injects at run time)
    const css = fs.readFileSync(path.join(__dirname, "..", "node_modules", "react-toastify", "dist", "ReactToastify.css"), "utf8")
    const animate = /\.Toastify--animate\s*\{[^}]*animation-duration:\s*([\d.]+)s/.exec(css)
    expect(animate).not.toBeNull()
    expect(Number(animate![1]) * 1000).toBe(TOAST_EXIT_ANIMATION_MS)
    expect(TOAST_EXIT_ANIMATION_MS + TOAST_COLLAPSE_MS).toBe(TOAST_REMOVE_DELAY_MS)
  })

  it("shows the newest toast on top", async () => {
    const { container } = render(<ToastContainerLazy />)
    await act(async () => {
      toast("first", { autoClose: false })
      toast("second", { autoClose: false })
    })
    const texts = [...container.querySelectorAll(".Toastify__toast")].map((t) => t.textContent)
    expect(texts).toEqual(["second", "first"])
    act(() => toast.dismiss())
  })

  it("does not stack a second copy of a sentence already on screen (issue 41: copies grew down over the dialog)", async () => {
    const { container } = render(<ToastContainerLazy />)
    await act(async () => {
      await notify("error", "Please fill in all the fields.")
      await notify("error", "Please fill in all the fields.")
      await notify("error", "Please enter a valid phone number with country code.")
    })
    const texts = [...container.querySelectorAll(".Toastify__toast")].map((t) => t.textContent)
    expect(texts).toEqual(["Please enter a valid phone number with country code.", "Please fill in all the fields."])
    act(() => toast.dismiss())
  })
})
