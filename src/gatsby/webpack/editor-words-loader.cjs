/**
 * A webpack loader for the content editor's interface words (@sveltia/cms/locales/<language>.json, loaded by the
 * editor as the browser's language asks): a few of its sentences are replaced where they say something untrue on
 * this site. Its save-error dialog opens with "An error occurred while saving the entry. Please try again later."
 * above every message, also above the build's refusal (src/cms/entry-check.ts), which retrying never helps: it says
 * that nothing was saved, and the message below says why and what to do.
 *
 * It fails the build when a key it replaces is gone, so an upgrade of the editor that renames it is seen.
 *
 * It also adds, in French, the words the editor's French file lacks (./editor-words-fr.cjs), which a French interface
 * would otherwise show in English; each only where the file has none, set by the site's own French typography
 * (src/i18n/typography.ts, run at build time with `importModule`, as ../overrides/words-typeset-loader.cjs does).
 */
const path = require("path")
const FRENCH_ADDITIONS = require("./editor-words-fr.cjs")

const OVERRIDES = {
  fr: { "saving_entry.error.description": "L’entrée n’a pas été enregistrée." },
  "en-US": { "saving_entry.error.description": "The entry was not saved." },
  "en-GB": { "saving_entry.error.description": "The entry was not saved." },
  "en-CA": { "saving_entry.error.description": "The entry was not saved." },
}

const ADDITIONS = { fr: FRENCH_ADDITIONS }

/** The site's typography (`typography(language, text)`: each language's rules, as src/i18n/languages.ts names them). */
const TYPOGRAPHY_MODULE = path.join(__dirname, "..", "..", "i18n", "typography.ts")

/**
 * The object that holds a dotted key's last part, and that part; `make` creates the groups on the way (an addition),
 * otherwise a missing group gives undefined (an override, whose key must be there).
 */
function holderOf(words, dotted, make) {
  const keys = dotted.split(".")
  const last = keys.pop()
  let holder = words
  for (const key of keys) {
    if (holder[key] === undefined && make) holder[key] = {}
    holder = holder[key]
    if (!holder || typeof holder !== "object") return [undefined, last]
  }
  return [holder, last]
}

/**
 * The locale file's JSON with this site's sentences and additions, each addition as `typeset` sets it; throws when a
 * replaced key is not in it.
 */
function withSiteWords(source, language, typeset = (text) => text) {
  const words = JSON.parse(source)
  for (const [dotted, text] of Object.entries(ADDITIONS[language] ?? {})) {
    const [holder, last] = holderOf(words, dotted, true)
    if (holder && holder[last] === undefined) holder[last] = typeset(text)
  }
  for (const [dotted, text] of Object.entries(OVERRIDES[language] ?? {})) {
    const [holder, last] = holderOf(words, dotted, false)
    if (!holder || typeof holder[last] !== "string")
      throw new Error(
        `editor-words-loader: "${dotted}" is not in @sveltia/cms/locales/${language}.json: the editor was upgraded; update this loader`,
      )
    holder[last] = text
  }
  return JSON.stringify(words)
}

module.exports = function editorWordsLoader(source) {
  const language = /([\w-]+)\.json$/.exec(this.resourcePath)?.[1] ?? ""
  if (!ADDITIONS[language]) return withSiteWords(source, language)
  const callback = this.async()
  this.importModule(TYPOGRAPHY_MODULE, {}).then(
    ({ typography }) => {
      try {
        if (typeof typography !== "function")
          throw new Error('editor-words-loader: src/i18n/typography.ts exports no function "typography"')
        callback(
          null,
          withSiteWords(source, language, (text) => typography(language, text)),
        )
      } catch (error) {
        callback(error)
      }
    },
    (error) => callback(error),
  )
}
module.exports.withSiteWords = withSiteWords
module.exports.OVERRIDES = OVERRIDES
module.exports.ADDITIONS = ADDITIONS
module.exports.TYPOGRAPHY_MODULE = TYPOGRAPHY_MODULE
