import { SHORT_CLASS_NAME, shortenCssModuleNames } from "../src/gatsby/overrides/short-class-names"
import { ignoreCssOrderInDevelop } from "../src/gatsby/overrides/css-order-check"

const cssLoader = "/app/node_modules/css-loader/dist/cjs.js"

/** The shape of Gatsby's CSS rules: a oneOf of module and global CSS, each a chain of loaders. */
function gatsbyLikeConfig() {
  const moduleOptions = { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]", exportLocalsConvention: "dashesOnly" }
  return {
    moduleOptions,
    config: {
      module: {
        rules: [
          { test: /\.js$/, use: [{ loader: "/app/node_modules/babel-loader/lib/index.js", options: {} }] },
          {
            test: /\.css$/,
            oneOf: [
              {
                test: /\.module\.css$/,
                use: [
                  { loader: "/app/node_modules/mini-css-extract-plugin/dist/loader.js", options: { modules: { namedExport: true } } },
                  { loader: cssLoader, options: { modules: moduleOptions } },
                  { loader: "/app/node_modules/postcss-loader/dist/cjs.js", options: {} },
                ],
              },
              { use: [{ loader: cssLoader, options: { modules: false } }] },
            ],
          },
        ],
      },
    },
  }
}

describe("shortenCssModuleNames (the production build's CSS-module class names)", () => {
  it("gives the css-loader of CSS modules the short name, and leaves global CSS and other loaders alone", () => {
    const { config, moduleOptions } = gatsbyLikeConfig()
    expect(shortenCssModuleNames(config)).toBe(1)
    expect(moduleOptions.localIdentName).toBe(SHORT_CLASS_NAME)
    expect(moduleOptions.namedExport).toBe(true)
    const oneOf = config.module.rules[1].oneOf!
    expect(oneOf[1].use[0].options).toEqual({ modules: false })
    expect(oneOf[0].use[0].options).toEqual({ modules: { namedExport: true } })
  })

  it("reports 0 when the config has no css-loader for CSS modules (so the build can say Gatsby's config changed)", () => {
    expect(shortenCssModuleNames({ module: { rules: [{ use: [{ loader: cssLoader, options: { modules: false } }] }] } })).toBe(0)
    expect(shortenCssModuleNames({})).toBe(0)
  })

  it("makes names of six letters (always a valid CSS class, never starting with a digit), different per file and class", () => {
    // css-loader's naming (its defaultGetLocalIdent): loader-utils' interpolateName of the file's path and the class
    const { interpolateName } = require("loader-utils") as {
      interpolateName: (ctx: object, name: string, options: { context: string; content: string }) => string
    }
    const names = ["src/components/layout/Header.module.css", "src/components/product/ProductPage.module.css"].flatMap((file) =>
      ["root", "page", "title"].map((local) =>
        interpolateName({ resourcePath: `/site/${file}` }, SHORT_CLASS_NAME, { context: "/site", content: `${file}\x00${local}` }),
      ),
    )
    for (const name of names) expect(name).toMatch(/^[A-Za-z]{6}$/)
    expect(new Set(names).size).toBe(names.length)
  })
})

describe("CSS order in gatsby develop", () => {
  class MiniCssExtractPlugin {
    options = { filename: "[name].css", ignoreOrder: false }
  }
  class Other {
    options = {}
  }

  it("leaves mini-css-extract-plugin's order warnings out of the development server (the production build checks the order)", () => {
    const config = { plugins: [new Other(), new MiniCssExtractPlugin()] }
    expect(ignoreCssOrderInDevelop(config)).toBe(true)
    expect((config.plugins[1] as MiniCssExtractPlugin).options).toEqual({ filename: "[name].css", ignoreOrder: true })
  })

  it("says so when the plugin is not in the configuration", () => {
    expect(ignoreCssOrderInDevelop({ plugins: [new Other()] })).toBe(false)
  })
})
