import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/**
 * axe-core for a page of the site, run in the page itself (legacy mode). AxeBuilder's default mode opens a new
 * blank tab for every analysis to assemble the results of each frame; in this Chromium a new tab costs about a
 * second of CPU, several times what axe's own checks take (0.3-0.9 s a page, measured), and the site has no
 * frames to assemble.
 */
export const axeFor = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true)

/** The rules the site answers to: WCAG 2.0 to 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/** Fails with each violation's rule, impact and first four targets, so a report names what to fix. */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await axeFor(page).withTags(AXE_TAGS).analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 4)
        .join(" | ")}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}
