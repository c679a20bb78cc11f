import React, { useCallback, useEffect, useRef, useState } from "react"
import type SlickSlider from "react-slick"
import "slick-carousel/slick/slick.css"
import { GatsbyImage } from "gatsby-plugin-image"
import { Icon } from "../ui/Icon"
import { useLightbox } from "./Lightbox"
import type { MediaImage } from "./types"
import {
  BREAKPOINT_ORDER,
  breakpointAt,
  mediaQueryFor,
  perViewCssVars,
  slickLayout,
  type BreakpointName,
  type SlidesPerView,
} from "../../lib/carousel"
import { prefersReducedMotion } from "../../lib/motion"
import { useAfterLoad } from "../../hooks/use-after-load"
import * as styles from "./Carousel.module.css"
import { PriorityImage } from "./PriorityImage"

interface Props {
  images: MediaImage[]
  settings: SlidesPerView
  /** accessible name of the carousel region */
  label: string
  /** the first slide is the page's largest paint: load it eagerly with high priority */
  priority?: boolean
}

/** The breakpoint of the viewport, or null before hydration (server HTML and the first client render). */
function useBreakpoint(): BreakpointName | null {
  const [bp, setBp] = useState<BreakpointName | null>(null)
  useEffect(() => {
    const update = () => setBp(breakpointAt(window.innerWidth))
    const queries = BREAKPOINT_ORDER.slice(1).map((name) => window.matchMedia(mediaQueryFor(name)))
    queries.forEach((q) => q.addEventListener("change", update))
    update()
    return () => queries.forEach((q) => q.removeEventListener("change", update))
  }, [])
  return bp
}

/** Takes the links and buttons of hidden and cloned slides out of the tab order (axe aria-hidden-focus). */
function useHiddenSlidesUnfocusable(root: React.RefObject<HTMLElement>, active: boolean) {
  useEffect(() => {
    const el = root.current
    if (!active || !el) return
    const sync = () => {
      el.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
        const hidden = slide.getAttribute("aria-hidden") === "true"
        slide.querySelectorAll<HTMLElement>("a, button, [tabindex]:not(.slick-slide)").forEach((f) => {
          if (hidden) f.setAttribute("tabindex", "-1")
          else f.removeAttribute("tabindex")
        })
      })
    }
    sync()
    const observer = new MutationObserver(sync)
    observer.observe(el, { subtree: true, attributes: true, attributeFilter: ["aria-hidden"], childList: true })
    return () => observer.disconnect()
  }, [root, active])
}

/** How long after the page's load event react-slick takes over the server-rendered row of slides. */
const SLICK_START_AFTER_LOAD_MS = 300

type SliderComponent = typeof SlickSlider

/**
 * react-slick, loaded when it may replace the server-rendered row of slides: shortly after the page's load event,
 * so the first slide's image (the page's largest paint) is painted from the server HTML and never re-created by
 * JavaScript (measured: with react-slick mounted at hydration the simulated LCP of a product page was 3.3-3.8 s),
 * or at once when a pointer enters or touches the carousel. Its code (about 15 KB gzip) is not part of the page's
 * first load. Keyboard focus inside the row is carried over to the same image in react-slick's markup.
 */
function useSlickSlider(root: React.RefObject<HTMLElement>): SliderComponent | null {
  const loaded = useAfterLoad(SLICK_START_AFTER_LOAD_MS)
  const [touched, setTouched] = useState(false)
  const [Slider, setSlider] = useState<SliderComponent | null>(null)
  const focusedIndex = useRef<string | null>(null)
  const wanted = loaded || touched

  useEffect(() => {
    const el = root.current
    if (!el || wanted) return
    const start = () => setTouched(true)
    el.addEventListener("pointerenter", start, { once: true })
    el.addEventListener("touchstart", start, { once: true, passive: true })
    return () => {
      el.removeEventListener("pointerenter", start)
      el.removeEventListener("touchstart", start)
    }
  }, [root, wanted])

  useEffect(() => {
    if (!wanted) return
    let live = true
    import(/* webpackChunkName: "react-slick" */ "react-slick").then((m) => live && setSlider(() => m.default))
    return () => {
      live = false
    }
  }, [wanted])

  useEffect(() => {
    const el = root.current
    if (!el) return
    if (Slider) {
      const index = focusedIndex.current
      focusedIndex.current = null
      const lost = !document.activeElement || document.activeElement === document.body
      if (index !== null && lost) el.querySelector<HTMLElement>(`.slick-slide:not(.slick-cloned) [data-index="${index}"]`)?.focus()
      return
    }
    const track = (e: FocusEvent) => {
      focusedIndex.current = e.type === "focusin" && e.target instanceof HTMLElement ? (e.target.dataset.index ?? null) : null
    }
    el.addEventListener("focusin", track)
    el.addEventListener("focusout", track)
    return () => {
      el.removeEventListener("focusin", track)
      el.removeEventListener("focusout", track)
    }
  }, [root, Slider])

  return Slider
}

interface ArrowProps {
  onClick?: React.MouseEventHandler
  className?: string
  dir: "prev" | "next"
}
const Arrow: React.FC<ArrowProps> = ({ onClick, className, dir }) => (
  <button
    type="button"
    className={`${styles.arrow} ${dir === "prev" ? styles.prev : styles.next}`}
    onClick={onClick}
    aria-label={dir === "prev" ? "Previous image" : "Next image"}
    disabled={className?.includes("slick-disabled")}
  >
    <Icon name={dir === "prev" ? "chevronLeft" : "chevronRight"} size={24} />
  </button>
)

/**
 * The product image carousel (react-slick 0.30.3), data-driven by slides per view at each width.
 * Until react-slick starts (see useSlickSlider) a plain row of slides sized by CSS media queries is rendered, with
 * exactly the widths react-slick gives them, so the server HTML has the final layout and nothing shifts. Selecting an image opens the
 * lightbox at that image.
 */
export const Carousel: React.FC<Props> = ({ images, settings, label, priority }) => {
  const bp = useBreakpoint()
  const root = useRef<HTMLDivElement>(null)
  const Slider = useSlickSlider(root)
  const slider = useRef<SlickSlider>(null)
  const lightbox = useLightbox(images)
  const [reducedMotion, setReducedMotion] = useState(false)
  const [paused, setPaused] = useState(false)
  useEffect(() => setReducedMotion(prefersReducedMotion()), [])
  const layout = bp && Slider ? slickLayout(settings, bp, images.length, { reducedMotion }) : null
  useHiddenSlidesUnfocusable(root, !!layout)

  const togglePause = useCallback(() => {
    if (paused) slider.current?.slickPlay()
    else slider.current?.slickPause()
    setPaused(!paused)
  }, [paused])

  const style = {
    ...perViewCssVars(settings),
    ...(layout ? { "--list-width": `${layout.listWidthPercent}%` } : {}),
  } as React.CSSProperties

  const slides = images.map((img, i) => {
    const data = img.image?.childImageSharp?.thumb
    const eager = priority && i === 0
    return (
      <div className={styles.slide} key={i}>
        <button type="button" className={styles.open} onClick={() => lightbox.open(i)} data-index={i}>
          <span className="visually-hidden">
            Enlarge image {i + 1} of {images.length}:{" "}
          </span>
          {data ? (
            eager ? (
              <PriorityImage image={data} alt={img.alt} className={styles.image} />
            ) : (
              <GatsbyImage image={data} alt={img.alt} className={styles.image} loading="lazy" />
            )
          ) : null}
        </button>
      </div>
    )
  })

  return (
    <div
      ref={root}
      className={`${styles.carousel} ${layout ? styles.ready : styles.prehydration}`}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-slides-to-show={layout?.slidesToShow}
    >
      {layout && Slider ? (
        <Slider
          key={bp}
          ref={slider}
          slidesToShow={layout.slidesToShow}
          slidesToScroll={1}
          infinite={layout.infinite}
          arrows={layout.arrows}
          prevArrow={<Arrow dir="prev" />}
          nextArrow={<Arrow dir="next" />}
          dots={false}
          speed={500}
          autoplay={layout.autoplay && !paused}
          autoplaySpeed={layout.autoplaySpeed}
          pauseOnHover
          pauseOnFocus
          swipeToSlide
          accessibility
        >
          {slides}
        </Slider>
      ) : (
        <div className={styles.track}>{slides}</div>
      )}
      {layout?.autoplay ? (
        <button type="button" className={styles.pause} onClick={togglePause} aria-label={paused ? "Play the slideshow" : "Pause the slideshow"}>
          <Icon name={paused ? "play" : "pause"} size={18} />
        </button>
      ) : null}
      {lightbox.element}
    </div>
  )
}
