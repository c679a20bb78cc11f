import React from "react"
import { graphql, type PageProps } from "gatsby"
import { makeHead } from "../components/seo/make-head"
import { HeroCarousel } from "../components/home/HeroCarousel"
import { AboutTeaser, DemoVideo, FeaturedGrid, FloorPlan, HomeModelSection, SectionHead } from "../components/home/Sections"
import { StatsBand } from "../components/home/StatsBand"
import { Testimonials } from "../components/home/Testimonials"
import { HydrationUnit } from "../components/layout/HydrationUnit"
import { PostGrid, type PostSummary } from "../components/blog/PostCard"
import type {
  AboutTeaserData,
  FeaturedCardData,
  FloorPlanData,
  HeroSlideData,
  HomeModelCard,
  StatData,
  TestimonialData,
  VideoData,
} from "../components/home/types"

interface HomeData {
  homeJson: {
    seo: { description: string }
    hero: HeroSlideData[]
    aboutTeaser: AboutTeaserData
    featured: { eyebrow: string; title: string; text: string }
    video: VideoData
    floorPlan: FloorPlanData
    stats: StatData[]
    models: { eyebrow: string; title: string; cards: HomeModelCard[] }
    testimonials: { eyebrow: string; title: string; items: TestimonialData[] }
    blog: { eyebrow: string; title: string; text: string }
  }
  allFeaturedJson: { nodes: FeaturedCardData[] }
  allBlogPostJson: { nodes: PostSummary[] }
}

/**
 * Home (spec 2.3), in the order. Product decision: the 'Our Services' section is not repeated here;
 * it lives on /about, where the issue lists it, so the home page keeps the spec's section order and weight.
 * The sections hydrate in four units of their own (HydrationUnit), the first screen first.
 */
const HomePage: React.FC<PageProps<HomeData>> = ({ data }) => {
  const home = data.homeJson
  const latest = data.allBlogPostJson.nodes
  return (
    <>
      <HydrationUnit>
        <HeroCarousel slides={home.hero} />
        <AboutTeaser data={home.aboutTeaser} />
      </HydrationUnit>
      <HydrationUnit>
        <FeaturedGrid head={home.featured} items={data.allFeaturedJson.nodes} />
        <DemoVideo data={home.video} />
        <FloorPlan data={home.floorPlan} />
      </HydrationUnit>
      <HydrationUnit>
        <StatsBand stats={home.stats} />
        <HomeModelSection {...home.models} />
      </HydrationUnit>
      <HydrationUnit>
        <Testimonials {...home.testimonials} />
        <section className="section" aria-labelledby="home-blog" style={{ background: "var(--c-sand)" }}>
          <div className="container">
            <SectionHead id="home-blog" {...home.blog} />
            <PostGrid posts={latest} />
          </div>
        </section>
      </HydrationUnit>
    </>
  )
}

export default HomePage

export const Head = makeHead<HomeData>(({ data }) => ({ description: data.homeJson.seo.description }))

export const query = graphql`
  query HomePage($lang: String!) {
    homeJson(lang: { eq: $lang }) {
      seo {
        description
      }
      hero {
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 960, 1600, 2400], sizes: "100vw")
          }
        }
        alt
        title
        subtitle
        button {
          label
          path
        }
      }
      aboutTeaser {
        eyebrow
        title
        paragraphs
        highlights
        image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.1, breakpoints: [360, 640], sizes: "(min-width: 1024px) 560px, 100vw")
          }
        }
        alt
        button {
          label
          path
        }
      }
      featured {
        eyebrow
        title
        text
      }
      video {
        eyebrow
        title
        text
        src {
          publicURL
        }
        poster {
          publicURL
          childImageSharp {
            gatsbyImageData(layout: FIXED, width: 1280, formats: [WEBP])
          }
        }
        label
      }
      floorPlan {
        eyebrow
        title
        area
        text
        rooms {
          label
          value
        }
        image {
          publicURL
        }
        alt
        button {
          label
          path
        }
      }
      stats {
        count
        title
      }
      models {
        eyebrow
        title
        cards {
          id
          image {
            childImageSharp {
              gatsbyImageData(
                width: 480
                aspectRatio: 1.333
                breakpoints: [360, 480]
                sizes: "(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
              )
            }
          }
          alt
          title
          subtitle
          description
          path
        }
      }
      testimonials {
        eyebrow
        title
        items {
          name
          role
          image {
            childImageSharp {
              gatsbyImageData(layout: FIXED, width: 56, height: 56)
            }
          }
          review
          rating
        }
      }
      blog {
        eyebrow
        title
        text
      }
    }
    allFeaturedJson(filter: { lang: { eq: $lang } }, sort: { order: ASC }) {
      nodes {
        path
        title
        menuTitle
        alt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 480
              aspectRatio: 1.25
              breakpoints: [360, 480]
              sizes: "(min-width: 1024px) 240px, (min-width: 768px) 33vw, 100vw"
            )
          }
        }
      }
    }
    allBlogPostJson(filter: { lang: { eq: $lang } }, sort: [{ date: DESC }, { jsonId: DESC }], limit: 3) {
      nodes {
        ...PostSummary
      }
    }
  }
`
