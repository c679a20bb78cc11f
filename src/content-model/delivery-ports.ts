import { t } from "../lib/content/content-schema"
import { SLUG_PATTERN } from "./products"

/**
 * data/delivery-ports.en.json: the common ports the quote forms suggest in their optional 'Delivery port' field
 * (a visitor may type any other). One entry per port: a port known by two names (Le Port, also called
 * Pointe des Galets) is listed once. The project planner (/quote/) lists the same ports, each with its indicative sea
 * transit from the port of loading.
 */
export const deliveryPortsSchema = {
  ports: t.array(
    t.object(
      {
        /** unique, shared by the languages: the planner's URL carries it (the English name as a slug, e.g. "le-port") */
        id: t.string({ pattern: SLUG_PATTERN, patternHint: "lower-case words joined by hyphens, e.g. port-louis" }),
        port: t.text(),
        country: t.text(),
        /** indicative sea transit from the port of loading to this port, in whole days */
        transitDays: t.number({ integer: true, min: 1 }),
      },
      { typeName: "DeliveryPort" },
    ),
    { min: 1 },
  ),
}
