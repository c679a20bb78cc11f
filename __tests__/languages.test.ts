/**
 * Languages are data: one table (src/i18n/languages.ts) that the routes, page creation, the sitemap, the not-found
 * rules, the feeds, the structured data and the content check derive from. The second half registers a pseudo third
 * language in that table alone (a fresh module registry with the table mocked) and checks that everything follows.
 */
import fs from "fs"
import path from "path"
import type { ContentLang, Language } from "../src/i18n/languages"
import { LANGS, LANGUAGES, SOURCE_LANG, TRANSLATED_LANGS, languageSet } from "../src/i18n/languages"

const LANGUAGES_MODULE = "../src/i18n/languages"

describe("the language table (src/i18n/languages.ts)", () => {
  it("lists the source language first, at the root, and every translation in a folder of its own", () => {
    expect(LANGS).toEqual(["en", "fr"])
    expect(SOURCE_LANG).toBe("en")
    expect(TRANSLATED_LANGS).toEqual(["fr"])
    expect(LANGUAGES.en.pathPrefix).toBe("")
    expect(LANGUAGES.fr.pathPrefix).toBe("/fr")
    for (const key of ["pathPrefix", "tag", "ogLocale", "englishName", "nativeName"] as const)
      expect(new Set(LANGS.map((l) => LANGUAGES[l][key])).size).toBe(LANGS.length)
  })

  it("gives each language its interface words: a folder src/i18n/<code>/", () => {
    for (const lang of LANGS)
      expect([lang, fs.existsSync(path.join(__dirname, "..", "src", "i18n", lang, "index.ts"))]).toEqual([lang, true])
  })

  it("refuses a table whose source is not at the root, or a translation without a folder", () => {
    const fr = LANGUAGES.fr
    expect(() => languageSet({ en: { ...LANGUAGES.en, pathPrefix: "/en" }, fr }, "en")).toThrow('its pathPrefix must be ""')
    expect(() => languageSet({ en: LANGUAGES.en, fr: { ...fr, pathPrefix: "" } }, "en")).toThrow('its pathPrefix must be like "/fr"')
  })
})

/** A pseudo third language: German under /de, with its own tag, separators and URL words. */
const GERMAN: Language = {
  englishName: "German",
  nativeName: "Deutsch",
  tag: "de-DE",
  ogLocale: "de_DE",
  pathPrefix: "/de",
  decimalSeparator: ",",
  groupSeparators: ".",
  groupSeparator: ".",
  typography: "plain",
  paths: {
    about: "ueber-uns",
    products: "produkte",
    blogs: "blog",
    contact: "kontakt",
    quote: "angebot",
    blogPost: "blog",
    service: "leistungen",
  },
}
const de = "de" as ContentLang

type Modules = {
  languages: typeof import("../src/i18n/languages")
  routes: typeof import("../src/lib/routes/routes")
  notFound: typeof import("../src/lib/routes/not-found")
  i18n: typeof import("../src/lib/content/content-i18n")
  typography: typeof import("../src/i18n/typography")
  createPages: typeof import("../src/gatsby/create-pages")
  sitemap: typeof import("../src/gatsby/post-build/seo/sitemap")
  seoFiles: typeof import("../src/gatsby/post-build/seo/seo-files")
  feed: typeof import("../src/gatsby/post-build/seo/feed-xml")
  structuredData: typeof import("../src/lib/seo/structured-data")
}

/** The site's modules, loaded afresh with German added to the language table and nothing else changed. */
function withGerman(): Modules {
  const published = process.env.GATSBY_PUBLISHED_LANGS
  delete process.env.GATSBY_PUBLISHED_LANGS
  let modules: Modules | undefined
  try {
    jest.isolateModules(() => {
      jest.doMock(LANGUAGES_MODULE, () => {
        const actual = jest.requireActual(LANGUAGES_MODULE) as typeof import("../src/i18n/languages")
        const table = { ...actual.LANGUAGES, de: GERMAN }
        return { ...actual, LANGUAGES: table, ...actual.languageSet(table, actual.SOURCE_LANG) }
      })
      modules = {
        languages: require("../src/i18n/languages"),
        routes: require("../src/lib/routes/routes"),
        notFound: require("../src/lib/routes/not-found"),
        i18n: require("../src/lib/content/content-i18n"),
        typography: require("../src/i18n/typography"),
        createPages: require("../src/gatsby/create-pages"),
        sitemap: require("../src/gatsby/post-build/seo/sitemap"),
        seoFiles: require("../src/gatsby/post-build/seo/seo-files"),
        feed: require("../src/gatsby/post-build/seo/feed-xml"),
        structuredData: require("../src/lib/seo/structured-data"),
      }
    })
  } finally {
    jest.dontMock(LANGUAGES_MODULE)
    if (published !== undefined) process.env.GATSBY_PUBLISHED_LANGS = published
  }
  return modules!
}

describe("a third language added to the table alone", () => {
  const m = withGerman()

  it("is a language of the site, translated from the source, published by default", () => {
    expect(m.i18n.LANGS).toEqual(["en", "fr", "de"])
    expect(m.i18n.TRANSLATED_LANGS).toEqual(["fr", "de"])
    expect(m.i18n.LANG_NAMES).toEqual({ en: "English", fr: "French", de: "German" })
    expect(m.i18n.PUBLISHED_LANGS).toEqual(["en", "fr", "de"])
    expect(m.i18n.parsePublishedLangs("de")).toEqual(["en", "de"])
    expect(() => m.i18n.parsePublishedLangs("en,es")).toThrow("the site's languages are en, fr, de")
  })

  describe("routes", () => {
    it("finds the language of a path from its folder", () => {
      expect(m.routes.langOfPath("/de")).toBe("de")
      expect(m.routes.langOfPath("/de/ueber-uns")).toBe("de")
      expect(m.routes.langOfPath("/fr/a-propos")).toBe("fr")
      expect(m.routes.langOfPath("/dessert")).toBe("en")
      expect(m.routes.langOfPath("/")).toBe("en")
    })

    it("gives every singleton route its path in the language's words", () => {
      expect(m.routes.SITE_PATHS_BY_LANG[de]).toEqual({
        home: "/de",
        about: "/de/ueber-uns",
        products: "/de/produkte",
        blogs: "/de/blog",
        contact: "/de/kontakt",
        quote: "/de/angebot",
      })
      // the other languages are as they were
      expect(m.routes.SITE_PATHS_BY_LANG.fr).toEqual({
        home: "/fr",
        about: "/fr/a-propos",
        products: "/fr/produits",
        blogs: "/fr/blog",
        contact: "/fr/contact",
        quote: "/fr/devis",
      })
      expect(m.routes.SITE_PATHS).toEqual({
        home: "/",
        about: "/about",
        products: "/products",
        blogs: "/blogs",
        contact: "/contact",
        quote: "/quote",
      })
    })

    it("builds the path of each kind of page in the language", () => {
      expect(m.routes.blogPostPath({ jsonId: "4", lang: de, slug: "fabrik" })).toBe("/de/blog/fabrik")
      expect(m.routes.servicePath({ jsonId: "6", lang: de, slug: "zahlung" })).toBe("/de/leistungen/zahlung")
      expect(m.routes.blogPostPath({ jsonId: "4", lang: "en" })).toBe("/blog-details/4")
      expect(() => m.routes.servicePath({ jsonId: "6", lang: de })).toThrow("the de version of service 6 has no slug")
      // a product, featured model or legal page names its own path, in every language
      expect(m.routes.productPath({ path: "/de/container-haus" })).toBe("/de/container-haus")
      expect(m.routes.feedPath(de)).toBe("/de/rss.xml")
      expect(m.routes.brochureFileName("brochure.pdf", de)).toBe("brochure-de.pdf")
    })

    it("gives the language its not-found pages, and knows its articles' folder", () => {
      expect(m.routes.NOT_FOUND_PAGES[de]).toEqual([
        { path: "/de/blog/404.html", matchPath: "/de/blog/*" },
        { path: "/de/404.html", matchPath: "/de/*" },
      ])
      expect(m.routes.blogNotFoundPath(de)).toBe("/de/blog/404.html")
      expect(m.notFound.isUnknownBlogPath("/de/blog/gibt-es-nicht/")).toBe(true)
      // /de/blog is the German article list, not an unknown article
      expect(m.notFound.isUnknownBlogPath("/de/blog/")).toBe(false)
      expect(m.notFound.isUnknownBlogPath("/blog-details/")).toBe(true)
    })
  })

  describe("page creation: every page in every language, each naming the others (hreflang, the language switch)", () => {
    const record = () => {
      const pages: Array<{ path: string; matchPath?: string; component: string; context: Record<string, unknown> }> = []
      const actions = { createPage: (page: (typeof pages)[number]) => pages.push(page), deletePage: () => undefined }
      return { pages, actions }
    }

    it("gives each singleton page of src/pages/ its twin in the new language", () => {
      const { pages, actions } = record()
      const onCreatePage = m.createPages.onCreatePage as unknown as (args: unknown) => void
      onCreatePage({ page: { path: "/about/", component: "about.tsx", context: {} }, actions })
      const alternates = { en: "/about/", fr: "/fr/a-propos/", de: "/de/ueber-uns/" }
      expect(pages.map((p) => [p.path, p.context])).toEqual([
        ["/about/", { lang: "en", alternates }],
        ["/fr/a-propos/", { lang: "fr", alternates }],
        ["/de/ueber-uns/", { lang: "de", alternates }],
      ])
    })

    it("creates the content pages of the language and its not-found pages", async () => {
      const { pages, actions } = record()
      const posts = [
        { id: "a", lang: "en", jsonId: "4", contentKey: "blog/4.json" },
        { id: "b", lang: "fr", jsonId: "4", slug: "usine", contentKey: "blog/4.json" },
        { id: "c", lang: "de", jsonId: "4", slug: "fabrik", contentKey: "blog/4.json" },
      ]
      const graphql = async (query: string) => {
        const field = /\{ (\w+) \{/.exec(query)![1]
        return { data: { [field]: { nodes: field === "allBlogPostJson" ? posts : [] } } }
      }
      const createPages = m.createPages.createPages as unknown as (args: unknown) => Promise<void>
      await createPages({ graphql, actions, reporter: { panicOnBuild: () => undefined } })
      const alternates = { en: "/blog-details/4/", fr: "/fr/blog/usine/", de: "/de/blog/fabrik/" }
      expect(pages.filter((p) => !p.matchPath).map((p) => [p.path, p.context.lang, p.context.alternates])).toEqual([
        ["/blog-details/4/", "en", alternates],
        ["/fr/blog/usine/", "fr", alternates],
        ["/de/blog/fabrik/", "de", alternates],
      ])
      expect(pages.filter((p) => p.matchPath).map((p) => [p.path, p.matchPath, p.context.lang])).toEqual([
        ["/blog-details/404.html", "/blog-details/*", "en"],
        ["/fr/blog/404.html", "/fr/blog/*", "fr"],
        ["/fr/404.html", "/fr/*", "fr"],
        ["/de/blog/404.html", "/de/blog/*", "de"],
        ["/de/404.html", "/de/*", "de"],
      ])
    })
  })

  describe("the sitemap and the not-found rules", () => {
    const SITE = "https://www.example.com"

    it("lists each version with the language's hreflang tag, the source language as x-default", () => {
      const alternates = { en: "/about/", fr: "/fr/a-propos/", de: "/de/ueber-uns/" }
      const xml = m.sitemap.buildSitemapXml(SITE, ["/about/", "/fr/a-propos/", "/de/ueber-uns/", "/de/404.html"], {
        "/about/": alternates,
        "/fr/a-propos/": alternates,
        "/de/ueber-uns/": alternates,
      })
      const entry = xml.split("<url>").find((u) => u.includes(`<loc>${SITE}/de/ueber-uns/</loc>`))!
      expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((x) => [x[1], x[2]])).toEqual([
        ["en", `${SITE}/about/`],
        ["fr", `${SITE}/fr/a-propos/`],
        ["de-DE", `${SITE}/de/ueber-uns/`],
        ["x-default", `${SITE}/about/`],
      ])
      expect(xml).not.toContain("404")
    })

    it("keeps the language's not-found pages out of the sitemap, and answers them with status 404", () => {
      for (const page of ["/de/404.html", "/de/404/", "/de/blog/404.html", "/de/blog/404/"])
        expect([page, m.sitemap.isPublicRoute(page)]).toEqual([page, false])
      for (const page of ["/de/", "/de/blog/", "/de/blog/fabrik/", "/de/x/404.html"])
        expect([page, m.sitemap.isPublicRoute(page)]).toEqual([page, true])
      expect(
        m.seoFiles
          .buildRedirects(m.i18n.LANGS)
          .split("\n")
          .filter((l) => l.includes("/de/")),
      ).toEqual(["/de/blog/*  /de/blog/404.html  404", "/de/*  /de/404.html  404"])
    })
  })

  it("writes the language's feed and structured data with its tag and name", () => {
    const rss = m.feed.buildRssXml({ siteUrl: "https://x.example", title: "Blog", description: "d", author: "a", lang: de }, [
      { id: "4", title: "t", excerpt: "e", date: "2025-04-24", slug: "fabrik" },
    ])
    expect(rss).toContain("<language>de-DE</language>")
    expect(rss).toContain("<link>https://x.example/de/blog/fabrik/</link>")
    expect(rss).toContain('<atom:link href="https://x.example/de/rss.xml"')
    const org = m.structuredData.organizationLd({
      siteUrl: "https://x.example",
      brand: "b",
      legalName: "l",
      contact: { street: "", postalCode: "", locality: "", region: "", countryCode: "", phone: "", email: "" },
    })
    expect((org.contactPoint as Array<{ availableLanguage: string[] }>)[0].availableLanguage).toEqual(["English", "French", "German"])
  })

  it("applies the language's own typography (German: plain, as written)", () => {
    expect(m.typography.typography(de, "Frage ? Antwort : ja")).toBe("Frage ? Antwort : ja")
    expect(m.typography.typography("fr", "Question ?")).toBe("Question\u202F?")
    const words = { a: "x : y" }
    expect(m.typography.withTypography(de, words)).toBe(words)
  })

  describe("the content check", () => {
    it("reads the language from a file's name, and names its files", () => {
      expect(m.i18n.splitLangFile("blog/3.de.json")).toEqual({ base: "blog/3.json", lang: "de" })
      expect(m.i18n.splitLangFile("home.de.json")).toEqual({ base: "home.json", lang: "de" })
      expect(m.i18n.splitLangFile("home.es.json")).toEqual({ base: "home.es.json", lang: undefined })
      expect(m.i18n.langFile("blog/3.json", de)).toBe("blog/3.de.json")
      expect(m.i18n.isSourceLangFile("3.de.json")).toBe(false)
      expect(m.i18n.isSourceLangFile("3.en.json")).toBe(true)
    })

    it("reads a translation's figures with its language's separators", () => {
      expect(m.i18n.figuresIn("3.500,5 kg; 74,34 m²", de)).toEqual(["3500.5", "74.34"])
      expect(m.i18n.figuresIn("3 500,5 kg", "fr")).toEqual(["3500.5"])
      expect(m.i18n.figuresIn("3,500.5 kg", "en")).toEqual(["3500.5"])
    })

    it("compares each translation's figures with the source's, and asks which language a translation is in", () => {
      const fields = { value: { kind: "string", i18n: "translate", figures: true } } as const
      const en = { value: "74.34 m², 3,500 kg" }
      expect(m.i18n.translationErrors(en, { value: "74,34 m², 3.500 kg" }, fields, de)).toEqual([])
      expect(m.i18n.translationErrors(en, { value: "74,34 m², 3 500 kg" }, fields, "fr")).toEqual([])
      expect(m.i18n.translationErrors(en, { value: "74,43 m², 3.500 kg" }, fields, de)).toEqual([
        {
          field: "value",
          message:
            "gives the figures 74.43, 3500 where the English version gives 74.34, 3500: a translation changes their format, never their values",
        },
      ])
      // with two translations, a caller that does not say which one it checks is told to
      expect(() => m.i18n.translationErrors(en, { value: "x" }, fields)).toThrow("say which language the translation is in")
    })
  })
})
