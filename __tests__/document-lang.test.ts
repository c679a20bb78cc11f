import { syncDocumentLang } from "../src/lib/browser/document-lang"

describe("syncDocumentLang", () => {
  afterEach(() => document.documentElement.setAttribute("lang", "en"))

  it("sets <html lang> when the page's language differs", () => {
    document.documentElement.setAttribute("lang", "en")
    syncDocumentLang(document, "fr")
    expect(document.documentElement.getAttribute("lang")).toBe("fr")
  })

  it("leaves the attribute untouched when it already says the page's language", () => {
    document.documentElement.setAttribute("lang", "fr")
    const set = jest.spyOn(document.documentElement, "setAttribute")
    syncDocumentLang(document, "fr")
    expect(set).not.toHaveBeenCalled()
    set.mockRestore()
  })
})
