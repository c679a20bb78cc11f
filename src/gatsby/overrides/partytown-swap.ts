/**
 * Gatsby's internal Partytown plugin's browser module swapped for the empty ./partytown-off.ts in the production
 * bundles (why: that file). Guarded like ./react-dom-utils-swap.ts.
 */
import path from "path"
import { GuardedReplacement, resolveFromSite, swapFileFor } from "./guarded-replacement"

/** Gatsby's internal Partytown plugin's browser module, as its plugin list requires it. */
export const PARTYTOWN_BROWSER = /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser(?:\.js)?$/

/** What the production bundles take instead. */
export const PARTYTOWN_OFF = path.join(process.cwd(), "src/gatsby/overrides/partytown-off.ts")

/** The production bundles without Gatsby's Partytown module, guarded. */
export const partytownSwap = () =>
  new GuardedReplacement({
    name: "Gatsby's internal Partytown module",
    ours: "src/gatsby/overrides/partytown-off.ts",
    gatsbyFile: resolveFromSite("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"),
    test: PARTYTOWN_BROWSER,
    replace: swapFileFor(PARTYTOWN_OFF, PARTYTOWN_BROWSER),
    fixIn: "PARTYTOWN_BROWSER in src/gatsby/overrides/partytown-swap.ts",
  })
