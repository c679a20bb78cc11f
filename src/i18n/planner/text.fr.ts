import type { PlannerTextWords } from "./text-words"

/**
 * The project planner's words in French, typed against the English shape (text.en.ts). Written with plain spaces:
 * PLANNER_TEXT (text.ts) applies the French typography (no-break spaces before : ; and inside « »). The message is
 * addressed to the company: it never says « votre devis ».
 */
export const plannerTextFr: PlannerTextWords = {
  answers: {
    foundations: { ready: "Prêtes", todo: "À réaliser", unsure: "Je ne sais pas" },
    use: {
      home: "Habitation",
      tourism: "Tourisme et location",
      site: "Logement d'ouvriers",
      office: "Bureaux ou bureau de chantier",
      public: "Projet public ou humanitaire",
      other: "Autre",
    },
    distance: {
      lt10: "Moins de 10 km",
      "10-50": "De 10 à 50 km",
      "50-150": "De 50 à 150 km",
      "150-500": "De 150 à 500 km",
      gt500: "Plus de 500 km",
    },
    financing: "Je souhaite un financement",
    otherPort: "Autre port",
  },
  // « à titre indicatif », not « Indicatif » (a calque, and the form's phone field says « indicatif » for the country code)
  indicative: "À titre indicatif : le devis confirmera les prix, les conditions de paiement, le délai de fabrication et l'expédition.",
  notCombined: "les unités de modèles différents ne sont pas regroupées dans un même conteneur",
  units: { one: "{count} unité", many: "{count} unités" },
  days: { one: "jour", many: "jours" },
  containers: { one: "{count} conteneur 40 pieds High Cube", many: "{count} conteneurs 40 pieds High Cube" },
  containerCount: { one: "{count} conteneur", many: "{count} conteneurs" },
  people: { one: "personne", many: "personnes" },
  port: "{port} ({country})",
  // the language marker last, where the company's mail filters can find it
  subject: "Demande de devis {reference} : {units}, {port} [FR]",
  subjectPort: "port {port}",
  subjectNoPort: "port à préciser",
  product: "{quantity} × {model}",
  listSeparator: ", ",
  partSeparator: " ; ",
  text: {
    heading: "Projet {reference} : {units}, {area}",
    line: "{quantity} × {model} : {size}",
    perUnit: "{area} par unité",
    spanLength: "portée {span} × longueur {length}, {area} par unité",
    defaultSize: "(taille de départ du simulateur, à confirmer)",
    lineUse: "usage : {use}",
    options: "options : {options}",
    port: "Port : {value}",
    site: "Chantier : {value}",
    siteDistance: "{distance} du port",
    month: "Livraison souhaitée : {value}",
    foundations: "Fondations : {value}",
    use: "Usage prévu : {value}",
    financing: "Financement : {value}",
    financingYes: "souhaité",
    financingNo: "non souhaité",
    // invariable: it stands for answers of either gender (« Fondations », « Poids », « Usage prévu »)
    notGiven: "à préciser",
    occupancy: "Capacité d'accueil (indicative) : {value}",
    sleeps: "{people} hébergées",
    seats: "{people} en bureaux",
    byFloorArea: "selon la surface : {models}",
    containers: "Conteneurs 40 pieds High Cube (indicatif) : {value}",
    modelCount: "{model} : {count}",
    // the models in brackets, as the site notes below name them (« - Fondations : … (Modèle 20 pieds) »): neither a
    // second colon (« (indicatif) : évalués dans le devis : … ») nor « pour » before a name
    assessedModels: "à évaluer dans le devis ({models})",
    mass: "Poids : {value}",
    massMissing: "à évaluer dans le devis ({models})",
    timeline: "Délais : fabrication {production}, transport maritime {transit}, installation {installation}",
    installation: { one: "{days}", many: "{days} pour les {count} unités, plusieurs équipes en parallèle" },
    installationPhased: "{days} de la première livraison à la dernière unité, plusieurs équipes en parallèle",
    transitUnknown: "à confirmer pour ce port",
    monthPlanned: "Prévu pour une arrivée au port en {month} : début de la fabrication le {start}",
    monthPlannedShown: "Prévu pour une arrivée au port en {month}",
    monthUnreachable:
      "Une livraison en {month} n'est plus possible à partir d'aujourd'hui : au plus tôt en {earliest} ; les dates partent d'aujourd'hui",
    monthNoTransit:
      "La livraison en {month} sera planifiée quand le devis aura fixé la durée du transport maritime : les dates partent d'aujourd'hui",
    phases:
      "Livraisons : {count}, environ une par mois (la commande dépasse un mois de fabrication ou un seul départ de navire) ; le devis fixe le calendrier",
    dates: "Dates estimées : prêt à expédier {shipped} ; arrivée au port {atPort} ; installation terminée {installed}",
    datesWithoutTransit:
      "Dates estimées : prêt à expédier {shipped} ; installation terminée {installed}, plus la durée du transport maritime",
    dateRange: "du {from} au {to}",
    prepared: "À préparer sur place par l'acheteur :",
    siteFoundation: "- Fondations : {text} ({models})",
    siteUtilities: "- Réseaux : {text} ({models})",
    company: "Société : {value}",
    indicative:
      "Chiffres indicatifs du simulateur : le devis confirmera les prix, les conditions de paiement, le délai de fabrication et l'expédition.",
    link: "Le projet tel que l'acheteur l'a vu : {link}",
    message: "Message :",
  },
  dropped: "Non repris du lien : {items}.",
  droppedItem: {
    model: "modèle inconnu « {value} »",
    // the model in brackets, not after « pour » (a name with a capital, as everywhere in the planner's words)
    option: "option « {value} » ({model})",
    quantity: "quantité {value} ({model}, de 0 à 999)",
    size: "dimension « {value} » ({model}, hors de la plage du modèle)",
    port: "port inconnu « {value} »",
    month: "mois « {value} » (pas un mois à venir)",
    answer: "réponse « {value} »",
  },
}
