import React from "react"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Planner, CONTACT_DRAFT_KEY } from "../src/components/planner/Planner"
import { plannerWords } from "../src/i18n/planner"
import { notify } from "../src/components/layout/notify"
import { reportChunkFailure } from "../src/lib/browser/chunk-reload"
import { LangContext } from "../src/i18n"
import { PORTS_EN, PRODUCTS_EN } from "./planner-fixtures"

// the planner's sending code (src/components/planner/sending.ts, a chunk loaded on demand) cannot be loaded: the visitor
// went offline before coming near the form, or a newer deployment took the chunk away
jest.mock("../src/components/planner/sending", () => {
  throw Object.assign(new Error("Loading chunk 512 failed."), { name: "ChunkLoadError" })
})
jest.mock("../src/components/layout/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }))
jest.mock("../src/lib/browser/chunk-reload", () => ({ reportChunkFailure: jest.fn() }))
const notifyMock = notify as jest.MockedFunction<typeof notify>
const reportMock = reportChunkFailure as jest.MockedFunction<typeof reportChunkFailure>

let consoleError: jest.SpyInstance
beforeEach(() => {
  window.sessionStorage.clear()
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

describe("the planner's send when its code cannot be loaded (issue 60)", () => {
  it("gives the planner's failure toast, sends nothing, reports the chunk's failure and keeps what was typed", async () => {
    window.history.replaceState(null, "", "/quote/")
    const send = jest.fn(() => Promise.resolve())
    const user = userEvent.setup()
    render(
      <LangContext.Provider value="en">
        <Planner
          words={plannerWords("en")}
          products={PRODUCTS_EN}
          ports={PORTS_EN}
          groups={{}}
          thumbs={{}}
          contactEmail="hello@kaz-horizon.example"
          send={send}
          today="2026-01-10"
          capacity={{ containersPerSailing: 250, note: "Indicative figures." }}
          site={{
            siteUrl: "https://kaz-horizon.example",
            brand: "Kaz Horizon",
            logoUrl: "/static/logo.svg",
            contact: {
              phone: "+262 262 00 01 23",
              email: "hello@kaz-horizon.example",
              street: "1 rue de la Mer",
              postalCode: "97420",
              locality: "Le Port",
              country: "Reunion",
            },
          }}
        />
      </LangContext.Provider>,
    )
    await user.type(screen.getByLabelText(/Full name/), "Marie Payet")
    await user.click(screen.getByRole("button", { name: "Send my project" }))
    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("error", "Failed to send message. Please try again."))
    // nothing else was said: no check ran (its code is in the chunk), nothing was sent
    expect(notifyMock).toHaveBeenCalledTimes(1)
    expect(send).not.toHaveBeenCalled()
    expect(reportMock).toHaveBeenCalledWith(expect.objectContaining({ name: "ChunkLoadError" }))
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Marie Payet")
    expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)!)).toMatchObject({ name: "Marie Payet" })
    expect(screen.getByRole("button", { name: "Send my project" })).toBeEnabled()
  })
})
