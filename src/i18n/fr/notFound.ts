import type { UiStrings } from ".."

/** The words of the 404 page, in French (an unknown article id shows the blog's 'Article introuvable.'). */
export const notFound: UiStrings["notFound"] = {
  eyebrow: "Erreur 404",
  title: "Page introuvable",
  lead: "Nous n'avons pas trouvé la page demandée. Elle a peut-être été déplacée, ou l'adresse contient une faute de frappe. Ces pages vous aideront à trouver ce que vous cherchez :",
  links: {
    products: "Parcourir le catalogue de tous nos bâtiments",
    contact: "Nous contacter : nous répondons à chaque demande",
    blogs: "Lire nos articles sur la construction modulaire",
    home: "Aller à la page d'accueil",
  },
  description: "La page demandée est introuvable. Parcourez notre catalogue de bâtiments préfabriqués et modulaires ou contactez-nous.",
  blog: {
    eyebrow: "Blog",
    lead: "Cet article n'existe pas ou a été déplacé. Nos autres articles sont à portée de clic.",
    home: "Revenir à la page d'accueil",
  },
}
