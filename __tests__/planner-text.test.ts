import { PLANNER_TEXT } from "../src/i18n/planner/text"
import { plannerTextEn } from "../src/i18n/planner/text.en"
import { forms as formsEn } from "../src/i18n/en/forms"
import { forms as formsFr } from "../src/i18n/fr/forms"
import { emptyProject } from "../src/lib/planner/project"
import { summarize } from "../src/lib/planner/summary"
import { droppedLine, projectParams, projectSubject, projectText } from "../src/lib/planner/text"
import type { ContentLang, PlannerContact, Project } from "../src/lib/planner/types"
import { decodeProject } from "../src/lib/planner/url"
import { PORTS_EN, PORTS_FR, ROWS_EN, ROWS_FR } from "./planner-fixtures"

const TODAY = "2026-11-27"
const EN = PLANNER_TEXT.en
const FR = PLANNER_TEXT.fr

const PROJECT: Project = {
  ...emptyProject(),
  lines: {
    "expandable-20ft": { quantity: 30, options: ["solar-kit", "furniture-pack"] },
    "apple-cabins@13": { quantity: 4, options: [] },
    "capsule-houses": { quantity: 2, options: ["bathroom-pod"], area: 28 },
  },
  port: "toamasina",
  month: "2027-03",
  foundations: "todo",
  use: "tourism",
  financing: true,
}
const CONTACT: PlannerContact = {
  name: "Aina Rakoto",
  email: "aina@example.mg",
  phone: "+261 341234567",
  company: "Lagoon Resorts",
  message: "We plan a small resort near Foulpointe.\nCan you deliver in March?",
}

const setup = (lang: ContentLang, project = PROJECT) => {
  const [rows, ports] = lang === "en" ? [ROWS_EN, PORTS_EN] : [ROWS_FR, PORTS_FR]
  return { rows, ports, summary: summarize(project, rows, ports, TODAY) }
}

describe("the plain text of a three-model project to Toamasina", () => {
  it("writes every line in English", () => {
    const { rows, ports, summary } = setup("en")
    expect(projectText(PROJECT, summary, rows, ports, CONTACT, EN, "en", formsEn.email)).toBe(
      [
        "Project: 36 units, 1,204.2\u00A0m²",
        "- 30 × 20ft Model: 36.54\u00A0m² per unit; options: Solar kit, Furniture pack",
        "- 4 × Apple Cabin: 13\u00A0m² per unit",
        "- 2 × Capsule House: 28\u00A0m² per unit; options: Bathroom pod",
        "Port: Toamasina (Madagascar)",
        "Desired delivery: March 2027",
        "Foundations: To be done",
        "Intended use: Tourism and rental",
        "Financing: requested",
        "40 ft High Cube containers (indicative): 17 (20ft Model: 15, Capsule House: 2); units of different models are not combined in one container; assessed in the quotation: Apple Cabin 13\u00A0m²",
        "Mass: 73,000–84,000\u00A0kg; not given for Apple Cabin 13\u00A0m²",
        "Timeline: production 60–100\u00A0days, sea transit 14\u00A0days, installation 36–40\u00A0days for the 36 units, one after the other",
        "Estimated dates: ready to ship January\u00A026 to March\u00A07,\u00A02027; at the port February\u00A09 to March\u00A021,\u00A02027; installed March\u00A017 to April\u00A030,\u00A02027",
        "Prepared on site by the buyer:",
        "- Foundation: Concrete blocks or strip footings (20ft Model, Apple Cabin 13\u00A0m²)",
        "- Foundation: Screw piles or concrete pads (Capsule House)",
        "- Utilities: Water, drainage and a 230 V supply (20ft Model)",
        "- Utilities: Water, drainage and electricity at the cabin (Apple Cabin 13\u00A0m², Capsule House)",
        "Company: Lagoon Resorts",
        "Indicative: your quotation confirms prices, payment terms, production timeline and shipping.",
        "",
        "Message:",
        "We plan a small resort near Foulpointe.",
        "Can you deliver in March?",
      ].join("\n"),
    )
  })

  it("writes every line in French, with its typography", () => {
    const { rows, ports, summary } = setup("fr")
    const contact = { ...CONTACT, message: "Nous prévoyons un petit complexe près de Foulpointe." }
    expect(projectText(PROJECT, summary, rows, ports, contact, FR, "fr", formsFr.email)).toBe(
      [
        "Projet\u00A0: 36 unités, 1\u202F204,2\u00A0m²",
        "- 30 × Modèle 20 pieds\u00A0: 36,54\u00A0m² par unité\u202F; options\u00A0: Kit solaire, Pack mobilier",
        "- 4 × Cabine Apple\u00A0: 13\u00A0m² par unité",
        "- 2 × Maison capsule\u00A0: 28\u00A0m² par unité\u202F; options\u00A0: Salle de bain préfabriquée",
        "Port\u00A0: Toamasina (Madagascar)",
        "Livraison souhaitée\u00A0: mars 2027",
        "Fondations\u00A0: À réaliser",
        "Usage prévu\u00A0: Tourisme et location",
        "Financement\u00A0: souhaité",
        "Conteneurs 40\u00A0pieds High Cube (indicatif)\u00A0: 17 (Modèle 20 pieds\u00A0: 15, Maison capsule\u00A0: 2)\u202F; les unités de modèles différents ne sont pas regroupées dans un même conteneur\u202F; évalués dans le devis\u00A0: Cabine Apple 13\u00A0m²",
        "Masse\u00A0: de 73\u202F000 à 84\u202F000\u00A0kg\u202F; non précisée pour Cabine Apple 13\u00A0m²",
        "Délais\u00A0: fabrication de 60 à 100\u00A0jours, transport maritime 14\u00A0jours, installation de 36 à 40\u00A0jours pour les 36 unités, l’une après l’autre",
        "Dates estimées\u00A0: prêt à expédier du 26\u00A0janvier au 7\u00A0mars\u00A02027\u202F; arrivée au port du 9\u00A0février au 21\u00A0mars\u00A02027\u202F; installation terminée du 17\u00A0mars au 30\u00A0avril\u00A02027",
        "À préparer sur place par l’acheteur\u00A0:",
        "- Fondations\u00A0: Plots béton ou semelles filantes (Modèle 20 pieds, Cabine Apple 13\u00A0m²)",
        "- Fondations\u00A0: Pieux vissés ou plots béton (Maison capsule)",
        "- Réseaux\u00A0: Eau, évacuation et alimentation 230 V (Modèle 20 pieds)",
        "- Réseaux\u00A0: Eau, évacuation et électricité à la cabine (Cabine Apple 13\u00A0m², Maison capsule)",
        "Société\u00A0: Lagoon Resorts",
        "Indicatif\u00A0: votre devis confirme les prix, les conditions de paiement, le délai de fabrication et l’expédition.",
        "",
        "Message\u00A0:",
        "Nous prévoyons un petit complexe près de Foulpointe.",
      ].join("\n"),
    )
  })

  it("gives the six template parameters in English", () => {
    const { rows, ports, summary } = setup("en")
    expect(projectParams(PROJECT, summary, rows, ports, CONTACT, EN, formsEn.email, "en")).toEqual({
      name: "Aina Rakoto",
      email: "aina@example.mg",
      phone: "+261 341234567",
      message: projectText(PROJECT, summary, rows, ports, CONTACT, EN, "en", formsEn.email),
      product: "30 × 20ft Model, 4 × Apple Cabin 13\u00A0m², 2 × Capsule House",
      subject: "Project quote: 36 units to Toamasina (Madagascar)",
    })
  })

  it("gives the six template parameters in French, with the defaults of blank fields", () => {
    const { rows, ports, summary } = setup("fr")
    const contact = { name: "", email: "", phone: " ", company: "", message: "" }
    const params = projectParams(PROJECT, summary, rows, ports, contact, FR, formsFr.email, "fr")
    expect(Object.keys(params).sort()).toEqual(["email", "message", "name", "phone", "product", "subject"])
    expect(params).toMatchObject({
      name: "Nom non renseigné",
      email: "E-mail non renseigné",
      phone: "Téléphone non renseigné",
      product: "30 × Modèle 20 pieds, 4 × Cabine Apple 13\u00A0m², 2 × Maison capsule",
      subject: "[FR] Devis projet\u00A0: 36 unités pour Toamasina (Madagascar)",
    })
    expect(params.message).not.toContain("Société")
    expect(params.message.endsWith("et l’expédition.\n\nMessage\u00A0:\nAucun message")).toBe(true)
  })
})

describe("other projects' text", () => {
  const one: Project = {
    ...emptyProject(),
    lines: { "industrial-building": { quantity: 1, options: [], span: 24, length: 60 } },
    port: "other",
    otherPort: "Nosy Be",
  }
  it("writes a singular subject, an other port by its typed name, and 'not given' answers", () => {
    const { rows, ports, summary } = setup("en", one)
    expect(projectSubject(summary, one, ports, EN, "en")).toBe("Project quote: 1 unit to Nosy Be")
    const frSummary = setup("fr", one).summary
    expect(projectSubject(frSummary, one, PORTS_FR, FR, "fr")).toBe("[FR] Devis projet\u00A0: 1 unité pour Nosy Be")
    const text = projectText(one, summary, rows, ports, { ...CONTACT, company: " " }, EN, "en")
    expect(text.split("\n")).toEqual([
      "Project: 1 unit, 1,440\u00A0m²",
      "- 1 × Industrial Building: span 24\u00A0m × length 60\u00A0m, 1,440\u00A0m² per unit",
      "Port: Nosy Be",
      "Desired delivery: not given",
      "Foundations: not given",
      "Intended use: not given",
      "Financing: not requested",
      "40 ft High Cube containers (indicative): assessed in the quotation: Industrial Building",
      "Mass: not given",
      "Timeline: production 60–90\u00A0days, sea transit to be confirmed for this port, installation 10–15\u00A0days",
      "Estimated dates: ready to ship January\u00A026 to February\u00A025,\u00A02027; installed February\u00A05 to March\u00A012,\u00A02027 plus the sea transit",
      "Prepared on site by the buyer:",
      "- Foundation: Reinforced concrete slab with anchor bolts (Industrial Building)",
      "- Utilities: Power supply to the building (Industrial Building)",
      "Indicative: your quotation confirms prices, payment terms, production timeline and shipping.",
      "",
      "Message:",
      "We plan a small resort near Foulpointe.",
      "Can you deliver in March?",
    ])
  })
  it("writes the message's default when none is typed (the site's e-mail texts, else 'not given')", () => {
    const { rows, ports, summary } = setup("en", one)
    expect(
      projectText(one, summary, rows, ports, { ...CONTACT, message: "  " }, EN, "en", formsEn.email).endsWith(
        "Message:\nNo message provided",
      ),
    ).toBe(true)
    expect(projectText(one, summary, rows, ports, { ...CONTACT, message: "" }, EN, "en").endsWith("Message:\nnot given")).toBe(true)
  })
})

describe("the text of a one-unit project, as the French review asked", () => {
  const capsule: Project = { ...emptyProject(), lines: { "capsule-houses": { quantity: 1, options: [], area: 28 } }, port: "le-port" }
  const industrial: Project = {
    ...emptyProject(),
    lines: { "industrial-building": { quantity: 1, options: [], span: 24, length: 60 } },
    port: "other",
    otherPort: "Nosy Be",
  }
  const contact = { ...CONTACT, company: "", message: "" }

  it("names one unit in the singular (« 1 × Maison capsule », never the catalogue's « Maisons capsules »), to Le Port", () => {
    const { rows, ports, summary } = setup("fr", capsule)
    expect(projectText(capsule, summary, rows, ports, contact, FR, "fr", formsFr.email).split("\n")).toEqual([
      "Projet\u00A0: 1 unité, 28\u00A0m²",
      "- 1 × Maison capsule\u00A0: 28\u00A0m² par unité",
      // the fixture's country has a plain space (the build sets the no-break one of « La Réunion » in the content)
      "Port\u00A0: Le Port (La Réunion)",
      "Livraison souhaitée\u00A0: à préciser",
      "Fondations\u00A0: à préciser",
      "Usage prévu\u00A0: à préciser",
      "Financement\u00A0: non souhaité",
      "Conteneurs 40\u00A0pieds High Cube (indicatif)\u00A0: 1 (Maison capsule\u00A0: 1)\u202F; les unités de modèles différents ne sont pas regroupées dans un même conteneur",
      "Masse\u00A0: de 3\u202F500 à 4\u202F500\u00A0kg",
      // one unit: its own days, as the product page gives them; no « pour les … unités »
      "Délais\u00A0: fabrication de 45 à 100\u00A0jours, transport maritime 7\u00A0jours, installation de 2 à 3\u00A0jours",
      "Dates estimées\u00A0: prêt à expédier du 11\u00A0janvier au 7\u00A0mars\u00A02027\u202F; arrivée au port du 18\u00A0janvier au 14\u00A0mars\u00A02027\u202F; installation terminée du 20\u00A0janvier au 17\u00A0mars\u00A02027",
      "À préparer sur place par l’acheteur\u00A0:",
      "- Fondations\u00A0: Pieux vissés ou plots béton (Maison capsule)",
      "- Réseaux\u00A0: Eau, évacuation et électricité à la cabine (Maison capsule)",
      "Indicatif\u00A0: votre devis confirme les prix, les conditions de paiement, le délai de fabrication et l’expédition.",
      "",
      "Message\u00A0:",
      "Aucun message",
    ])
    const params = projectParams(capsule, summary, rows, ports, contact, FR, formsFr.email, "fr")
    expect(params.product).toBe("1 × Maison capsule")
    expect(params.subject).toBe("[FR] Devis projet\u00A0: 1 unité pour Le Port (La Réunion)")
  })

  it("names one unit in the singular in English too", () => {
    const { rows, ports, summary } = setup("en", capsule)
    const text = projectText(capsule, summary, rows, ports, contact, EN, "en", formsEn.email).split("\n")
    expect(text[1]).toBe("- 1 × Capsule House: 28\u00A0m² per unit")
    expect(text[9]).toBe("Timeline: production 45–100\u00A0days, sea transit 7\u00A0days, installation 2–3\u00A0days")
    expect(projectParams(capsule, summary, rows, ports, contact, EN, formsEn.email, "en").product).toBe("1 × Capsule House")
  })

  it("writes an answer left empty and a missing mass with words of no gender (« à préciser »)", () => {
    const { rows, ports, summary } = setup("fr", industrial)
    const text = projectText(industrial, summary, rows, ports, contact, FR, "fr", formsFr.email).split("\n")
    expect(text.slice(1, 11)).toEqual([
      "- 1 × Bâtiment industriel\u00A0: portée 24\u00A0m × longueur 60\u00A0m, 1\u202F440\u00A0m² par unité",
      "Port\u00A0: Nosy Be",
      "Livraison souhaitée\u00A0: à préciser",
      "Fondations\u00A0: à préciser",
      "Usage prévu\u00A0: à préciser",
      "Financement\u00A0: non souhaité",
      "Conteneurs 40\u00A0pieds High Cube (indicatif)\u00A0: évalués dans le devis\u00A0: Bâtiment industriel",
      "Masse\u00A0: à préciser",
      "Délais\u00A0: fabrication de 60 à 90\u00A0jours, transport maritime à confirmer pour ce port, installation de 10 à 15\u00A0jours",
      "Dates estimées\u00A0: prêt à expédier du 26\u00A0janvier au 25\u00A0février\u00A02027\u202F; installation terminée du 5\u00A0février au 12\u00A0mars\u00A02027, plus la durée du transport maritime",
    ])
  })
})

describe("droppedLine", () => {
  it("says in one line what a shared link left out, in the page's language", () => {
    const { dropped } = decodeProject(
      "m=villa-xl*1&m=expandable-20ft*2~jacuzzi&m=apple-cabins@13*5000&m=capsule-houses*1:99&port=atlantis&month=2020-01&use=castle",
      ROWS_EN,
      PORTS_EN,
      TODAY,
    )
    expect(droppedLine(dropped, ROWS_EN, EN, "en")).toBe(
      'Left out of the link: unknown model "villa-xl"; option "jacuzzi" of 20ft Model; quantity 5000 of Apple Cabin 13\u00A0m² (0 to 999 allowed); ' +
        'size "99" of Capsule House (outside the model\'s range); unknown port "atlantis"; month "2020-01" (not a month to come); answer "castle".',
    )
    expect(droppedLine(dropped.slice(0, 3), ROWS_FR, FR, "fr")).toBe(
      "Non repris du lien\u00A0: modèle inconnu «\u00A0villa-xl\u00A0»\u202F; option «\u00A0jacuzzi\u00A0» pour Modèle 20 pieds\u202F; quantité 5000 pour Cabine Apple 13\u00A0m² (de 0 à 999).",
    )
  })
  it("is empty when nothing was left out, and cuts a long value", () => {
    expect(droppedLine([], ROWS_EN, EN, "en")).toBe("")
    expect(droppedLine([{ kind: "model", value: "x".repeat(60) }], ROWS_EN, EN, "en")).toBe(
      `Left out of the link: unknown model "${"x".repeat(40)}…".`,
    )
  })
})

describe("the words", () => {
  it("give English as written and French with its typography", () => {
    expect(EN).toEqual(plannerTextEn)
    expect(FR.indicative).toBe(
      "Indicatif\u00A0: votre devis confirme les prix, les conditions de paiement, le délai de fabrication et l’expédition.",
    )
    expect(FR.answers.foundations).toEqual({ ready: "Prêtes", todo: "À réaliser", unsure: "Je ne sais pas" })
    expect(EN.answers.use.site).toBe("Site office or workers' housing")
  })
  it("always call the container the same in French", () => {
    const all = JSON.stringify(FR)
    // the words with their typography: a no-break space between the number and its unit
    expect(all.match(/conteneurs? 40\u00A0pieds High Cube/gi)?.length).toBe(3)
    expect(all).not.toMatch(/40 pieds HC|40HQ|40 HQ/)
  })
})
