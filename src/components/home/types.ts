import type { Queried, QueriedFile } from "../../content-model/common"
import type { FeaturedPageData } from "../../content-model/featured"
import type { homeSchema } from "../../content-model/home"

// The home page's shapes come from the content model (src/content-model/home.ts), never written twice.
type Home = Queried<typeof homeSchema>

/** A File node from a JSON image field: raster images have childImageSharp, SVGs only a publicURL. */
export type ImageFile = QueriedFile | null

export type HeroSlideData = Home["hero"][number]
export type AboutTeaserData = Home["aboutTeaser"]
export type VideoData = Home["video"]
export type FloorPlanData = Home["floorPlan"]
export type HomeModelCard = Home["models"]["cards"][number]
export type StatData = Home["stats"][number]
export type TestimonialData = Home["testimonials"]["items"][number]
export type FeaturedCardData = Pick<FeaturedPageData, "path" | "title" | "menuTitle" | "alt" | "image">
