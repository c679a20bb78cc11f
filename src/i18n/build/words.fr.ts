import type { BuildWords } from "."

/** The words only the build writes, in French: a product's key facts and the PDF brochure (see ./words.en.ts). */
export const buildWords: BuildWords = {
  /**
   * A product's key facts. {range} is a figure or a range as the planner writes it; the plural form follows its upper
   * figure.
   */
  keyFacts: {
    floorArea: "Surface",
    or: "ou",
    // « 13 m², 19,8 m² ou 26 m² » (docs/glossary-fr.md): « 13, 19,8 ou 26 m² » reads the decimal comma as the list's
    unitEachSize: true,
    // as the planner's summary (« Capacité d'accueil »): the value gives the people a unit sleeps and its office seats,
    // which « Couchages » (beds) does not cover
    people: "Capacité d'accueil",
    peopleOne: "{range} personne",
    peopleMany: "{range} personnes",
    seats: "({range} postes en bureau)",
    spanLength: "Portée et longueur",
    spanLengthValue: "portée {span}, longueur {length}",
    shipping: "Expédition",
    // in letters, as the spec rows write it (« Une unité par conteneur… »), beside which the key facts stand
    unitsOne: "une unité par conteneur 40 pieds High Cube",
    unitsMany: "{count} unités par conteneur 40 pieds High Cube",
    areaPerContainer: "un conteneur 40 pieds High Cube pour {area} de surface",
    // lower case, as the other values of the key facts (« une unité par conteneur… », « de 30 à 45 jours »)
    assessed: "nombre de conteneurs évalué dans le devis",
    production: "Fabrication",
    installation: "Installation",
    daysOne: "{range} jour",
    daysMany: "{range} jours",
    installationValue: "{days} sur site, par unité",
  },
  /** the PDF brochure */
  brochure: {
    coverTitle: "Nos bâtiments",
    /** the cover's list of the models, each with its page */
    contents: "Les modèles",
    contentsLine: "{title}, page {page}",
    keyFacts: "L'essentiel",
    specs: "Caractéristiques",
    /** the PDF's language tag (BCP 47) */
    langTag: "fr",
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
