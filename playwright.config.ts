import fs from "node:fs"
import { defineConfig, devices } from "@playwright/test"
import chromium from "./tools/chromium-flags.json"

/**
 * Browser tests run against the production build (public/) served by tools/server/serve.mjs, in a real Chromium:
 * Debian's /usr/bin/chromium when present (CI installs it), else a Playwright-managed browser where one exists.
 */
const PORT = Number(process.env.E2E_PORT || 9100)
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => fs.existsSync(p))

export default defineConfig({
  testDir: "e2e",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || systemChromium,
      args: chromium.flags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // --test-hooks: the inbox's fail-next and reset hooks (e2e/inbox.ts), off in `npm start`
    command: `node tools/server/serve.mjs --test-hooks`,
    env: { PORT: String(PORT), INBOX_DIR: `.inbox/e2e-${PORT}` },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    // SIGTERM rather than Playwright's default SIGKILL, so the server removes its temporary compressed copies
    gracefulShutdown: { signal: "SIGTERM", timeout: 3_000 },
    timeout: 30_000,
    stdout: "ignore",
  },
})
