import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { ContactForm } from "../src/components/forms/ContactForm"
import { FailureToast } from "../src/components/forms/FailureNotice"
import { LangContext } from "../src/i18n"
import { charactersLeft, COUNT_FROM, FIELD_MAX_LENGTH, groupDigits } from "../src/lib/enquiries/field-limits"
import { hopelessFailure } from "../src/lib/enquiries/send-failure"
import { normaliseSendError, SendEmailError } from "../src/lib/enquiries/send-email"

jest.mock("../src/components/layout/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }))

// the form keeps a draft in the session: each test starts without one
beforeEach(() => window.sessionStorage.clear())

describe("field limits (issue 58, fault 6)", () => {
  it("keeps every maximum well above real use, the spec's 10,000-character message included", () => {
    expect(FIELD_MAX_LENGTH.message).toBeGreaterThanOrEqual(2 * 10_000)
    for (const max of Object.values(FIELD_MAX_LENGTH)) expect(max).toBeGreaterThanOrEqual(40)
  })
  it("counts the characters left from 80 % of the maximum only", () => {
    expect(COUNT_FROM).toBe(0.8)
    expect(charactersLeft("x".repeat(79), 100)).toBeNull()
    expect(charactersLeft("x".repeat(80), 100)).toBe(20)
    expect(charactersLeft("x".repeat(100), 100)).toBe(0)
  })
  it("writes the count with the language's digit groups", () => {
    expect(groupDigits(20_000, "en")).toBe("20,000")
    expect(groupDigits(20_000, "fr")).toBe("20\u202F000")
    expect(groupDigits(999, "fr")).toBe("999")
  })

  it.each([
    ["en", "4,000 characters left", "1 character left", "No characters left: 20,000 at most"],
    ["fr", "Encore 4\u202F000 caractères", "Encore 1 caractère", "Plus aucun caractère\u00A0: 20\u202F000 au maximum"],
  ] as const)("gives every contact field its maxlength, and the message its count in %s", (lang, many, one, none) => {
    render(
      <LangContext.Provider value={lang}>
        <ContactForm email="hello@example.com" />
      </LangContext.Provider>,
    )
    for (const [name, max] of Object.entries({ firstName: 100, lastName: 100, email: 254, phone: 40, message: 20_000 }))
      expect(document.querySelector(`[name="${name}"]`)).toHaveAttribute("maxlength", String(max))
    const message = document.querySelector<HTMLTextAreaElement>('[name="message"]')!
    expect(screen.queryByTestId("length-count")).toBeNull()
    expect(message).not.toHaveAttribute("aria-describedby")
    fireEvent.change(message, { target: { value: "x".repeat(16_000) } })
    expect(screen.getByTestId("length-count").textContent).toBe(many)
    expect(message).toHaveAttribute("aria-describedby", "contact-message-count")
    fireEvent.change(message, { target: { value: "x".repeat(19_999) } })
    expect(screen.getByTestId("length-count").textContent).toBe(one)
    fireEvent.change(message, { target: { value: "x".repeat(20_000) } })
    expect(screen.getByTestId("length-count").textContent).toBe(none)
    // the phone keeps its hint, and gets the count beside it when near its maximum
    const phone = document.querySelector('[name="phone"]')!
    expect(phone).toHaveAttribute("aria-describedby", "contact-phone-hint")
    fireEvent.change(phone, { target: { value: "+".repeat(32) } })
    expect(phone).toHaveAttribute("aria-describedby", "contact-phone-hint contact-phone-count")
  })
})

describe("failures where sending again cannot help (issue 58, fault 11)", () => {
  it.each([
    [new SendEmailError(413, "Payload Too Large", null), "tooLong"],
    [{ status: 507, text: "Insufficient Storage" }, "inboxFull"],
    [{ status: 500, text: "Internal Server Error" }, null],
    [{ status: 429, text: "Too Many Requests" }, null],
    [new TypeError("Failed to fetch"), null],
    ["The public key is required", null],
  ])("reads %p as %p", (error, reason) => expect(hopelessFailure(error)).toBe(reason))

  // it reads the status itself (the send's code loads on demand): the same status as normaliseSendError's, for every shape
  it.each([
    [new SendEmailError(507, "Insufficient Storage", null)],
    [{ status: 413 }],
    [{ status: "413", text: "Payload Too Large" }],
    [Object.assign(new Error("Payload Too Large"), { status: 413 })],
    [Object.assign(new Error("Loading chunk 512 failed."), { name: "ChunkLoadError", request: "/emailjs-1.js" })],
    ["413"],
    [413],
    [null],
    [undefined],
    [{}],
  ])("reads %p as normaliseSendError's status says", (error) => {
    const status = normaliseSendError(error).status
    expect(hopelessFailure(error)).toBe(status === 413 ? "tooLong" : status === 507 ? "inboxFull" : null)
  })

  it.each([
    [413, "Your message is too long to be sent: please shorten it."],
    [507, "Our inbox is full and cannot take your message at the moment."],
    [500, "Failed to send message. Try again."],
  ])("the failure toast after a %d says: %s", (status, text) => {
    render(
      <FailureToast
        message="Failed to send message. Try again."
        email="a@example.com"
        params={{ name: "A", email: "a@example.com", phone: "", message: "Hello" }}
        error={{ status, text: "x" }}
      />,
    )
    expect(screen.getByTestId("failure-toast-text").textContent).toBe(text)
  })
})
