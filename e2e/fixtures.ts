import { test as base, expect, type Locator, type Page } from "@playwright/test"

/**
 * Every browser test fails on a console error, an uncaught page error, a failed request or a request
 * to another host (the site makes no third-party request). Tests that provoke an error on purpose
 * give what they expect as `allowedErrors`: ONE regular expression (join alternatives with `|`) matched
 * against the message or URL. (An array would be read by Playwright as a [value, options] pair.)
 */
type Fixtures = {
  allowedErrors: RegExp | null
  pageProblems: string[]
}

export const test = base.extend<Fixtures>({
  allowedErrors: [null, { option: true }],
  // The tests' own requests (the inbox's hooks and records) each go on a new connection. On a kept-alive one, idle
  // for about the server's keep-alive timeout (5 s, Node's), the server can close it just as the next request goes
  // out on it: ECONNRESET, seen once in CI reading the inbox after a planner test's failed send.
  request: async ({ playwright, baseURL }, provide) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: "close" } })
    await provide(request)
    await request.dispose()
  },
  pageProblems: [
    async ({ page, allowedErrors, baseURL }, use) => {
      const problems: string[] = []
      const allowed = (text: string) => (allowedErrors ? allowedErrors.test(text) : false)
      const origin = new URL(baseURL!).origin
      page.on("console", (msg) => {
        if (msg.type() === "error" && !allowed(msg.text())) problems.push(`console error: ${msg.text()}`)
      })
      page.on("pageerror", (err) => {
        if (!allowed(err.message)) problems.push(`page error: ${err.message}`)
      })
      page.on("requestfailed", (req) => {
        const reason = req.failure()?.errorText ?? ""
        // a navigation or media request the browser itself cancels is not a failure of the site
        if (/ERR_ABORTED/.test(reason)) return
        if (!allowed(req.url())) problems.push(`request failed: ${req.url()} ${reason}`)
      })
      page.on("request", (req) => {
        const url = req.url()
        if (/^(data|blob):/.test(url)) return
        if (new URL(url).origin !== origin && !allowed(url)) problems.push(`third-party request: ${url}`)
      })
      page.on("response", (res) => {
        const status = res.status()
        if (status >= 400 && res.request().resourceType() !== "document" && !allowed(res.url()))
          problems.push(`HTTP ${status}: ${res.url()}`)
      })
      await use(problems)
      expect(problems, "the page logged errors or made failing / third-party requests").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Waits until React has hydrated the page and committed it, so typing and clicks reach React handlers and the
 * components' effects have run: the router has mounted, React's root reports it is no longer dehydrated, and no
 * Suspense boundary (the page's HydrationUnits, which React hydrates after the root, one task each) still holds
 * server markup. (Waiting for the network to go idle instead cost about a second per page load and still let a test
 * type into a field React had not yet taken over, whose value was then lost. The site hydrates in a transition, in
 * slices: elements carry React's props before the commit, so the fibers' state is what tells that it is done.) Also
 * waits for the web fonts, whose arrival re-wraps text and moves what a test is about to measure or point at.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if ((window as unknown as { ___navigate?: unknown }).___navigate === undefined) return false
    const root = document.getElementById("___gatsby") as (HTMLElement & Record<string, unknown>) | null
    const key = root && Object.keys(root).find((k) => k.startsWith("__reactContainer$"))
    if (!root || !key) return false
    type Fiber = {
      tag: number
      memoizedState?: { isDehydrated?: boolean; dehydrated?: unknown } | null
      child: Fiber | null
      sibling: Fiber | null
    }
    const current = (root[key] as { stateNode?: { current?: Fiber } }).stateNode?.current
    if (!current || current.memoizedState?.isDehydrated !== false) return false
    const SUSPENSE = 13 // React's fiber tag of a Suspense boundary; its state holds `dehydrated` until it is hydrated
    const stack: Fiber[] = [current]
    while (stack.length) {
      const fiber = stack.pop()!
      if (fiber.tag === SUSPENSE && fiber.memoizedState?.dehydrated) return false
      if (fiber.sibling) stack.push(fiber.sibling)
      if (fiber.child) stack.push(fiber.child)
    }
    return true
  })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/**
 * Clicks a link and checks that it opened its page by client-side navigation, in the same document (a mark set on
 * the window before the click survives it), and that the page it opened has its heading. For the links of the
 * static parts (src/components/ui/StaticPart.tsx), plain server `<a>` elements that the part opens itself.
 */
export async function expectClientSideNavigation(page: Page, link: Locator, heading: RegExp | string = /\S/): Promise<void> {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  const href = (await link.getAttribute("href"))!
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, "\\$&")}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
}
