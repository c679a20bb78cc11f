import type { PlannerTextWords } from "../../lib/planner/text"

/**
 * The project planner's words in French, typed against the English shape (text.en.ts). Written with plain spaces:
 * PLANNER_TEXT (text.ts) applies the French typography (no-break spaces before : ; and inside « »).
 */
export const plannerTextFr: PlannerTextWords = {
  answers: {
    foundations: { ready: "Prêtes", todo: "À réaliser", unsure: "Je ne sais pas" },
    use: {
      home: "Habitation",
      tourism: "Tourisme et location",
      site: "Bureau de chantier ou logement d'ouvriers",
      public: "Projet public ou humanitaire",
      other: "Autre",
    },
    financing: "Je souhaite un financement",
    otherPort: "Autre port",
  },
  indicative: "Indicatif : votre devis confirme les prix, les conditions de paiement, le délai de fabrication et l'expédition.",
  notCombined: "les unités de modèles différents ne sont pas regroupées dans un même conteneur",
  units: { one: "{count} unité", many: "{count} unités" },
  days: { one: "jour", many: "jours" },
  containers: { one: "{count} conteneur 40 pieds High Cube", many: "{count} conteneurs 40 pieds High Cube" },
  port: "{port} ({country})",
  subject: "[FR] Devis projet : {units} pour {port}",
  product: "{quantity} × {model}",
  listSeparator: ", ",
  partSeparator: " ; ",
  text: {
    heading: "Projet : {units}, {area}",
    line: "{quantity} × {model} : {size}",
    perUnit: "{area} par unité",
    spanLength: "portée {span} × longueur {length}, {area} par unité",
    options: "options : {options}",
    port: "Port : {value}",
    month: "Livraison souhaitée : {value}",
    foundations: "Fondations : {value}",
    use: "Usage prévu : {value}",
    financing: "Financement : {value}",
    financingYes: "souhaité",
    financingNo: "non souhaité",
    // invariable: it stands for answers of either gender (« Fondations », « Masse », « Usage prévu »)
    notGiven: "à préciser",
    containers: "Conteneurs 40 pieds High Cube (indicatif) : {value}",
    modelCount: "{model} : {count}",
    assessedModels: "évalués dans le devis : {models}",
    mass: "Masse : {value}",
    massMissing: "non précisée pour {models}",
    timeline: "Délais : fabrication {production}, transport maritime {transit}, installation {installation}",
    installation: { one: "{days}", many: "{days} pour les {count} unités, l'une après l'autre" },
    transitUnknown: "à confirmer pour ce port",
    dates: "Dates estimées : prêt à expédier {shipped} ; arrivée au port {atPort} ; installation terminée {installed}",
    datesWithoutTransit:
      "Dates estimées : prêt à expédier {shipped} ; installation terminée {installed}, plus la durée du transport maritime",
    dateRange: "du {from} au {to}",
    site: "À préparer sur place par l'acheteur :",
    siteFoundation: "- Fondations : {text} ({models})",
    siteUtilities: "- Réseaux : {text} ({models})",
    company: "Société : {value}",
    message: "Message :",
  },
  dropped: "Non repris du lien : {items}.",
  droppedItem: {
    model: "modèle inconnu « {value} »",
    option: "option « {value} » pour {model}",
    quantity: "quantité {value} pour {model} (de 0 à 999)",
    size: "dimension « {value} » pour {model} (hors de la plage du modèle)",
    port: "port inconnu « {value} »",
    month: "mois « {value} » (pas un mois à venir)",
    answer: "réponse « {value} »",
  },
}
