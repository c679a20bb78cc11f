import React, { useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Picture } from "../media/Picture"
import { Icon } from "../ui/Icon"
import { useAfterLoad } from "../../hooks/use-after-load"
import type { HeroSlideData } from "./types"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./HeroCarousel.module.css"
import { PriorityImage } from "../media/PriorityImage"
import { StaticPart } from "../ui/StaticPart"

/** Spec 9: the hero advances every 5000 ms. */
export const HERO_AUTOPLAY_MS = 5000

interface SlideProps {
  slide: HeroSlideData
  index: number
  count: number
  /** the slide is the one shown */
  active: boolean
  /** render the image (the first slide always; the others once the page has loaded or a visitor moves) */
  withImage: boolean
}

const Slide: React.FC<SlideProps> = ({ slide, index, count, active, withImage }) => {
  const image = withImage ? getImage(slide.image?.childImageSharp?.gatsbyImageData ?? null) : undefined
  // only the first slide's title is the page's h1; the others are section headings
  const Title = index === 0 ? "h1" : "h2"
  const { home: ui } = useUi()
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription={ui.hero.slideRole}
      aria-label={formatMessage(ui.hero.slidePosition, { index: index + 1, count })}
      data-active={active || undefined}
      data-index={index}
    >
      {image ? (
        index === 0 ? (
          <PriorityImage image={image} alt={slide.alt} className={styles.image} />
        ) : (
          <Picture image={image} alt={slide.alt} className={styles.image} loading="lazy" />
        )
      ) : null}
      <div className={styles.shade} aria-hidden="true" />
      {/* the words and the button never change: kept as the server wrote them (StaticPart) */}
      <StaticPart className={`container ${styles.content}`}>
        <Title className={styles.title}>{slide.title}</Title>
        <p className={styles.subtitle}>{slide.subtitle}</p>
        {slide.button ? (
          <Link className="btn btn--light" to={slide.button.path}>
            {slide.button.label}
            <Icon name="arrowRight" size={18} />
          </Link>
        ) : null}
      </StaticPart>
    </div>
  )
}

const Arrow: React.FC<{ dir: "prev" | "next"; onClick?: React.MouseEventHandler }> = ({ dir, onClick }) => {
  const { home: ui } = useUi()
  return (
    <button
      type="button"
      className={`${styles.arrow} ${dir === "prev" ? styles.prev : styles.next}`}
      onClick={onClick}
      aria-label={dir === "prev" ? ui.hero.previous : ui.hero.next}
      data-testid={`hero-${dir}`}
    >
      <Icon name={dir === "prev" ? "chevronLeft" : "chevronRight"} size={26} />
    </button>
  )
}

/**
 * Home hero: a fade carousel of the slides (spec 2.3, 4, 9). Use it for full-screen slides of one per view with
 * text over them; photo galleries use media/Carousel, text cards Testimonials (the rule is in media/Carousel.tsx).
 *
 * Product decision: our own fade carousel instead of react-slick. Every slide is in the server HTML,
 * stacked, and only opacity changes, so the first slide's image (eager, high fetch priority) stays the
 * page's largest paint through hydration: with react-slick the slide images were created by JavaScript
 * after hydration and became the LCP (measured: 3.0-3.9 s simulated on a phone), and its fade mode draws
 * a wrong first frame. It also saves react-slick's code on the home page.
 * - Autoplay every 5000 ms; arrows and dots restart the timer and never stop it. The pause/play button is
 *   the one control that stops it (WCAG 2.2.2).
 * - The other slides' images load after the page's load event (or as soon as the visitor moves), never
 *   competing with the first one.
 */
export const HeroCarousel: React.FC<{ slides: HeroSlideData[] }> = ({ slides }) => {
  const { home: ui } = useUi()
  const count = slides.length
  const section = useRef<HTMLElement>(null)
  const loaded = useAfterLoad(1000)
  const [moved, setMoved] = useState(false)
  const warm = loaded || moved
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(true)
  // bumps on every move, so a visitor's click restarts the 5 s wait
  const [moves, setMoves] = useState(0)

  // marks the carousel running for the browser tests, on the DOM: a state would render the whole carousel again
  useEffect(() => section.current?.setAttribute("data-ready", "true"), [])

  useEffect(() => {
    if (!playing || count < 2) return
    const id = window.setTimeout(() => {
      setMoved(true)
      setCurrent((c) => (c + 1) % count)
    }, HERO_AUTOPLAY_MS)
    return () => window.clearTimeout(id)
  }, [playing, current, moves, count])

  const go = (index: number) => {
    setMoved(true)
    setCurrent(((index % count) + count) % count)
    setMoves((m) => m + 1)
  }

  return (
    <section
      ref={section}
      className={styles.hero}
      aria-roledescription={ui.hero.carouselRole}
      aria-label={ui.hero.label}
      data-testid="hero"
      data-current={current}
      data-playing={playing ? "true" : "false"}
    >
      <div id="hero-slides" className={styles.slides} aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <Slide key={slide.title} slide={slide} index={i} count={count} active={i === current} withImage={i === 0 || warm} />
        ))}
      </div>
      {count > 1 ? (
        <>
          <Arrow dir="prev" onClick={() => go(current - 1)} />
          <Arrow dir="next" onClick={() => go(current + 1)} />
          <ul className={styles.dots}>
            {slides.map((slide, i) => (
              <li key={slide.title}>
                <button
                  type="button"
                  aria-label={formatMessage(ui.hero.showSlide, { index: i + 1, count })}
                  aria-current={i === current ? "true" : undefined}
                  aria-controls="hero-slides"
                  onClick={() => go(i)}
                >
                  <span className={styles.dot} />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? ui.hero.pauseLabel : ui.hero.playLabel}
            data-testid="hero-pause"
          >
            <Icon name={playing ? "pause" : "play"} size={18} />
            <span className={styles.pauseText}>{playing ? ui.hero.pause : ui.hero.play}</span>
          </button>
        </>
      ) : null}
    </section>
  )
}
