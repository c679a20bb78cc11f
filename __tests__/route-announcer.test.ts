import { rewriteRouteAnnouncement, routeAnnouncement } from "../src/lib/ui/route-announcer"
import { uiFor } from "../src/i18n"

/** A page as Gatsby leaves it after a client-side navigation: its content, and the announcer with Gatsby's sentence. */
function page(body: string, announced = "") {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${body}</div><div id="gatsby-announcer">${announced}</div></div>`
  return document.getElementById("gatsby-announcer")!
}

describe("the route announcer in the page's language", () => {
  const fr = uiFor("fr").layout.routeAnnouncer
  const en = uiFor("en").layout.routeAnnouncer
  beforeEach(() => {
    document.title = ""
  })

  it("says « Page affichée : <titre> » on a French page, from its first heading", () => {
    const announcer = page("<h1>À propos de Kaz Horizon</h1><h1>Autre</h1>", "Navigated to À propos de Kaz Horizon")
    rewriteRouteAnnouncement(document, "/fr/a-propos/", fr)
    expect(announcer.textContent).toBe("Page affichée\u00A0: À propos de Kaz Horizon")
  })

  it("keeps Gatsby's English sentence on an English page", () => {
    const announcer = page("<h1>About Kaz Horizon</h1>", "Navigated to About Kaz Horizon")
    rewriteRouteAnnouncement(document, "/about/", en)
    expect(announcer.textContent).toBe("Navigated to About Kaz Horizon")
  })

  it("names a page without a heading by its title, then by its path", () => {
    page("<p>Sans titre</p>")
    document.title = "Contact | Kaz Horizon"
    expect(routeAnnouncement(document, "/fr/contact/", fr)).toBe("Page affichée\u00A0: Contact | Kaz Horizon")
    document.title = ""
    expect(routeAnnouncement(document, "/fr/contact/", fr)).toBe("Page affichée à l'adresse /fr/contact/")
    expect(routeAnnouncement(document, "/contact/", en)).toBe("Navigated to new page at /contact/")
  })

  it("announces nothing Gatsby has not announced (the first page load)", () => {
    const announcer = page("<h1>Accueil</h1>")
    rewriteRouteAnnouncement(document, "/fr/", fr)
    expect(announcer.textContent).toBe("")
  })
})
