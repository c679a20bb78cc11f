/** Interface words of the shared layout, in English: header, menus, drawer, footer, floating buttons. */
export const layout = {
  skipLink: "Skip to main content",
  quickActions: "Quick actions",
  contactDetails: "Contact details",
  socialMedia: "Social media",
  /** aria-label of the logo link; {brand} from data/site.en.json */
  logoHome: "{brand} home",
  /** the header's and the drawer's buttons */
  quote: "Get a Quote",
  brochure: "Brochure",
  /** the header's and the drawer's link to the project planner (/quote) */
  planner: "Plan your project",
  openMenu: "Open menu",
  menu: {
    mainLabel: "Main",
    /** hidden text of a submenu toggle; {label} is the menu item */
    submenu: "{label} submenu",
  },
  drawer: {
    label: "Menu",
    close: "Close menu",
    navLabel: "Mobile menu",
  },
  footer: {
    vat: "VAT number: {vat}",
    company: "Company",
    products: "Products",
    featured: "Featured Products",
    copyright: "© {year} {brand}. All rights reserved.",
    designedBy: "Designed by",
  },
  /** aria-label of the floating chat link */
  chat: "Chat with {brand} on WhatsApp",
  /** the chat link's words in the bar of quick actions below 1344 px (its accessible name is `chat`) */
  chatShort: "WhatsApp",
  /**
   * What Gatsby's route announcer (#gatsby-announcer, read by screen readers) says after a client-side navigation
   * (`page`, {page}: the page's first heading or title; `path` when it has neither); src/gatsby/overrides/route-announcer-language.ts.
   * The English ones are Gatsby's own.
   */
  routeAnnouncer: { page: "Navigated to {page}", path: "Navigated to new page at {path}" },
  scrollToTop: "Scroll to top",
} as const
