import React, { useRef } from "react"
import { StaticPart } from "../ui/StaticPart"
import { getImage } from "gatsby-plugin-image"
import { Picture } from "../media/Picture"
import { Icon } from "../ui/Icon"
import { SectionHead } from "./Sections"
import type { TestimonialData } from "./types"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import { trackArrowLeft } from "../../lib/ui/carousel"
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
  // the cards are the server HTML (StaticPart): an arrow measures the list as the DOM has it when it is pressed,
  // the 30 px gap of spec 9 included (the track's CSS is its one source)
  const track = useRef<HTMLElement | null>(null)

  const go = (dir: 1 | -1) => {
    const el = track.current
    const card = el?.firstElementChild
    if (!el || !card) return
    const view = {
      scrollLeft: el.scrollLeft,
      clientWidth: el.clientWidth,
      cardWidth: card.getBoundingClientRect().width,
      gap: parseFloat(getComputedStyle(el).columnGap) || 0,
      count: el.children.length,
    }
    el.scrollTo({ left: trackArrowLeft(view, dir), behavior: "smooth" })
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
