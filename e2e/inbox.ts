import type { APIRequestContext, Page } from "@playwright/test"
import { expect } from "./fixtures"

/** Helpers for the local inbox (tools/server/lib/local-inbox.mjs) that tools/server/serve.mjs runs beside the build. */

export interface InboxRecord {
  endpoint: string
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, string>
}

/** The ids the build sends with when no e-mail service is configured (src/lib/enquiries/email-config.ts). */
export const LOCAL_IDS = { user_id: "local_inbox_public_key", service_id: "local_inbox_service", template_id: "local_inbox_template" }

/** A marker unique to one test, put into the values it types, so parallel tests find their own enquiries. */
export const marker = (title: string): string => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}${title.length}`

export async function records(request: APIRequestContext, mark: string): Promise<InboxRecord[]> {
  const res = await request.get("/__inbox/enquiries.json")
  expect(res.ok()).toBe(true)
  const all = (await res.json()) as InboxRecord[]
  return all.filter((r) => JSON.stringify(r.template_params).includes(mark))
}

/** Waits for exactly one recorded enquiry with the marker and returns the body as the client sent it. */
export async function receivedBody(request: APIRequestContext, mark: string): Promise<Omit<InboxRecord, "endpoint">> {
  let found: InboxRecord[] = []
  await expect
    .poll(async () => {
      found = await records(request, mark)
      return found.length
    })
    .toBe(1)
  const { endpoint, received_at: _r, ...body } = found[0] as InboxRecord & { received_at: string }
  expect(endpoint).toBe("/api/v1.0/email/send")
  return body
}

/** Asserts nothing with the marker reached the inbox (after giving a send time to arrive). */
export async function expectNothingSent(page: Page, request: APIRequestContext, mark: string): Promise<void> {
  await page.waitForTimeout(400)
  expect(await records(request, mark)).toEqual([])
}

/** The header the inbox's test hooks require (with a JSON body), so no page of another origin can call them. */
export const TEST_HOOK_HEADERS = { "X-Inbox-Test": "1", "Content-Type": "application/json" }

export async function failNext(
  request: APIRequestContext,
  failure: { status?: number; text?: string; network?: boolean },
  match: string,
): Promise<void> {
  const res = await request.post("/__inbox/fail-next", { data: { ...failure, match }, headers: TEST_HOOK_HEADERS })
  expect(res.ok()).toBe(true)
}

/** The failure cases of spec 8 the forms must survive. */
export const FAILURES: { label: string; failure: { status?: number; text?: string; network?: boolean } }[] = [
  { label: "451 headless", failure: { status: 451, text: "Unavailable For Headless Browser" } },
  { label: "403 blocked", failure: { status: 403, text: "Forbidden" } },
  { label: "429 throttled", failure: { status: 429, text: "Too Many Requests" } },
  { label: "400 with a message", failure: { status: 400, text: "The template ID is invalid. To find this ID, visit the dashboard." } },
  { label: "500", failure: { status: 500, text: "Internal Server Error" } },
  { label: "network error", failure: { network: true } },
]

/**
 * One failure of each class (the API answers an error; the connection drops), for the forms other than the contact
 * form: every shape above goes through the same sending code (src/lib/enquiries/send-email.ts), which the contact form's
 * browser tests cover shape by shape; each other form is tested for what it does with a failure (toast, values kept,
 * no download).
 */
export const FAILURE_CLASSES = FAILURES.filter(({ label }) => label === "451 headless" || label === "network error")

/**
 * Console errors and failed requests a failed send causes on purpose (the site logs the error, the browser the
 * 4xx/5xx or the dropped connection). One pattern, as e2e/fixtures.ts asks.
 */
export const SEND_FAILURE_ERRORS =
  /Failed to send the enquiry|Failed to load resource|\/api\/v1\.0\/email\/send|ERR_EMPTY_RESPONSE|ERR_CONTENT_LENGTH_MISMATCH/

export const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text, { exact: true })
