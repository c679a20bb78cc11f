import React, { Suspense, useCallback, useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import type SlickSlider from "react-slick"
import type { Settings } from "react-slick"
import "slick-carousel/slick/slick.css"
import { Icon } from "../ui/Icon"
import type { HeroSlideData } from "./types"
import * as styles from "./HeroCarousel.module.css"

/** Spec 9: the hero advances every 5000 ms. */
export const HERO_AUTOPLAY_MS = 5000

// react-slick is loaded after hydration: the server HTML carries a static copy of the first slide (the page's LCP).
const Slider = React.lazy(() => import("react-slick"))

interface SlideProps {
  slide: HeroSlideData
  index: number
  count: number
  /** the slide is the one shown: its link can take focus */
  active: boolean
  eager?: boolean
}

const Slide: React.FC<SlideProps> = ({ slide, index, count, active, eager }) => {
  const image = getImage(slide.image.childImageSharp?.gatsbyImageData ?? null)
  // only the first slide's title is the page's h1; the others are section headings
  const Title = index === 0 ? "h1" : "h2"
  return (
    <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
      {image ? (
        <GatsbyImage
          image={image}
          alt={slide.alt}
          className={styles.image}
          loading={eager ? "eager" : "lazy"}
          {...(eager ? { fetchpriority: "high" } : {})}
        />
      ) : null}
      <div className={styles.shade} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <Title className={styles.title}>{slide.title}</Title>
        <p className={styles.subtitle}>{slide.subtitle}</p>
        {slide.button ? (
          <Link className="btn btn--light" to={slide.button.path} tabIndex={active ? undefined : -1}>
            {slide.button.label}
            <Icon name="arrowRight" size={18} />
          </Link>
        ) : null}
      </div>
    </div>
  )
}

const Arrow: React.FC<{ dir: "prev" | "next"; onClick?: React.MouseEventHandler }> = ({ dir, onClick }) => (
  <button
    type="button"
    className={`${styles.arrow} ${dir === "prev" ? styles.prev : styles.next}`}
    onClick={onClick}
    aria-label={dir === "prev" ? "Previous slide" : "Next slide"}
    data-testid={`hero-${dir}`}
  >
    <Icon name={dir === "prev" ? "chevronLeft" : "chevronRight"} size={26} />
  </button>
)

/**
 * Home hero: a fade carousel of the slides (spec 2.3, 4, 9).
 *
 * - The first slide is rendered statically in the server HTML (eager, high fetch priority): it is the LCP image.
 * - After hydration react-slick mounts in a layer above it; the static copy is removed only once the slider's
 *   own first image has loaded, so nothing flashes or moves (and slick's fade first-frame issue is never seen).
 * - Autoplay every 5000 ms; arrows, dots and keys never stop it (pauseOnHover/Focus/DotsHover are off, and
 *   interaction only restarts slick's timer). The pause/play button is the one control that stops it (WCAG 2.2.2).
 */
export const HeroCarousel: React.FC<{ slides: HeroSlideData[] }> = ({ slides }) => {
  const [mounted, setMounted] = useState(false)
  const [ready, setReady] = useState(false)
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(true)
  const slider = useRef<SlickSlider | null>(null)
  const layer = useRef<HTMLDivElement | null>(null)
  const count = slides.length

  useEffect(() => setMounted(true), [])

  const onInit = useCallback(() => {
    let done = false
    const reveal = () => {
      if (done) return
      done = true
      requestAnimationFrame(() => requestAnimationFrame(() => setReady(true)))
    }
    // wait until slick has measured and the first slide's image is painted, then drop the static copy
    requestAnimationFrame(() => {
      const img = layer.current?.querySelector<HTMLImageElement>('[data-index="0"] img[data-main-image]')
      if (img && !img.complete) img.addEventListener("load", reveal, { once: true })
      else if (img && typeof img.decode === "function") img.decode().then(reveal, reveal)
      else reveal()
      window.setTimeout(reveal, 2500)
    })
  }, [])

  const toggle = () => {
    if (playing) slider.current?.slickPause()
    else slider.current?.slickPlay()
    setPlaying(!playing)
  }

  const settings: Settings = {
    fade: true,
    infinite: true,
    speed: 900,
    autoplay: true,
    autoplaySpeed: HERO_AUTOPLAY_MS,
    pauseOnHover: false,
    pauseOnFocus: false,
    pauseOnDotsHover: false,
    arrows: true,
    dots: true,
    lazyLoad: undefined,
    prevArrow: <Arrow dir="prev" />,
    nextArrow: <Arrow dir="next" />,
    dotsClass: styles.dots,
    customPaging: (i: number) => (
      <button type="button" aria-label={`Show slide ${i + 1} of ${count}`} aria-current={i === current ? "true" : undefined}>
        <span className={styles.dot} />
      </button>
    ),
    beforeChange: (_old: number, next: number) => setCurrent(next),
    onInit,
  }

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Our buildings"
      data-testid="hero"
      data-current={current}
      data-ready={ready ? "true" : "false"}
      data-playing={playing ? "true" : "false"}
    >
      {!ready ? (
        <div className={styles.staticSlide}>
          <Slide slide={slides[0]} index={0} count={count} active eager />
        </div>
      ) : null}
      {mounted ? (
        <div ref={layer} className={`${styles.layer} ${ready ? styles.layerReady : ""}`} aria-hidden={ready ? undefined : true}>
          <Suspense fallback={null}>
            <Slider ref={slider} {...settings}>
              {slides.map((slide, i) => (
                <Slide key={slide.title} slide={slide} index={i} count={count} active={ready && i === current} eager={i === 0} />
              ))}
            </Slider>
          </Suspense>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.pause}
        onClick={toggle}
        disabled={!ready}
        aria-label={playing ? "Pause the slideshow" : "Play the slideshow"}
        data-testid="hero-pause"
      >
        <Icon name={playing ? "pause" : "play"} size={18} />
        <span className={styles.pauseText}>{playing ? "Pause" : "Play"}</span>
      </button>
    </section>
  )
}
