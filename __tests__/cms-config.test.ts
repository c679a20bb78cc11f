import fs from "fs"
import path from "path"
import { CONTENT_KINDS } from "../src/content-model"
import {
  cmsConfig,
  markdownText,
  nextFreeId,
  toContentFile,
  toJsonFile,
  type CmsCollection,
  type CmsField,
} from "../src/content-model/cms-config"
import { adminIndexHtml, editorCache, editorDefaults, withoutFastRefresh } from "../src/gatsby/cms-admin"
import { isTranslated } from "../src/lib/content/content-i18n"
import type { Fields, Rule } from "../src/lib/content/content-schema"

const config = cmsConfig()
const root = path.join(__dirname, "..")

/** The widget each kind of rule is edited with. */
function expectedWidget(rule: Rule): string[] {
  switch (rule.kind) {
    case "string":
      return rule.format === "date" ? ["datetime"] : ["string", "text"]
    case "number":
      return ["number"]
    case "boolean":
      return ["boolean"]
    case "enum":
      return ["select"]
    case "file":
      return ["image", "file"]
    case "object":
      return ["object"]
    case "array":
      return ["list"]
    case "union":
      return []
  }
}

/**
 * Walks the model and the editor's fields side by side and lists every difference: a field of the model without a
 * widget, a widget without a field, a widget of the wrong kind, a required flag or an i18n mode that disagrees.
 */
function differences(fields: Fields, cms: CmsField[], where: string, whole = false, inOptionalGroup = false): string[] {
  const out: string[] = []
  const expected = Object.entries(fields)
  const names = expected.map(([name]) => name)
  for (const field of cms) if (!names.includes(field.name)) out.push(`${where}.${field.name}: a widget without a field of the model`)
  for (const [name, rule] of expected) {
    const field = cms.find((f) => f.name === name)
    if (!field) {
      out.push(`${where}.${name}: a field of the model without a widget`)
      continue
    }
    out.push(...fieldDifferences(rule, field, `${where}.${name}`, whole, inOptionalGroup))
  }
  return out
}

/**
 * `inOptionalGroup`: the field is inside an optional object, where the editor requires nothing (Decap would refuse to
 * save the object left empty otherwise; the editor's pre-save check, src/cms/entry-check.ts, refuses one half filled in).
 */
function fieldDifferences(rule: Rule, field: CmsField, where: string, whole: boolean, inOptionalGroup = false): string[] {
  const out: string[] = []
  if (!expectedWidget(rule).includes(field.widget)) out.push(`${where}: widget ${field.widget} for a ${rule.kind}`)
  const optional = !!rule.optional || inOptionalGroup
  if ((field.required === false) !== optional) out.push(`${where}: required is ${field.required !== false}, the model says ${!optional}`)
  if (field.i18n !== (whole || isTranslated(rule))) out.push(`${where}: i18n ${field.i18n}`)
  if (rule.kind === "string" && rule.pattern && rule.format !== "date" && field.pattern?.[0] !== rule.pattern.source)
    out.push(`${where}: pattern ${field.pattern?.[0]} instead of ${rule.pattern.source}`)
  if (rule.kind === "enum" && JSON.stringify(field.options?.map((o) => o.value)) !== JSON.stringify(rule.values))
    out.push(`${where}: options differ`)
  if (rule.kind === "object") out.push(...differences(rule.fields, field.fields ?? [], where, whole, optional))
  if (rule.kind === "array") {
    const inner = whole || !!rule.perLanguage
    const of = rule.of
    if (of.kind === "union") {
      if (field.typeKey !== of.discriminator) out.push(`${where}: typeKey ${field.typeKey}`)
      const types = field.types ?? []
      for (const [type, fields] of Object.entries(of.variants)) {
        const t = types.find((x) => x.name === type)
        if (!t) out.push(`${where}: block type "${type}" has no editor`)
        else out.push(...differences(fields, t.fields ?? [], `${where}<${type}>`, inner))
      }
      for (const t of types) if (!(t.name in of.variants)) out.push(`${where}: editor block type "${t.name}" is not in the model`)
    } else if (of.kind === "object") {
      out.push(...differences(of.fields, field.fields ?? [], `${where}[]`, inner))
    } else if (!field.field || !expectedWidget(of).includes(field.field.widget)) {
      out.push(`${where}[]: no widget of the right kind for the list's values`)
    }
  }
  return out
}

const collection = (name: string): CmsCollection => {
  const c = config.collections.find((x) => x.name === name)
  if (!c) throw new Error(`no collection ${name}`)
  return c
}

describe("the content editor's configuration, generated from the content model", () => {
  it("has one editor widget for every field of the model and no widget without a field (items edited side by side)", () => {
    const folders = CONTENT_KINDS.filter((k) => "dir" in k.source)
    expect(folders.length).toBe(5)
    for (const kind of folders) {
      const dir = (kind.source as { dir: string }).dir
      const c = config.collections.find((x) => x.folder === `data/${dir}`)
      expect(c).toBeDefined()
      expect(c!.i18n).toBe(true)
      expect(differences(kind.schema, c!.fields ?? [], dir)).toEqual([])
    }
  })

  it("gives each single file one entry, its languages side by side (English every field, French its words)", () => {
    const singles = CONTENT_KINDS.filter((k) => "file" in k.source)
    for (const kind of singles) {
      const file = (kind.source as { file: string }).file
      const pages = collection(file.replace(/\.json$/, ""))
      expect(pages).toMatchObject({ format: `json-${kind.typeName}`, i18n: true })
      expect(pages.files).toHaveLength(1)
      expect(pages.files![0]).toMatchObject({ file: `data/${file.replace(/\.json$/, "")}.{{locale}}.json`, i18n: true })
      expect(differences(kind.schema, pages.files![0].fields, file)).toEqual([])
    }
  })

  it("catches a drift: a field added to the model without a widget fails the comparison", () => {
    const blog = CONTENT_KINDS.find((k) => k.typeName === "BlogPostJson")!
    const withExtra = { ...blog.schema, readingTime: { kind: "number", integer: true } as Rule }
    expect(differences(withExtra, collection("blog").fields!, "blog")).toEqual(["blog.readingTime: a field of the model without a widget"])
    const fields = collection("blog").fields!.filter((f) => f.name !== "excerpt")
    expect(differences(blog.schema, [...fields, { name: "legacy", label: "Legacy", widget: "string" }], "blog")).toEqual([
      "blog.legacy: a widget without a field of the model",
      "blog.excerpt: a field of the model without a widget",
    ])
  })

  it("edits the blog as a maintainer expects: shared fields in English only, blocks by type, dates as YYYY-MM-DD, images with their folder", () => {
    const blog = collection("blog")
    expect(blog).toMatchObject({ folder: "data/blog", extension: "json", format: "json-BlogPostJson", slug: "{{id}}", create: true })
    const field = (name: string) => blog.fields!.find((f) => f.name === name)!
    expect(field("title")).toMatchObject({ widget: "string", i18n: true })
    expect(field("id")).toMatchObject({
      widget: "string",
      i18n: false,
      pattern: [
        "^[1-9]\\d*$",
        'Valeur attendue\u00a0: un nombre entier écrit comme du texte, p. ex. «\u00a07\u00a0». — Expected a whole number written as text, e.g. "7".',
      ],
    })
    expect(field("date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false, i18n: false })
    expect(field("image")).toMatchObject({ widget: "image", media_folder: "../images", public_folder: "../images", i18n: false })
    expect(field("category")).toMatchObject({ widget: "select", i18n: false })
    expect(field("excerpt")).toMatchObject({ widget: "text", i18n: true })
    expect(field("slug")).toMatchObject({ required: false, i18n: true })
    // left empty, the build makes it from the title (src/gatsby/content/content-files.ts withSlug): the hint says so
    expect(field("slug").hint).toMatch(/Left empty, it is made from this language's title/)
    expect(collection("services").fields!.find((f) => f.name === "slug")!.hint).toMatch(/made from this language's title/)
    const content = field("content")
    expect(content).toMatchObject({ widget: "list", typeKey: "type", min: 1, i18n: true })
    expect(content.types!.map((t) => t.name)).toEqual(["heading", "intro", "paragraph", "image"])
    const image = content.types!.find((t) => t.name === "image")!
    expect(image.fields!.map((f) => [f.name, f.i18n, f.required !== false])).toEqual([
      ["image", false, true],
      ["alt", true, false],
      ["caption", true, false],
    ])
  })

  describe("a new article: its id, its author, and the list's order", () => {
    const blogIds = fs
      .readdirSync(path.join(root, "data/blog"))
      .filter((n) => n.endsWith(".en.json"))
      .map((n) => JSON.parse(fs.readFileSync(path.join(root, "data/blog", n), "utf8")).id as string)

    it("nextFreeId: one more than the largest whole-number id", () => {
      expect(nextFreeId(["1", "2", "10", "14", "3"])).toBe("15")
      expect(nextFreeId([])).toBe("1")
      expect(nextFreeId(["x", undefined, "7"])).toBe("8")
    })

    it("the editor's build computes the defaults from data/: the next free id of each collection with ids, the brand as author", () => {
      const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.en.json"), "utf8"))
      expect(editorDefaults(root)).toEqual({
        nextIds: { blog: nextFreeId(blogIds), services: expect.stringMatching(/^[1-9]\d*$/) },
        author: site.brand,
        frenchNames: expect.objectContaining({
          blog: expect.objectContaining({ "3": JSON.parse(fs.readFileSync(path.join(root, "data/blog/3.fr.json"), "utf8")).title }),
          products: expect.objectContaining({
            "/apple-cabins": JSON.parse(fs.readFileSync(path.join(root, "data/products/apple-cabins.fr.json"), "utf8")).name,
          }),
        }),
        folderName: path.basename(root),
        // the generated pictures, for the picture-subject check before saving (__tests__/cms-library-pictures.test.ts)
        depictions: expect.objectContaining({ "data/images/hero/hero-2.jpg": { subject: "apple-cabin", view: expect.any(String) } }),
      })
      expect(Number(editorDefaults(root).nextIds!.blog)).toBe(Math.max(...blogIds.map(Number)) + 1)
    })

    it("gives them to the blog collection's id and author fields, and says so in the id's hint", () => {
      const blog = cmsConfig({ defaults: { nextIds: { blog: "15" }, author: "Kaz Horizon" } }).collections.find((c) => c.name === "blog")!
      const field = (name: string) => blog.fields!.find((f) => f.name === name)!
      expect(field("id")).toMatchObject({ default: "15", hint: expect.stringContaining("the next free id, 15") })
      expect(field("author")).toMatchObject({ default: "Kaz Horizon" })
      // without defaults (Node, where the editor's build constant is absent), none
      expect(collection("blog").fields!.find((f) => f.name === "id")!.default).toBeUndefined()
    })

    it("gives the editor a page in French with the site's name and no inline script (its CSP allows none)", () => {
      const html = adminIndexHtml("Kaz <Horizon>")
      expect(html).toContain('<html lang="fr">')
      expect(html).toContain("<title>Kaz &#60;Horizon&#62; · Éditeur de contenu</title>")
      expect(html).toContain('<meta name="robots" content="none">')
      expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/admin/cms.js">'])
    })

    it("lists articles newest first, and sortable by title or id", () => {
      const blog = collection("blog")
      expect(blog.sortable_fields).toEqual({ fields: ["date", "title", "id"], default: { field: "date", direction: "descending" } })
      expect(blog.summary).toBe("{{id}}. {{title}} ({{date}})")
    })
  })

  it("lets a single page's lists be added to, trimmed and moved: one save writes every language's file", () => {
    const hero = collection("home").files![0].fields.find((f) => f.name === "hero")!
    expect(hero).toMatchObject({ widget: "list", i18n: true })
    for (const key of ["allow_add", "allow_remove", "allow_reorder"]) expect(hero).not.toHaveProperty(key)
    expect(hero.fields!.map((f) => [f.name, f.i18n])).toEqual([
      ["image", false],
      ["alt", true],
      ["title", true],
      ["subtitle", true],
      ["subject", false],
      ["button", true],
    ])
    // a list of texts: its item is translated, so the French pane can add, copy and remove paragraphs too
    const teaser = collection("home").files![0].fields.find((f) => f.name === "aboutTeaser")!
    expect(teaser.fields!.find((f) => f.name === "paragraphs")!.field).toMatchObject({ widget: "text", i18n: true })
  })

  it("saves to the GitHub repository named at build time when hosted, without a config.yml, and leaves empty optional fields out", () => {
    expect(config).toMatchObject({ backend: { name: "github", repo: "kaz-horizon/site", branch: "main" }, load_config_file: false })
    expect(config).not.toHaveProperty("local_backend")
    expect(cmsConfig({ repo: "company/website", branch: "live", baseUrl: "https://auth.example.org" }).backend).toEqual({
      name: "github",
      repo: "company/website",
      branch: "live",
      base_url: "https://auth.example.org",
    })
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "fr"], default_locale: "en" })
    expect(config.output).toEqual({ omit_empty_optional_fields: true })
    // the library's folder from the site's root (the editor refuses a relative one there); fields keep theirs
    expect(config.public_folder).toBe("/images")
  })

  it("shows the site's name and icon on the sign-in page, not the editor's", () => {
    expect(cmsConfig({ brand: "Kaz Horizon" })).toMatchObject({
      app_title: "Kaz Horizon · Éditeur de contenu",
      logo: { src: "/icons/icon-192.png" },
    })
    expect(fs.existsSync(path.join(root, "static/icons/icon-192.png"))).toBe(true)
  })

  it("converts an uploaded picture to WebP, at most 2000 px on its long side, with a file name made safe", () => {
    expect(config.media_libraries.default.config).toEqual({
      slugify_filename: true,
      transformations: { raster_image: { format: "webp", quality: 85, width: 2000, height: 2000 } },
    })
  })

  it("names the files of a single page's collection without an extension option (a folder collection's only)", () => {
    for (const c of config.collections) expect(c.extension === undefined).toBe(Boolean(c.files))
  })
})

describe("the JSON the editor writes", () => {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) return e.name === "images" || e.name === "videos" ? [] : files(p)
      return e.name.endsWith(".json") ? [p] : []
    })

  const rel = (file: string) => path.relative(path.join(root, "data"), file).split(path.sep).join("/")

  it("is the repository's own style, so saving an unchanged file changes nothing and a one-field edit is a one-line diff", () => {
    const data = files(path.join(root, "data"))
    expect(data.length).toBeGreaterThan(80)
    const differing = data.filter((f) => toContentFile(rel(f), JSON.parse(fs.readFileSync(f, "utf8"))) !== fs.readFileSync(f, "utf8"))
    expect(differing.map((f) => path.relative(root, f))).toEqual([])
    const file = path.join(root, "data/blog/3.en.json")
    const post = JSON.parse(fs.readFileSync(file, "utf8"))
    const before = toContentFile(rel(file), post).split("\n")
    // the editor builds its data in another key order: the format puts the model's order back
    const { id, image, category, ...rest } = post
    const after = toContentFile(rel(file), { ...rest, title: "A new title", category, image, id }).split("\n")
    expect(after.filter((line, i) => line !== before[i])).toEqual(['  "title": "A new title",'])
  })

  it("orders blocks by their type first, then the fields of that type", () => {
    const blog = CONTENT_KINDS.find((k) => k.typeName === "BlogPostJson")!.schema
    const text = toJsonFile({ content: [{ caption: "c", image: "../images/x.jpg", type: "image", alt: "a" }], title: "T" }, blog)
    expect(JSON.parse(text)).toEqual({ title: "T", content: [{ type: "image", image: "../images/x.jpg", alt: "a", caption: "c" }] })
    expect(Object.keys(JSON.parse(text).content[0])).toEqual(["type", "image", "alt", "caption"])
  })
})

describe("the editor's compilation's persistent cache", () => {
  it("is its own, beside the site's: one cache stored by both compilations lost the site's modules", () => {
    const site = {
      type: "filesystem" as const,
      name: "build-javascript",
      cacheLocation: "/p/.cache/webpack/stage-build-javascript",
      buildDependencies: { config: ["x"] },
    }
    expect(editorCache(site, "/p", "build-javascript")).toEqual({
      cache: {
        type: "filesystem",
        name: "admin-build-javascript",
        cacheLocation: path.join("/p", ".cache", "webpack", "admin-build-javascript"),
        buildDependencies: { config: ["x"] },
      },
    })
    // no persistent cache for the site, none for the editor
    expect(editorCache(false, "/p", "develop")).toEqual({})
    expect(editorCache({ type: "memory" }, "/p", "develop")).toEqual({})
  })
})

describe("the editor's compilation in gatsby develop", () => {
  it("compiles the editor's modules without React Fast Refresh's registrations, keeping every other rule as it is", () => {
    const include = () => true
    const rule = {
      test: /\.tsx?$/,
      include,
      use: [{ loader: "/x/gatsby/dist/utils/babel-loader.js", options: { stage: "develop", reactRuntime: "automatic" } }],
      oneOf: [{ test: /\.css$/, use: [{ loader: "css-loader", options: { modules: true } }] }],
    }
    const out = withoutFastRefresh(rule)
    expect(out.use[0].options).toEqual({ stage: "build-javascript", reactRuntime: "automatic" })
    expect(out.test).toBe(rule.test)
    expect(out.include).toBe(include)
    expect(out.oneOf[0]).toEqual(rule.oneOf[0])
    expect(out.oneOf[0].test).toBe(rule.oneOf[0].test)
    expect(rule.use[0].options.stage).toBe("develop")
    // Gatsby's script rule gives its loaders from a function
    const byModule = withoutFastRefresh({ test: /\.js$/, use: () => [{ loader: "babel-loader", options: { stage: "develop" } }] })
    expect((byModule.use as () => Array<{ options: object }>)()[0].options).toEqual({ stage: "build-javascript" })
  })
})

describe("what the editor shows of the configuration", () => {
  it("escapes hints, which the editor reads as Markdown: '(*.<language>.json)' stays as written (its '<language>' was taken for a tag)", () => {
    expect(markdownText("each file beside this one (*.<language>.json) has its own_name [x] `y` \\z")).toBe(
      "each file beside this one (\\*.\\<language\\>.json) has its own\\_name \\[x\\] \\`y\\` \\\\z",
    )
  })

  it("gives a field a short hint only where it says something the form does not (issue 54 D)", () => {
    const blog = config.collections.find((c) => c.name === "blog")!.fields!
    const hint = (name: string) => blog.find((f) => f.name === name)!.hint
    // a text visitors read: both languages are on screen, nothing to add under every one
    expect(hint("title")).toBeUndefined()
    expect(hint("category")).toBeUndefined()
    expect(hint("date")).toBe("Commun aux deux langues. — Shared by both languages.")
    expect(hint("image")).toBe("Les fichiers envoyés vont dans data/images. — Uploads go to data/images.")
    const every = JSON.stringify(config.collections)
    expect(every).not.toMatch(/json\)|JSON file|fichier JSON/)
  })

  it("sends a single page's uploads to data/images and writes them as ./images/… from its file", () => {
    const home = config.collections.find((c) => c.name === "home")!.files![0]
    expect(home).toMatchObject({ media_folder: "/data/images", public_folder: "./images" })
    const hero = home.fields.find((f) => f.name === "hero")!.fields!.find((f) => f.widget === "image")!
    expect(hero).toMatchObject({ media_folder: "/data/images", public_folder: "./images" })
  })

  it("sends a product's uploads to its own folder, named as its file, where its pictures already are (issue 54 I)", () => {
    const products = collection("products")
    expect(products).toMatchObject({ media_folder: "../images/products/{{slug}}", public_folder: "../images/products/{{slug}}" })
    const gallery = products.fields!.find((f) => f.name === "gallery")!.fields!.find((f) => f.widget === "image")!
    expect(gallery).toMatchObject({ media_folder: "../images/products/{{slug}}", public_folder: "../images/products/{{slug}}" })
    expect(gallery.hint).toContain(
      "Les fichiers envoyés vont dans son propre dossier, au nom de son fichier, dans data/images/products/. — Uploads go to its own folder, named as its file, in data/images/products/.",
    )
    // every product's own pictures (its video's poster aside) are in that folder, so a photo lands beside the drawings
    const dir = path.join(root, "data/products")
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".en.json"))
    expect(files).toHaveLength(8)
    for (const file of files) {
      const slug = file.replace(/\.en\.json$/, "")
      const pictures = fs.readFileSync(path.join(dir, file), "utf8").match(/"\.\.\/images\/[^"]+"/g) ?? []
      expect(pictures.length).toBeGreaterThan(0)
      const elsewhere = pictures.filter((p) => !p.startsWith(`"../images/products/${slug}/`) && !p.startsWith('"../images/video/'))
      expect({ slug, elsewhere }).toEqual({ slug, elsewhere: [] })
    }
  })

  it("offers no stock-photo sites in the picture dialog", () => {
    expect(config.media_libraries.stock_assets).toBe(false)
  })
})
