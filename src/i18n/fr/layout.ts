import type { UiStrings } from ".."

/** Interface words of the shared layout, in French: header, menus, drawer, footer, floating buttons. */
export const layout: UiStrings["layout"] = {
  skipLink: "Aller au contenu principal",
  quickActions: "Actions rapides",
  contactDetails: "Coordonnées",
  socialMedia: "Réseaux sociaux",
  /** aria-label of the logo link; {brand} from data/site.fr.json */
  logoHome: "{brand}, accueil",
  /** the header's and the drawer's buttons */
  quote: "Demander un devis",
  brochure: "Brochure",
  planner: "Préparer votre projet",
  openMenu: "Ouvrir le menu",
  menu: {
    mainLabel: "Menu principal",
    /** hidden text of a submenu toggle; {label} is the menu item */
    submenu: "Sous-menu {label}",
  },
  drawer: {
    label: "Menu",
    close: "Fermer le menu",
    navLabel: "Menu mobile",
  },
  footer: {
    vat: "Numéro de TVA : {vat}",
    company: "Société",
    products: "Produits",
    featured: "Produits phares",
    copyright: "© {year} {brand}. Tous droits réservés.",
    designedBy: "Conçu par",
  },
  /** aria-label of the floating chat link */
  chat: "Discuter avec {brand} sur WhatsApp",
  /** the chat link's words in the bar of quick actions below 1344 px (its accessible name is `chat`) */
  chatShort: "WhatsApp",
  /**
   * What Gatsby's route announcer (#gatsby-announcer, read by screen readers) says after a client-side navigation
   * (`page`, {page}: the page's first heading or title; `path` when it has neither); src/gatsby/overrides/route-announcer-language.ts.
   * Gatsby writes them in English: a French page gets these.
   */
  routeAnnouncer: { page: "Page affichée : {page}", path: "Page affichée à l'adresse {path}" },
  scrollToTop: "Revenir en haut de la page",
}
