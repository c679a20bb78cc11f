import type { Rule, StringRule } from "../lib/content/content-schema"
import { labelOf } from "../lib/content/describe-field"
import { describeRule, frenchNumber, type HintMode } from "../lib/content/json-schema"
import { joinList } from "../i18n/join-list"
import { frenchTypography } from "../i18n/typography"
import { LANG_NAMES, SOURCE_LANG, TRANSLATED_LANGS, type ContentLang } from "../i18n/languages"

/**
 * The content editor's words in French and in English (issue 40, "French first"). The company speaks French; the
 * editor (Sveltia CMS) opens in French from the browser's language, but it shows one label and one hint per field,
 * from our generated configuration (src/content-model/cms-config.ts), with no label per language. So each label and
 * each hint says both, French first:
 *
 * - a label is `Titre · Title`: the French label, a middle dot, the English label (labelOf, the words the content
 *   check's messages use). A word that is the same in both languages ("Date", "Image") is written once.
 * - a hint is `<French hint> — <English hint>`: the French sentences, an em dash, the English sentences (describeRule,
 *   the JSON Schemas' descriptions). A hint is several sentences, each ending with a full stop; the dash between
 *   the two languages is the one mark neither side uses, so the eye finds the English at a glance. The French side
 *   has the site's French typography (src/i18n/typography.ts: a no-break space before the colon, a narrow one
 *   before ; ? !, « » quotes) and French figures ("1 000", "0,5").
 *
 * The French is written by hand, here: a label for every field name and block type of the content model
 * (FIELD_LABELS_FR), a name for every collection and single file (COLLECTION_LABELS_FR), and the model's own
 * sentences, which it writes in English (its patterns' hints and its notes: FRENCH_PHRASES).
 * `__tests__/editor-words.test.ts` walks the model: a field, a block type, a pattern hint or a note without its French
 * fails there with its name. Where a name is missing all the same, the editor shows the English alone rather than
 * failing to open.
 *
 * Pure: no editor code, no DOM.
 */

/** Between the French and the English of a label. */
export const LABEL_SEPARATOR = " · "
/** Between the French and the English of a hint. */
export const HINT_SEPARATOR = " — "

const NBSP = "\u00A0"

/**
 * The French label of every field name of the content model, and of every block type (a union's variants: "heading",
 * "paragraph", "gallery", …), which are named the same way. A name means the same thing wherever it is used (`items`
 * is the entries of a list, an FAQ or testimonials), so its French is general enough for each place.
 */
export const FIELD_LABELS_FR: Readonly<Record<string, string>> = {
  aboutTeaser: "Encart « À propos »",
  address: "Adresse",
  alt: "Texte alternatif de l'image",
  answer: "Réponse",
  area: "Surface",
  areaPerContainer: "Surface par conteneur",
  author: "Auteur",
  autoplayMs: "Défilement automatique (ms)",
  banner: "Bannière",
  // the carousel's slides per view at each screen width (src/content-model/products.ts carouselSettings)
  base: `Écran étroit (moins de 480${NBSP}px)`,
  sm: `Écran de 480${NBSP}px et plus (sm)`,
  md: `Écran de 768${NBSP}px et plus (md)`,
  lg: `Écran de 1024${NBSP}px et plus (lg)`,
  xl: `Écran de 1200${NBSP}px et plus (xl)`,
  blog: "Section blog",
  blogs: "Page du blog (liste des articles)",
  brand: "Marque",
  brochure: "Brochure PDF",
  button: "Bouton",
  bySize: "Par taille",
  capacity: "Capacités (indicatives)",
  caption: "Légende",
  cards: "Cartes",
  carousel: "Carrousel",
  category: "Catégorie",
  columns: "Colonnes",
  comparison: "Comparatif",
  company: "Entreprise",
  contact: "Contact",
  containersPerSailing: "Conteneurs par départ de navire",
  content: "Contenu",
  count: "Nombre",
  country: "Pays",
  countryCode: "Code pays",
  cta: "Appel à l'action",
  date: "Date",
  default: "Valeur de départ",
  description: "Description",
  designer: "Conception du site",
  details: "Détails",
  drawing: "Dessin technique",
  eco: "Écologie",
  email: "E-mail",
  emailNote: "Précision sous l'e-mail",
  excerpt: "Résumé",
  eyebrow: "Surtitre",
  fallback: "Texte de secours",
  faq: "Questions fréquentes (FAQ)",
  featured: "Produits phares",
  fileName: "Nom du fichier",
  floorArea: "Surface de plancher",
  floorPlan: "Plan d'aménagement",
  footer: "Pied de page",
  form: "Formulaire",
  foundation: "Fondations",
  gallery: "Galerie",
  group: "Gamme",
  groups: "Gammes",
  heading: "Intertitre",
  hero: "Bandeau principal",
  highlights: "Points forts",
  host: "Hébergeur",
  hours: "Horaires",
  href: "Adresse du lien",
  icon: "Icône",
  id: "Identifiant",
  image: "Image",
  images: "Images",
  installationCrews: "Équipes de pose en parallèle",
  installationDays: "Durée d'installation (jours)",
  intro: "Introduction",
  items: "Éléments",
  key: "Clé du comparatif",
  keyword: "Mot-clé",
  keywordLinks: "Liens sur des mots-clés",
  label: "Libellé",
  lastUpdated: "Dernière mise à jour",
  lead: "Chapeau",
  legalForm: "Forme juridique",
  legalName: "Raison sociale",
  length: "Longueur",
  list: "Liste",
  locality: "Ville",
  logo: "Logo",
  logoMark: "Logo (symbole seul)",
  loop: "En boucle",
  main: "Menu principal",
  map: "Carte",
  mapUrl: "Lien vers la carte",
  massKg: "Poids (kg)",
  max: "Maximum",
  measure: "Mesure",
  mediator: "Médiateur de la consommation",
  members: "Membres",
  menuTitle: "Titre dans le menu",
  min: "Minimum",
  models: "Modèles",
  monthlyOutput: "Production mensuelle (unités)",
  mosaic: "Mosaïque",
  name: "Nom",
  network: "Réseau social",
  note: "Remarque",
  occupancy: "Capacité d'accueil",
  offer: "Offre",
  office: "Bureau",
  ogImage: "Image de partage (Open Graph)",
  options: "Options de personnalisation",
  order: "Ordre d'affichage",
  ownershipNote: "Mention de propriété",
  pages: "Autres pages",
  paragraph: "Paragraphe",
  paragraphs: "Paragraphes",
  path: "Chemin",
  phone: "Téléphone",
  pillars: "Piliers",
  pillarsLabel: "Nom des piliers (lecteurs d'écran)",
  pitch: "Accroche",
  placeholders: "Valeurs provisoires",
  planner: "Préparation du projet (devis)",
  port: "Nom du port",
  ports: "Ports de livraison",
  postalCode: "Code postal",
  poster: "Image d'attente de la vidéo",
  productCategory: "Catégorie de produit",
  productPath: "Chemin de la page produit",
  productionDays: "Durée de fabrication (jours)",
  products: "Produits",
  publicationDirector: "Directeur de la publication",
  publisher: "Éditeur du site",
  purchaseProcess: "Étapes de l'achat",
  question: "Question",
  rating: "Note sur 5",
  rcs: "Numéro RCS",
  reasons: "Raisons de nous choisir",
  region: "Région",
  review: "Avis",
  role: "Fonction",
  rooms: "Pièces",
  rows: "Lignes",
  seats: "Postes de travail (bureaux)",
  sections: "Sections de la page",
  seo: "Référencement (SEO)",
  service: "Service de cartographie",
  services: "Section services",
  shareCapital: "Capital social",
  shortName: "Nom court",
  size: "Taille (m²)",
  sizeRange: "Tailles proposées",
  sizes: "Tailles (m²)",
  sizing: "Dimensionnement",
  sleeps: "Couchages",
  slug: "Adresse de la page (slug)",
  social: "Réseaux sociaux",
  span: "Portée",
  specs: "Caractéristiques",
  src: "Fichier vidéo",
  stats: "Chiffres clés",
  steps: "Étapes",
  street: "Rue",
  subItems: "Sous-menu",
  subject: "Sujet de l'image",
  subtitle: "Sous-titre",
  summary: "Présentation courte",
  tabs: "Onglets",
  tagline: "Slogan",
  team: "Équipe",
  testimonials: "Témoignages",
  text: "Texte",
  title: "Titre",
  transitDays: "Transit maritime (jours)",
  type: "Type de bloc",
  unitsPerContainer: "Unités par conteneur",
  url: "Adresse web (URL)",
  utilities: "Raccordements",
  value: "Valeur",
  vat: "Numéro de TVA",
  video: "Vidéo",
  welcome: "Bienvenue",
  whatsapp: "Numéro WhatsApp",
}

/**
 * The choices of the model's lists of values (its `t.enum`s: categories, ranges, sizings, spec keys, icons…) in both
 * languages, by value: the editor's drop-down shows « Matériaux · Materials » and writes `Materials`. An English label
 * is written where the value is a code ("floorArea" → "Floor area", spec key "perContainer" → "Per container"); a
 * value without one here shows as written. `__tests__/editor-words.test.ts` fails on a value of the model without
 * its French.
 */
export const CHOICE_LABELS: Readonly<Record<string, { fr: string; en?: string }>> = {
  // blog categories (written in English in the files, shown on the English site as they are)
  "Product Spotlight": { fr: "Produit à la une" },
  "Product Focus": { fr: "Zoom sur un produit" },
  Innovation: { fr: "Innovation" },
  Materials: { fr: "Matériaux" },
  Construction: { fr: "Construction" },
  Housing: { fr: "Logement" },
  // product ranges
  cabins: { fr: "Cabanes et capsules", en: "Cabins" },
  villas: { fr: "Villas", en: "Villas" },
  expandable: { fr: "Maisons conteneurs extensibles", en: "Expandable container houses" },
  industrial: { fr: "Bâtiments industriels", en: "Industrial buildings" },
  // how the planner sizes a model
  fixed: { fr: "Taille unique", en: "One size" },
  sizes: { fr: "Plusieurs tailles", en: "Several sizes" },
  floorArea: { fr: "Surface au choix", en: "Floor area to choose" },
  spanLength: { fr: "Portée × longueur au choix", en: "Span × length to choose" },
  // the spec rows the comparison and the brochure read
  external: { fr: "Dimensions extérieures (déplié)", en: "External size (unfolded)" },
  side: { fr: "Largeur de côté", en: "Side width" },
  internal: { fr: "Dimensions intérieures", en: "Internal size" },
  internalSide: { fr: "Largeur intérieure de côté", en: "Internal side width" },
  folded: { fr: "Dimensions repliées", en: "Folded size" },
  perContainer: { fr: "Unités par conteneur", en: "Units per container" },
  area: { fr: "Surface", en: "Area" },
  mass: { fr: "Poids", en: "Mass" },
  size: { fr: "Tailles", en: "Sizes" },
  delivery: { fr: "Livraison", en: "Delivery" },
  installation: { fr: "Installation", en: "Installation" },
  life: { fr: "Durée de vie", en: "Lifespan" },
  // what a picture shows (the home page's slides)
  "apple-cabin": { fr: "Cabine Apple", en: "Apple cabin" },
  "capsule-house": { fr: "Maison capsule", en: "Capsule house" },
  "expandable-20ft": { fr: "Maison extensible 20 pieds", en: "Expandable 20 ft" },
  "expandable-30ft": { fr: "Maison extensible 30 pieds", en: "Expandable 30 ft" },
  "expandable-40ft": { fr: "Maison extensible 40 pieds", en: "Expandable 40 ft" },
  "luxury-villa": { fr: "Villa de luxe", en: "Luxury villa" },
  "light-steel-villa": { fr: "Villa en acier léger", en: "Light steel villa" },
  "industrial-building": { fr: "Bâtiment industriel", en: "Industrial building" },
  // icons
  mission: { fr: "Mission", en: "Mission" },
  vision: { fr: "Vision", en: "Vision" },
  commitment: { fr: "Engagement", en: "Commitment" },
  affordability: { fr: "Prix accessible", en: "Affordability" },
  quality: { fr: "Qualité", en: "Quality" },
  speed: { fr: "Rapidité", en: "Speed" },
  customization: { fr: "Sur mesure", en: "Customisation" },
  "property-management": { fr: "Gestion de biens", en: "Property management" },
  mortgage: { fr: "Financement", en: "Mortgage" },
  consulting: { fr: "Conseil", en: "Consulting" },
  "home-buying": { fr: "Achat", en: "Home buying" },
  "home-selling": { fr: "Vente", en: "Home selling" },
  escrow: { fr: "Paiement sécurisé", en: "Escrow" },
  // social networks
  facebook: { fr: "Facebook", en: "Facebook" },
  instagram: { fr: "Instagram", en: "Instagram" },
  linkedin: { fr: "LinkedIn", en: "LinkedIn" },
  youtube: { fr: "YouTube", en: "YouTube" },
  x: { fr: "X", en: "X" },
  whatsapp: { fr: "WhatsApp", en: "WhatsApp" },
}

/**
 * The choices whose words depend on the field they are offered in (a value used by two lists with two meanings),
 * by field name, then by value: the planner's occupancy `measure` counts "floorArea", its `sizing` lets the visitor
 * choose one.
 */
export const CHOICE_LABELS_IN_FIELD: Readonly<Record<string, Readonly<Record<string, { fr: string; en?: string }>>>> = {
  measure: {
    people: { fr: "En personnes (couchages et postes de bureau)", en: "In people (sleeps and seats)" },
    floorArea: { fr: "À la surface", en: "By floor area" },
  },
}

/** A choice as the editor's drop-down shows it: « Matériaux · Materials » (one word when both are the same). */
export function bilingualChoice(value: string, fieldName?: string): string {
  const inField = fieldName && Object.hasOwn(CHOICE_LABELS_IN_FIELD, fieldName) ? CHOICE_LABELS_IN_FIELD[fieldName] : undefined
  const words =
    inField && Object.hasOwn(inField, value) ? inField[value] : Object.hasOwn(CHOICE_LABELS, value) ? CHOICE_LABELS[value] : undefined
  return words ? bilingualText(words.fr, words.en ?? value) : value
}

/**
 * The French of the editor's collections and single files, by their English label in cms-config.ts (COLLECTIONS'
 * `label` and `singular`, SINGLE_FILES' `label`). "Featured pages" are the site's "produits phares".
 */
export const COLLECTION_LABELS_FR: Readonly<Record<string, string>> = {
  "Blog posts": "Articles du blog",
  "Blog post": "Article du blog",
  Products: "Produits",
  Product: "Produit",
  "Featured pages": "Pages produits phares",
  "Featured page": "Page produit phare",
  Services: "Services",
  Service: "Service",
  "Legal pages": "Pages légales",
  "Legal page": "Page légale",
  "Home page": "Page d'accueil",
  "About page": "Page « À propos »",
  "Products page": "Page des produits",
  "Site settings": "Réglages du site",
  Menus: "Menus",
  "Delivery ports": "Ports de livraison",
}

/**
 * One item of each collection in French, with its article, as a sentence names it (« déjà pris par l'article du blog
 * « … » »), by the collection's English singular label in cms-config.ts (COLLECTIONS' `singular`).
 */
export const COLLECTION_ITEM_FR: Readonly<Record<string, string>> = {
  "Blog post": "l'article du blog",
  Product: "le produit",
  "Featured page": "la page produit phare",
  Service: "le service",
  "Legal page": "la page légale",
}

/** Each language's name in French, as a French sentence writes it ("en anglais"). */
export const LANGUAGE_NAMES_FR: Readonly<Record<ContentLang, string>> = {
  en: "anglais",
  fr: "français",
}

/**
 * The model's own sentences, which it writes in English (a pattern's hint: src/lib/content/content-schema.ts t.path,
 * t.url, t.date and the model's patternHint; a field's note), and their French. A pattern with an example takes the
 * example from the English, so that "lower-case words joined by hyphens, e.g. solar-kit" needs one entry for every
 * example.
 */
const FRENCH_PHRASES: ReadonlyArray<readonly [RegExp, string | ((...groups: string[]) => string)]> = [
  [
    /^a site path starting with '\/' and without a trailing slash, e\.g\. (\S+)$/,
    "un chemin du site commençant par « / », sans barre oblique à la fin, p. ex. $1",
  ],
  [
    /^an absolute http\(s\) URL, a site path, a mailto: or a tel: link$/,
    "une URL absolue http(s), un chemin du site, ou un lien « mailto: » ou « tel: »",
  ],
  [
    /^an ISO date YYYY-MM-DD, e\.g\. (\d{4})-(\d{2})-(\d{2}) for .+$/,
    (year, month, day) => `une date ISO AAAA-MM-JJ, p. ex. ${year}-${month}-${day} pour le ${frenchDate(+year, +month, +day)}`,
  ],
  [/^a whole number written as text, e\.g\. "(\d+)"$/, "un nombre entier écrit comme du texte, p. ex. « $1 »"],
  [/^lower-case words joined by hyphens, e\.g\. (\S+)$/, "des mots en minuscules reliés par des traits d'union, p. ex. $1"],
  [/^an E\.164 number such as (\+\d+)$/, "un numéro au format international E.164, p. ex. $1"],
  [/^an e-mail address$/, "une adresse e-mail"],
  [/^a file name like (\S+)$/, "un nom de fichier comme $1"],
  [
    /^a phone number as visitors read it, starting with "\+" and the country code, e\.g\. "([^"]+)" \(6 to 15 digits; spaces, dots, hyphens and brackets between them are left out of the number the call links dial; no "\(0\)"\)$/,
    "un numéro de téléphone tel que les visiteurs le lisent, commençant par « + » et l'indicatif du pays, p. ex. « $1 » (de 6 à 15 chiffres ; les espaces, points, tirets et parenthèses entre eux ne font pas partie du numéro que composent les liens d'appel ; pas de « (0) »)",
  ],
  [
    /^Left empty, it is made from this language's title \(« (.+) » gives (\S+)\); once the page is published, keep it: its address is made from it\.$/,
    "Laissé vide, ce champ est rempli à partir du titre dans cette langue (« $1 » donne $2) ; une fois la page publiée, ne le changez plus : l'adresse de la page en dépend.",
  ],
]

const FRENCH_MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
]
/** "24 avril 2025", "1er mai 2025". */
const frenchDate = (year: number, month: number, day: number): string => `${day === 1 ? "1er" : day} ${FRENCH_MONTHS[month - 1]} ${year}`

/** The French of one of the model's English sentences (a pattern's hint, a note), or undefined when FRENCH_PHRASES has none. */
export function frenchPhrase(english: string): string | undefined {
  for (const [pattern, french] of FRENCH_PHRASES) {
    const m = english.match(pattern)
    if (!m) continue
    return typeof french === "string" ? english.replace(pattern, french) : french(...m.slice(1))
  }
  return undefined
}

/** The French label of a field name or block type, or undefined when FIELD_LABELS_FR has none. */
export const frenchLabel = (name: string): string | undefined => (Object.hasOwn(FIELD_LABELS_FR, name) ? FIELD_LABELS_FR[name] : undefined)

const same = (a: string, b: string) => a.localeCompare(b, "fr", { sensitivity: "accent" }) === 0

/** A short text in both languages, French first: "Titre · Title"; a word the same in both is written once ("Date"). */
export function bilingualText(fr: string, en: string): string {
  const french = frenchTypography(fr)
  return same(french, en) ? en : `${french}${LABEL_SEPARATOR}${en}`
}

/** Sentences in both languages, French first: "<French> — <English>" (a hint, a message). */
export const bilingualSentences = (fr: string, en: string): string => `${frenchTypography(fr)}${HINT_SEPARATOR}${en}`

/** A field's or a block type's label: "title" → "Titre · Title" (the English is labelOf's); a name without French, its English alone. */
export function bilingualLabel(name: string): string {
  const fr = frenchLabel(name)
  return fr === undefined ? labelOf(name) : bilingualText(fr, labelOf(name))
}

/** A collection's or a single file's label (its English label in cms-config.ts): "Blog posts" → "Articles du blog · Blog posts". */
export function bilingualCollectionLabel(english: string): string {
  const fr = Object.hasOwn(COLLECTION_LABELS_FR, english) ? COLLECTION_LABELS_FR[english] : undefined
  return fr === undefined ? english : bilingualText(fr, english)
}

/** The label above a preview, saying which language it shows: « Aperçu en français · French preview ». */
export const previewLanguageLabel = (lang: ContentLang): string =>
  bilingualText(`Aperçu en ${LANGUAGE_NAMES_FR[lang]}`, `${LANG_NAMES[lang]} preview`)

/** "français", "français et allemand": languages by their French names. */
const frenchNamesOf = (langs: readonly ContentLang[]): string =>
  joinList(
    langs.map((lang) => LANGUAGE_NAMES_FR[lang]),
    " et ",
  )
const englishNamesOf = (langs: readonly ContentLang[]): string =>
  joinList(
    langs.map((lang) => LANG_NAMES[lang]),
    " and ",
  )

/** A single file's description in the editor, in both languages (cms-config.ts singleFile's `description`). */
export function bilingualFileDescription(english: string): string {
  const fr = Object.hasOwn(COLLECTION_LABELS_FR, english) ? COLLECTION_LABELS_FR[english] : english
  const src = SOURCE_LANG
  return bilingualSentences(
    `${fr} en ${LANGUAGE_NAMES_FR[src]} (tous les champs) et en ${frenchNamesOf(TRANSLATED_LANGS)} (les textes seulement : chiffres, images et liens sont communs avec le fichier ${LANGUAGE_NAMES_FR[src]}).`,
    `${english} in ${LANG_NAMES[src]} (every field) and in ${englishNamesOf(TRANSLATED_LANGS)} (the words only: figures, pictures and links are shared with the ${LANG_NAMES[src]} file).`,
  )
}

/**
 * How a field is edited, as cms-config.ts says it: "side-by-side" (an item's languages in one editor) is described as
 * the English file ("source"), as cms-config.ts does.
 */
export type EditorMode = HintMode | "side-by-side"
const hintMode = (mode: EditorMode): HintMode => (mode === "translation" ? "translation" : "source")

/** A field's hint in French (describeRule's words, the model's sentences in French, the French typography). */
export const frenchHint = (rule: Rule, mode: EditorMode = "source"): string =>
  describeRule(rule, hintMode(mode), { lang: "fr", phrase: (english) => frenchPhrase(english) ?? english })

/** What cms-config.ts adds to some hints. */
export interface HintExtras {
  /**
   * the pictures' folder of a file field, relative to the content file ("../images", "./images"): its hint says where
   * uploads go ("data/images"); ignored for a rule that is not a file
   */
  media?: string
  /** a new item's id (a collection's `id` field): its hint says a new one starts with it */
  nextId?: string
}

/**
 * A field's hint in both languages: "<French> — <English>", the English being describeRule's, byte for byte, with
 * what cms-config.ts adds (where uploads go, a new item's id) when `extras` say it.
 */
export function bilingualHint(rule: Rule, mode: EditorMode = "source", extras: HintExtras = {}): string {
  let fr = frenchHint(rule, mode)
  let en = describeRule(rule, hintMode(mode))
  if (extras.media !== undefined && rule.kind === "file") {
    const folder = extras.media.replace(/^\.\.?\//, "data/")
    fr += ` Les fichiers envoyés vont dans ${folder}.`
    en += ` Uploads go to ${folder}.`
  }
  if (extras.nextId !== undefined) {
    fr += ` Un nouvel élément reçoit le prochain identifiant libre, ${extras.nextId} (le plus grand à l'ouverture de l'éditeur, plus un) : gardez-le, sauf si un autre nouvel élément l'a pris entre-temps.`
    en += ` A new one starts with the next free id, ${extras.nextId} (the largest when the editor was opened, plus one): keep it unless another new one took it.`
  }
  return bilingualSentences(fr, en)
}

/** A figure in French: 0,5; 1 000. */
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * A field's hint in the editor, in both languages (issue 54 D): only what the maintainer needs there, short, and not
 * repeated under every field. A text visitors read needs none (both languages are on screen side by side); a value
 * with a form says its form; a shared value where it is edited; a number its bounds; a file where uploads go; a note
 * its sentence. Undefined when there is nothing to say. The JSON Schemas keep the long descriptions (bilingualHint).
 */
export function editorHint(rule: Rule, mode: EditorMode = "source", extras: HintExtras = {}): string | undefined {
  const fr: string[] = []
  const en: string[] = []
  const say = (french: string, english: string) => (fr.push(french), en.push(english))
  switch (rule.kind) {
    case "string":
      if (rule.pattern && rule.patternHint && rule.format !== "date") {
        const english = capitalise(rule.patternHint)
        say(`${capitalise(frenchPhrase(rule.patternHint) ?? rule.patternHint)}.`, `${english}.`)
      }
      if (rule.perLanguage) say("Propre à chaque langue.", "Each language has its own.")
      else if (rule.i18n !== "translate" && mode === "side-by-side") say("Commun aux deux langues.", "Shared by both languages.")
      if (rule.figures) say("Ses chiffres sont les mêmes dans chaque langue.", "Its figures are the same in every language.")
      if (rule.note) say(frenchPhrase(rule.note) ?? rule.note, rule.note)
      break
    case "number": {
      const { min, max } = rule
      const kind = rule.integer ? ["Un nombre entier", "A whole number"] : ["Un nombre", "A number"]
      if (min !== undefined || max !== undefined)
        say(
          `${kind[0]}${min !== undefined ? ` d'au moins ${frenchNumber(min)}` : ""}${min !== undefined && max !== undefined ? " et" : ""}${max !== undefined ? ` d'au plus ${frenchNumber(max)}` : ""}.`,
          `${kind[1]}${min !== undefined ? ` of at least ${min}` : ""}${min !== undefined && max !== undefined ? " and" : ""}${max !== undefined ? ` of at most ${max}` : ""}.`,
        )
      break
    }
    case "file":
      if (rule.extensions.length === 1)
        say(`Un fichier ${rule.extensions[0].slice(1).toUpperCase()}.`, `A ${rule.extensions[0].slice(1).toUpperCase()} file.`)
      if (extras.media !== undefined) {
        const folder = extras.media.replace(/^\.\.?\//, "data/")
        // "{{slug}}" is the item's own folder, named as its file
        if (folder.endsWith("/{{slug}}")) {
          const parent = folder.slice(0, -"{{slug}}".length)
          say(
            `Les fichiers envoyés vont dans son propre dossier, au nom de son fichier, dans ${parent}.`,
            `Uploads go to its own folder, named as its file, in ${parent}.`,
          )
        } else say(`Les fichiers envoyés vont dans ${folder}.`, `Uploads go to ${folder}.`)
      }
      break
    case "array":
      if (rule.perLanguage) say("Chaque langue écrit sa propre liste.", "Each language writes its own list.")
      break
    default:
      break
  }
  if (extras.nextId !== undefined)
    say(
      `Un nouvel élément reçoit le prochain identifiant libre, ${extras.nextId} : gardez-le, sauf si un autre nouvel élément l'a pris entre-temps.`,
      `A new one starts with the next free id, ${extras.nextId}: keep it unless another new one took it.`,
    )
  return fr.length ? bilingualSentences(fr.join(" "), en.join(" ")) : undefined
}

/**
 * The message of a field refused by its pattern (cms-config.ts stringWidget's `pattern[1]`), in both languages:
 * "Valeur attendue : … — Expected …".
 */
export function bilingualPatternMessage(rule: StringRule): string {
  const en = rule.patternHint ?? "another value"
  const fr = rule.patternHint === undefined ? "une autre valeur" : (frenchPhrase(rule.patternHint) ?? rule.patternHint)
  return bilingualSentences(`Valeur attendue : ${fr}.`, `Expected ${en}.`)
}
