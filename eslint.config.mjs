// One lint style for the whole repository: TypeScript, React, hooks and accessibility rules for the site;
// Node rules for the build, test and asset scripts. Formatting is Prettier's job (eslint-config-prettier last).
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

/** Unused names are errors; `_`-prefixed ones and the siblings of a rest property (props left out of a spread) are not. */
const UNUSED = [
  "error",
  {
    argsIgnorePattern: "^_",
    varsIgnorePattern: "^_",
    caughtErrors: "none",
    ignoreRestSiblings: true,
    destructuredArrayIgnorePattern: "^_",
  },
]

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "static/",
      "data/",
      ".inbox/",
      "tools/tmp/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      // the classic hooks rules; the React Compiler rules of eslint-plugin-react-hooks 7 are for code compiled by it
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": UNUSED,
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
    },
  },
  {
    // the pages' code loads only its own language's interface words (src/i18n/load-ui.ts): importing a language's
    // folder or src/i18n/all.ts would put every language's words back into every page's JavaScript
    files: [
      "src/components/**",
      "src/pages/**",
      "src/templates/**",
      "src/hooks/**",
      "src/lib/**",
      "src/gatsby/wrap-page.tsx",
      "src/gatsby/overrides/**",
      "gatsby-browser.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "i18n/(all|en|fr)(/|$)",
              message: "A page's interface words come from useUi()/uiFor(), loaded per language by src/i18n/load-ui.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // type-level computation (Infer<Rule>): `{}` is the identity of an intersection there, not "any object"
    files: ["src/lib/content/content-schema.ts"],
    rules: { "@typescript-eslint/no-empty-object-type": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "no-unused-vars": "off",
      "@typescript-eslint/no-unused-vars": UNUSED,
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    // code that runs in the page through Playwright's evaluate()
    files: [
      "tools/fonts/font-fallbacks.mjs",
      "tools/fonts/swap-rewraps.mjs",
      "tools/bench/measure-image-bytes.mjs",
      "tools/bench/inp.mjs",
      "tools/bench/lib/bench-setup.mjs",
      "tools/bench/lib/inp-scenarios.mjs",
      "e2e/**",
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["__tests__/**", "e2e/**", "jest.setup.ts", "__mocks__/**", "loadershim.js"],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    // jest.mock factories and isolated module loads use require()
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
)
