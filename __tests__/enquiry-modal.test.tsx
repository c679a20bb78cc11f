import React from "react"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import EnquiryModal from "../src/components/enquiry/EnquiryModal"
import { EnquiryProvider, useEnquiry, type EnquiryRequest } from "../src/components/enquiry/EnquiryContext"
import { notify } from "../src/components/layout/notify"
import { draftKey } from "../src/lib/enquiries/drafts"
import { LangContext } from "../src/i18n"

jest.mock("../src/components/layout/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }))
const notifyMock = notify as jest.MockedFunction<typeof notify>

const EMAIL = "hello@kaz-horizon.example"
const setup = (request: EnquiryRequest, send: jest.Mock = jest.fn(() => Promise.resolve())) => {
  const onClose = jest.fn()
  const user = userEvent.setup()
  const utils = render(
    <EnquiryModal request={request} onClose={onClose} contactEmail={EMAIL} brochureFileName="kaz-horizon-brochure.pdf" send={send} />,
  )
  return { ...utils, user, onClose, send }
}
const fill = async (user: ReturnType<typeof userEvent.setup>, v: Partial<Record<"name" | "email" | "phone" | "message", string>>) => {
  if (v.name) await user.type(screen.getByLabelText(/Full name/), v.name)
  if (v.email) await user.type(screen.getByLabelText(/E-mail/), v.email)
  if (v.phone) await user.type(screen.getByLabelText("Phone", { exact: false, selector: "input" }), v.phone)
  if (v.message) await user.type(screen.getByLabelText(/Message/), v.message)
}
const person = { name: "Marie Payet", email: "marie@example.com", phone: "+262692123456", message: "Delivery to Port-Louis." }
const toastMessage = (call: unknown[]) =>
  typeof call[1] === "string" ? call[1] : (call[1] as React.ReactElement<{ message: string }>).props.message

let alertSpy: jest.SpyInstance
let consoleError: jest.SpyInstance
beforeEach(() => {
  window.sessionStorage.clear()
  notifyMock.mockClear()
  alertSpy = jest.spyOn(window, "alert").mockImplementation(() => undefined)
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => {
  alertSpy.mockRestore()
  consoleError.mockRestore()
})

describe("dialog semantics", () => {
  it.each([
    [{ kind: "quote" } as EnquiryRequest, "Get a Free Quote"],
    [{ kind: "product-quote", product: "Apple Cabin" } as EnquiryRequest, "Get a Quote for Apple Cabin"],
    [{ kind: "brochure" } as EnquiryRequest, "Download Brochure"],
  ])("%j is a modal dialog labelled %j, focus inside, scroll locked", (request, title) => {
    setup(request)
    const dialog = screen.getByRole("dialog", { name: title })
    expect(dialog).toHaveAttribute("aria-modal", "true")
    expect(screen.getByRole("heading", { name: title })).toBeInTheDocument()
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(document.body.style.overflow).toBe("hidden")
  })

  it("closes on the × button, the overlay and Escape", async () => {
    const { user, onClose } = setup({ kind: "quote" })
    await user.click(screen.getByRole("button", { name: "Close" }))
    await user.click(screen.getByTestId("enquiry-overlay"))
    await user.keyboard("{Escape}")
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  it("returns focus to the button that opened it (through the provider), which opening renders no more", async () => {
    const user = userEvent.setup()
    let openerRenders = 0
    const Opener = () => {
      const enquiry = useEnquiry()
      openerRenders += 1
      return <button onClick={() => enquiry.open({ kind: "quote" })}>Open quote</button>
    }
    render(
      <EnquiryProvider
        renderDialogs={(api) =>
          api.request ? (
            <EnquiryModal request={api.request} onClose={api.close} contactEmail={EMAIL} brochureFileName="b.pdf" send={jest.fn()} />
          ) : null
        }
      >
        <Opener />
      </EnquiryProvider>,
    )
    const opener = screen.getByRole("button", { name: "Open quote" })
    await user.click(opener)
    expect(screen.getByRole("dialog")).toBeInTheDocument()
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
    expect(document.body.style.overflow).toBe("")
    // the button reads the actions only: opening and closing the dialog did not render it again (issue 60)
    expect(openerRenders).toBe(1)
  })
})

describe("general quote", () => {
  it("sends the spec's params, toasts 'Message sent successfully!' and closes", async () => {
    const { user, send, onClose } = setup({ kind: "quote" })
    await fill(user, person)
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    expect(send).toHaveBeenCalledWith({ ...person, product: "", subject: "General Quote Request" })
    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("success", "Message sent successfully!"))
    expect(onClose).toHaveBeenCalled()
    expect(window.sessionStorage.getItem(draftKey("quote"))).toBeNull()
  })
  it.each(["name", "email", "phone", "message"] as const)("an empty %s is a toast, nothing sent", async (field) => {
    const { user, send } = setup({ kind: "quote" })
    await fill(user, { ...person, [field]: "" })
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    expect(notifyMock).toHaveBeenCalledWith("error", "Please fill in all the fields.")
    expect(alertSpy).not.toHaveBeenCalled()
    expect(send).not.toHaveBeenCalled()
  })
  it("has no phone pattern rule", async () => {
    const { user, send } = setup({ kind: "quote" })
    await fill(user, { ...person, phone: "+2626" })
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    expect(send).toHaveBeenCalledTimes(1)
  })
  it("failure: exact toast, values kept, button enabled, draft kept", async () => {
    const { user, onClose } = setup(
      { kind: "quote" },
      jest.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    )
    await fill(user, person)
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    await waitFor(() => expect(notifyMock).toHaveBeenCalled())
    expect(notifyMock.mock.calls[0][0]).toBe("error")
    expect(toastMessage(notifyMock.mock.calls[0])).toBe("Failed to send message. Please try again.")
    expect(consoleError).toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Marie Payet")
    expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled()
    expect(screen.getByTestId("mailto-fallback").getAttribute("href")).toMatch(
      /^mailto:hello@kaz-horizon\.example\?subject=General%20Quote%20Request&body=/,
    )
    expect(window.sessionStorage.getItem(draftKey("quote"))).toContain("Marie Payet")
  })
})

describe("product quote", () => {
  const request: EnquiryRequest = { kind: "product-quote", product: "Expandable Container Houses 40ft Model" }
  it("sends product and subject", async () => {
    const { user, send } = setup(request)
    await fill(user, person)
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    expect(send).toHaveBeenCalledWith({
      ...person,
      product: "Expandable Container Houses 40ft Model",
      subject: "Quote Request for Expandable Container Houses 40ft Model",
    })
    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("success", "Message sent successfully!"))
  })
  it.each(["name", "email", "phone", "message"] as const)("an empty %s is a browser alert, nothing sent", async (field) => {
    const { user, send } = setup(request)
    await fill(user, { ...person, [field]: "" })
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    expect(alertSpy).toHaveBeenCalledWith("Please fill in all the fields.")
    expect(send).not.toHaveBeenCalled()
  })
  it("a bad phone is reported in the same channel (alert), nothing sent", async () => {
    const { user, send } = setup(request)
    await fill(user, { ...person, phone: "+33612" })
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    expect(alertSpy).toHaveBeenCalledWith("Please enter a valid phone number with country code.")
    expect(send).not.toHaveBeenCalled()
  })
  it("in French, an incomplete dialog is a toast naming the empty fields, not an alert (issue 56), nothing sent", async () => {
    const user = userEvent.setup()
    const send = jest.fn(() => Promise.resolve())
    render(
      <LangContext.Provider value="fr">
        <EnquiryModal request={request} onClose={jest.fn()} contactEmail={EMAIL} brochureFileName="b.pdf" send={send} />
      </LangContext.Provider>,
    )
    await user.click(screen.getByRole("button", { name: "Envoyer la demande" }))
    expect(notifyMock).toHaveBeenLastCalledWith("error", "Veuillez remplir tous les champs.")
    await user.type(screen.getByLabelText(/Message/), "Deux cabines")
    await user.click(screen.getByRole("button", { name: "Envoyer la demande" }))
    const nb = "\u00A0"
    expect(notifyMock).toHaveBeenLastCalledWith(
      "error",
      `Veuillez remplir les champs «${nb}Nom complet${nb}», «${nb}E-mail${nb}» et «${nb}Téléphone${nb}».`,
    )
    expect(alertSpy).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByLabelText(/Nom complet/)).toHaveFocus())
    expect(send).not.toHaveBeenCalled()
  })
  it("offers the full country list with 'International' and bundled flags", () => {
    setup(request)
    // named by the interface words, not the library's "Phone number country"
    const select = screen.getByRole("combobox", { name: "Country code" }) as HTMLSelectElement
    expect(select.options.length).toBeGreaterThan(240)
    expect(Array.from(select.options).some((o) => o.value === "ZZ" || /International/.test(o.text))).toBe(true)
    expect(document.querySelector('img[src^="http"]')).toBeNull()
  })
})

describe("the phone field's country list in French", () => {
  it("is « Indicatif du pays », not the library's « Numéro de téléphone pays »", () => {
    render(
      <LangContext.Provider value="fr">
        <EnquiryModal request={{ kind: "quote" }} onClose={jest.fn()} contactEmail={EMAIL} brochureFileName="kaz-horizon-brochure.pdf" />
      </LangContext.Provider>,
    )
    const select = screen.getByRole("combobox", { name: "Indicatif du pays" }) as HTMLSelectElement
    expect(select.options.length).toBeGreaterThan(240)
    expect(screen.queryByRole("combobox", { name: /Numéro de téléphone pays/ })).toBeNull()
  })
})

describe("the quote forms' optional fields", () => {
  const port = () => screen.getByRole("combobox", { name: "Delivery port (optional)" })
  const custom = () => screen.getByRole("textbox", { name: "Customisation (optional)" })

  it.each([[{ kind: "quote" } as EnquiryRequest], [{ kind: "product-quote", product: "Apple Cabin" } as EnquiryRequest]])(
    "%j: 'Delivery port' with port suggestions and a 3-row 'Customisation', both optional with hints",
    (request) => {
      setup(request)
      expect(port()).not.toHaveAttribute("aria-required")
      expect(port()).toHaveAccessibleDescription("The port your building is shipped to. Type it, or pick a common port from the list.")
      const list = document.getElementById(port().getAttribute("list")!) as HTMLDataListElement
      expect(list.tagName).toBe("DATALIST")
      const values = Array.from(list.options).map((o) => o.value)
      expect(values).toEqual(
        expect.arrayContaining([
          "Le Port (Reunion)",
          "Port Louis (Mauritius)",
          "Longoni (Mayotte)",
          "Toamasina (Madagascar)",
          "Moroni (Comoros)",
          "Durban (South Africa)",
        ]),
      )
      expect(new Set(values).size).toBe(values.length)
      expect(custom()).toHaveAttribute("rows", "3")
      expect(custom()).not.toHaveAttribute("aria-required")
      expect(custom()).toHaveAccessibleDescription("Changes to the standard model: size, layout, finishes, colours, doors and windows…")
    },
  )

  it("the product quote sends them folded into the message, then resets them", async () => {
    const { user, send } = setup({ kind: "product-quote", product: "Apple Cabin" })
    await fill(user, person)
    await user.type(port(), "Port Louis (Mauritius)")
    await user.type(custom(), "Two bedrooms{Enter}grey cladding")
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    expect(send).toHaveBeenCalledWith({
      ...person,
      message: `${person.message}\n\nDelivery port: Port Louis (Mauritius)\nCustomisation: Two bedrooms\ngrey cladding`,
      product: "Apple Cabin",
      subject: "Quote Request for Apple Cabin",
    })
    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("success", "Message sent successfully!"))
    expect(window.sessionStorage.getItem(draftKey("product-quote", "Apple Cabin"))).toBeNull()
  })

  it("the general quote with only the customisation adds only that line", async () => {
    const { user, send } = setup({ kind: "quote" })
    await fill(user, person)
    await user.type(custom(), "  ")
    await user.type(port(), "Nouméa (New Caledonia)")
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    expect(send).toHaveBeenCalledWith({
      ...person,
      message: `${person.message}\n\nDelivery port: Nouméa (New Caledonia)`,
      product: "",
      subject: "General Quote Request",
    })
  })

  it("only the optional fields filled: the message is still required, nothing sent", async () => {
    const { user, send } = setup({ kind: "quote" })
    await fill(user, { ...person, message: "" })
    await user.type(port(), "Durban (South Africa)")
    await user.type(custom(), "Insulated roof")
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    expect(notifyMock).toHaveBeenCalledWith("error", "Please fill in all the fields.")
    expect(send).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByLabelText(/Message/)).toHaveFocus())
  })

  it("kept on failure and in the draft; restored from the draft", async () => {
    const { user, unmount } = setup(
      { kind: "quote" },
      jest.fn(() => Promise.reject(new Error("down"))),
    )
    await fill(user, person)
    await user.type(port(), "Mombasa (Kenya)")
    await user.type(custom(), "Solar panels")
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    await waitFor(() => expect(notifyMock).toHaveBeenCalled())
    expect(port()).toHaveValue("Mombasa (Kenya)")
    expect(custom()).toHaveValue("Solar panels")
    expect(JSON.parse(window.sessionStorage.getItem(draftKey("quote"))!)).toMatchObject({
      deliveryPort: "Mombasa (Kenya)",
      customisation: "Solar panels",
    })
    unmount()
    setup({ kind: "quote" })
    await waitFor(() => expect(port()).toHaveValue("Mombasa (Kenya)"))
    expect(custom()).toHaveValue("Solar panels")
  })
})

describe("brochure", () => {
  it("sends the brochure params, toasts, closes and downloads the PDF", async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.getAttribute("href")).toBe("/kaz-horizon-brochure.pdf")
      expect(this.getAttribute("download")).toBe("kaz-horizon-brochure.pdf")
    })
    const { user, send, onClose } = setup({ kind: "brochure", product: "Apple Cabin" })
    expect(screen.queryByLabelText(/Message/)).toBeNull()
    expect(screen.queryByLabelText(/Delivery port|Customisation/)).toBeNull()
    await fill(user, { name: person.name, email: person.email, phone: person.phone })
    await user.click(screen.getByRole("button", { name: "Get the Brochure" }))
    expect(send).toHaveBeenCalledWith({
      name: person.name,
      email: person.email,
      phone: person.phone,
      message: "No message provided",
      product: "Apple Cabin",
      subject: "Brochure Request for Apple Cabin",
    })
    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("success", "Message sent! Download will start shortly."))
    expect(onClose).toHaveBeenCalled()
    expect(click).toHaveBeenCalledTimes(1)
    click.mockRestore()
  })
  it("reads 'Submitting...' while sending", async () => {
    const { user } = setup(
      { kind: "brochure" },
      jest.fn(() => new Promise(() => undefined)),
    )
    await fill(user, { name: person.name, email: person.email, phone: person.phone })
    await user.click(screen.getByRole("button", { name: "Get the Brochure" }))
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled()
  })
  it.each([
    [{ name: "", email: person.email, phone: person.phone }, "Please fill in all the fields."],
    [{ name: person.name, email: "", phone: person.phone }, "Please fill in all the fields."],
    [{ name: person.name, email: person.email, phone: "" }, "Please fill in all the fields."],
    [{ name: person.name, email: person.email, phone: "+262692" }, "Please enter a valid phone number with country code."],
  ])("%j → toast %j, nothing sent", async (values, message) => {
    const { user, send } = setup({ kind: "brochure" })
    await fill(user, values)
    await user.click(screen.getByRole("button", { name: "Get the Brochure" }))
    expect(notifyMock).toHaveBeenCalledWith("error", message)
    expect(send).not.toHaveBeenCalled()
  })
  it("restores its draft (a valid E.164 phone only)", async () => {
    window.sessionStorage.setItem(draftKey("brochure"), JSON.stringify({ name: "Jean", phone: "+262692123456" }))
    setup({ kind: "brochure" })
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue("Jean"))
    expect((screen.getByLabelText("Phone", { exact: false, selector: "input" }) as HTMLInputElement).value.replace(/\s/g, "")).toBe(
      "+262692123456",
    )
  })
})
