import React from "react"
import { HeroCarousel } from "../../components/home/HeroCarousel"
import { AboutTeaser, DemoVideo, FeaturedGrid, FloorPlan, HomeModelSection, SectionHead } from "../../components/home/Sections"
import { Testimonials } from "../../components/home/Testimonials"
import { homeSchema } from "../../content-model/home"
import { uiFor } from "../../i18n/all"
import { COUNTER_DURATION_MS, counterText } from "../../lib/ui/counter"
import { formatMessage } from "../../lib/ui/format-message"
import { fileOf, Page, pictureOf, shownDoc, type PreviewProps } from "./shared"
import { ENGLISH_FILES, siteIn } from "./single-files"
import * as styles from "../../components/home/Home.module.css"

/**
 * The home page in its order, drawn by its own sections: hero (the site's carousel), about teaser, featured pages,
 * video, floor plan, figures (their final values, as the page's HTML has them before they count up), models,
 * testimonials and the blog's heading. The featured pages' cards and the latest articles come from their own
 * collections: their headings show here, their cards on the site.
 */
export const HomePreview: React.FC<PreviewProps> = ({ entry, getAsset }) => {
  const { lang, doc: home } = shownDoc(entry, homeSchema, ENGLISH_FILES.home)
  const ui = uiFor(lang).home
  const { brand } = siteIn(lang)
  return (
    <Page lang={lang}>
      <HeroCarousel slides={home.hero.map((s) => ({ ...s, image: pictureOf(getAsset, s.image, 1600, 900, "fullWidth") }))} />
      <AboutTeaser data={{ ...home.aboutTeaser, image: pictureOf(getAsset, home.aboutTeaser.image, 640, 582) }} />
      <FeaturedGrid head={home.featured} items={[]} />
      <DemoVideo data={{ ...home.video, src: fileOf(getAsset, home.video.src), poster: fileOf(getAsset, home.video.poster) }} />
      <FloorPlan data={{ ...home.floorPlan, image: fileOf(getAsset, home.floorPlan.image) }} />
      <section className={styles.statsBand} aria-label={formatMessage(ui.statsLabel, { brand, seconds: COUNTER_DURATION_MS / 1000 })}>
        <div className={`container ${styles.statsGrid}`}>
          {home.stats.map((s, i) => (
            <div key={i} className={styles.stat}>
              <p className={styles.statValue}>{counterText(s.count, true, ui.statValue)}</p>
              <p className={styles.statTitle}>{s.title}</p>
            </div>
          ))}
        </div>
      </section>
      <HomeModelSection {...home.models} cards={home.models.cards.map((c) => ({ ...c, image: pictureOf(getAsset, c.image, 480, 360) }))} />
      <Testimonials
        {...home.testimonials}
        items={home.testimonials.items.map((t) => ({ ...t, image: pictureOf(getAsset, t.image, 56, 56, "fixed") }))}
      />
      <section className="section" aria-labelledby="home-blog" style={{ background: "var(--c-sand)" }}>
        <div className="container">
          <SectionHead id="home-blog" {...home.blog} />
        </div>
      </section>
    </Page>
  )
}
