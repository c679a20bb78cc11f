import en from "../data/delivery-ports.en.json"
import fr from "../data/delivery-ports.fr.json"
import { translatedPorts } from "../src/lib/enquiries/delivery-ports"

describe("the quote form's delivery ports in the page's language", () => {
  it("takes each port's French words at its place in the English list", () => {
    const ports = translatedPorts(en.ports, fr.ports)
    expect(ports).toHaveLength(en.ports.length)
    expect(ports[0]).toEqual({ port: "Le Port", country: "La Réunion" })
    expect(ports.map((p) => p.country)).toContain("Maurice")
    expect(ports.map((p) => p.country)).not.toContain("Mauritius")
  })

  it("keeps the English words of a port the translation does not name", () => {
    expect(translatedPorts([{ port: "Durban", country: "South Africa" }], [{ country: "Afrique du Sud" }])).toEqual([
      { port: "Durban", country: "Afrique du Sud" },
    ])
    expect(translatedPorts([{ port: "Durban", country: "South Africa" }], undefined)).toEqual([{ port: "Durban", country: "South Africa" }])
  })
})
