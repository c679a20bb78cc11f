/** Interface words of the home page, in English (its sections' content is in data/home.en.json). */
export const home = {
  hero: {
    /** aria-roledescription of the carousel and of each slide */
    carouselRole: "carousel",
    slideRole: "slide",
    label: "Our buildings",
    slidePosition: "{index} of {count}",
    showSlide: "Show slide {index} of {count}",
    previous: "Previous slide",
    next: "Next slide",
    pauseLabel: "Pause the slideshow",
    playLabel: "Play the slideshow",
    pause: "Pause",
    play: "Play",
  },
  readMore: "Read more",
  viewModel: "View model",
  /** after the floor plan's area, e.g. '93 m² total area' */
  totalArea: "total area",
  /** the figures band; {brand} from data/site.en.json */
  statsLabel: "{brand} in figures (counted over {seconds} seconds)",
  /** a statistic once counted; {count} is the figure: the number followed by a plus sign (spec) */
  statValue: "{count}+",
  testimonials: {
    rating: "Rated {rating} out of {max}",
    previous: "Previous reviews",
    next: "Next reviews",
    label: "Client reviews",
  },
} as const
