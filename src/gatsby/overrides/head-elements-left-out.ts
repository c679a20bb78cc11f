import React from "react"
import type { GatsbySSR } from "gatsby"

/**
 * Head elements left out of every page (gatsby-ssr's onPreRenderHTML):
 *  - gatsby-plugin-image adds a style, a <noscript> style and an inline module script for its GatsbyImage
 *    component's fade-in. The site draws its images with its own Picture component
 *    (src/components/media/Picture.tsx), which needs none of them.
 *  - Gatsby's `<meta name="generator" content="Gatsby 5.x">` (key `generator-<version>`): it tells every visitor the
 *    framework's exact version and nothing else.
 * Kept for the first round trip: the four are 432 B brotli, enough to push 16 pages' HTML out of it (./table.ts).
 */
const IMAGE_PLUGIN_HEAD_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"])
export const isLeftOut = (key: string): boolean => IMAGE_PLUGIN_HEAD_KEYS.has(key) || key.startsWith("generator-")

export const leaveOutHeadElements: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(getHeadComponents().filter((c) => !(React.isValidElement(c) && c.key !== null && isLeftOut(String(c.key)))))
}
