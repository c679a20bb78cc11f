import React, { useEffect, useRef } from "react"
import { StaticPart } from "../ui/StaticPart"
import { Link } from "gatsby"
import { getImage, getSrc } from "gatsby-plugin-image"
import { Picture } from "../media/Picture"
import { Icon } from "../ui/Icon"
import { SectionHead as PlainSectionHead, type SectionHeadProps as PlainSectionHeadProps } from "../ui/SectionHead"
import type { AboutTeaserData, FeaturedCardData, FloorPlanData, HomeModelCard, ImageFile, VideoData } from "./types"
import { UiText } from "../../i18n/UiText"
import * as styles from "./Home.module.css"
import { useNearViewport } from "../../hooks/use-near-viewport"

const img = (file: ImageFile | null | undefined) => getImage(file?.childImageSharp?.gatsbyImageData ?? null)

export interface SectionHeadProps extends Omit<PlainSectionHeadProps, "className"> {
  /** white text, on a dark section */
  light?: boolean
}

/** A home page section's head: the shared SectionHead with the home page's classes. */
export const SectionHead: React.FC<SectionHeadProps> = ({ light, ...head }) => (
  <PlainSectionHead {...head} className={`${styles.head} ${light ? styles.headLight : ""}`} />
)

export const AboutTeaser: React.FC<{ data: AboutTeaserData }> = ({ data }) => {
  const image = img(data.image)
  return (
    <section className="section" aria-labelledby="home-about">
      <StaticPart className={`container ${styles.split}`}>
        <div className={styles.splitMedia}>{image ? <Picture image={image} alt={data.alt} className={styles.rounded} /> : null}</div>
        <div>
          <p className="eyebrow">{data.eyebrow}</p>
          <h2 id="home-about">{data.title}</h2>
          {data.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <ul className={styles.checks}>
            {data.highlights.map((h) => (
              <li key={h}>
                <Icon name="check" size={18} className={styles.checkIcon} />
                {h}
              </li>
            ))}
          </ul>
          <Link className="btn" to={data.button.path}>
            {data.button.label}
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>
      </StaticPart>
    </section>
  )
}

export const FeaturedGrid: React.FC<{ head: { eyebrow: string; title: string; text: string }; items: FeaturedCardData[] }> = ({
  head,
  items,
}) => (
  <section className={`section ${styles.tinted}`} aria-labelledby="home-featured">
    <StaticPart className="container">
      <SectionHead id="home-featured" {...head} />
      <ul className={styles.featuredGrid}>
        {items.map((item) => {
          const image = img(item.image)
          return (
            <li key={item.path}>
              <Link to={item.path} className={styles.featuredCard}>
                {image ? <Picture image={image} alt={item.alt} className={styles.featuredImage} /> : null}
                <span className={styles.featuredText}>
                  <span className={styles.featuredTitle}>{item.menuTitle}</span>
                  <span className={styles.featuredMore}>
                    <UiText get={(ui) => ui.home.readMore} /> <Icon name="arrowRight" size={16} />
                  </span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </StaticPart>
  </section>
)

/**
 * The product demo video: autoplay, muted, looping, inline, controls without download/fullscreen/PiP.
 * It is below the fold: the file is attached only when the player comes near the viewport, so it costs
 * nothing at page load, poster included (preload="none" until then); the poster is a resized WebP.
 */
export const DemoVideo: React.FC<{ data: VideoData }> = ({ data }) => {
  const ref = useRef<HTMLVideoElement | null>(null)
  const near = useNearViewport(ref)
  useEffect(() => {
    // React does not reflect `muted` on hydrated elements: set the property so browsers allow autoplay
    if (ref.current) ref.current.muted = true
  }, [near])
  const posterData = data.poster?.childImageSharp?.gatsbyImageData
  const poster = posterData ? getSrc(posterData) : (data.poster?.publicURL ?? undefined)
  return (
    <section className={`section ${styles.dark}`} aria-labelledby="home-video">
      <div className="container">
        <SectionHead id="home-video" eyebrow={data.eyebrow} title={data.title} text={data.text} light />
        <div className={styles.videoFrame}>
          <video
            ref={ref}
            className={styles.video}
            src={near ? (data.src?.publicURL ?? undefined) : undefined}
            poster={near ? poster : undefined}
            autoPlay
            muted
            loop
            playsInline
            controls
            controlsList="nodownload nofullscreen"
            disablePictureInPicture
            preload="none"
            width={1280}
            height={720}
            aria-label={data.label}
            data-testid="demo-video"
          />
        </div>
      </div>
    </section>
  )
}

export const FloorPlan: React.FC<{ data: FloorPlanData }> = ({ data }) => (
  <section className="section" aria-labelledby="home-plan">
    <StaticPart className={`container ${styles.split} ${styles.splitReverse}`}>
      <div>
        <p className="eyebrow">{data.eyebrow}</p>
        <h2 id="home-plan">{data.title}</h2>
        <p className={styles.area}>
          <span className={styles.areaValue}>{data.area}</span> <UiText get={(ui) => ui.home.totalArea} />
        </p>
        <p>{data.text}</p>
        <dl className={styles.specs}>
          {data.rooms.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
        <Link className="btn btn--ghost" to={data.button.path}>
          {data.button.label}
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
      <figure className={styles.plan}>
        <img src={data.image?.publicURL ?? undefined} alt={data.alt} width={960} height={720} loading="lazy" decoding="async" />
      </figure>
    </StaticPart>
  </section>
)

export const HomeModelSection: React.FC<{ eyebrow: string; title: string; cards: HomeModelCard[] }> = ({ eyebrow, title, cards }) => (
  <section className={`section ${styles.tinted}`} aria-labelledby="home-models">
    <StaticPart className="container">
      <SectionHead id="home-models" eyebrow={eyebrow} title={title} />
      <ul className={styles.modelGrid}>
        {cards.map((card) => {
          const image = img(card.image)
          return (
            <li key={card.id} className={`${styles.modelCard} card-lift`}>
              {image ? <Picture image={image} alt={card.alt} className={styles.modelImage} /> : null}
              <div className={styles.modelBody}>
                <p className={styles.modelSubtitle}>{card.subtitle}</p>
                <h3 className={styles.modelTitle}>
                  <Link to={card.path} className={styles.stretched}>
                    {card.title}
                  </Link>
                </h3>
                <p>{card.description}</p>
                <span className={styles.featuredMore} aria-hidden="true">
                  <UiText get={(ui) => ui.home.viewModel} /> <Icon name="arrowRight" size={16} />
                </span>
              </div>
            </li>
          )
        })}
      </ul>
    </StaticPart>
  </section>
)
