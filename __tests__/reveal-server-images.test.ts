import { revealServerImages } from "../src/components/media/reveal-server-images"

/** The markup gatsby-plugin-image renders on the server for one image. */
function serverImage(loaded: boolean): { img: HTMLImageElement; placeholder: HTMLElement } {
  const wrapper = document.createElement("div")
  wrapper.setAttribute("data-gatsby-image-wrapper", "")
  wrapper.innerHTML =
    '<div aria-hidden="true" data-placeholder-image="" style="opacity:1;background-color:#88b868"></div>' +
    '<picture><img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" src="/static/a.jpg" alt="A cabin"></picture>'
  document.body.appendChild(wrapper)
  const img = wrapper.querySelector("img")!
  Object.defineProperty(img, "complete", { value: loaded })
  Object.defineProperty(img, "naturalWidth", { value: loaded ? 720 : 0 })
  return { img, placeholder: wrapper.querySelector<HTMLElement>("[data-placeholder-image]")! }
}

describe("revealServerImages", () => {
  afterEach(() => {
    document.body.innerHTML = ""
  })

  it("shows a server-rendered image that loaded before the page's scripts ran, and fades its placeholder out", () => {
    const { img, placeholder } = serverImage(true)
    revealServerImages(document)
    expect(img.style.opacity).toBe("1")
    expect(placeholder.style.opacity).toBe("0")
  })

  it("leaves an image that is still loading hidden, then shows it on its load event", () => {
    const { img, placeholder } = serverImage(false)
    revealServerImages(document)
    expect(img.style.opacity).toBe("0")
    expect(placeholder.style.opacity).toBe("1")
    img.dispatchEvent(new Event("load"))
    expect(img.style.opacity).toBe("1")
    expect(placeholder.style.opacity).toBe("0")
  })

  it("does not touch images rendered in the browser (React owns their style)", () => {
    const { img } = serverImage(true)
    img.removeAttribute("data-gatsby-image-ssr")
    revealServerImages(document)
    img.dispatchEvent(new Event("load"))
    expect(img.style.opacity).toBe("0")
  })
})
