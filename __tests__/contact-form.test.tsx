import React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../src/components/forms/ContactForm"
import { notify } from "../src/components/layout/notify"
import { draftKey } from "../src/lib/enquiries/drafts"

jest.mock("../src/components/layout/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }))
const notifyMock = notify as jest.MockedFunction<typeof notify>

const KEY = draftKey("contact")
const fill = async (user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) => {
  const v = {
    firstName: "Marie",
    lastName: "Payet",
    email: "marie@example.com",
    phone: "+262 692 12 34 56",
    message: "Two cabins, please.",
    ...values,
  }
  if (v.firstName) await user.type(screen.getByLabelText(/First name/), v.firstName)
  if (v.lastName) await user.type(screen.getByLabelText(/Last name/), v.lastName)
  if (v.email) await user.type(screen.getByLabelText(/E-mail/), v.email)
  if (v.phone) await user.type(screen.getByLabelText(/^Phone/), v.phone)
  if (v.message) await user.type(screen.getByLabelText(/Message/), v.message)
}
const toastText = (call: unknown[]) => {
  const content = call[1]
  if (typeof content === "string") return content
  const el = content as React.ReactElement<{ message: string }>
  return el.props.message
}

let consoleError: jest.SpyInstance
beforeEach(() => {
  window.sessionStorage.clear()
  notifyMock.mockClear()
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

describe("contact form", () => {
  it("has labelled fields of the right types and a 4-row message", () => {
    render(<ContactForm email="hello@kaz-horizon.example" send={jest.fn()} />)
    expect(screen.getByLabelText(/First name/)).toHaveAttribute("type", "text")
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute("type", "email")
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute("type", "tel")
    expect(screen.getByLabelText(/Message/)).toHaveAttribute("rows", "4")
  })

  it.each(["firstName", "lastName", "email", "phone", "message"])("an empty %s gives the toast and sends nothing", async (field) => {
    const user = userEvent.setup()
    const send = jest.fn()
    render(<ContactForm email="hello@kaz-horizon.example" send={send} />)
    await fill(user, { [field]: "" })
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    expect(notifyMock).toHaveBeenCalledWith("error", "Please fill in all the fields.")
    expect(send).not.toHaveBeenCalled()
    // the focus moves after the frame that shows the toast (use-enquiry-form.ts)
    await waitFor(() => expect(document.activeElement).toHaveAttribute("name", field))
  })

  it("moves the focus to the empty field after the toast's frame, unless the visitor has moved it meanwhile", async () => {
    const user = userEvent.setup()
    render(<ContactForm email="hello@kaz-horizon.example" send={jest.fn()} />)
    await fill(user, { firstName: "" })
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    screen.getByLabelText(/Message/).focus() // before the next frame
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.getByLabelText(/Message/)).toHaveFocus()
  })

  it("sends name joined by a space, then toasts, resets and clears the draft", async () => {
    const user = userEvent.setup()
    const send = jest.fn(() => Promise.resolve())
    render(<ContactForm email="hello@kaz-horizon.example" send={send} />)
    await fill(user)
    expect(window.sessionStorage.getItem(KEY)).toContain("Two cabins")
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    // the phone as typed, "+262 692 12 34 56", is sent as it is dialled (no format check: spec 5)
    expect(send).toHaveBeenCalledWith({
      name: "Marie Payet",
      email: "marie@example.com",
      phone: "+262692123456",
      message: "Two cabins, please.",
    })
    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("success", "Message sent successfully."))
    expect(screen.getByLabelText(/First name/)).toHaveValue("")
    expect(screen.getByLabelText(/Message/)).toHaveValue("")
    expect(window.sessionStorage.getItem(KEY)).toBeNull()
  })

  it("on failure: exact toast, console log, values kept, button usable again, mailto fallback", async () => {
    const user = userEvent.setup()
    const send = jest.fn(() => Promise.reject({ status: 451, text: "Unavailable For Headless Browser" }))
    render(<ContactForm email="hello@kaz-horizon.example" send={send} />)
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(notifyMock).toHaveBeenCalled())
    const call = notifyMock.mock.calls[0]
    expect(call[0]).toBe("error")
    expect(toastText(call)).toBe("Failed to send message. Try again.")
    expect(consoleError).toHaveBeenCalledWith("Failed to send the enquiry:", { status: 451, text: "Unavailable For Headless Browser" })
    expect(screen.getByLabelText(/First name/)).toHaveValue("Marie")
    expect(screen.getByLabelText(/Message/)).toHaveValue("Two cabins, please.")
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
    const mailto = screen.getByTestId("mailto-fallback").getAttribute("href")!
    expect(mailto.startsWith("mailto:hello@kaz-horizon.example?subject=")).toBe(true)
    expect(decodeURIComponent(mailto)).toContain("Two cabins, please.")
    expect(window.sessionStorage.getItem(KEY)).toContain("Two cabins")
  })

  it("sends once on a double click and reads 'Sending...' meanwhile", async () => {
    const user = userEvent.setup()
    let resolve!: () => void
    const send = jest.fn(() => new Promise<void>((r) => (resolve = r)))
    render(<ContactForm email="hello@kaz-horizon.example" send={send} />)
    await fill(user)
    const button = screen.getByRole("button", { name: "Send Message" })
    await user.dblClick(button)
    expect(send).toHaveBeenCalledTimes(1)
    expect(button).toBeDisabled()
    expect(button).toHaveTextContent("Sending...")
    await act(async () => resolve())
    expect(button).toBeEnabled()
  })

  it("restores a draft after a reload", async () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ firstName: "Jean", message: "Kept" }))
    render(<ContactForm email="hello@kaz-horizon.example" send={jest.fn()} />)
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue("Jean"))
    expect(screen.getByLabelText(/Message/)).toHaveValue("Kept")
  })

  it("drops a submission that filled the honeypot: success shown, nothing sent", async () => {
    const user = userEvent.setup()
    const send = jest.fn()
    const { container } = render(<ContactForm email="hello@kaz-horizon.example" send={send} />)
    await fill(user)
    await user.type(container.querySelector('input[name="company_website"]')!, "https://spam.example")
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    expect(send).not.toHaveBeenCalled()
    expect(notifyMock).toHaveBeenCalledWith("success", "Message sent successfully.")
  })
})
