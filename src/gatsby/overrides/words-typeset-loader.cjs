/**
 * A webpack loader for the browser's bundles: a language's interface words (src/i18n/<code>/index.ts) become one
 * object of plain strings, their language's typography already set. The module is run at build time
 * (`importModule`, with the same loaders), and its words are written out as they read: the French module's view sets
 * each string's typography when it is read (src/i18n/typography.ts), so the French pages' words chunk carries
 * neither the typography's rules nor that view, and sets nothing while the page starts. The server rendering, the
 * feeds, the CMS and the tests use the module itself: the same words, the same typography.
 */

/** The query of the module's own source, run at build time (the rule that applies this loader leaves it alone). */
const SOURCE_QUERY = "?words-source"
/** The words' module: the language's folder gives the name of its export (`fr` for src/i18n/fr/index.ts). */
const WORDS_MODULE = /[\\/]src[\\/]i18n[\\/]([a-z]{2,3})[\\/]index\.ts$/

/** The module's text for a language's words (`exportName`), from the words its module exports. */
function wordsModule(exportName, words) {
  if (!words || typeof words !== "object")
    throw new Error(`words-typeset-loader: src/i18n/${exportName}/index.ts exports no object named "${exportName}"`)
  const text = JSON.stringify(words, (key, value) => {
    if (typeof value === "function")
      throw new Error(`words-typeset-loader: src/i18n/${exportName}: "${key}" is a function; the words must be data`)
    return value
  })
  return `export const ${exportName} = ${text};\n`
}

module.exports = function wordsTypesetLoader() {
  const callback = this.async()
  const match = WORDS_MODULE.exec(this.resourcePath)
  if (!match) return callback(new Error(`words-typeset-loader: ${this.resourcePath} is not a language's words module`))
  const exportName = match[1]
  this.importModule(this.resourcePath + SOURCE_QUERY, {}).then(
    (exports) => {
      try {
        callback(null, wordsModule(exportName, exports[exportName]))
      } catch (error) {
        callback(error)
      }
    },
    (error) => callback(error),
  )
}
module.exports.wordsModule = wordsModule
module.exports.SOURCE_QUERY = SOURCE_QUERY
module.exports.WORDS_MODULE = WORDS_MODULE
