import type { PlannerUi } from "."

/**
 * The project planner's interface words in French (/fr/devis/), with the English shape (ui.en.ts). Written with plain
 * spaces: src/i18n/planner/index.ts applies the French typography.
 */
export const plannerUi: PlannerUi = {
  seo: {
    title: "Préparez votre projet",
    description:
      "Choisissez vos modèles Kaz Horizon et leurs quantités, voyez les conteneurs, le poids et un calendrier indicatif jusqu'à votre port, puis envoyez-nous votre projet.",
  },
  intro: {
    eyebrow: "Simulateur de projet",
    title: "Préparez votre projet",
    lead: "Choisissez vos modèles et leur nombre : conteneurs, poids et calendrier indicatif jusqu'à votre port se calculent au fil de vos choix. Envoyez-nous votre projet quand vous êtes prêt : nous vous répondons par un devis chiffré.",
  },
  models: {
    title: "Modèles et quantités",
    text: "Indiquez une quantité pour chaque modèle qu'il vous faut. Les options sont présentées sous chaque modèle.",
    quantity: "Quantité : {model}",
    fewer: "Une unité de moins : {model}",
    more: "Une unité de plus : {model}",
    options: "Options ({count})",
    floorArea: "Surface (m²)",
    span: "Portée (m)",
    length: "Longueur (m)",
    // a dash, not « du modèle {model} »: a model's name may say « modèle » itself (« Modèle 20 pieds »)
    forModel: "– {model}",
    range: "De {min} à {max}",
    size: "{area}",
    use: "Usage de ces unités",
    useProject: "Comme le projet : {use}",
    useNone: "Comme le projet",
    added: "Ajouté : {model}",
  },
  delivery: {
    title: "Livraison et terrain",
    port: "Port de livraison",
    choosePort: "Choisissez un port",
    portOption: "{port} ({country})",
    otherPortName: "Nom du port",
    // a port the list does not hold (data/delivery-ports.fr.json)
    otherPortHint: "Le port et son pays, par exemple Port-Vila, Vanuatu.",
    month: "Mois de livraison souhaité",
    siteLocation: "Ville ou secteur du chantier",
    siteLocationHint: "Lieu d'implantation, par exemple Fénérive-Est.",
    distance: "Distance depuis le port",
    distanceUnknown: "Pas encore connue",
    noPreference: "Pas de préférence",
    foundations: "Fondations",
    financing: "Financement",
    use: "Usage prévu",
  },
  contact: {
    title: "Vos coordonnées",
    // the other pages' promise (« une réponse sous un jour ouvré »), then the quotation's own delay
    text: "Nous vous répondons sous un jour ouvré, avec un devis en général sous deux jours ouvrés.",
    company: "Société",
    message: "Message",
    messagePlaceholder: "Tout ce qui peut nous aider : le terrain, l'accès des camions, une échéance, des modifications d'un modèle…",
  },
  summary: {
    title: "Votre projet",
    empty:
      "Votre projet est encore vide. Indiquez une quantité pour un modèle, ou choisissez « Ajouter à mon projet » sur une page produit : les conteneurs, le poids et le calendrier s'affichent ici au fur et à mesure.",
    models: "Modèles",
    line: "{quantity} × {model}",
    // « par unité », not « chacun »: the model's name may be feminine (« Maison capsule »)
    eachSize: "{area} par unité",
    options: "Options : {options}",
    totals: "Totaux",
    units: "Unités",
    area: "Surface",
    reference: "Référence",
    referenceHint: "Donnez-la si vous nous appelez : elle désigne ce projet.",
    occupancy: "Capacité d'accueil",
    sleeps: "{people} hébergées",
    seats: "{people} en bureaux",
    byFloorArea: "{models} : selon la surface",
    lineUse: "Usage : {use}",
    defaultSize: "taille de départ : indiquez la vôtre dans la liste",
    containers: "Conteneurs",
    containersNote: "À titre indicatif : chaque modèle voyage dans ses propres conteneurs, jamais avec un autre modèle.",
    // an infinitive, invariable: it answers both « Poids » and « Transport maritime »
    assessed: "À évaluer dans le devis",
    // a colon after a noun, never after a preposition (« pour : », « de : »)
    containersAssessed: "Conteneurs à évaluer dans le devis : {models}",
    perModel: "{model} : {count}",
    mass: "Poids",
    massMissing: "Poids à évaluer dans le devis : {models}",
    timeline: "Calendrier",
    production: "Fabrication",
    // {toPort} is « au Port », « à Toamasina » (à and the article contracted: src/lib/planner/format.ts frenchToPlace)
    transit: "Transport maritime jusqu'{toPort}",
    transitOther: "Transport maritime",
    installation: { one: "Installation sur le terrain", many: "Installation des {count} unités, équipes en parallèle" },
    installationPhased: "Installation, depuis la première livraison",
    deliveries: "Livraisons",
    phases: "{count}, environ une par mois",
    start: "Début de la fabrication",
    shipped: "Prêt à expédier",
    atPort: "Arrivée à votre port",
    installed: "Installation terminée",
    dates: "du {from} au {to}",
    withoutTransit: "Sans le transport maritime, dont le devis donnera la durée pour votre port.",
    site: "Ce que vous préparez sur le terrain",
    foundation: "Fondations",
    utilities: "Réseaux",
    // in brackets, as the message sent names them (« - Fondations : … (Modèle 20 pieds) »), not « Pour : »
    appliesTo: "({models})",
    containersUnknown: "conteneurs évalués dans le devis",
    digest: "Votre projet : {units}, {containers}.",
    digestDates: "Votre projet : {units}, {containers}, installation terminée du {from} au {to}.",
    digestEmpty: "Votre projet est vide.",
  },
  send: {
    submit: "Envoyer mon projet",
    sending: "Envoi en cours…",
    note: "Sans engagement : nous vous répondons par un devis. Vos coordonnées servent uniquement à répondre à votre demande.",
    units: "Ajoutez au moins une unité à votre projet.",
    port: "Choisissez un port de livraison.",
    otherPort: "Indiquez le nom du port.",
  },
  bar: {
    summary: "Voir le récapitulatif",
  },
  print: {
    date: "Imprimé le {date}",
    reference: "Référence du projet : {reference}",
  },
  share: {
    copy: "Copier le lien",
    copied: "Lien copié",
    fallback: "Lien vers ce projet",
    fallbackHint: "Sélectionnez le lien et copiez-le.",
  },
  confirm: {
    title: "Votre projet a bien été envoyé",
    text: "Merci. Nous avons bien reçu votre projet et vous répondons par e-mail avec un devis. Voici ce que vous avez envoyé :",
    print: "Imprimer ce récapitulatif",
    again: "Commencer un nouveau projet",
  },
}
