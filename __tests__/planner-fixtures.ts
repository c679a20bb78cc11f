/**
 * Fixtures of the planner's unit tests (__tests__/planner-*.test.ts), built from the types: the data/ files' planner
 * fields are written separately, and the tests check the logic, not the content.
 */
import { plannerRows } from "../src/lib/planner/rows"
import type { PlannerFields, PlannerOption, PlannerPort, PlannerProduct } from "../src/lib/planner/types"

type Fields = Partial<PlannerFields> & Pick<PlannerFields, "sizing">

const product = (
  key: string,
  name: string,
  shortName: string,
  order: number,
  fields: Fields,
  options: PlannerOption[] = [],
): PlannerProduct => ({
  key,
  name,
  shortName,
  path: `/${key}/`,
  group: "group",
  order,
  planner: {
    installationDays: { min: 1, max: 1 },
    // one crew, and an output no fixture's order reaches: one phase, one unit after another (the schedule's own tests vary them)
    monthlyOutput: 1000,
    installationCrews: 1,
    occupancy: { measure: "people", sleeps: { min: 2, max: 4 }, seats: { min: 4, max: 6 } },
    foundation: "",
    utilities: "",
    ...fields,
  },
  options,
})

const SHARED = {
  e20: { sizing: "fixed", area: 36.54, unitsPerContainer: 2, massKg: { min: 2200, max: 2500 }, installationDays: { min: 1, max: 1 } },
  e40: { sizing: "fixed", area: 74.34, unitsPerContainer: 1, massKg: { min: 4000, max: 4500 }, installationDays: { min: 1, max: 2 } },
  cabin: { sizing: "sizes", sizes: [13, 19.8, 26], productionDays: { min: 30, max: 45 }, installationDays: { min: 0.5, max: 1 } },
  capsule: {
    sizing: "floorArea",
    floorArea: { min: 20, max: 40, default: 28 },
    areaPerContainer: 38,
    massKg: { min: 3500, max: 4500 },
    productionDays: { min: 45, max: 100 },
    installationDays: { min: 2, max: 3 },
  },
  industrial: {
    sizing: "spanLength",
    span: { min: 12, max: 40, default: 20 },
    length: { min: 20, max: 120, default: 40 },
    installationDays: { min: 10, max: 15 },
  },
} satisfies Record<string, Fields>

export const PRODUCTS_EN: PlannerProduct[] = [
  product(
    "expandable-20ft",
    "Expandable Container Houses 20ft Model",
    "20ft Model",
    1,
    { ...SHARED.e20, foundation: "Concrete blocks or strip footings", utilities: "Water, drainage and a 230 V supply" },
    [
      { id: "solar-kit", label: "Solar kit" },
      { id: "furniture-pack", label: "Furniture pack" },
      { id: "air-con", label: "Air conditioning" },
    ],
  ),
  product("expandable-40ft", "Expandable Container Houses 40ft Model", "40ft Model", 2, {
    ...SHARED.e40,
    foundation: "Concrete blocks or strip footings",
    utilities: "Water, drainage and a 230 V supply",
  }),
  product(
    "apple-cabins",
    "Apple Cabin",
    "Apple Cabin",
    3,
    { ...SHARED.cabin, foundation: "Concrete blocks or strip footings", utilities: "Water, drainage and electricity at the cabin" },
    [{ id: "terrace", label: "Wooden terrace" }],
  ),
  product(
    "capsule-houses",
    "Capsule Houses",
    "Capsule House",
    4,
    { ...SHARED.capsule, foundation: "Screw piles or concrete pads", utilities: "Water, drainage and electricity at the cabin" },
    [{ id: "bathroom-pod", label: "Bathroom pod" }],
  ),
  product("industrial-building", "Industrial Building", "Industrial Building", 5, {
    ...SHARED.industrial,
    foundation: "Reinforced concrete slab with anchor bolts",
    utilities: "Power supply to the building",
  }),
]

export const PRODUCTS_FR: PlannerProduct[] = [
  product(
    "expandable-20ft",
    "Maison conteneur extensible, modèle 20 pieds",
    "Modèle 20 pieds",
    1,
    { ...SHARED.e20, foundation: "Plots béton ou semelles filantes", utilities: "Eau, évacuation et alimentation 230 V" },
    [
      { id: "solar-kit", label: "Kit solaire" },
      { id: "furniture-pack", label: "Pack mobilier" },
      { id: "air-con", label: "Climatisation" },
    ],
  ),
  product("expandable-40ft", "Maison conteneur extensible, modèle 40 pieds", "Modèle 40 pieds", 2, {
    ...SHARED.e40,
    foundation: "Plots béton ou semelles filantes",
    utilities: "Eau, évacuation et alimentation 230 V",
  }),
  product(
    "apple-cabins",
    "Cabine Apple",
    "Cabine Apple",
    3,
    { ...SHARED.cabin, foundation: "Plots béton ou semelles filantes", utilities: "Eau, évacuation et électricité à la cabine" },
    [{ id: "terrace", label: "Terrasse en bois" }],
  ),
  product(
    "capsule-houses",
    "Maisons capsules",
    "Maison capsule",
    4,
    { ...SHARED.capsule, foundation: "Pieux vissés ou plots béton", utilities: "Eau, évacuation et électricité à la cabine" },
    [{ id: "bathroom-pod", label: "Salle de bain préfabriquée" }],
  ),
  product("industrial-building", "Bâtiment industriel", "Bâtiment industriel", 5, {
    ...SHARED.industrial,
    foundation: "Dalle en béton armé avec tiges d'ancrage",
    utilities: "Alimentation électrique du bâtiment",
  }),
]

export const ROWS_EN = plannerRows(PRODUCTS_EN)
export const ROWS_FR = plannerRows(PRODUCTS_FR)

export const PORTS_EN: PlannerPort[] = [
  { id: "le-port", port: "Le Port", country: "Reunion", transitDays: 7 },
  { id: "toamasina", port: "Toamasina", country: "Madagascar", transitDays: 14 },
]
export const PORTS_FR: PlannerPort[] = [
  { id: "le-port", port: "Le Port", country: "La Réunion", transitDays: 7 },
  { id: "toamasina", port: "Toamasina", country: "Madagascar", transitDays: 14 },
]

/** A row of the fixtures by id (throws when absent, so a renamed fixture fails loudly). */
export const rowOf = (id: string, rows = ROWS_EN) => {
  const row = rows.find((r) => r.id === id)
  if (!row) throw new Error(`no row ${id}`)
  return row
}
