// The words and number formats of the drawings, one entry per language of the site (src/i18n/languages.ts: a root
// test checks that this table has exactly its languages). The source language's drawing keeps its file name
// (`plan.svg`); each other language's drawing is written beside it as `plan.<lang>.svg`, which the site's build shows
// on that language's pages (docs/content-model.md). Text is plain here: the drawing kit escapes it for SVG.
const NBSP = "\u00A0" // before a French colon, between a number and its unit
const NNBSP = "\u202F" // between groups of thousands in French

/** "11800" -> "11 800" (narrow no-break spaces); decimals with a comma. */
const frNumber = (v) => {
  const [int, dec] = String(v).split(".")
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP)
  return dec === undefined ? grouped : `${grouped},${dec}`
}
/** "36.54 m²" -> "36,54 m²" with a no-break space before the unit */
const frArea = (text) => text.replace(/(\d+(?:\.\d+)?) m²/g, (_, v) => `${frNumber(v)}${NBSP}m²`)
/** "Label: value" with the French no-break space before the colon */
const frColon = (label, value) => `${label}${NBSP}: ${value}`

export const WORDS = {
  en: {
    // number formats
    number: (v) => String(v),
    area: (text) => text,
    squareMetres: (v) => v.toFixed(1) + " m²",
    /** overall dimensions as the product data gives them: W × L × H */
    dims: (d) => `W${d.W} × L${d.L} × H${d.H} mm`,
    millimetres: (v) => `${v} mm`,
    // the title block
    brandLine: "Modular & prefabricated buildings",
    totalArea: "TOTAL AREA",
    scaleBar: "SCALE BAR (METRES)",
    metres: "m",
    north: "N",
    footer: "Dimensions in millimetres. Indicative layout.",
    // titles and subtitles
    expandableTitle: (feet) => `${feet}ft Expandable House`,
    expandableSubtitle: ["Floor plan — expanded"],
    expandableLayoutSubtitle: ["Layout — expanded"],
    villa3Title: "3 Rooms Villa",
    villa2Title: "2 Rooms Villa with Car Park",
    villaSubtitle: ["Light steel villa — floor plan"],
    appleTitle: (size, area) => `Size ${size} — ${area}`,
    appleSubtitle: ["Apple cabin — plan and front view"],
    luxuryTitle: (area) => `Single-storey villa, ${area}`,
    luxurySubtitle: ["Luxury villa — example floor plan"],
    // notes (one line each)
    external: (dims) => `External: ${dims}`,
    internal: (dims) => `Internal: ${dims}`,
    folded: (dims) => `Folded: ${dims}`,
    dimsOrder: [],
    sideWing: (mm) => `Side wing: ${mm}`,
    side: (mm, internalMm) => `Side: ${mm} (internal ${internalMm})`,
    overall: (l, w) => `Overall: ${l} × ${w} mm`,
    house: (l, w, a) => `House: ${l} × ${w} mm (${a})`,
    carPark: (l, w, a) => `Car park: ${l} × ${w} mm (${a})`,
    cabin: (l, w) => `Cabin: ${l} × ${w} mm`,
    rooms20: ["1 bedroom · bathroom · living/kitchen"],
    rooms30: ["2 bedrooms · bathroom · living/kitchen"],
    rooms40: ["3 bedrooms · 2 bathrooms", "living · kitchen"],
    roomsVilla3: ["3 bedrooms · living/dining · kitchen", "bathroom · WC · covered terrace"],
    roomsVilla2: ["2 bedrooms · living · kitchen · bathroom"],
    glassFront: "Full-height glass front with door",
    deckNote: "Deck with glass balustrade",
    roomsApple: { 1: "Bed · shower room", 2: "Bed · lounge · shower room", 3: "Bed · lounge · kitchenette · shower room" },
    terraceNote: (l, d) => `Covered terrace: ${l} × ${d} mm`,
    poolNote: (l, w) => `Pool: ${l} × ${w} mm`,
    roomsLuxury: ["3 bedrooms · 2 bathrooms", "living/dining · kitchen", "Every villa drawn to your plot"],
    // rooms and views
    bedroom: "Bedroom",
    bedroomN: (i) => `Bedroom ${i}`,
    bathroom: "Bathroom",
    bathN: (i) => `Bath ${i}`,
    masterBedroom: "Master bedroom",
    pool: "Pool",
    livingKitchen: "Living / Kitchen",
    living: "Living",
    kitchen: "Kitchen",
    livingDining: "Living / Dining",
    wc: "WC",
    hall: "Hall",
    terrace: "Terrace",
    carParkRoom: "Car Park",
    deck: "Deck",
    shower: "Shower",
    livingSleeping: "Living / Sleeping",
    frontView: "Front view",
    internalDim: (mm) => `internal ${mm}`,
    // the map of Reunion (brand/map.mjs; place names are not translated)
    mapLabel: "Map of Reunion island showing the Kaz Horizon office in Le Port",
    ocean: "INDIAN OCEAN",
    office: "Le Port office",
    altitude: (m) => `${Math.floor(m / 1000)} ${String(m % 1000).padStart(3, "0")} m`,
    kilometres: (v) => `${v} km`,
    coastline: "Coastline © IGN / Etalab (Licence Ouverte), simplified",
  },
  fr: {
    number: frNumber,
    area: frArea,
    squareMetres: (v) => `${frNumber(v.toFixed(1))}${NBSP}m²`,
    /** as French pages write them: length × width × height */
    dims: (d) => `${frNumber(d.L)} × ${frNumber(d.W)} × ${frNumber(d.H)}${NBSP}mm`,
    millimetres: (v) => `${frNumber(v)}${NBSP}mm`,
    brandLine: "Bâtiments modulaires et préfabriqués",
    totalArea: "SURFACE TOTALE",
    scaleBar: "ÉCHELLE (MÈTRES)",
    metres: "m",
    north: "N",
    footer: "Cotes en millimètres. Agencement indicatif.",
    expandableTitle: (feet) => `Modèle ${feet}${NBSP}pieds`,
    expandableSubtitle: ["Maison conteneur extensible", "Plan, ailes dépliées"],
    expandableLayoutSubtitle: ["Maison conteneur extensible", "Agencement, ailes dépliées"],
    villa3Title: "Villa 3 chambres",
    villa2Title: "Villa 2 chambres avec abri voiture",
    villaSubtitle: ["Villa en acier léger — plan"],
    appleTitle: (size, area) => `Taille ${size} — ${area}`,
    appleSubtitle: ["Cabine Apple — plan et vue de face"],
    luxuryTitle: (area) => `Villa de plain-pied, ${area}`,
    luxurySubtitle: ["Villa de luxe — exemple de plan"],
    external: (dims) => frColon("Extérieur", dims),
    internal: (dims) => frColon("Intérieur", dims),
    folded: (dims) => frColon("Replié", dims),
    dimsOrder: ["(longueur × largeur × hauteur)"],
    sideWing: (mm) => frColon("Aile latérale", mm),
    side: (mm, internalMm) => frColon("Aile", `${mm} (intérieur ${internalMm})`),
    overall: (l, w) => frColon("Hors tout", `${l} × ${w}${NBSP}mm`),
    house: (l, w, a) => frColon("Maison", `${l} × ${w}${NBSP}mm (${a})`),
    carPark: (l, w, a) => frColon("Abri voiture", `${l} × ${w}${NBSP}mm (${a})`),
    cabin: (l, w) => frColon("Cabine", `${l} × ${w}${NBSP}mm`),
    rooms20: ["1 chambre · salle d’eau · séjour/cuisine"],
    rooms30: ["2 chambres · salle d’eau · séjour/cuisine"],
    rooms40: ["3 chambres · 2 salles d’eau", "séjour · cuisine"],
    roomsVilla3: ["3 chambres · cuisine", "séjour/salle à manger", "salle d’eau · WC · terrasse couverte"],
    roomsVilla2: ["2 chambres · séjour · cuisine", "salle d’eau"],
    glassFront: "Façade vitrée toute hauteur avec porte",
    deckNote: "Terrasse à garde-corps vitré",
    roomsApple: { 1: "Lit · salle d’eau", 2: "Lit · salon · salle d’eau", 3: "Lit · salon · kitchenette · salle d’eau" },
    terraceNote: (l, d) => frColon("Terrasse couverte", `${l} × ${d}${NBSP}mm`),
    poolNote: (l, w) => frColon("Piscine", `${l} × ${w}${NBSP}mm`),
    roomsLuxury: ["3 chambres · 2 salles de bains", "séjour/salle à manger · cuisine", "Chaque villa dessinée pour votre terrain"],
    bedroom: "Chambre",
    bedroomN: (i) => `Chambre ${i}`,
    bathroom: "Salle d’eau",
    bathN: (i) => `Salle d’eau ${i}`,
    masterBedroom: "Suite parentale",
    pool: "Piscine",
    livingKitchen: "Séjour / cuisine",
    living: "Séjour",
    kitchen: "Cuisine",
    livingDining: "Séjour / salle à manger",
    wc: "WC",
    hall: "Dégagement",
    terrace: "Terrasse",
    carParkRoom: "Abri voiture",
    deck: "Terrasse",
    shower: "Douche",
    livingSleeping: "Séjour / nuit",
    frontView: "Vue de face",
    internalDim: (mm) => `intérieur ${mm}`,
    mapLabel: "Carte de La Réunion avec le bureau de Kaz Horizon au Port",
    ocean: "OCÉAN INDIEN",
    office: "Bureau du Port",
    altitude: (m) => `${frNumber(m)}${NBSP}m`,
    kilometres: (v) => `${v}${NBSP}km`,
    coastline: "Trait de côte © IGN / Etalab (Licence Ouverte), simplifié",
  },
}

/** The languages the drawings are written in, the source language (whose files keep their plain names) first. */
export const DRAWING_LANGS = Object.keys(WORDS)
export const SOURCE_DRAWING_LANG = DRAWING_LANGS[0]

/** `products/x/plan.svg` in French -> `products/x/plan.fr.svg`; the source language keeps the name. */
export const drawingFile = (file, lang) => (lang === SOURCE_DRAWING_LANG ? file : file.replace(/(\.[a-z0-9]+)$/i, `.${lang}$1`))

export const wordsOf = (lang) => {
  const w = WORDS[lang]
  if (!w) throw new Error(`no drawing words for the language "${lang}" (tools/illustrations/drawings/words.mjs)`)
  return w
}
