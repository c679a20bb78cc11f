import React, { useCallback, useEffect, useMemo, useRef, useState } from "react"
import type SlickSlider from "react-slick"
import "slick-carousel/slick/slick.css"
import { Picture } from "./Picture"
import { Icon } from "../ui/Icon"
import { useLightbox } from "./Lightbox"
import type { MediaImage } from "./types"
import { perViewCssVars, slickLayout, type SlidesPerView } from "../../lib/ui/carousel"
import { prefersReducedMotion } from "../../lib/ui/motion"
import { useBreakpoint } from "../../hooks/use-breakpoint"
import { useSlickSlider } from "../../hooks/use-slick-slider"
import { useFocusHandover } from "../../hooks/use-focus-handover"
import { useHiddenSlidesUnfocusable } from "../../hooks/use-hidden-slides-unfocusable"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
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

interface ArrowProps {
  onClick?: React.MouseEventHandler
  className?: string
  dir: "prev" | "next"
}
const Arrow: React.FC<ArrowProps> = ({ onClick, className, dir }) => {
  const ui = useUi().media
  return (
    <button
      type="button"
      className={`${styles.arrow} ${dir === "prev" ? styles.prev : styles.next}`}
      onClick={onClick}
      aria-label={dir === "prev" ? ui.previousImage : ui.nextImage}
      disabled={className?.includes("slick-disabled")}
    >
      <Icon name={dir === "prev" ? "chevronLeft" : "chevronRight"} size={24} />
    </button>
  )
}

/** In react-slick's markup, the slide button of an image (clones excluded): where keyboard focus is carried over. */
const slickSlideButton = (index: string) => `.slick-slide:not(.slick-cloned) [data-index="${index}"]`

/**
 * The product image carousel (react-slick 0.30.3), data-driven by slides per view at each width.
 *
 * Which carousel to use:
 * - this one for photo galleries of several per view that open the lightbox (product pages): react-slick, loaded
 *   on demand (useSlickSlider), for its swipe, loop, arrows and autoplay at every slides-per-view setting;
 * - HeroCarousel (components/home) for full-screen slides of one per view with text over them: its own fade,
 *   every slide in the server HTML, no library;
 * - Testimonials (components/home) for cards of text scrolled by the visitor: native CSS scroll-snap, no library.
 *
 * Until react-slick starts a plain row of slides sized by CSS media queries is rendered, with exactly the widths
 * react-slick gives them, so the server HTML has the final layout and nothing shifts; keyboard focus inside the row
 * is carried over to the same image in react-slick's markup (useFocusHandover) and hidden slides are kept out of
 * the tab order (useHiddenSlidesUnfocusable). Selecting an image opens the lightbox at that image.
 */
export const Carousel: React.FC<Props> = ({ images, settings, label, priority }) => {
  const ui = useUi().media
  const bp = useBreakpoint()
  const root = useRef<HTMLDivElement>(null)
  const Slider = useSlickSlider(root)
  useFocusHandover(root, !!Slider, slickSlideButton)
  const slider = useRef<SlickSlider>(null)
  const lightbox = useLightbox(images)
  const [reducedMotion, setReducedMotion] = useState(false)
  const [paused, setPaused] = useState(false)
  useEffect(() => setReducedMotion(prefersReducedMotion()), [])
  const layout = useMemo(
    () => (bp && Slider ? slickLayout(settings, bp, images.length, { reducedMotion }) : null),
    [settings, bp, Slider, images.length, reducedMotion],
  )
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

  // the slides and the slider are made again only when what they show changes: opening the lightbox (state of this
  // component) rendered react-slick's whole track again inside the tap (issue 60, a profile of a product page at 4x)
  const { open: openLightbox } = lightbox
  const slides = useMemo(
    () =>
      images.map((img, i) => {
        const data = img.image?.childImageSharp?.thumb
        const eager = priority && i === 0
        return (
          <div className={styles.slide} key={i}>
            <button type="button" className={styles.open} onClick={(e) => openLightbox(i, e.currentTarget)} data-index={i}>
              <span className="visually-hidden">{formatMessage(ui.enlarge, { n: i + 1, count: images.length })}</span>
              {data ? (
                eager ? (
                  <PriorityImage image={data} alt={img.alt} className={styles.image} />
                ) : (
                  <Picture image={data} alt={img.alt} className={styles.image} loading="lazy" />
                )
              ) : null}
            </button>
          </div>
        )
      }),
    [images, priority, ui, openLightbox],
  )

  const row = useMemo(
    () =>
      layout && Slider ? (
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
      ),
    [layout, Slider, bp, paused, slides],
  )

  return (
    <div
      ref={root}
      className={`${styles.carousel} ${layout ? styles.ready : styles.prehydration}`}
      style={style}
      role="region"
      aria-roledescription={ui.carouselRole}
      aria-label={label}
      data-carousel=""
      data-slides-to-show={layout?.slidesToShow}
    >
      {row}
      {layout?.autoplay ? (
        <button type="button" className={styles.pause} onClick={togglePause} aria-label={paused ? ui.playSlideshow : ui.pauseSlideshow}>
          <Icon name={paused ? "play" : "pause"} size={18} />
        </button>
      ) : null}
      {lightbox.element}
    </div>
  )
}
