import { routeAnnouncement, speakPageLanguage } from "../src/gatsby/overrides/route-announcer-language"
import { uiFor } from "../src/i18n"
import { langOfPath } from "../src/lib/routes/routes"

/** A page as Gatsby renders it: its content, and the announcer (empty until a client-side navigation). */
function page(body: string) {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${body}</div><div id="gatsby-announcer"></div></div>`
  return document.getElementById("gatsby-announcer")!
}

/** What Gatsby's RouteAnnouncer does after a navigation (node_modules/gatsby/cache-dir/navigation.js): compare, then set innerText. */
function gatsbyAnnounces(announcer: HTMLElement, sentence: string) {
  if (announcer.innerText !== sentence) announcer.innerText = sentence
}

describe("the route announcer in the page's language", () => {
  const fr = uiFor("fr").layout.routeAnnouncer
  const en = uiFor("en").layout.routeAnnouncer
  let path = "/"
  const install = () =>
    speakPageLanguage(
      document,
      (p) => uiFor(langOfPath(p)).layout.routeAnnouncer,
      () => path,
    )
  beforeEach(() => {
    document.title = ""
  })

  it("says « Page affichée : <titre> » on a French page, from its first heading: Gatsby's English never reaches the page", () => {
    const announcer = page("<h1>À propos de Kaz Horizon</h1><h1>Autre</h1>")
    install()
    const seen: string[] = []
    new MutationObserver(() => seen.push(announcer.textContent ?? "")).observe(announcer, {
      childList: true,
      characterData: true,
      subtree: true,
    })
    path = "/fr/a-propos/"
    gatsbyAnnounces(announcer, "Navigated to À propos de Kaz Horizon")
    expect(announcer.textContent).toBe("Page affichée\u00A0: À propos de Kaz Horizon")
    expect(announcer.innerText).toBe("Page affichée\u00A0: À propos de Kaz Horizon")
    return Promise.resolve().then(() => expect(seen.join("|")).not.toContain("Navigated to"))
  })

  it("keeps Gatsby's English sentence on an English page, and follows a navigation to the other language", () => {
    const announcer = page("<h1>About Kaz Horizon</h1>")
    install()
    path = "/about/"
    gatsbyAnnounces(announcer, "Navigated to About Kaz Horizon")
    expect(announcer.textContent).toBe("Navigated to About Kaz Horizon")
    document.querySelector("h1")!.textContent = "Contact"
    path = "/fr/contact/"
    gatsbyAnnounces(announcer, "Navigated to Contact")
    expect(announcer.textContent).toBe("Page affichée\u00A0: Contact")
  })

  it("keeps Gatsby's sentence when the page's words are not loaded, and installs once", () => {
    const announcer = page("<h1>Accueil</h1>")
    speakPageLanguage(
      document,
      () => undefined,
      () => "/fr/",
    )
    speakPageLanguage(
      document,
      () => fr,
      () => "/fr/",
    )
    gatsbyAnnounces(announcer, "Navigated to Accueil")
    expect(announcer.textContent).toBe("Navigated to Accueil")
  })

  it("names a page without a heading by its title, then by its path", () => {
    page("<p>Sans titre</p>")
    document.title = "Contact | Kaz Horizon"
    expect(routeAnnouncement(document, "/fr/contact/", fr)).toBe("Page affichée\u00A0: Contact | Kaz Horizon")
    document.title = ""
    expect(routeAnnouncement(document, "/fr/contact/", fr)).toBe("Page affichée à l’adresse /fr/contact/")
    expect(routeAnnouncement(document, "/contact/", en)).toBe("Navigated to new page at /contact/")
  })

  it("announces nothing before Gatsby does (the first page load)", () => {
    const announcer = page("<h1>Accueil</h1>")
    install()
    expect(announcer.textContent).toBe("")
  })
})
