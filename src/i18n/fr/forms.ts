import type { UiStrings } from ".."

/** Interface words of the enquiry forms, in French: labels, hints, buttons, toasts, validation and e-mail texts. */
export const forms: UiStrings["forms"] = {
  fields: {
    firstName: "Prénom",
    lastName: "Nom",
    name: "Nom complet",
    email: "E-mail",
    phone: "Téléphone",
    message: "Message",
    deliveryPort: "Port de livraison",
    customisation: "Personnalisation",
  },
  /** after the label of a field that may be left empty (the required ones carry a *) */
  optional: "(facultatif)",
  /**
   * Validation messages (lib/enquiries/validation-message). The spec fixes only the English texts: every French form
   * names the empty fields, by the labels the visitor sees.
   */
  validation: {
    required: "Veuillez remplir tous les champs.",
    phone: "Veuillez saisir un numéro de téléphone valide avec l'indicatif du pays.",
    namesMissingFields: true,
    missingOne: "Veuillez remplir le champ {fields}.",
    missingMany: "Veuillez remplir les champs {fields}.",
    quotedLabel: "« {label} »",
    listAnd: " et ",
  },
  honeypotLabel: "Laissez ce champ vide",
  /** under the phone field with a country list (quote, brochure, planner): see the English words */
  internationalPhoneHint: "Choisissez votre pays puis tapez votre numéro, ou tapez-le avec + et l'indicatif du pays.",
  /** the accessible name of the phone field's country list (react-phone-number-input's label `country`) */
  phoneCountry: "Indicatif du pays",
  /** react-phone-number-input's example value: digits only, the same in every language. */
  phonePlaceholder: "+262 692 12 34 56",
  contact: {
    ariaLabel: "Formulaire de contact",
    phoneHint: "Avec l'indicatif de votre pays, par exemple +262 pour La Réunion.",
    submit: "Envoyer le message",
    sending: "Envoi en cours…",
    note: "Tous les champs sont obligatoires. Vos coordonnées servent uniquement à répondre à votre demande.",
    success: "Message envoyé.",
    failure: "Échec de l'envoi du message. Veuillez réessayer.",
  },
  quote: {
    messagePlaceholder: "Le bâtiment qu'il vous faut, en quelle quantité et pour quel usage…",
    productMessagePlaceholder: "Combien d'unités, pour quel usage, pour quand…",
    deliveryPortHint: "Le port vers lequel votre bâtiment sera expédié. Saisissez-le ou choisissez un port courant dans la liste.",
    customisationHint: "Modifications du modèle standard : dimensions, agencement, finitions, couleurs, portes et fenêtres…",
    /** a suggestion of the delivery port field (data/delivery-ports.fr.json) */
    deliveryPortOption: "{port} ({country})",
    submit: "Envoyer la demande",
    sending: "Envoi en cours…",
    /** a quote request, not a message (the contact form's toast says « Message envoyé. ») */
    success: "Demande envoyée !",
    failure: "Échec de l'envoi de la demande. Veuillez réessayer.",
  },
  brochure: {
    submit: "Recevoir la brochure",
    sending: "Envoi en cours…",
    note: "PDF, tous les modèles avec leurs dimensions et caractéristiques.",
    success: "Demande envoyée ! Le téléchargement va commencer.",
  },
  failure: {
    toastLink: "Ou nous l'envoyer par e-mail",
    /** The notice kept in the form after a failed send; {email} is the link to the company's address. */
    noticeBefore: "Votre message n'a pas pu être envoyé, mais rien de ce que vous avez saisi n'est perdu : réessayez dans un instant, ou",
    noticeLink: "envoyez-le depuis votre messagerie à {email}",
    noticeAfter: ".",
    tooLong: "Votre message est trop long pour être envoyé : raccourcissez-le.",
    tooLongNoticeBefore:
      "Votre message est trop long pour être envoyé, mais rien de ce que vous avez saisi n'est perdu : raccourcissez-le, ou",
    inboxFull: "Notre boîte de réception est pleine et ne peut pas recevoir votre message pour le moment.",
    inboxFullNoticeBefore: "Notre boîte de réception est pleine, mais rien de ce que vous avez saisi n'est perdu :",
  },
  count: {
    one: "Encore 1 caractère",
    many: "Encore {count} caractères",
    none: "Plus aucun caractère : {max} au maximum",
  },

  /**
   * The template parameters' texts (spec 3 and 7): defaults for blank fields and the subjects the company's
   * mailbox sorts on. The subjects end with " [FR]" so that the company knows to answer in French (issue 16), at the end as the
   * planner's subject has it (issue 57: one place for the marker a mailbox filters on).
   * {product} is a name with a capital (« Cabine Apple »): it follows a colon, not « pour ».
   */
  email: {
    defaults: {
      name: "Nom non renseigné",
      email: "E-mail non renseigné",
      phone: "Téléphone non renseigné",
      message: "Aucun message",
    },
    generalQuoteSubject: "Demande de devis générale [FR]",
    noProduct: "Aucun produit précisé",
    productQuoteSubject: "Demande de devis : {product} [FR]",
    brochureProduct: "Téléchargement de la brochure",
    /** Product decision (the spec leaves it open): brochure leads are sorted apart from quotes. */
    brochureSubject: "Demande de brochure [FR]",
    brochureSubjectFor: "Demande de brochure : {product} [FR]",
    /** the lines the quote forms' optional fields add under the message (lib/email-params foldQuoteDetails) */
    details: {
      deliveryPort: "Port de livraison : {value}",
      customisation: "Personnalisation : {value}",
    },
  },
  /** The e-mail written for the visitor when a send failed (lib/mailto). */
  mailto: {
    fallbackSubject: "Demande envoyée depuis le site web [FR]",
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    product: "Produit",
    line: "{label} : {value}",
  },
}
