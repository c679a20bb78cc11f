import type { UiStrings } from ".."

/** Interface words of the enquiry dialogs, in French. */
export const enquiry: UiStrings["enquiry"] = {
  close: "Fermer",
  quote: {
    title: "Demander un devis gratuit",
    intro:
      "Indiquez-nous ce que vous souhaitez construire et où. Nous vous répondons par un devis précisant le prix, les conditions de paiement, le délai de fabrication et l'expédition jusqu'à votre port.",
  },
  productQuote: {
    title: "Demander un devis : {product}",
    intro:
      "Laissez-nous vos coordonnées, les modifications que vous souhaitez apporter à ce modèle et votre port de livraison. Nous vous répondons par un devis complet.",
  },
  brochure: {
    title: "Télécharger la brochure",
    intro:
      "Laissez-nous vos coordonnées et la brochure se télécharge aussitôt. Elle présente tous nos modèles avec leurs dimensions, caractéristiques et options.",
  },
}
