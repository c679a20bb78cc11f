import React from "react"
import { TextDecoder, TextEncoder } from "util"
// jsdom (the project's Jest environment) lacks these Node globals that React's server renderer needs
Object.assign(globalThis, { TextEncoder, TextDecoder })

const { renderToStaticMarkup } = require("react-dom/server") as typeof import("react-dom/server")
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { PriorityImage } from "../src/components/media/PriorityImage"
import { Picture } from "../src/components/media/Picture"

jest.mock("../src/components/media/Picture.module.css", () => ({
  wrapper: "wrapper",
  fullWidth: "full",
  constrained: "constrained",
  fixed: "fixed",
}))

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

const serverHtml = (element: React.ReactElement) => renderToStaticMarkup(element)

describe("PriorityImage: the page's largest paint", () => {
  it("renders one eager image with fetchpriority=high, in the attribute's lower-case spelling, shown without a fade", () => {
    const html = serverHtml(<PriorityImage image={image} alt="A cabin on a hillside" className="hero" />)
    const imgs = [...html.matchAll(/<img[^>]*data-main-image[^>]*>/g)].map((m) => m[0])
    expect(imgs).toHaveLength(1)
    expect(imgs[0]).toContain('fetchpriority="high"')
    expect(imgs[0]).not.toContain("fetchPriority")
    expect(imgs[0]).toContain('loading="eager"')
    expect(imgs[0]).toContain('alt="A cabin on a hillside"')
    expect(html).toContain('class="wrapper full hero"')
    expect(html).not.toContain("opacity")
  })

  it("keeps the query's sizes, or sets the ones it is given on the image and every source", () => {
    expect(serverHtml(<PriorityImage image={image} alt="" />)).toContain('sizes="100vw"')
    const html = serverHtml(<PriorityImage image={image} alt="" sizes="(min-width: 1024px) 420px, 85vw" />)
    expect(html).not.toContain('sizes="100vw"')
    expect(html.match(/sizes="\(min-width: 1024px\) 420px, 85vw"/g)).toHaveLength(2)
  })
})

describe("Picture: one responsive image", () => {
  const constrained: IGatsbyImageData = { ...image, layout: "constrained", width: 640, height: 533 }

  it("writes each image once (no <noscript> copy), visible, lazy, with every source and the fallback", () => {
    const html = serverHtml(<Picture image={image} alt="A cabin" />)
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).not.toContain("noscript")
    expect(html).toContain('<source type="image/avif" srcSet="/static/a/c/hero.avif 480w" sizes="100vw"/>')
    expect(html).toMatch(/<img data-main-image="" src="\/static\/a\/b\/hero.jpg" srcSet="\/static\/a\/b\/hero.jpg 480w" sizes="100vw"/)
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('decoding="async"')
    expect(html).not.toContain("fetchpriority")
  })

  it("reserves the image's box: aspect ratio, its width as a maximum when constrained, the dominant colour", () => {
    expect(serverHtml(<Picture image={image} alt="" />)).toContain('style="aspect-ratio:1 / 0.75;background-color:#88b868"')
    const html = serverHtml(<Picture image={constrained} alt="" className="rounded" />)
    expect(html).toContain('class="wrapper constrained rounded" style="aspect-ratio:640 / 533;max-width:640px;background-color:#88b868"')
    expect(html).toContain('width="640" height="533"')
    const fixed = serverHtml(<Picture image={{ ...image, layout: "fixed", width: 56, height: 56 }} alt="" />)
    expect(fixed).toContain('style="width:56px;height:56px;background-color:#88b868"')
  })
})
