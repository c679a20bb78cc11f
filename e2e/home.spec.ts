import { test, expect, waitForHydration, expectClientSideNavigation } from "./fixtures"

test.describe("home", () => {
  test("hero: first slide in the server HTML, eager and high priority", async ({ request }) => {
    const html = await (await request.get("/")).text()
    expect(html).toMatch(/<h1[^>]*>A home for everyone<\/h1>/)
    const img = html.match(/<img[^>]*data-main-image[^>]*>/)?.[0] ?? ""
    expect(img).toMatch(/loading="eager"/)
    expect(img).toMatch(/fetchpriority="high"/i)
  })

  test("hero autoplays every 5 s, keeps going after an arrow click, and the pause button stops it", async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/")
    await waitForHydration(page)
    const hero = page.getByTestId("hero")
    await expect(hero).toHaveAttribute("data-ready", "true", { timeout: 10_000 })
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(hero).toHaveAttribute("data-current", "0")
    // advances on its own after about 5 s
    await expect(hero).toHaveAttribute("data-current", "1", { timeout: 7_000 })
    // an arrow click moves it, and autoplay keeps advancing afterwards
    await page.getByTestId("hero-next").click()
    await expect(hero).toHaveAttribute("data-current", "2")
    await expect(hero).toHaveAttribute("data-current", "3", { timeout: 7_000 })
    await expect(hero).toHaveAttribute("data-current", "0", { timeout: 7_000 })
    // the pause control stops it
    await page.getByTestId("hero-pause").click()
    await expect(page.getByTestId("hero-pause")).toHaveAccessibleName("Play the slideshow")
    const paused = await hero.getAttribute("data-current")
    await page.waitForTimeout(6_500)
    await expect(hero).toHaveAttribute("data-current", paused!)
    await page.getByTestId("hero-pause").click()
    await expect(hero).not.toHaveAttribute("data-current", paused!, { timeout: 7_000 })
  })

  // the hero's words and the CTA banner keep the server's HTML (StaticPart): their links open by client-side navigation
  test("the hero's button opens the catalogue without reloading the document", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await expectClientSideNavigation(page, page.getByRole("link", { name: "Explore our buildings" }), /products/i)
  })

  test("the CTA banner's 'Get In Touch' opens the contact page without reloading the document", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await expectClientSideNavigation(page, page.getByRole("link", { name: "Get In Touch" }), "Talk to our team")
  })

  test("the review arrows scroll the cards one at a time and wrap round at the ends", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/")
    await waitForHydration(page)
    const track = page.getByRole("list", { name: "Client reviews" })
    await track.scrollIntoViewIfNeeded()
    const left = () => track.evaluate((el) => Math.round(el.scrollLeft))
    expect(await left()).toBe(0)
    // one step is a card and the 30 px gap between two cards (spec 9)
    const step = await track.evaluate((el) => Math.round(el.firstElementChild!.getBoundingClientRect().width + 30))
    await page.getByRole("button", { name: "Next reviews" }).click()
    await expect.poll(left).toBe(step)
    const one = await left()
    await page.getByRole("button", { name: "Previous reviews" }).click()
    await expect.poll(left).toBe(0)
    // from the first card, Previous goes to the last one
    await page.getByRole("button", { name: "Previous reviews" }).click()
    await expect.poll(left).toBeGreaterThan(one)
  })

  test("counters end at 19+, 189+ and 167+", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    const values = page.getByTestId("stat-value")
    // below the fold, they wait at 0 (the server HTML's final numbers are for readers and for no script)
    await expect(values).toHaveText(["0", "0", "0", "0"])
    await values.first().scrollIntoViewIfNeeded()
    await expect(values).toHaveText(["19+", "189+", "189+", "167+"], { timeout: 6_000 })
    await expect(page.locator("p:has(> [data-testid=stat-value]) > .visually-hidden")).toHaveText(["19+", "189+", "189+", "167+"])
  })

  test("sections, latest three posts newest first, video attributes, no horizontal scroll", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto("/")
    await waitForHydration(page)
    const latest = page.locator("#home-blog ~ ul a[href^='/blog-details/'], section[aria-labelledby='home-blog'] a[href^='/blog-details/']")
    await expect(latest).toHaveCount(3)
    expect(await latest.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/blog-details/14/",
      "/blog-details/13/",
      "/blog-details/12/",
    ])
    const video = page.getByTestId("demo-video")
    for (const attr of ["autoplay", "loop", "playsinline", "controls", "disablepictureinpicture"])
      expect(await video.getAttribute(attr)).not.toBeNull()
    expect(await video.getAttribute("controlslist")).toBe("nodownload nofullscreen")
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
    await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
})
