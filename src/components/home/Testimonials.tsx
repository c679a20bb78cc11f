import React, { useCallback, useEffect, useRef, useState } from "react"
import { StaticPart } from "../ui/StaticPart"
import { getImage } from "gatsby-plugin-image"
import { Picture } from "../media/Picture"
import { Icon } from "../ui/Icon"
import { SectionHead } from "./Sections"
import type { TestimonialData } from "./types"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./Home.module.css"

export const Stars: React.FC<{ rating: number; max?: number }> = ({ rating, max = 5 }) => {
  const { home: ui } = useUi()
  return (
    <p className={styles.stars} role="img" aria-label={formatMessage(ui.testimonials.rating, { rating, max })}>
      {Array.from({ length: max }, (_v, i) => (
        <Icon key={i} name="star" size={18} className={i < rating ? styles.starOn : styles.starOff} />
      ))}
    </p>
  )
}

/**
 * Testimonials carousel: 1 review per view, 2 from 768 px, 30 px gap (spec 9). Use this kind (scroll-snap) for
 * cards of text the visitor scrolls; photo galleries use media/Carousel (the rule is in media/Carousel.tsx).
 * Built on CSS scroll-snap rather than react-slick: the server HTML already has the final layout at every
 * width (no shift at hydration), swiping is native, and it adds no library to the page.
 */
export const Testimonials: React.FC<{ eyebrow: string; title: string; items: TestimonialData[] }> = ({ eyebrow, title, items }) => {
  const { home: ui } = useUi()
  // the cards are the server HTML (StaticPart): the arrows scroll and measure the list as the DOM has it
  const track = useRef<HTMLElement | null>(null)
  const [page, setPage] = useState({ first: 0, perView: 1 })

  const measure = useCallback(() => {
    const el = track.current
    if (!el || !el.firstElementChild) return
    const card = (el.firstElementChild as HTMLElement).getBoundingClientRect().width + 30
    const perView = Math.max(1, Math.round((el.clientWidth + 30) / card))
    setPage({ first: Math.round(el.scrollLeft / card), perView })
  }, [])

  useEffect(() => {
    measure()
    window.addEventListener("resize", measure)
    return () => window.removeEventListener("resize", measure)
  }, [measure])

  const go = (dir: 1 | -1) => {
    const el = track.current
    if (!el || !el.firstElementChild) return
    const card = (el.firstElementChild as HTMLElement).getBoundingClientRect().width + 30
    const maxFirst = Math.max(0, items.length - page.perView)
    let next = page.first + dir
    if (next > maxFirst) next = 0
    if (next < 0) next = maxFirst
    el.scrollTo({ left: next * card, behavior: "smooth" })
  }

  return (
    <section className="section" aria-labelledby="home-testimonials">
      <div className="container">
        <div className={styles.headRow}>
          <SectionHead id="home-testimonials" eyebrow={eyebrow} title={title} />
          <div className={styles.carouselNav}>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => go(-1)}
              aria-label={ui.testimonials.previous}
              aria-controls="testimonial-track"
            >
              <Icon name="chevronLeft" size={22} />
            </button>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => go(1)}
              aria-label={ui.testimonials.next}
              aria-controls="testimonial-track"
            >
              <Icon name="chevronRight" size={22} />
            </button>
          </div>
        </div>
        <StaticPart
          as="ul"
          id="testimonial-track"
          ref={track}
          className={styles.testimonialTrack}
          onScroll={measure}
          aria-label={ui.testimonials.label}
          // a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          {items.map((t) => {
            const image = getImage(t.image?.childImageSharp?.gatsbyImageData ?? null)
            return (
              <li key={t.name} className={styles.testimonial}>
                <figure>
                  <Stars rating={t.rating} />
                  <blockquote className={styles.review}>
                    <p>{t.review}</p>
                  </blockquote>
                  <figcaption className={styles.author}>
                    {image ? <Picture image={image} alt="" className={styles.avatar} /> : null}
                    <span>
                      <span className={styles.authorName}>{t.name}</span>
                      <span className={styles.authorRole}>{t.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </StaticPart>
      </div>
    </section>
  )
}
