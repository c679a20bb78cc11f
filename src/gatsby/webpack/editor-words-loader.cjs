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
 * would otherwise show in English; each only where the file has none.
 */
const FRENCH_ADDITIONS = require("./editor-words-fr.cjs")
const OVERRIDES = {
  fr: { "saving_entry.error.description": "L’entrée n’a pas été enregistrée." },
  "en-US": { "saving_entry.error.description": "The entry was not saved." },
  "en-GB": { "saving_entry.error.description": "The entry was not saved." },
  "en-CA": { "saving_entry.error.description": "The entry was not saved." },
}

const ADDITIONS = { fr: FRENCH_ADDITIONS }

/** French no-break spaces: before ? ! : ; (not the message format's ` :integer`) and inside « ». */
const frenchSpaces = (text) =>
  text
    .replace(/ ([?!:;])(?=\s|$|\})/g, "\u00a0$1")
    .replace(/« /g, "«\u00a0")
    .replace(/ »/g, "\u00a0»")

/** Sets a dotted key's text where the words have none, making its groups as needed. */
function addMissing(words, dotted, text) {
  const keys = dotted.split(".")
  const last = keys.pop()
  const parent = keys.reduce((o, k) => (o[k] && typeof o[k] === "object" ? o[k] : (o[k] = {})), words)
  if (parent[last] === undefined) parent[last] = text
}

/** The locale file's JSON with this site's sentences and additions; throws when a replaced key is not in it. */
function withSiteWords(source, language) {
  const words = JSON.parse(source)
  for (const [dotted, text] of Object.entries(ADDITIONS[language] ?? {})) addMissing(words, dotted, frenchSpaces(text))
  for (const [dotted, text] of Object.entries(OVERRIDES[language] ?? {})) {
    const keys = dotted.split(".")
    const last = keys.pop()
    const parent = keys.reduce((o, k) => (o && typeof o === "object" ? o[k] : undefined), words)
    if (!parent || typeof parent[last] !== "string")
      throw new Error(
        `editor-words-loader: "${dotted}" is not in @sveltia/cms/locales/${language}.json: the editor was upgraded; update this loader`,
      )
    parent[last] = text
  }
  return JSON.stringify(words)
}

module.exports = function editorWordsLoader(source) {
  const language = /([\w-]+)\.json$/.exec(this.resourcePath)?.[1] ?? ""
  return withSiteWords(source, language)
}
module.exports.withSiteWords = withSiteWords
module.exports.OVERRIDES = OVERRIDES
module.exports.ADDITIONS = ADDITIONS
