import type { UiStrings } from ".."

/** Interface words of the home page, in French (its sections' content is in data/home.fr.json). */
export const home: UiStrings["home"] = {
  hero: {
    /** aria-roledescription of the carousel and of each slide */
    carouselRole: "carrousel",
    slideRole: "diapositive",
    label: "Nos bâtiments",
    slidePosition: "{index} sur {count}",
    showSlide: "Afficher la diapositive {index} sur {count}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    pauseLabel: "Mettre le diaporama en pause",
    playLabel: "Lancer le diaporama",
    pause: "Pause",
    play: "Lecture",
  },
  readMore: "Lire la suite",
  viewModel: "Voir le modèle",
  /** after the floor plan's area, e.g. '93 m² de surface totale' */
  totalArea: "de surface totale",
  /** the figures band; {brand} from data/site.fr.json */
  statsLabel: "{brand} en chiffres (compteurs animés pendant {seconds} secondes)",
  /**
   * a statistic once counted; {count} is the figure. French puts the sign first and reads it « plus de »: « + de 19 »
   * (« 19+ » is the English order). The band keeps it on one line.
   */
  statValue: "+ de {count}",
  testimonials: {
    rating: "Note : {rating} sur {max}",
    previous: "Avis précédents",
    next: "Avis suivants",
    label: "Avis de nos clients",
  },
}
