import type { UiStrings } from ".."

/** Interface words of the product area, in French. Visitor-visible copy only; content lives in data/. */
export const product: UiStrings["product"] = {
  breadcrumb: { label: "Fil d'Ariane", home: "Accueil", products: "Nos produits" },
  /** accessible name of a product's image carousel (the pictures are illustrations, not photographs) */
  photos: "{title} : vues",
  requestQuote: "Demander un devis",
  getQuote: "Demander un devis",
  addToProject: "Ajouter à mon projet",
  specsCaption: "{title} : caractéristiques",
  /**
   * {shortName} is a name with a capital (« Modèle 40 pieds », « Cabine Apple »): it opens a sentence or follows a
   * colon, never an article (« la fiche Modèle 20 pieds » reads as a common noun with a stray capital).
   */
  /** the brochure button beside the quote buttons of every product page */
  brochure: "Brochure (PDF)",
  /** the heading over a product's key facts (their sentences are written by the build: src/i18n/build) */
  keyFactsTitle: "L'essentiel",
  quote: {
    title: "{shortName} : demandez votre devis",
    /** not the site's banner's « Indiquez-nous le modèle… » that follows it: what each of the two buttons is for */
    text: "Demandez un devis pour ce modèle seul, ou ajoutez-le à votre projet pour réunir plusieurs modèles, un port de livraison et des dates dans une même demande.",
  },
  featured: {
    ctaTitle: "{title} : ce produit vous intéresse ?",
    ctaText: "Retrouvez toutes les vues, dimensions et options sur sa fiche, ou demandez un devis dès maintenant.",
    ctaLink: "Voir la fiche : {shortName}",
    sidebarTitle: "Produits phares",
  },
  comparison: {
    /** accessible name of the scrollable table region */
    region: "{caption} : tableau",
    specification: "Caractéristique",
    current: "{shortName} (cette page)",
    missing: "Sur demande",
    /** the row labels of the 20/30/40 ft comparison, one per compared spec key (src/lib/content/comparison.ts) */
    rows: {
      area: "Surface nominale",
      external: "Dimensions extérieures (déplié)",
      side: "Ailes latérales (extérieur)",
      internal: "Dimensions intérieures",
      internalSide: "Ailes latérales (intérieur)",
      folded: "Dimensions (replié)",
      perContainer: "Transport",
      mass: "Poids",
    },
  },
  card: { more: "Voir la fiche : {shortName} →" },
}
