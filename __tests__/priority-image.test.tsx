import React from "react"
import { TextDecoder, TextEncoder } from "util"
// jsdom (the project's Jest environment) lacks these Node globals that React's server renderer needs
Object.assign(globalThis, { TextEncoder, TextDecoder })

const { renderToStaticMarkup } = require("react-dom/server") as typeof import("react-dom/server")
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { PriorityImage } from "../src/components/media/PriorityImage"

// the class of PriorityImage.module.css that overrides the plugin's inline opacity 0
jest.mock("../src/components/media/PriorityImage.module.css", () => ({ shown: "priority-shown" }))

const image: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.75,
  backgroundColor: "#88b868",
  images: {
    fallback: { src: "/static/a/b/hero.jpg", srcSet: "/static/a/b/hero.jpg 480w", sizes: "100vw" },
    sources: [{ srcSet: "/static/a/c/hero.avif 480w", type: "image/avif", sizes: "100vw" }],
  },
}

/** The server HTML without gatsby-plugin-image's <noscript> copy (what the browser suite counts too). */
const serverHtml = (element: React.ReactElement) => renderToStaticMarkup(element).replace(/<noscript>[\s\S]*?<\/noscript>/g, "")

describe("PriorityImage: the page's largest paint", () => {
  it("renders one eager image with fetchpriority=high, in the attribute's lower-case spelling, shown without a fade", () => {
    const html = serverHtml(<PriorityImage image={image} alt="A cabin on a hillside" className="hero" />)
    const imgs = [...html.matchAll(/<img[^>]*data-main-image[^>]*>/g)].map((m) => m[0])
    expect(imgs).toHaveLength(1)
    expect(imgs[0]).toContain('fetchpriority="high"')
    expect(imgs[0]).not.toContain("fetchPriority")
    expect(imgs[0]).toContain('loading="eager"')
    expect(imgs[0]).toContain('alt="A cabin on a hillside"')
    expect(imgs[0]).toContain('class="priority-shown"')
    expect(html).toContain('class="gatsby-image-wrapper hero"')
  })

  it("keeps the query's sizes, or sets the ones it is given on the image and every source", () => {
    expect(serverHtml(<PriorityImage image={image} alt="" />)).toContain('sizes="100vw"')
    const html = serverHtml(<PriorityImage image={image} alt="" sizes="(min-width: 1024px) 420px, 85vw" />)
    expect(html).not.toContain('sizes="100vw"')
    expect(html.match(/sizes="\(min-width: 1024px\) 420px, 85vw"/g)).toHaveLength(2)
  })
})
