import { DRAFT_PREFIX, clearDraft, draftKey, loadDraft, saveDraft } from "../src/lib/enquiries/drafts"

beforeEach(() => window.sessionStorage.clear())

describe("drafts in sessionStorage", () => {
  const key = draftKey("product-quote", "Apple Cabin")
  const fields = ["name", "email", "phone", "message"] as const

  it("names keys per form and scope", () => {
    expect(draftKey("contact")).toBe(`${DRAFT_PREFIX}contact`)
    expect(key).toBe(`${DRAFT_PREFIX}product-quote:Apple Cabin`)
  })
  it("round-trips a draft verbatim", () => {
    const values = { name: "Marie", email: "", phone: "+262", message: "<b>10 000 characters</b> 🏠\nline 2" }
    saveDraft(key, values)
    expect(loadDraft(key, fields)).toEqual(values)
  })
  it("removes an all-empty draft instead of saving it", () => {
    saveDraft(key, { name: "M", email: "", phone: "", message: "" })
    saveDraft(key, { name: "", email: "", phone: "", message: "" })
    expect(window.sessionStorage.getItem(key)).toBeNull()
  })
  it("clears a draft", () => {
    saveDraft(key, { name: "M", email: "", phone: "", message: "" })
    clearDraft(key)
    expect(loadDraft(key, fields)).toEqual({})
  })
  it("ignores corrupt JSON, unknown fields and non-string values", () => {
    window.sessionStorage.setItem(key, "{not json")
    expect(loadDraft(key, fields)).toEqual({})
    window.sessionStorage.setItem(key, JSON.stringify({ name: "M", admin: "yes", phone: 12 }))
    expect(loadDraft(key, fields)).toEqual({ name: "M" })
    window.sessionStorage.setItem(key, "null")
    expect(loadDraft(key, fields)).toEqual({})
  })
  it("works without storage or with a throwing storage", () => {
    expect(loadDraft(key, fields, null)).toEqual({})
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError")
      },
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
      removeItem: () => {
        throw new Error("SecurityError")
      },
    }
    expect(loadDraft(key, fields, throwing)).toEqual({})
    expect(() => saveDraft(key, { name: "M" }, throwing)).not.toThrow()
    expect(() => clearDraft(key, throwing)).not.toThrow()
  })
})
