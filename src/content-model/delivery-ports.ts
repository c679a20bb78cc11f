import { t } from "../lib/content/content-schema"

/**
 * data/delivery-ports.en.json: the common ports the quote forms suggest in their optional 'Delivery port' field
 * (a visitor may type any other). One entry per port: a port known by two names (Le Port, also called
 * Pointe des Galets) is listed once.
 */
export const deliveryPortsSchema = {
  ports: t.array(t.object({ port: t.text(), country: t.text() }, { typeName: "DeliveryPort" }), { min: 1 }),
}
