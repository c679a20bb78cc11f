import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { sendOnClick } from "../src/components/forms/send-on-click"

/** A form as the site's are: its send button handled by sendOnClick, its onSubmit the send. */
function setup() {
  const submitted: Array<{ defaultPrevented: boolean; submitter: string | undefined }> = []
  const clicks: boolean[] = []
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    submitted.push({
      defaultPrevented: event.defaultPrevented,
      submitter: (event.nativeEvent as SubmitEvent).submitter?.textContent ?? undefined,
    })
    event.preventDefault()
  }
  render(
    <form onSubmit={onSubmit} aria-label="form">
      <input aria-label="Name" />
      <input aria-label="E-mail" />
      <button type="submit" onClick={(e) => (sendOnClick(e), clicks.push(e.defaultPrevented))}>
        Send
      </button>
    </form>,
  )
  return { submitted, clicks, user: userEvent.setup() }
}

describe("sendOnClick", () => {
  it("cancels the browser's submission and fires the form's submit event once, from its send button", async () => {
    const { submitted, clicks, user } = setup()
    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(clicks).toEqual([true])
    expect(submitted).toEqual([{ defaultPrevented: false, submitter: "Send" }])
  })

  it("sends on Enter in a field, as the browser's implicit submission clicks the send button", async () => {
    const { submitted, clicks, user } = setup()
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ana{Enter}")
    expect(clicks).toEqual([true])
    expect(submitted).toHaveLength(1)
  })

  it("leaves the browser's own submission to a browser without SubmitEvent: the form is sent all the same", async () => {
    const submitEvent = globalThis.SubmitEvent
    // @ts-expect-error: a browser of before 2022 (Safari 15.3)
    delete globalThis.SubmitEvent
    try {
      const { submitted, clicks, user } = setup()
      await user.click(screen.getByRole("button", { name: "Send" }))
      expect(clicks).toEqual([false])
      expect(submitted).toHaveLength(1)
    } finally {
      globalThis.SubmitEvent = submitEvent
    }
  })

  it("does nothing for a button outside a form", async () => {
    const clicked: boolean[] = []
    render(
      <button type="submit" onClick={(e) => (sendOnClick(e), clicked.push(e.defaultPrevented))}>
        Alone
      </button>,
    )
    await userEvent.setup().click(screen.getByRole("button", { name: "Alone" }))
    expect(clicked).toEqual([false])
  })
})
