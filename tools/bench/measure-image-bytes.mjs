#!/usr/bin/env node
/**
 * Image bytes a phone-width visitor downloads: loads each route at 390 px in Chromium against a running
 * local server, scrolls to the end (so lazy images load), and sums the image responses.
 * Usage: node tools/bench/measure-image-bytes.mjs [baseURL] [route ...]   (default http://127.0.0.1:9000 / )
 */
import { chromium } from "playwright-core"

const [base = "http://127.0.0.1:9000", ...routes] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
})
for (const route of routes.length ? routes : ["/"]) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
  let firstView = 0
  let total = 0
  let count = 0
  let scrolled = false
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "image") return
    const body = await res.body().catch(() => Buffer.alloc(0))
    total += body.length
    count++
    if (!scrolled) firstView += body.length
  })
  await page.goto(base + route, { waitUntil: "networkidle" })
  const initial = firstView
  scrolled = true
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(120)
  }
  await page.waitForLoadState("networkidle")
  console.log(
    `${route}: ${Math.round(initial / 1024)} KB of images on load; ${Math.round(total / 1024)} KB in ${count} images after scrolling to the end (390 px wide, DPR 2)`,
  )
  await page.close()
}
await browser.close()
