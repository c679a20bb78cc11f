/** The editor's labels and hints in French and English, French first (src/content-model/editor-words.ts). */
import { CONTENT_KINDS } from "../src/content-model"
import { blogPostSchema } from "../src/content-model/blog"
import { cmsConfig } from "../src/content-model/cms-config"
import {
  bilingualCollectionLabel,
  bilingualFileDescription,
  bilingualHint,
  bilingualLabel,
  bilingualPatternMessage,
  bilingualText,
  bilingualChoice,
  CHOICE_LABELS,
  CHOICE_LABELS_IN_FIELD,
  COLLECTION_LABELS_FR,
  FIELD_LABELS_FR,
  frenchHint,
  frenchLabel,
  frenchPhrase,
  HINT_SEPARATOR,
  LABEL_SEPARATOR,
} from "../src/content-model/editor-words"
import { carouselSettings } from "../src/content-model/products"
import { siteSchema } from "../src/content-model/site"
import { labelOf } from "../src/lib/content/describe-field"
import { t, type Fields, type Rule } from "../src/lib/content/content-schema"
import { describeRule } from "../src/lib/content/json-schema"

const NBSP = "\u00A0"
const NNBSP = "\u202F"

/** Every field name, block type and rule of the content model: objects, list entries, blocks, at every depth. */
function walkModel() {
  const names = new Map<string, string>() // name → first place it is used, for the failure messages
  const rules: Array<{ where: string; rule: Rule }> = []
  const fields = (f: Fields, where: string) => {
    for (const [name, rule] of Object.entries(f)) {
      if (!names.has(name)) names.set(name, `${where}.${name}`)
      visit(rule, `${where}.${name}`)
    }
  }
  const visit = (rule: Rule, where: string) => {
    rules.push({ where, rule })
    if (rule.kind === "object") fields(rule.fields, where)
    if (rule.kind === "array") visit(rule.of, `${where}[]`)
    if (rule.kind === "union") {
      if (!names.has(rule.discriminator)) names.set(rule.discriminator, `${where}.${rule.discriminator}`)
      for (const [variant, f] of Object.entries(rule.variants)) {
        if (!names.has(variant)) names.set(variant, `${where} (block type "${variant}")`)
        fields(f, `${where}<${variant}>`)
      }
    }
  }
  for (const kind of CONTENT_KINDS) fields(kind.schema, kind.typeName)
  return { names, rules }
}
const model = walkModel()

/**
 * French labels that are the English word itself (compared without case, with accents): each is a French word spelt
 * the same. Proper names and codes (SEO, RCS, WhatsApp) are given with a French word around them instead.
 */
const SAME_IN_BOTH_LANGUAGES = new Set(["contact", "date", "description", "image", "images", "logo", "question"])
const SAME_COLLECTION_LABELS = new Set(["Services", "Service", "Menus"])
const sameWord = (a: string, b: string) => a.localeCompare(b, "fr", { sensitivity: "accent" }) === 0

describe("French labels", () => {
  it("exist for every field name and block type of the content model", () => {
    const missing = [...model.names].filter(([name]) => frenchLabel(name) === undefined).map(([name, where]) => `${name} (${where})`)
    expect(missing).toEqual([])
    expect(model.names.size).toBeGreaterThan(150)
  })

  it("name nothing the model no longer has", () => {
    expect(Object.keys(FIELD_LABELS_FR).filter((name) => !model.names.has(name))).toEqual([])
  })

  it("differ from the English label, but for the French words spelt the same (listed)", () => {
    const same = Object.entries(FIELD_LABELS_FR)
      .filter(([name, fr]) => sameWord(fr, labelOf(name)))
      .map(([name]) => name)
    expect(same.sort()).toEqual([...SAME_IN_BOTH_LANGUAGES].sort())
  })

  it("are written French first, the English as labelOf says it, a word the same in both once", () => {
    expect(bilingualLabel("title")).toBe("Titre · Title")
    expect(bilingualLabel("subtitle")).toBe("Sous-titre · Subtitle")
    expect(bilingualLabel("alt")).toBe("Texte alternatif de l’image · Alt")
    expect(bilingualLabel("seo")).toBe("Référencement (SEO) · SEO")
    expect(bilingualLabel("slug")).toBe("Adresse de la page (slug) · Slug")
    expect(bilingualLabel("keywordLinks")).toBe("Liens sur des mots-clés · Keyword links")
    expect(bilingualLabel("md")).toBe(`Écran de 768${NBSP}px et plus (md) · Md`)
    expect(bilingualLabel("aboutTeaser")).toBe(`Encart «${NBSP}À propos${NBSP}» · About teaser`)
    expect(bilingualLabel("paragraph")).toBe("Paragraphe · Paragraph") // a block type
    expect(bilingualLabel("date")).toBe("Date")
    expect(bilingualLabel("image")).toBe("Image")
    expect(bilingualLabel("aFieldWithoutFrench")).toBe("A field without french")
    expect(LABEL_SEPARATOR).toBe(" · ")
    expect(bilingualText("Vidéo", "Video")).toBe("Vidéo · Video")
    expect(bilingualText("Menus", "Menus")).toBe("Menus")
  })
})

describe("choices (the model's lists of values)", () => {
  const values = new Map<string, string>()
  for (const { where, rule } of model.rules)
    if (rule.kind === "enum") for (const v of rule.values) if (!values.has(`${where} ${v}`)) values.set(`${where} ${v}`, v)
  const fieldOf = (where: string) =>
    where
      .split(/[.<>[\]]+/)
      .filter(Boolean)
      .at(-1)!
  const labelled = (where: string, v: string) =>
    Object.hasOwn(CHOICE_LABELS_IN_FIELD[fieldOf(where)] ?? {}, v) || Object.hasOwn(CHOICE_LABELS, v)

  it("have a French label for every value of the content model", () => {
    expect([...values].filter(([key, v]) => !labelled(key.split(" ")[0], v)).map(([key]) => key)).toEqual([])
  })

  it("name no value the model no longer has", () => {
    const used = new Set(values.values())
    expect(Object.keys(CHOICE_LABELS).filter((v) => !used.has(v))).toEqual([])
    for (const [name, labels] of Object.entries(CHOICE_LABELS_IN_FIELD))
      for (const v of Object.keys(labels)) expect(`${name} ${used.has(v)}`).toBe(`${name} true`)
  })

  it("show French first, the value or its English label after", () => {
    expect(bilingualChoice("Materials")).toBe("Matériaux · Materials")
    expect(bilingualChoice("floorArea")).toBe("Surface au choix · Floor area to choose")
    expect(bilingualChoice("Innovation")).toBe("Innovation")
    const select = cmsConfig()
      .collections.find((c) => c.name === "blog")!
      .fields!.find((f) => f.name === "category")!
    expect(select.options?.[3]).toEqual({ label: "Matériaux · Materials", value: "Materials" })
  })
})

describe("collection and single-file labels", () => {
  // the English labels the editor's configuration gives (their English side, once they are bilingual)
  const english = (label: string) => label.split(LABEL_SEPARATOR).pop()!
  const config = cmsConfig()
  const labels = new Set(config.collections.flatMap((c) => [c.label, ...(c.label_singular ? [c.label_singular] : [])]).map(english))

  it("have French for every collection and single file of the editor", () => {
    expect([...labels].filter((label) => !Object.hasOwn(COLLECTION_LABELS_FR, label))).toEqual([])
    expect(labels.size).toBeGreaterThanOrEqual(16)
  })

  it("name no collection the editor no longer has", () => {
    expect(Object.keys(COLLECTION_LABELS_FR).filter((label) => !labels.has(label))).toEqual([])
  })

  it("differ from the English, but for the French words spelt the same (listed)", () => {
    const same = Object.entries(COLLECTION_LABELS_FR)
      .filter(([en, fr]) => sameWord(en, fr))
      .map(([en]) => en)
    expect(same.sort()).toEqual([...SAME_COLLECTION_LABELS].sort())
  })

  it("read French first", () => {
    expect(bilingualCollectionLabel("Blog posts")).toBe("Articles du blog · Blog posts")
    expect(bilingualCollectionLabel("Featured page")).toBe("Page produit phare · Featured page")
    expect(bilingualCollectionLabel("About page")).toBe(`Page «${NBSP}À propos${NBSP}» · About page`)
    expect(bilingualCollectionLabel("Menus")).toBe("Menus")
    expect(bilingualFileDescription("Menus")).toBe(
      `Menus en anglais (tous les champs) et en français (les textes seulement${NBSP}: chiffres, images et liens sont communs avec le fichier anglais).` +
        " — Menus in English (every field) and in French (the words only: figures, pictures and links are shared with the English file).",
    )
  })
})

describe("French hints", () => {
  it("have the French of every pattern hint and note of the content model", () => {
    const sentences = new Set(
      model.rules.flatMap(({ rule }) => (rule.kind === "string" ? [rule.patternHint, rule.note].filter((s): s is string => !!s) : [])),
    )
    expect(sentences.size).toBeGreaterThanOrEqual(10)
    expect([...sentences].filter((s) => frenchPhrase(s) === undefined)).toEqual([])
  })

  it("are French for every rule of the model, in both modes, with the French typography", () => {
    for (const { where, rule } of model.rules) {
      for (const mode of ["source", "translation"] as const) {
        const fr = frenchHint(rule, mode)
        const en = describeRule(rule, mode)
        expect([where, fr === en]).toEqual([where, false])
        // no English sentence left (the English hints' own words)
        expect([where, fr]).toEqual([where, expect.not.stringMatching(/\b(Shared|Translated|Each language|e\.g\.|A list|One of)\b/)])
        // a no-break space before the colon, a narrow one before ; ? !, inside « »
        expect([where, fr]).toEqual([where, expect.not.stringMatching(/ [:;?!»]|« /)])
        expect([where, fr]).toEqual([where, expect.not.stringContaining(HINT_SEPARATOR)])
      }
    }
  })

  it("leave the English hints as they were (the JSON Schemas' descriptions)", () => {
    for (const { rule } of model.rules) expect(bilingualHint(rule).split(HINT_SEPARATOR)[1]).toBe(describeRule(rule))
    expect(describeRule(blogPostSchema.date, "source", { lang: "en" })).toBe(describeRule(blogPostSchema.date))
  })
})

describe("bilingual hints", () => {
  it("a pattern string: a whole number as text, and a new item's id", () => {
    expect(bilingualHint(blogPostSchema.id, "side-by-side", { nextId: "15" })).toBe(
      `Un nombre entier écrit comme du texte, p. ex. «${NBSP}7${NBSP}». Commun à toutes les langues${NBSP}: écrit une seule fois, dans le fichier anglais.` +
        ` Un nouvel élément reçoit le prochain identifiant libre, 15 (le plus grand à l’ouverture de l’éditeur, plus un)${NBSP}: gardez-le, sauf si un autre nouvel élément l’a pris entre-temps.` +
        ' — A whole number written as text, e.g. "7". Shared by every language: written once, in the English file.' +
        " A new one starts with the next free id, 15 (the largest when the editor was opened, plus one): keep it unless another new one took it.",
    )
  })

  it("a pattern string: a phone number, and its message when refused", () => {
    const phone = siteSchema.contact.fields.phone
    expect(bilingualHint(phone)).toMatch(
      new RegExp(
        `^Un numéro de téléphone tel que les visiteurs le lisent, commençant par «${NBSP}\\+${NBSP}».*\\(de 6 à 15 chiffres${NNBSP}; .* — A phone number`,
      ),
    )
    expect(bilingualPatternMessage(siteSchema.contact.fields.email)).toBe(
      `Valeur attendue${NBSP}: une adresse e-mail. — Expected an e-mail address.`,
    )
    expect(bilingualPatternMessage(t.string({ pattern: /^x$/ }))).toBe(
      `Valeur attendue${NBSP}: une autre valeur. — Expected another value.`,
    )
  })

  it("a number with bounds, in French figures", () => {
    expect(bilingualHint(carouselSettings.fields.base)).toBe(
      "Un nombre de 1 à 4. Commun à toutes les langues. — A number from 1 up to 4. Shared by every language.",
    )
    expect(bilingualHint(carouselSettings.fields.autoplayMs)).toBe(
      `Un nombre entier à partir de 1${NNBSP}000. Commun à toutes les langues. — A whole number from 1000. Shared by every language.`,
    )
    expect(bilingualHint(t.number({ min: 0.5, max: 12500 }))).toBe(
      `Un nombre de 0,5 à 12${NNBSP}500. Commun à toutes les langues. — A number from 0.5 up to 12500. Shared by every language.`,
    )
    expect(bilingualHint(t.number({ max: 3 }))).toMatch(/^Un nombre jusqu’à 3\. /)
  })

  it("an optional field with a note: a translation's slug", () => {
    expect(bilingualHint(blogPostSchema.slug, "translation")).toBe(
      `Des mots en minuscules reliés par des traits d’union, p. ex. maison-conteneur-extensible. Propre à chaque langue.` +
        ` Laissé vide, ce champ est rempli à partir du titre dans cette langue («${NBSP}L’été à La${NBSP}Réunion${NBSP}» donne l-ete-a-la-reunion)${NNBSP};` +
        ` une fois la page publiée, ne le changez plus${NBSP}: l’adresse de la page en dépend.` +
        " — Lower-case words joined by hyphens, e.g. maison-conteneur-extensible. Each language has its own." +
        " Left empty, it is made from this language's title (« L'été à La Réunion » gives l-ete-a-la-reunion); once the page is published, keep it: its address is made from it.",
    )
  })

  it("a file field, and where its uploads go", () => {
    expect(bilingualHint(blogPostSchema.image, "side-by-side", { media: "../images" })).toBe(
      "Un chemin de fichier relatif à ce fichier JSON, p. ex. ../images/… (jpg, jpeg, png, webp, avif, svg). Commun à toutes les langues." +
        " Les fichiers envoyés vont dans data/images." +
        " — A file path relative to this JSON file, e.g. ../images/… (jpg, jpeg, png, webp, avif, svg). Shared by every language." +
        " Uploads go to data/images.",
    )
    // only a file field says where uploads go
    expect(bilingualHint(blogPostSchema.title, "source", { media: "../images" })).not.toContain("data/images")
  })

  it("a date, its example in French words", () => {
    expect(bilingualHint(blogPostSchema.date)).toBe(
      `Une date ISO AAAA-MM-JJ, p. ex. 2025-04-24 pour le 24 avril 2025. Commun à toutes les langues${NBSP}: écrit une seule fois, dans le fichier anglais.` +
        " — An ISO date YYYY-MM-DD, e.g. 2025-04-24 for April 24, 2025. Shared by every language: written once, in the English file.",
    )
    expect(frenchPhrase("an ISO date YYYY-MM-DD, e.g. 2026-05-01 for May 1, 2026")).toBe(
      "une date ISO AAAA-MM-JJ, p. ex. 2026-05-01 pour le 1er mai 2026",
    )
  })

  it("a text visitors read, in the English file and in a translation; a choice; a list of blocks; a yes or no", () => {
    expect(bilingualHint(blogPostSchema.title, "translation")).toBe(
      "Texte lu par les visiteurs. Le texte, dans cette langue, du champ du fichier anglais. — Text visitors read. This language's text of the English file's field.",
    )
    expect(frenchHint(blogPostSchema.title, "side-by-side")).toBe(
      `Texte lu par les visiteurs. Traduit${NBSP}: le fichier de chaque autre langue, à côté de celui-ci (*.<langue>.json), a le sien.`,
    )
    expect(frenchHint(t.enum(["a", "b"]))).toBe(`Une valeur parmi${NBSP}: a, b.`)
    expect(frenchHint(blogPostSchema.content.of)).toBe(
      `Un bloc${NBSP}: son «${NBSP}type${NBSP}» (heading, intro, paragraph, image) détermine ses autres champs.`,
    )
    expect(frenchHint(t.boolean())).toBe("Oui ou non (true ou false). Commun à toutes les langues.")
    expect(frenchHint(t.text({ figures: true }))).toContain(`Contient des chiffres${NBSP}: une traduction reprend les mêmes nombres`)
  })
})
