import type { UiStrings } from ".."

/** Interface words of the catalogue area (the products page and the PDF brochure), in French. Content lives in data/. */
export const catalogue: UiStrings["catalogue"] = {
  /** accessible name of the jump links to each product group */
  groupsNav: "Familles de produits",
  brochure: {
    coverTitle: "Nos bâtiments",
    /** under a product's title: the name to give in an enquiry (« au nom de » would mean "on behalf of") */
    enquiryName: "Nom à indiquer dans votre demande : {name}",
    footer: "{brand}  ·  {tagline}  ·  page {page} sur {pages}",
    contactTitle: "Nous contacter",
    company: "Société",
    address: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
    website: "Site web",
    hours: "Horaires d'ouverture",
    vat: "Numéro de TVA",
  },
}
