import { isBlankSlug, slugify, slugOf, SLUG_MAX_LENGTH } from "../src/lib/content/slugify"

describe("slugify (a translation's slug made from its title)", () => {
  it.each([
    ["Acier léger ou ossature bois sous les tropiques ?", "acier-leger-ou-ossature-bois-sous-les-tropiques"],
    ["L'été à La Réunion", "l-ete-a-la-reunion"],
    ["« l'été » : la saison des cyclones !", "l-ete-la-saison-des-cyclones"],
    ["Façades, cœur de l'œuvre", "facades-coeur-de-l-oeuvre"],
    ["Cabine Apple 19,8 m² : 2 chambres", "cabine-apple-19-8-m2-2-chambres"],
    ["Maison extensible 20 pieds (version 2025)", "maison-extensible-20-pieds-version-2025"],
    ["  --Déjà vu--  ", "deja-vu"],
    ["ÉCOLE — ÎLE D’ÉTÉ", "ecole-ile-d-ete"],
    ["Straße & Ærø", "strasse-aero"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug)
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it("gives nothing for a title without a letter or a digit", () => {
    expect(slugify(" ?! … ")).toBe("")
  })

  it(`keeps at most ${SLUG_MAX_LENGTH} characters, cut at a word boundary`, () => {
    const title = "Pourquoi nos maisons conteneurs extensibles résistent aux cyclones de l'océan Indien et aux embruns salés"
    const slug = slugify(title)
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(slugify(title, 1000).startsWith(slug + "-")).toBe(true)
    expect(slug).toBe("pourquoi-nos-maisons-conteneurs-extensibles-resistent-aux-cyclones-de-l-ocean")
    expect(slugify("a".repeat(100))).toBe("a".repeat(SLUG_MAX_LENGTH))
    expect(slugify("abc defghij", 5)).toBe("abc")
  })
})

describe("slugOf (the slug a translation's path is built from)", () => {
  it("keeps a slug the translation writes", () => {
    expect(slugOf({ slug: "usine", title: "L'usine" })).toEqual({ slug: "usine", derived: false })
  })

  it.each([[undefined], [null], [""], ["   "]])("makes one from the title when the slug is %p", (slug) => {
    expect(isBlankSlug(slug)).toBe(true)
    expect(slugOf({ slug, title: "L'été à La Réunion", id: "15" })).toEqual({ slug: "l-ete-a-la-reunion", derived: true })
  })

  it("falls back to the id when the title gives nothing", () => {
    expect(slugOf({ title: "?", id: "15" })).toEqual({ slug: "15", derived: true })
  })
})
