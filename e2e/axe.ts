import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/**
 * axe-core for a page of the site, run in the page itself (legacy mode). AxeBuilder's default mode opens a new
 * blank tab for every analysis to assemble the results of each frame; in this Chromium a new tab costs about a
 * second of CPU, several times what axe's own checks take (0.3-0.9 s a page, measured), and the site has no
 * frames to assemble.
 */
export const axeFor = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true)
