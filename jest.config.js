/** Jest with Gatsby: the documented recipe (babel-preset-gatsby, a gatsby mock, loadershim) plus jsdom. */
module.exports = {
  testEnvironment: "jsdom",
  // every core: Jest's default keeps one free, which on a 2-core machine (CI's) is one worker (70 s against 45 s)
  maxWorkers: "100%",
  // a test's time limit: the component tests that type into the forms (userEvent, the phone widget) take 1-2 s alone
  // and ran past Jest's default 5 s on a busy 2-core host (enquiry-modal.test.tsx, 7 tests, in a CI run beside builds)
  testTimeout: 20_000,
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.[jt]s?(x)"],
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "mjs", "json"],
  transform: {
    "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif|mp4|webm|pdf|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
    "^gatsby-page-utils/(.*)$": ["gatsby-page-utils/dist/$1", "gatsby-page-utils/$1"],
    "^gatsby-core-utils/(.*)$": "gatsby-core-utils/dist/$1",
    "^gatsby-plugin-utils/(.*)$": ["gatsby-plugin-utils/dist/$1", "gatsby-plugin-utils/$1"],
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  // beasties (src/gatsby/overrides/critical-css.ts) is CommonJS but requires its ES-module-only dependencies, which
  // Node loads (require of ES modules) and Jest does not: those are compiled like the ES modules above
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|yet-another-react-lightbox|react-toastify|beasties|boolbase|css-select|css-what|dom-serializer|domelementtype|domhandler|domutils|entities|htmlparser2|nth-check)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
}
