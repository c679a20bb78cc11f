/** Interface words of the catalogue area (the /products page and the PDF brochure), in English. Content lives in data/. */
export const catalogue = {
  /** accessible name of the jump links to each product group */
  groupsNav: "Product groups",
  brochure: {
    coverTitle: "Our buildings",
    enquiryName: "Enquiry name: {name}",
    footer: "{brand}  ·  {tagline}  ·  page {page} of {pages}",
    contactTitle: "Contact us",
    company: "Company",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    website: "Website",
    hours: "Opening hours",
    vat: "VAT number",
  },
} as const
