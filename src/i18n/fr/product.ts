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
  quote: {
    title: "{shortName} : demandez votre devis",
    text: "Indiquez-nous le modèle, les modifications souhaitées et votre port de livraison. Nous vous répondons par un devis précisant le prix, les conditions de paiement, le délai de fabrication et l'expédition.",
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
      area: "Surface totale",
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
