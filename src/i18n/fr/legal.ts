import type { UiStrings } from ".."

/** Interface words of the legal pages, in French (their texts are in data/legal/). */
export const legal: UiStrings["legal"] = {
  kicker: "Informations légales",
  lastUpdated: "Dernière mise à jour :",
  toc: "Sur cette page",
  unfilled: {
    template: "[à compléter : {what}]",
    what: {
      legalForm: "forme juridique",
      shareCapital: "capital social",
      rcs: "numéro SIREN",
      vat: "numéro de TVA",
      publicationDirector: "nom du directeur de la publication",
      hostName: "nom de l'hébergeur",
      hostAddress: "adresse du siège de l'hébergeur",
      hostPhone: "téléphone de l'hébergeur",
      mediatorName: "nom du médiateur de la consommation",
      mediatorAddress: "adresse du médiateur de la consommation",
      mediatorUrl: "site internet du médiateur de la consommation",
    },
  },
}
