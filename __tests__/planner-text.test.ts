import { PLANNER_TEXT } from "../src/i18n/planner/text"
import { plannerTextEn } from "../src/i18n/planner/text.en"
import { forms as formsEn } from "../src/i18n/en/forms"
import { forms as formsFr } from "../src/i18n/fr/forms"
import { emptyProject } from "../src/lib/planner/project"
import { summarize } from "../src/lib/planner/summary"
import { desiredMonthText, droppedLine } from "../src/lib/planner/text"
import { projectParams, projectSubject, projectText } from "../src/lib/planner/message"
import type { ContentLang, PlannerContact, Project } from "../src/lib/planner/types"
import { decodeProject } from "../src/lib/planner/url"
import { PORTS_EN, PORTS_FR, ROWS_EN, ROWS_FR } from "./planner-fixtures"

const TODAY = "2026-11-27"
const EN = PLANNER_TEXT.en
const FR = PLANNER_TEXT.fr

const PROJECT: Project = {
  ...emptyProject(),
  lines: {
    "expandable-20ft": { quantity: 30, options: ["solar-kit", "furniture-pack"], use: "office" },
    "apple-cabins@13": { quantity: 4, options: [] },
    "capsule-houses": { quantity: 2, options: ["bathroom-pod"], area: 28 },
  },
  port: "toamasina",
  month: "2027-03",
  foundations: "todo",
  use: "tourism",
  financing: true,
  siteLocation: "Foulpointe",
  distance: "50-150",
}
const CONTACT: PlannerContact = {
  name: "Aina Rakoto",
  email: "aina@example.mg",
  phone: "+261341234567",
  company: "Lagoon Resorts",
  message: "We plan a small resort near Foulpointe.\nCan you deliver in March?",
}
const META = { reference: "KH-7Q4M", link: "https://kaz-horizon.example/quote/?m=expandable-20ft*30" }

const setup = (lang: ContentLang, project = PROJECT) => {
  const [rows, ports] = lang === "en" ? [ROWS_EN, PORTS_EN] : [ROWS_FR, PORTS_FR]
  return { rows, ports, summary: summarize(project, rows, ports, TODAY, { containersPerSailing: 250 }) }
}

describe("the plain text of a three-model project to Toamasina", () => {
  it("writes every line in English: reference, uses, site, occupancy, the planned month, the link", () => {
    const { ports, summary } = setup("en")
    expect(projectText(PROJECT, summary, ports, CONTACT, EN, "en", META, formsEn.email)).toBe(
      [
        "Project KH-7Q4M: 36 units, 1,204.2\u00A0m²",
        "- 30 × 20ft Model: 36.54\u00A0m² per unit; use: Offices or site office; options: Solar kit, Furniture pack",
        "- 4 × Apple Cabin: 13\u00A0m² per unit",
        "- 2 × Capsule House: 28\u00A0m² per unit (the planner's starting size, to be confirmed); options: Bathroom pod",
        "Port: Toamasina (Madagascar)",
        "Site: Foulpointe; 50 to 150 km from the port",
        "Desired delivery: March 2027",
        "Foundations: To be done",
        "Intended use: Tourism and rental",
        "Financing: requested",
        // the fixtures' models sleep 2–4 and seat 4–6 a unit: 6 units sleep 12–24, the 30 offices seat 120–180
        "Occupancy (indicative): sleeps 12–24\u00A0people; seats 120–180\u00A0people (offices)",
        "40 ft High Cube containers (indicative): 17 (20ft Model: 15 containers, Capsule House: 2 containers); units of different models are not combined in one container; assessed in the quotation: Apple Cabin 13\u00A0m²",
        "Mass: 73,000–84,000\u00A0kg; not given for Apple Cabin 13\u00A0m²",
        "Timeline: production 60–100\u00A0days, sea transit 14\u00A0days, installation 30\u00A0days for the 36 units, crews working side by side",
        // March 31 less 100 days of production and 14 at sea
        "Planned for delivery at the port in March 2027: production starts on December\u00A07,\u00A02026",
        "Estimated dates: ready to ship February\u00A05 to March\u00A017,\u00A02027; at the port February\u00A019 to March\u00A031,\u00A02027; installed March\u00A021 to April\u00A030,\u00A02027",
        "Prepared on site by the buyer:",
        "- Foundation: Concrete blocks or strip footings (20ft Model, Apple Cabin 13\u00A0m²)",
        "- Foundation: Screw piles or concrete pads (Capsule House)",
        "- Utilities: Water, drainage and a 230 V supply (20ft Model)",
        "- Utilities: Water, drainage and electricity at the cabin (Apple Cabin 13\u00A0m², Capsule House)",
        "Company: Lagoon Resorts",
        "Figures from the planner, indicative: the quotation confirms prices, payment terms, production timeline and shipping.",
        "The project, as the buyer saw it: https://kaz-horizon.example/quote/?m=expandable-20ft*30",
        "",
        "Message:",
        "We plan a small resort near Foulpointe.",
        "Can you deliver in March?",
      ].join("\n"),
    )
  })

  it("writes every line in French, with its typography, addressed to the company (never « votre devis »)", () => {
    const { ports, summary } = setup("fr")
    const contact = { ...CONTACT, message: "Nous prévoyons un petit complexe près de Foulpointe." }
    const text = projectText(PROJECT, summary, ports, contact, FR, "fr", META, formsFr.email)
    expect(text).toBe(
      [
        "Projet KH-7Q4M\u00A0: 36 unités, 1\u202F204,2\u00A0m²",
        "- 30 × Modèle 20 pieds\u00A0: 36,54\u00A0m² par unité\u202F; usage\u00A0: bureaux ou bureau de chantier\u202F; options\u00A0: Kit solaire, Pack mobilier",
        "- 4 × Cabine Apple\u00A0: 13\u00A0m² par unité",
        "- 2 × Maison capsule\u00A0: 28\u00A0m² par unité (taille de départ du simulateur, à confirmer)\u202F; options\u00A0: Salle de bain préfabriquée",
        "Port\u00A0: Toamasina (Madagascar)",
        "Chantier\u00A0: Foulpointe\u202F; de 50 à 150\u00A0km du port",
        "Livraison souhaitée\u00A0: mars 2027",
        // an answer after a colon in lower case
        "Fondations\u00A0: à réaliser",
        "Usage prévu\u00A0: tourisme et location",
        "Financement\u00A0: souhaité",
        "Capacité d’accueil (indicative)\u00A0: de 12 à 24\u00A0personnes hébergées\u202F; de 120 à 180\u00A0personnes en bureaux",
        "Conteneurs 40\u00A0pieds High Cube (indicatif)\u00A0: 17 (Modèle 20 pieds\u00A0: 15 conteneurs, Maison capsule\u00A0: 2 conteneurs)\u202F; les unités de modèles différents ne sont pas regroupées dans un même conteneur\u202F; à évaluer dans le devis (Cabine Apple 13\u00A0m²)",
        "Poids\u00A0: de 73\u202F000 à 84\u202F000\u00A0kg\u202F; à évaluer dans le devis (Cabine Apple 13\u00A0m²)",
        "Délais\u00A0: fabrication de 60 à 100\u00A0jours, transport maritime 14\u00A0jours, installation 30\u00A0jours pour les 36 unités, plusieurs équipes en parallèle",
        "Prévu pour une arrivée au port en mars 2027\u00A0: début de la fabrication le 7\u00A0décembre\u00A02026",
        "Dates estimées\u00A0: prêt à expédier du 5\u00A0février au 17\u00A0mars\u00A02027\u202F; arrivée au port du 19\u00A0février au 31\u00A0mars\u00A02027\u202F; installation terminée du 21\u00A0mars au 30\u00A0avril\u00A02027",
        "À préparer sur place par l’acheteur\u00A0:",
        "- Fondations\u00A0: Plots béton ou semelles filantes (Modèle 20 pieds, Cabine Apple 13\u00A0m²)",
        "- Fondations\u00A0: Pieux vissés ou plots béton (Maison capsule)",
        "- Réseaux\u00A0: Eau, évacuation et alimentation 230 V (Modèle 20 pieds)",
        "- Réseaux\u00A0: Eau, évacuation et électricité à la cabine (Cabine Apple 13\u00A0m², Maison capsule)",
        "Société\u00A0: Lagoon Resorts",
        "Chiffres indicatifs du simulateur\u00A0: le devis confirmera les prix, les conditions de paiement, le délai de fabrication et l’expédition.",
        "Le projet tel que l’acheteur l’a vu\u00A0: https://kaz-horizon.example/quote/?m=expandable-20ft*30",
        "",
        "Message\u00A0:",
        "Nous prévoyons un petit complexe près de Foulpointe.",
      ].join("\n"),
    )
    expect(text).not.toMatch(/votre devis/i)
  })

  it("gives the six template parameters in English, the reference in the subject", () => {
    const { rows, ports, summary } = setup("en")
    expect(projectParams(PROJECT, summary, rows, ports, CONTACT, EN, formsEn.email, "en", META)).toEqual({
      name: "Aina Rakoto",
      email: "aina@example.mg",
      phone: "+261341234567",
      message: projectText(PROJECT, summary, ports, CONTACT, EN, "en", META, formsEn.email),
      product: "30 × 20ft Model, 4 × Apple Cabin 13\u00A0m², 2 × Capsule House",
      subject: "Project quote KH-7Q4M: 36 units to Toamasina (Madagascar)",
    })
  })

  it("gives the six template parameters in French, with the defaults of blank fields and the language marker last", () => {
    const { rows, ports, summary } = setup("fr")
    const contact = { name: "", email: "", phone: " ", company: "", message: "" }
    const params = projectParams(PROJECT, summary, rows, ports, contact, FR, formsFr.email, "fr", META)
    expect(Object.keys(params).sort()).toEqual(["email", "message", "name", "phone", "product", "subject"])
    expect(params).toMatchObject({
      name: "Nom non renseigné",
      email: "E-mail non renseigné",
      phone: "Téléphone non renseigné",
      product: "30 × Modèle 20 pieds, 4 × Cabine Apple 13\u00A0m², 2 × Maison capsule",
      subject: "Demande de devis KH-7Q4M\u00A0: 36 unités, port de Toamasina (Madagascar) [FR]",
    })
    expect(params.message).not.toContain("Société")
    expect(
      params.message.endsWith("l’a vu\u00A0: https://kaz-horizon.example/quote/?m=expandable-20ft*30\n\nMessage\u00A0:\nAucun message"),
    ).toBe(true)
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
    const { ports, summary } = setup("en", one)
    expect(projectSubject(summary, one, ports, EN, "en", "KH-2345")).toBe("Project quote KH-2345: 1 unit to Nosy Be")
    const frSummary = setup("fr", one).summary
    expect(projectSubject(frSummary, one, PORTS_FR, FR, "fr", "KH-2345")).toBe(
      "Demande de devis KH-2345\u00A0: 1 unité, port de Nosy Be [FR]",
    )
    expect(projectSubject(frSummary, { ...one, port: "" }, PORTS_FR, FR, "fr", "KH-2345")).toBe(
      "Demande de devis KH-2345\u00A0: 1 unité, port à préciser [FR]",
    )
    const text = projectText(one, summary, ports, { ...CONTACT, company: " " }, EN, "en", META)
    expect(text.split("\n")).toEqual([
      "Project KH-7Q4M: 1 unit, 1,440\u00A0m²",
      "- 1 × Industrial Building: span 24\u00A0m × length 60\u00A0m, 1,440\u00A0m² per unit",
      "Port: Nosy Be",
      "Site: not given",
      "Desired delivery: not given",
      "Foundations: not given",
      "Intended use: not given",
      "Financing: not requested",
      "Occupancy (indicative): sleeps 2–4\u00A0people",
      "40 ft High Cube containers (indicative): assessed in the quotation: Industrial Building",
      "Mass: not given",
      "Timeline: production 60–90\u00A0days, sea transit to be confirmed for this port, installation 10–15\u00A0days",
      "Estimated dates: ready to ship January\u00A026 to February\u00A025,\u00A02027; installed February\u00A05 to March\u00A012,\u00A02027 plus the sea transit",
      "Prepared on site by the buyer:",
      "- Foundation: Reinforced concrete slab with anchor bolts (Industrial Building)",
      "- Utilities: Power supply to the building (Industrial Building)",
      "Figures from the planner, indicative: the quotation confirms prices, payment terms, production timeline and shipping.",
      "The project, as the buyer saw it: https://kaz-horizon.example/quote/?m=expandable-20ft*30",
      "",
      "Message:",
      "We plan a small resort near Foulpointe.",
      "Can you deliver in March?",
    ])
  })
  it("writes the message's default when none is typed (the site's e-mail texts, else 'not given')", () => {
    const { ports, summary } = setup("en", one)
    expect(
      projectText(one, summary, ports, { ...CONTACT, message: "  " }, EN, "en", META, formsEn.email).endsWith(
        "Message:\nNo message provided",
      ),
    ).toBe(true)
    expect(projectText(one, summary, ports, { ...CONTACT, message: "" }, EN, "en", META).endsWith("Message:\nnot given")).toBe(true)
  })
  it("says what became of the desired month: too soon, or waiting for the transit of an other port", () => {
    const soon = { ...PROJECT, month: "2027-02" }
    const lines = projectText(soon, setup("en", soon).summary, PORTS_EN, CONTACT, EN, "en", META).split("\n")
    expect(lines).toContain(
      "Delivery in February 2027 cannot be reached from today: the earliest is March 2027; the dates count from today",
    )
    const frLines = projectText(soon, setup("fr", soon).summary, PORTS_FR, CONTACT, FR, "fr", META).split("\n")
    expect(frLines).toContain(
      "Une livraison en février 2027 n’est plus possible à partir d’aujourd’hui\u00A0: au plus tôt en mars 2027\u202F; les dates partent d’aujourd’hui",
    )
    const other = { ...one, month: "2027-06" }
    expect(projectText(other, setup("en", other).summary, PORTS_EN, CONTACT, EN, "en", META).split("\n")).toContain(
      "Delivery in June 2027 is planned once the quotation gives the sea transit: the dates count from today",
    )
  })
  it("names the planned month only on the page, whose timeline lists the day production starts (said once)", () => {
    const planned = { status: "planned", month: "2027-03" } as const
    expect(desiredMonthText(planned, "2026-12-07", EN, "en", true)).toBe("Planned for delivery at the port in March 2027")
    expect(desiredMonthText(planned, "2026-12-07", FR, "fr", true)).toBe("Prévu pour une arrivée au port en mars 2027")
    expect(desiredMonthText(planned, "2026-12-07", EN, "en")).toBe(
      "Planned for delivery at the port in March 2027: production starts on December\u00A07,\u00A02026",
    )
  })
  it("writes a phased order's deliveries and its installation from the first delivery", () => {
    const row = ROWS_EN.find((r) => r.id === "expandable-40ft")!
    const rows = ROWS_EN.map((r) =>
      r === row ? { ...r, product: { ...r.product, planner: { ...r.product.planner, monthlyOutput: 2 } } } : r,
    )
    const phased = { ...emptyProject(), lines: { "expandable-40ft": { quantity: 5, options: [] } }, port: "le-port" }
    const summary = summarize(phased, rows, PORTS_EN, TODAY, { containersPerSailing: 250 })
    const lines = projectText(phased, summary, PORTS_EN, CONTACT, EN, "en", META).split("\n")
    // 5 units at 2 a month: 3 deliveries; one crew, 1–2 days a unit: the last unit 61–62 days after the first delivery
    expect(lines.filter((l) => /^(Timeline|Deliveries)/.test(l))).toEqual([
      "Timeline: production 60–90\u00A0days, sea transit 7\u00A0days, installation 61–62\u00A0days from the first delivery to the last unit, crews working side by side",
      "Deliveries: 3, about one a month (more than one production run or one sailing carries); the quotation sets the schedule",
    ])
  })
})

describe("the text of a one-unit project, as the French review asked", () => {
  const capsule: Project = { ...emptyProject(), lines: { "capsule-houses": { quantity: 1, options: [], area: 30 } }, port: "le-port" }
  const industrial: Project = {
    ...emptyProject(),
    lines: { "industrial-building": { quantity: 1, options: [], span: 24, length: 60 } },
    port: "other",
    otherPort: "Nosy Be",
  }
  const contact = { ...CONTACT, company: "", message: "" }

  it("names one unit in the singular (« 1 × Maison capsule », never the catalogue's « Maisons capsules »), to Le Port", () => {
    const { rows, ports, summary } = setup("fr", capsule)
    expect(projectText(capsule, summary, ports, contact, FR, "fr", META, formsFr.email).split("\n")).toEqual([
      "Projet KH-7Q4M\u00A0: 1 unité, 30\u00A0m²",
      "- 1 × Maison capsule\u00A0: 30\u00A0m² par unité",
      // the fixture's country has a plain space (the build sets the no-break one of « La Réunion » in the content)
      "Port\u00A0: Le Port (La Réunion)",
      "Chantier\u00A0: à préciser",
      "Livraison souhaitée\u00A0: à préciser",
      "Fondations\u00A0: à préciser",
      "Usage prévu\u00A0: à préciser",
      "Financement\u00A0: non souhaité",
      "Capacité d’accueil (indicative)\u00A0: de 2 à 4\u00A0personnes hébergées",
      "Conteneurs 40\u00A0pieds High Cube (indicatif)\u00A0: 1 (Maison capsule\u00A0: 1 conteneur)\u202F; les unités de modèles différents ne sont pas regroupées dans un même conteneur",
      "Poids\u00A0: de 3\u202F500 à 4\u202F500\u00A0kg",
      // one unit: its own days, as the product page gives them; no « pour les … unités »
      "Délais\u00A0: fabrication de 45 à 100\u00A0jours, transport maritime 7\u00A0jours, installation de 2 à 3\u00A0jours",
      "Dates estimées\u00A0: prêt à expédier du 11\u00A0janvier au 7\u00A0mars\u00A02027\u202F; arrivée au port du 18\u00A0janvier au 14\u00A0mars\u00A02027\u202F; installation terminée du 20\u00A0janvier au 17\u00A0mars\u00A02027",
      "À préparer sur place par l’acheteur\u00A0:",
      "- Fondations\u00A0: Pieux vissés ou plots béton (Maison capsule)",
      "- Réseaux\u00A0: Eau, évacuation et électricité à la cabine (Maison capsule)",
      "Chiffres indicatifs du simulateur\u00A0: le devis confirmera les prix, les conditions de paiement, le délai de fabrication et l’expédition.",
      "Le projet tel que l’acheteur l’a vu\u00A0: https://kaz-horizon.example/quote/?m=expandable-20ft*30",
      "",
      "Message\u00A0:",
      "Aucun message",
    ])
    const params = projectParams(capsule, summary, rows, ports, contact, FR, formsFr.email, "fr", META)
    expect(params.product).toBe("1 × Maison capsule")
    // « de » contracted with the port's article: « port du Port »
    expect(params.subject).toBe("Demande de devis KH-7Q4M\u00A0: 1 unité, port du Port (La Réunion) [FR]")
  })

  it("names one unit in the singular in English too", () => {
    const { rows, ports, summary } = setup("en", capsule)
    const text = projectText(capsule, summary, ports, contact, EN, "en", META, formsEn.email).split("\n")
    expect(text[1]).toBe("- 1 × Capsule House: 30\u00A0m² per unit")
    expect(text[11]).toBe("Timeline: production 45–100\u00A0days, sea transit 7\u00A0days, installation 2–3\u00A0days")
    expect(projectParams(capsule, summary, rows, ports, contact, EN, formsEn.email, "en", META).product).toBe("1 × Capsule House")
  })

  it("writes an answer left empty and a missing mass with words of no gender (« à préciser »)", () => {
    const { ports, summary } = setup("fr", industrial)
    const text = projectText(industrial, summary, ports, contact, FR, "fr", META, formsFr.email).split("\n")
    expect(text.slice(1, 13)).toEqual([
      "- 1 × Bâtiment industriel\u00A0: portée 24\u00A0m × longueur 60\u00A0m, 1\u202F440\u00A0m² par unité",
      "Port\u00A0: Nosy Be",
      "Chantier\u00A0: à préciser",
      "Livraison souhaitée\u00A0: à préciser",
      "Fondations\u00A0: à préciser",
      "Usage prévu\u00A0: à préciser",
      "Financement\u00A0: non souhaité",
      "Capacité d’accueil (indicative)\u00A0: de 2 à 4\u00A0personnes hébergées",
      "Conteneurs 40\u00A0pieds High Cube (indicatif)\u00A0: à évaluer dans le devis (Bâtiment industriel)",
      "Poids\u00A0: à préciser",
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
      "Non repris du lien\u00A0: modèle inconnu «\u00A0villa-xl\u00A0»\u202F; option «\u00A0jacuzzi\u00A0» (Modèle 20 pieds)\u202F; quantité 5000 (Cabine Apple 13\u00A0m², de 0 à 999).",
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
      "À titre indicatif\u00A0: le devis confirmera les prix, les conditions de paiement, le délai de fabrication et l’expédition.",
    )
    expect(FR.answers.foundations).toEqual({ ready: "Prêtes", todo: "À réaliser", unsure: "Je ne sais pas" })
    expect(EN.answers.use.office).toBe("Offices or site office")
  })
  it("always call the container the same in French", () => {
    const all = JSON.stringify(FR)
    // the words with their typography: a no-break space between the number and its unit
    expect(all.match(/conteneurs? 40\u00A0pieds High Cube/gi)?.length).toBe(3)
    expect(all).not.toMatch(/40 pieds HC|40HQ|40 HQ/)
  })
  it("never say « votre devis » in what the company reads", () => {
    expect(JSON.stringify(FR.text)).not.toMatch(/votre devis/i)
  })
})
