/**
 * Carousel layout, mobile first. Content gives slides per view at each width (base, sm ≥ 480, md ≥ 768,
 * lg ≥ 1024, xl ≥ 1200). react-slick supports only whole numbers of slidesToShow (akiran/react-slick#2305), so a
 * fractional view such as 1.2 or 1.5 is made with CSS: react-slick shows the whole number of slides in a list
 * narrowed to whole/perView of the width, and the list's overflow stays visible so part of the next slide shows.
 */
export interface SlidesPerView {
  base: number
  sm?: number | null
  md: number
  lg: number
  xl?: number | null
  autoplayMs?: number | null
  loop: boolean
}

export type BreakpointName = "base" | "sm" | "md" | "lg" | "xl"

/** Min-widths in px, matching the site's breakpoints (768 md, 1024 lg, 1200 xl) plus 480 for large phones. */
export const BREAKPOINTS: Record<BreakpointName, number> = { base: 0, sm: 480, md: 768, lg: 1024, xl: 1200 }

export const BREAKPOINT_ORDER: BreakpointName[] = ["base", "sm", "md", "lg", "xl"]

/** Gap between slides in px (spec 9). */
export const SLIDE_GAP = 20
/** Height of a carousel image in px (spec 9). */
export const SLIDE_HEIGHT = 400

/** The breakpoint a viewport width falls in. */
export function breakpointAt(width: number): BreakpointName {
  let found: BreakpointName = "base"
  for (const name of BREAKPOINT_ORDER) if (width >= BREAKPOINTS[name]) found = name
  return found
}

/** Slides per view at a breakpoint: the value given for it, else the nearest smaller breakpoint's value. */
export function perViewAt(settings: SlidesPerView, bp: BreakpointName): number {
  const upTo = BREAKPOINT_ORDER.slice(0, BREAKPOINT_ORDER.indexOf(bp) + 1).reverse()
  for (const name of upTo) {
    const v = settings[name]
    if (typeof v === "number" && v > 0) return v
  }
  return 1
}

/** Slides per view at a viewport width. */
export const perViewAtWidth = (settings: SlidesPerView, width: number): number => perViewAt(settings, breakpointAt(width))

export interface SlickLayout {
  /** react-slick's slidesToShow: always a whole number */
  slidesToShow: number
  /** width of react-slick's list as a percentage of the carousel; below 100 when a fraction of a slide peeks */
  listWidthPercent: number
  infinite: boolean
  arrows: boolean
  autoplay: boolean
  autoplaySpeed?: number
}

/** react-slick settings for a number of slides per view and of images. */
export function slickLayout(
  settings: SlidesPerView,
  bp: BreakpointName,
  slideCount: number,
  opts: { reducedMotion?: boolean } = {},
): SlickLayout {
  const perView = perViewAt(settings, bp)
  const whole = Math.max(1, Math.floor(perView + 1e-9))
  const slidesToShow = Math.min(whole, Math.max(1, slideCount))
  const listWidthPercent = Math.round((whole / perView) * 100 * 1000) / 1000
  const autoplay = !!settings.autoplayMs && !opts.reducedMotion && slideCount > slidesToShow
  return {
    slidesToShow,
    listWidthPercent,
    // spec 2.8 (20ft): loops when there is more than one image; react-slick needs more slides than it shows to loop
    infinite: settings.loop && slideCount > 1 && slideCount > slidesToShow,
    // spec 2.8: prev/next arrows on large screens
    arrows: BREAKPOINTS[bp] >= BREAKPOINTS.lg && slideCount > slidesToShow,
    autoplay,
    autoplaySpeed: autoplay ? (settings.autoplayMs ?? undefined) : undefined,
  }
}

/**
 * Inline CSS custom properties that size the slides before react-slick runs (server HTML), through media queries
 * in the carousel's CSS module: the server markup already has the final slide widths, so nothing shifts at hydration.
 */
export function perViewCssVars(settings: SlidesPerView): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const name of BREAKPOINT_ORDER) vars[`--per-${name}`] = String(perViewAt(settings, name))
  return vars
}

/** Media queries, in order, for `breakpointAt` in the browser. */
export const mediaQueryFor = (bp: BreakpointName): string => `(min-width: ${BREAKPOINTS[bp]}px)`

/** What a scroll-snap track of equal cards shows: its scroll position and width, one card's width and the gap. */
export interface TrackView {
  scrollLeft: number
  clientWidth: number
  cardWidth: number
  gap: number
  count: number
}

/**
 * Where an arrow of a scroll-snap track of cards scrolls to (the testimonials): one card further (`dir` 1) or back
 * (-1) from the first card in view, round to the first card after the last view and to the last view before the first.
 * Read from the track when the arrow is pressed, so nothing is measured while the page starts.
 */
export function trackArrowLeft({ scrollLeft, clientWidth, cardWidth, gap, count }: TrackView, dir: 1 | -1): number {
  const step = cardWidth + gap
  if (step <= 0) return 0
  const perView = Math.max(1, Math.round((clientWidth + gap) / step))
  const maxFirst = Math.max(0, count - perView)
  let next = Math.round(scrollLeft / step) + dir
  if (next > maxFirst) next = 0
  if (next < 0) next = maxFirst
  return next * step
}
