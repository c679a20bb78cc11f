import type { ContentError, Fields } from "../lib/content/content-schema"
import { describeField, ENGLISH_FIELD_WORDS, labelOf, parseFieldPath, type FieldWords } from "../lib/content/describe-field"
import { LANG_NAMES, type ContentLang } from "../lib/content/content-i18n"
import { frenchLabel, frenchPhrase, LANGUAGE_NAMES_FR } from "../content-model/editor-words"
import { joinList } from "../i18n/join-list"
import { frenchTypography } from "../i18n/typography"
import { MONTH_NAMES } from "../lib/content/dates"
import { frenchNumber } from "../lib/content/json-schema"

/**
 * A problem of the build's content checks as the editor says it to the maintainer, when it refuses to save
 * (src/cms/entry-check.ts): one French sentence naming the field in the editor's words and saying what to do, then the
 * same in English. No code path (`specs[1].value`), no command, no "try again": the build's own message (English,
 * with code paths, for developers: `npm run check:content`) is read with the table below, one pattern per message
 * the checks write, and said again in both languages. A message no pattern reads (a check added since) is still
 * said in French, with its English in words (its code paths described). Pure.
 */
export interface PlainProblem {
  /** « Titre, côté français : … » */
  fr: string
  /** "Title, French side: …" */
  en: string
}

const NBSP = "\u00A0"

/** The editor's labels in French (src/content-model/editor-words.ts), in a description of a field. */
export const FRENCH_FIELD_WORDS: FieldWords = {
  label: (name) => frenchLabel(name) ?? labelOf(name),
  paragraph: "paragraphe",
  item: "élément",
  block: "bloc",
  row: "ligne",
  side: (lang) => `, côté ${LANGUAGE_NAMES_FR[lang]}`,
  nested: ", ",
  wholeFile: "Le fichier entier",
}

/** "1, 4" → "1 et 4"; "3500" → "3 500". */
const frenchFigures = (list: string): string => {
  const values = list.split(/,\s*/).filter(Boolean)
  if (!values.length || list === "(none)") return "aucun chiffre"
  return joinList(values.map(frenchNumber), " et ")
}
const englishFigures = (list: string): string => (list === "(none)" ? "no figure" : list)
/** "36.54 m², 56.7 m²" as French writes it: "36,54 m², 56,7 m²". */
const frenchAreas = (list: string): string => list.replace(/(\d[\d.]*)\s*m²/g, (_m, n: string) => `${frenchNumber(n)}${NBSP}m²`)

/**
 * A text quoted as it is (a value, an excerpt, a title in any language): kept out of the French typography the
 * sentence around it gets (`typeset`), so an English title keeps its "?" and an excerpt shows the fault it quotes.
 */
const OPEN = "\uE000"
const CLOSE = "\uE001"
export const asIs = (text: string): string => `${OPEN}${text}${CLOSE}`

/** « texte », quoted as it is, with the no-break spaces French quotes take. */
export const q = (text: string): string => `«${NBSP}${asIs(text)}${NBSP}»`

/** A French sentence with the site's French typography (src/lib/content/typography.ts), but for what it quotes as it is. */
export const typeset = (sentence: string): string =>
  sentence
    .split(new RegExp(`(${OPEN}[^${CLOSE}]*${CLOSE})`))
    .map((part) => (part.startsWith(OPEN) ? part.slice(1, -1) : frenchTypography(part)))
    .join("")

/** What the checks expect (content-schema.ts `expected`), in French. */
function expectedFr(expected: string): string {
  const known: Record<string, string> = {
    "a text": "un texte",
    "a whole number": "un nombre entier",
    "a number": "un nombre",
    "true or false": "oui ou non",
    "a list": "une liste",
    "an object": "un groupe de champs",
  }
  if (known[expected]) return known[expected]
  const oneOf = /^one of (.+)$/.exec(expected)
  if (oneOf) return `l'une des valeurs proposées (${oneOf[1].replace(/'/g, "")})`
  const file = /^a relative path to a file ending in (.+)$/.exec(expected)
  if (file) return `un fichier ${file[1].replace(/, (?=[^,]*$)/, " ou ")}`
  return frenchPhrase(expected) ?? expected
}
const expectedEn = (expected: string): string => (/^one of /.test(expected) ? `${expected.replace(/'/g, "")}` : expected)

/** A block type's label in both languages ("paragraph" → « Paragraphe », "Paragraph"). */
const typeFr = (json: string) => {
  const type = json.replace(/^"|"$/g, "")
  return type === "null" ? "aucun bloc" : `un bloc ${q(frenchLabel(type) ?? labelOf(type))}`
}
const typeEn = (json: string) => {
  const type = json.replace(/^"|"$/g, "")
  return type === "null" ? "no block" : `a "${labelOf(type)}" block`
}

type Said = { fr: string; en: string }

const MONTHS_EN = MONTH_NAMES.en
const MONTHS_FR = MONTH_NAMES.fr
type Reading = (m: RegExpExecArray, ctx: { lang: ContentLang; fieldsIn: (path: string) => Said }) => Said

/**
 * The messages of the build's checks (src/lib/content/content-schema.ts validate, content-i18n.ts translationErrors,
 * list-order.ts, planner-content.ts, french-typography-check.ts), each said again for the maintainer: what is wrong,
 * then what to do. `__tests__/refusal-words.test.ts` makes each check write each message and reads it here.
 */
const MESSAGES: ReadonlyArray<readonly [RegExp, Reading]> = [
  // the content model's field types
  [/^is missing \(expected (.+)\)$/, () => ({ fr: "est vide : remplissez-le", en: "is empty: fill it in" })],
  [/^is empty \(expected a text\)$/, () => ({ fr: "est vide : écrivez-y un texte", en: "is empty: write a text in it" })],
  [
    /^has the wrong type: expected (.+), found (.+)$/,
    (m) => ({
      fr: `n'a pas la bonne forme : il attend ${expectedFr(m[1])}`,
      en: `does not have the right form: it takes ${expectedEn(m[1])}`,
    }),
  ],
  [
    /^is not valid: expected (.+), found (?:the text )?(.+)$/,
    (m) => ({
      fr: `ne convient pas (${q(m[2].replace(/^"|"$/g, ""))}) : écrivez ${expectedFr(m[1])}`,
      en: `is not right (${m[2]}): write ${m[1]}`,
    }),
  ],
  [
    /^is too long: ([\d,]+) characters, at most ([\d,]+) \(shorten it\)$/,
    (m) => ({
      fr: `est trop long : ${frenchNumber(m[1].replace(/,/g, ""))} caractères, ${frenchNumber(m[2].replace(/,/g, ""))} au plus : raccourcissez-le`,
      en: `is too long: ${m[1]} characters, at most ${m[2]}: shorten it`,
    }),
  ],
  [
    /^is not a day of the calendar: (\w+) (\d+) has (\d+) days, found (?:the text )?"?([^"]*)"?$/,
    (m) => ({
      fr: `n'est pas un jour du calendrier (${q(m[4])}) : ${MONTHS_FR[MONTHS_EN.indexOf(m[1])] ?? m[1]} ${m[2]} n'a que ${m[3]} jours ; choisissez une autre date`,
      en: `is not a day of the calendar ("${m[4]}"): ${m[1]} ${m[2]} has ${m[3]} days; pick another date`,
    }),
  ],
  [
    /^is (-?[\d.e+-]+), below the minimum (-?[\d.e+-]+)$/,
    (m) => ({
      fr: `vaut ${frenchNumber(m[1])}, moins que le minimum : écrivez un nombre d'au moins ${frenchNumber(m[2])}`,
      en: `is ${m[1]}, below the minimum: write a number of at least ${m[2]}`,
    }),
  ],
  [
    /^is (-?[\d.e+-]+), above the maximum (-?[\d.e+-]+)$/,
    (m) => ({
      fr: `vaut ${frenchNumber(m[1])}, plus que le maximum : écrivez un nombre d'au plus ${frenchNumber(m[2])}`,
      en: `is ${m[1]}, above the maximum: write a number of at most ${m[2]}`,
    }),
  ],
  [
    /^has (\d+) entries, at least (\d+) needed$/,
    (m) => ({
      fr: `${+m[1] ? `a ${m[1]} élément${+m[1] > 1 ? "s" : ""}` : "n'a aucun élément"}, il en faut au moins ${m[2]} : ajoutez-en`,
      en: `has ${+m[1] ? `${m[1]} entr${+m[1] === 1 ? "y" : "ies"}` : "no entry"}, at least ${m[2]} ${+m[2] === 1 ? "is" : "are"} needed: add ${+m[2] === 1 ? "one" : "some"}`,
    }),
  ],
  [
    /^has (\d+) entries, at most (\d+) allowed$/,
    (m) => ({
      fr: `a ${m[1]} éléments, ${m[2]} au plus : retirez-en`,
      en: `has ${m[1]} entries, at most ${m[2]} are allowed: remove some`,
    }),
  ],
  [
    /^is (?:the text )?(.+), expected one of (.+)$/,
    (m) => ({
      fr: `est ${m[1]}, qui n'est pas un type de bloc du site : choisissez un type proposé`,
      en: `is ${m[1]}, not a block type of the site: pick one offered`,
    }),
  ],
  [
    /^is not a known field \(misspelt\?\)$/,
    () => ({ fr: "n'est pas un champ du site : retirez-le", en: "is not a field of the site: remove it" }),
  ],
  // a translation against its English side
  [
    /^must be an object with the translated fields$/,
    () => ({ fr: "doit contenir les champs traduits : remplissez-les", en: "must hold the translated fields: fill them in" }),
  ],
  [
    /^is shared by every language and stored once, in the \w+ file: remove it from the translation$/,
    () => ({
      fr: "est commun à toutes les langues et s'écrit une seule fois, côté anglais : retirez-le de la traduction",
      en: "is shared by every language and written once, on the English side: remove it from the translation",
    }),
  ],
  [
    /^is missing: the \w+ version has it, so the translation must have it too$/,
    (_m, { lang }) => ({
      fr: `manque : la version anglaise l'a, écrivez-le aussi en ${LANGUAGE_NAMES_FR[lang]}`,
      en: `is missing: the English version has it, so write it in ${LANG_NAMES[lang]} too`,
    }),
  ],
  [
    /^is not in the \w+ version: add it there too, or remove it here$/,
    () => ({
      fr: "n'est pas dans la version anglaise : ajoutez-le aussi en anglais, ou retirez-le ici",
      en: "is not in the English version: add it there too, or remove it here",
    }),
  ],
  [
    /^gives the figures (.*) where the \w+ version gives (.*): a translation changes their format, never their values$/,
    (m) => ({
      fr: `donne ${frenchFigures(m[1])} là où la version anglaise donne ${frenchFigures(m[2])} : une traduction écrit les chiffres à sa façon, sans en changer la valeur ; écrivez les mêmes`,
      en: `gives ${englishFigures(m[1])} where the English version gives ${englishFigures(m[2])}: a translation writes the figures its own way, never other values; write the same ones`,
    }),
  ],
  [
    /^must be a list, like in the \w+ version$/,
    () => ({ fr: "doit être une liste, comme dans la version anglaise", en: "must be a list, as in the English version" }),
  ],
  [
    /^has (\d+) entries, the \w+ version has (\d+): the two must match one to one$/,
    (m) => ({
      fr: `a ${m[1]} élément${+m[1] > 1 ? "s" : ""}, la version anglaise en a ${m[2]} : ajoutez, retirez ou déplacez le même élément des deux côtés, à la même place`,
      en: `has ${m[1]} entr${+m[1] === 1 ? "y" : "ies"}, the English version has ${m[2]}: add, remove or move the same entry on both sides, at the same place`,
    }),
  ],
  [
    /^is ("[^"]*"|null), the \w+ version has ("[^"]*"|null): the blocks must be the same, in the same order$/,
    (m) => ({
      fr: `est ${typeFr(m[1])} là où la version anglaise a ${typeFr(m[2])} : les blocs sont les mêmes dans les deux langues, dans le même ordre`,
      en: `is ${typeEn(m[1])} where the English version has ${typeEn(m[2])}: both languages have the same blocks, in the same order`,
    }),
  ],
  [
    /^reads like the \w+ item (\d+) \("(.*)"\), not item (\d+) \("(.*)"\): .*move it back to place (\d+)$/,
    (m) => ({
      fr: `se lit comme l'élément ${m[1]} de la version anglaise (${q(m[2])}), pas comme l'élément ${m[3]} (${q(m[4])}) : cette liste suit l'ordre anglais, qui garde à chaque élément ses images, liens et chiffres ; remettez-le à la place ${m[5]}, ou déplacez-le aussi côté anglais`,
      en: `reads like the English item ${m[1]} ("${m[2]}"), not item ${m[3]} ("${m[4]}"): this list follows the English order, which keeps each item's pictures, links and figures; move it back to place ${m[5]}, or move it on the English side too`,
    }),
  ],
  // French typography (the build shows the text with it)
  [
    /^has (?:a straight double quote|\d+ straight double quotes) \("\): French quotes are « and ».*: "(.*)"$/s,
    (m) => ({
      fr: `contient des guillemets droits (") dans ${q(m[1])} : en français, écrivez les guillemets ${q("…")} à leur place`,
      en: `has straight quotes (") in "${m[1]}": French uses « and », write them instead`,
    }),
  ],
  [
    /^needs a space (after|before and after|before) "(.)".*: "(.*)"$/s,
    (m) => {
      const [fr, en] = {
        after: ["après", "after"],
        "before and after": ["avant et après", "before and after"],
        before: ["avant", "before"],
      }[m[1] as "after" | "before and after" | "before"]
      return {
        fr: `demande une espace ${fr} « ${m[2]} » dans ${q(m[3])} (typographie française) : ajoutez-la`,
        en: `needs a space ${en} "${m[2]}" in "${m[3]}" (French typography): add it`,
      }
    },
  ],
  [
    /^needs a no-break space (after|before) "([«»])": "(.*)"$/s,
    (m) => ({
      fr: `demande une espace ${m[1] === "after" ? "après" : "avant"} « ${m[2]} » dans ${q(m[3])} : ajoutez-la`,
      en: `needs a space ${m[1]} "${m[2]}" in "${m[3]}": add it`,
    }),
  ],
  [
    /^needs a (?:no-break )?space between the number and its unit.*: "(.*)"$/s,
    (m) => ({
      fr: `demande une espace entre le nombre et son unité dans ${q(m[1])} : ajoutez-la`,
      en: `needs a space between the number and its unit in "${m[1]}": add it`,
    }),
  ],
  [
    /^needs a no-break space between the groups of thousands: "(.*)"$/s,
    (m) => ({
      fr: `demande une espace insécable entre les milliers dans ${q(m[1])}`,
      en: `needs a no-break space between the thousands in "${m[1]}"`,
    }),
  ],
  // the project planner's rules (src/lib/content/planner-content.ts)
  [
    /^is missing: planner\.sizing "(\w+)" needs it \((.+)\)$/,
    (m) => ({
      fr: `est vide, alors que le dimensionnement est ${q(m[1])}, qui le demande : remplissez-le`,
      en: `is empty, while the sizing is "${m[1]}", which needs it (${m[2]}): fill it in`,
    }),
  ],
  [
    /^is given, but planner\.sizing is "(\w+)", which does not use it \(it goes with "(\w+)"\).*$/,
    (m) => ({
      fr: `est rempli, mais le dimensionnement est ${q(m[1])}, qui ne s'en sert pas (il va avec ${q(m[2])}) : videz-le, ou changez le dimensionnement`,
      en: `is filled in, but the sizing is "${m[1]}", which does not use it (it goes with "${m[2]}"): empty it, or change the sizing`,
    }),
  ],
  [
    /^is missing: planner\.occupancy\.measure is "people", which needs how many people one unit (sleeps|seats as an office)$/,
    (m) => ({
      fr: `est vide, alors que la capacité se compte en personnes : dites combien de personnes une unité ${m[1] === "sleeps" ? "peut loger" : "accueille en bureau"}`,
      en: `is empty, while the occupancy is counted in people: say how many people one unit ${m[1]}`,
    }),
  ],
  [
    /^is given, but planner\.occupancy\.measure is "(\w+)" \(.*$/,
    () => ({
      fr: "est rempli, mais ce modèle se compte à sa surface, pas en personnes : videz-le, ou comptez-le en personnes",
      en: "is filled in, but this model is counted by its floor area, not in people: empty it, or count it in people",
    }),
  ],
  [
    /^is given, but it goes with planner\.sizing "sizes" and planner\.occupancy\.measure "people" only: remove it$/,
    () => ({
      fr: "est rempli, mais ne va qu'avec plusieurs tailles comptées en personnes : videz-le",
      en: "is filled in, but it goes only with several sizes counted in people: empty it",
    }),
  ],
  [
    /^is (\S+), which is not one of planner\.sizes \((.*)\)$/,
    (m) => ({
      fr: `vaut ${frenchNumber(m[1])}, qui n'est pas l'une des tailles du modèle (${frenchFigures(m[2])}) : choisissez-en une`,
      en: `is ${m[1]}, which is not one of the model's sizes (${m[2]}): pick one of them`,
    }),
  ],
  // the key facts against the spec rows (src/lib/content/key-facts-check.ts)
  [
    /^says (\S+) m², outside the floor area the key facts and the planner give \(planner\.floorArea: (\S+) to (\S+) m²\): change the row or the range$/,
    (m) => ({
      fr: `indique ${frenchNumber(m[1])}${NBSP}m², hors de la surface que donnent les chiffres clés et le planificateur (de ${frenchNumber(m[2])} à ${frenchNumber(m[3])}${NBSP}m²) : corrigez la ligne ou la fourchette`,
      en: `says ${m[1]} m², outside the floor area the key facts and the planner give (${m[2]} to ${m[3]} m²): change the row or the range`,
    }),
  ],
  [
    /^is "perContainer", but the planner gives no planner\.unitsPerContainer: the key facts say the containers are assessed in the quotation$/,
    () => ({
      fr: "donne des unités par conteneur, mais le planificateur n'en donne pas (les chiffres clés disent que les conteneurs sont évalués dans le devis) : supprimez la ligne, ou donnez ce nombre au planificateur",
      en: "gives units per container, but the planner gives none (the key facts say the containers are assessed in the quotation): remove the row, or give the planner that number",
    }),
  ],
  [
    /^says (\S+|no number of) unit\(s\) per container, the key facts and the planner (\S+) \(planner\.unitsPerContainer\)$/,
    (m) =>
      m[1] === "no number of"
        ? {
            fr: `ne donne aucun nombre d'unités par conteneur, les chiffres clés et le planificateur ${frenchNumber(m[2])} : écrivez ce nombre`,
            en: `gives no number of units per container, the key facts and the planner ${m[2]}: write that number`,
          }
        : {
            fr: `indique ${frenchNumber(m[1])} unité(s) par conteneur, les chiffres clés et le planificateur ${frenchNumber(m[2])} : écrivez le même nombre`,
            en: `says ${m[1]} unit(s) per container, the key facts and the planner ${m[2]}: write the same number`,
          },
  ],
  [
    /^is (\S+) m², not one of the planner's sizes \((.*)\)$/,
    (m) =>
      /^none/.test(m[2])
        ? {
            fr: `vaut ${frenchNumber(m[1])}${NBSP}m², mais le planificateur de ce modèle ne compte pas par tailles : videz ce champ`,
            en: `is ${m[1]} m², but this model's planner does not count by sizes: empty this field`,
          }
        : {
            fr: `vaut ${frenchNumber(m[1])}${NBSP}m², qui n'est pas l'une des tailles du planificateur (${frenchFigures(m[2])}) : choisissez-en une`,
            en: `is ${m[1]} m², which is not one of the planner's sizes (${m[2]}): pick one of them`,
          },
  ],
  // a model's areas in prose against its spec rows and planner (src/lib/content/consistency.ts)
  [
    /^gives (.+?), which (?:is|are) none of (.+?) areas \((.+), from its spec rows and its planner figures\): write one of these, or correct the spec rows$/,
    (m) => ({
      fr: `donne ${frenchAreas(m[1])}, qui ne figure pas parmi les surfaces ${m[2] === "the model's" ? "du modèle" : "du modèle présenté"} (${frenchAreas(m[3])}, d'après ses caractéristiques et son planificateur) : écrivez l'une de celles-ci, ou corrigez les caractéristiques`,
      en: `gives ${m[1]}, which is none of the ${m[2] === "the model's" ? "model's" : "featured model's"} areas (${m[3]}, from its specifications and its planner): write one of these, or correct the specifications`,
    }),
  ],
  [
    /^says "(.+)", but (.+?) areas run from (\S+) m² to (\S+) m² \(its spec rows and its planner figures\): write "(.+)" or the range$/,
    (m) => ({
      fr: `indique ${q(m[1])}, mais les surfaces du modèle vont de ${frenchNumber(m[3])} à ${frenchNumber(m[4])}${NBSP}m² (caractéristiques et planificateur) : écrivez ${q(m[5])} ou la fourchette`,
      en: `says "${m[1]}", but the model's areas run from ${m[3]} m² to ${m[4]} m² (its specifications and its planner): write "${m[5]}" or the range`,
    }),
  ],
  [
    /^is (\S+) again: give each size once$/,
    (m) => ({
      fr: `vaut ${frenchNumber(m[1])} une deuxième fois : donnez chaque taille une seule fois`,
      en: `is ${m[1]} again: give each size once`,
    }),
  ],
  [
    /^gives no figures for the size (.+) of planner\.sizes: give every size$/,
    (m) => ({
      fr: `ne donne rien pour la taille ${frenchFigures(m[1])} : donnez chaque taille du modèle`,
      en: `gives nothing for the size ${m[1]}: give every size of the model`,
    }),
  ],
  [
    /^runs from (\S+) to (\S+), but its sizes \(planner\.occupancy\.bySize\) run from (\S+) to (\S+): the two must agree$/,
    (m) => ({
      fr: `va de ${frenchNumber(m[1])} à ${frenchNumber(m[2])}, mais ses tailles vont de ${frenchNumber(m[3])} à ${frenchNumber(m[4])} : écrivez les mêmes bornes`,
      en: `runs from ${m[1]} to ${m[2]}, but its sizes run from ${m[3]} to ${m[4]}: write the same ends`,
    }),
  ],
  [
    /^runs from (\S+) to (\S+)(?: people)?: its min must not be above its max$/,
    (m) => ({
      fr: `va de ${frenchNumber(m[1])} à ${frenchNumber(m[2])} : le minimum ne peut pas dépasser le maximum`,
      en: `runs from ${m[1]} to ${m[2]}: its minimum must not be above its maximum`,
    }),
  ],
  [
    /^is (\S+), outside planner\.\w+ \((\S+) to (\S+)\)$/,
    (m) => ({
      fr: `vaut ${frenchNumber(m[1])}, hors de la plage ${frenchNumber(m[2])} à ${frenchNumber(m[3])} : choisissez une valeur entre les deux`,
      en: `is ${m[1]}, outside the range ${m[2]} to ${m[3]}: pick a value between them`,
    }),
  ],
  [
    /^is (\S+): production is counted in whole days$/,
    (m) => ({
      fr: `vaut ${frenchNumber(m[1])} : la fabrication se compte en jours entiers`,
      en: `is ${m[1]}: production is counted in whole days`,
    }),
  ],
  [
    /^is given with planner\.unitsPerContainer: .*$/s,
    () => ({
      fr: "est rempli en même temps que les unités par conteneur : gardez l'un des deux, ou aucun",
      en: "is filled in as well as the units per container: keep one of them, or neither",
    }),
  ],
  [
    /^gives (.+) twice: .*$/,
    (m) => ({
      fr: `donne ${frenchFigures(m[1])} deux fois : chaque taille doit être différente`,
      en: `gives ${m[1]} twice: each size must differ`,
    }),
  ],
  [
    /^(?:is|gives|runs from) (.+?),? (?:but|which) the spec row "(\w+)" \((\S+)\) (?:says|does not)(?:: it says)? (".*")(?:: the two must give the same figures?)?$/,
    (m, { fieldsIn }) => ({
      fr: `ne donne pas les mêmes chiffres que ${q(fieldsIn(m[3]).fr)}, qui dit ${q(JSON.parse(m[4]) as string)} : écrivez les mêmes aux deux endroits`,
      en: `does not give the same figures as "${fieldsIn(m[3]).en}", which says "${JSON.parse(m[4]) as string}": write the same in both places`,
    }),
  ],
  [
    /^is missing: the spec row "mass" \((\S+)\) gives the mass, (".*"), and the planner reads it from here$/,
    (m, { fieldsIn }) => ({
      fr: `est vide, alors que ${q(fieldsIn(m[1]).fr)} donne la masse (${q(JSON.parse(m[2]) as string)}) : le devis la lit ici, recopiez-la`,
      en: `is empty, while "${fieldsIn(m[1]).en}" gives the mass ("${JSON.parse(m[2]) as string}"): the planner reads it here, copy it`,
    }),
  ],
  [
    /^is ("[^"]*"), already the id of (\S+): .*$/,
    (m, { fieldsIn }) => ({
      fr: `vaut ${q(JSON.parse(m[1]) as string)}, déjà l'identifiant de ${q(fieldsIn(m[2]).fr)} : donnez-lui le sien`,
      en: `is ${m[1]}, already the id of "${fieldsIn(m[2]).en}": give it one of its own`,
    }),
  ],
]

/** A code path in an English message ("planner.sizing", "specs[3].value"): described in words where it is not read above. */
const CODE_PATH = /\b[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*|\[\d+\])+(?:\.[a-z][A-Za-z0-9]*)*/g

/**
 * A problem of the build's checks, for the maintainer, in French then in English: `error` in the file of the kind
 * `schema`, on the `lang` side, `doc` the item as the check read it (its rows' own names).
 */
export function plainProblem(error: ContentError, schema: Fields, doc: unknown, lang: ContentLang): PlainProblem {
  const fieldsIn = (path: string): Said => ({
    fr: describeField(path, schema, doc, undefined, { words: FRENCH_FIELD_WORDS }),
    en: describeField(path, schema, doc, undefined, { words: ENGLISH_FIELD_WORDS }),
  })
  const fieldFr = describeField(error.field, schema, doc, lang, { sourceSide: true, words: FRENCH_FIELD_WORDS })
  const fieldEn = describeField(error.field, schema, doc, lang, { sourceSide: true })
  for (const [pattern, read] of MESSAGES) {
    const m = pattern.exec(error.message)
    if (!m) continue
    const said = read(m, { lang, fieldsIn })
    return { fr: typeset(`${asIs(fieldFr)} : ${said.fr}.`), en: `${fieldEn}: ${said.en}.` }
  }
  const en = error.message
    .replace(/\s*\(`npm [^`]*`[^)]*\)/g, "")
    .replace(CODE_PATH, (path) => (parseFieldPath(path).length > 1 ? fieldsIn(path).en : path))
  return {
    fr: typeset(
      `${asIs(fieldFr)} : la construction du site refuse ce champ tel qu'il est écrit ; corrigez-le comme le dit la phrase anglaise qui suit.`,
    ),
    en: `${fieldEn}: ${en}.`,
  }
}

/** The refusal's heading: nothing was written. */
export const REFUSAL_HEADING: PlainProblem = {
  fr: frenchTypography("Rien n'a été enregistré : la construction du site refuserait cette page telle qu'elle est."),
  en: "Nothing was saved: the site's build would refuse this page as it is.",
}

/** What the editor says when it refuses to save: the heading, then each problem, French then English, one line each. */
export const refusalText = (problems: readonly PlainProblem[]): string =>
  [`${REFUSAL_HEADING.fr} ${REFUSAL_HEADING.en}`, ...problems.flatMap((p) => [`• ${p.fr}`, `  ${p.en}`])].join("\n")
