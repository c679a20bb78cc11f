import { SendEmailError, isSuccess, normaliseSendError, sendEmail } from "../src/lib/enquiries/send-email"
import { EMAILJS_DEFAULT_ORIGIN, LOCAL_IDS, getEmailConfig, resolveOrigin } from "../src/lib/enquiries/email-config"

const params = { name: "Marie Payet", email: "m@example.com", phone: "+262692123456", message: "Hi" }
const configured = { serviceId: "service_x", templateId: "template_y", publicKey: "pk_z", origin: "https://mail.example.com", local: false }

describe("email config", () => {
  it("falls back to the local inbox on the page's origin when no ids are set", () => {
    const c = getEmailConfig({})
    expect(c).toEqual({ ...LOCAL_IDS, origin: "", local: true })
    expect(resolveOrigin(c, "http://127.0.0.1:9000")).toBe("http://127.0.0.1:9000")
  })
  it("uses the configured ids and the EmailJS origin by default", () => {
    const c = getEmailConfig({ GATSBY_EMAILJS_SERVICE_ID: "s", GATSBY_EMAILJS_TEMPLATE_ID: "t", GATSBY_EMAILJS_PUBLIC_KEY: "k" })
    expect(c).toEqual({ serviceId: "s", templateId: "t", publicKey: "k", origin: EMAILJS_DEFAULT_ORIGIN, local: false })
  })
  it("takes GATSBY_EMAILJS_ORIGIN without a trailing slash", () => {
    expect(getEmailConfig({ GATSBY_EMAILJS_PUBLIC_KEY: "k", GATSBY_EMAILJS_ORIGIN: "https://proxy.example.com/" }).origin).toBe(
      "https://proxy.example.com",
    )
  })
  it("keeps a missing id empty when only some are set (the send then fails visibly)", () => {
    const c = getEmailConfig({ GATSBY_EMAILJS_SERVICE_ID: "s" })
    expect(c).toMatchObject({ serviceId: "s", templateId: "", publicKey: "", local: false })
  })
})

describe("success rule: status 200 or text 'OK'", () => {
  it.each([
    [{ status: 200, text: "whatever" }, true],
    [{ status: 201, text: "OK" }, true],
    [{ status: 202, text: "Accepted" }, false],
    [null, false],
  ])("%j → %s", (res, ok) => expect(isSuccess(res)).toBe(ok))
})

describe("normaliseSendError: the three failure shapes of @emailjs/browser 4.4.1", () => {
  it.each([
    ["a provider answer", { status: 451, text: "Unavailable For Headless Browser" }, 451, "Unavailable For Headless Browser"],
    ["a 429", { status: 429, text: "Too Many Requests" }, 429, "Too Many Requests"],
    ["a 400 with a message", { status: 400, text: "The template ID is invalid" }, 400, "The template ID is invalid"],
    ["a network TypeError", new TypeError("Failed to fetch"), 0, "Network Error: Failed to fetch"],
    [
      "a missing id (string)",
      "The public key is required. Visit https://dashboard.emailjs.com/admin/account",
      0,
      "The public key is required. Visit https://dashboard.emailjs.com/admin/account",
    ],
    ["something else", undefined, 0, "Network Error"],
  ])("%s", (_l, raw, status, text) => {
    const e = normaliseSendError(raw)
    expect(e).toBeInstanceOf(SendEmailError)
    expect(e.status).toBe(status)
    expect(e.text).toBe(text)
    expect(e.cause).toBe(raw)
  })
})

describe("sendEmail with an injected client", () => {
  it("inits with the public key and origin, then sends the ids and params", async () => {
    const calls: unknown[] = []
    const loader = async () => ({
      init: (...a: unknown[]) => calls.push(["init", ...a]),
      send: async (...a: unknown[]) => {
        calls.push(["send", ...a])
        return { status: 200, text: "OK" }
      },
    })
    await expect(sendEmail(params, { config: configured, loader })).resolves.toEqual({ status: 200, text: "OK" })
    expect(calls).toEqual([
      ["init", { publicKey: "pk_z" }, "https://mail.example.com"],
      ["send", "service_x", "template_y", params],
    ])
  })
  it("rejects a 2xx that is neither 200 nor 'OK'", async () => {
    const loader = async () => ({ init: () => undefined, send: async () => ({ status: 202, text: "Queued" }) })
    await expect(sendEmail(params, { config: configured, loader })).rejects.toMatchObject({ status: 202, text: "Queued" })
  })
  it("rejects when the client cannot even be loaded", async () => {
    const loader = () => Promise.reject(new TypeError("Loading chunk 12 failed"))
    await expect(sendEmail(params, { config: configured, loader })).rejects.toMatchObject({ status: 0 })
  })
})

describe("sendEmail with the real @emailjs/browser 4.4.1 and a fake fetch", () => {
  const g = globalThis as unknown as { fetch?: unknown }
  const original = g.fetch
  afterEach(() => {
    g.fetch = original
  })
  const answer = (status: number, text: string) =>
    jest.fn(async () => ({ ok: status >= 200 && status < 300, status, text: async () => text }))

  it("POSTs the documented JSON body to {origin}/api/v1.0/email/send", async () => {
    const fetch = answer(200, "OK")
    g.fetch = fetch
    await sendEmail(params, { config: { ...LOCAL_IDS, origin: "", local: true }, pageOrigin: "http://127.0.0.1:9203" })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, { method: string; headers: Record<string, string>; body: string }]
    expect(url).toBe("http://127.0.0.1:9203/api/v1.0/email/send")
    expect(init.method).toBe("POST")
    expect(init.headers).toEqual({ "Content-type": "application/json" })
    expect(JSON.parse(init.body)).toEqual({
      lib_version: "4.4.1",
      user_id: LOCAL_IDS.publicKey,
      service_id: LOCAL_IDS.serviceId,
      template_id: LOCAL_IDS.templateId,
      template_params: params,
    })
  })
  it.each([
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [400, "The service ID is invalid"],
    [500, "Internal Server Error"],
  ])("a %i answer rejects with that status and text", async (status, text) => {
    g.fetch = answer(status, text)
    await expect(sendEmail(params, { config: configured })).rejects.toMatchObject({ name: "SendEmailError", status, text })
  })
  it("a network error rejects with status 0", async () => {
    g.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch")
    })
    await expect(sendEmail(params, { config: configured })).rejects.toMatchObject({ status: 0, text: "Network Error: Failed to fetch" })
  })
  it.each([
    ["public key", { publicKey: "" }, /public key is required/],
    ["service id", { serviceId: "" }, /service ID is required/],
    ["template id", { templateId: "" }, /template ID is required/],
  ])("a missing %s rejects without a request", async (_l, patch, re) => {
    const fetch = answer(200, "OK")
    g.fetch = fetch
    const err = await sendEmail(params, { config: { ...configured, ...patch } }).catch((e) => e)
    expect(err).toBeInstanceOf(SendEmailError)
    expect(err.status).toBe(0)
    expect(err.text).toMatch(re)
    expect(fetch).not.toHaveBeenCalled()
  })
  it("non-object template params reject without a request", async () => {
    const fetch = answer(200, "OK")
    g.fetch = fetch
    const err = await sendEmail("not an object" as never, { config: configured }).catch((e) => e)
    expect(err.text).toMatch(/template params have to be the object/)
    expect(fetch).not.toHaveBeenCalled()
  })
})
