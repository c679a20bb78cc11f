import type { UiStrings } from ".."

/** Interface words of the blog, in French (the articles and the blog introduction are in data/). */
export const blog: UiStrings["blog"] = {
  readArticle: "Lire l'article →",
  by: "Par",
  latest: "Derniers articles",
  /** an unknown article id (the French equivalent of the spec's exact English text) */
  notFound: "Article introuvable.",
  notFoundTitle: "Article introuvable",
  seeAll: "Voir tous les articles",
  categories: {
    "Product Spotlight": "Produit à la une",
    "Product Focus": "Dossier produit",
    Innovation: "Innovation",
    Materials: "Matériaux",
    Construction: "Construction",
    Housing: "Logement",
  },
}
