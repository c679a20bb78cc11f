/**
 * A webpack loader for the content editor's npm build (@sveltia/cms, src/gatsby/cms-admin.ts): keeps it from asking
 * another host for anything. The editor loads its bundled fonts from /admin/assets/ with a script, but its styles also
 * declare the same fonts on a CDN, which the browser then fetches (the CSP refuses them, with an error each time); its
 * GitHub sign-in asks GitHub's status page for GitHub's status. Every font source on another host becomes a `local()`
 * name that matches no installed font (no request), the status URL an empty JSON document (the editor then says the
 * status is unknown).
 *
 * It fails the build when it finds other counts than expected, so an upgrade of the editor that moves them is seen.
 */
const REMOTE_FONT = /url\(https?:\/\/[^)]*\.woff2?\)/g
const STATUS_URL = "https://www.githubstatus.com/api/v2/status.json"
const EXPECTED = { fonts: 3, status: 1 }

/** The editor's code without its remote fonts and status request; throws when the counts are not the expected ones. */
function withoutCdn(source) {
  const fonts = source.match(REMOTE_FONT)?.length ?? 0
  const status = source.split(STATUS_URL).length - 1
  if (fonts !== EXPECTED.fonts || status !== EXPECTED.status)
    throw new Error(
      `editor-no-cdn-loader: expected ${EXPECTED.fonts} remote fonts and ${EXPECTED.status} status URL in @sveltia/cms, found ${fonts} and ${status}: the editor was upgraded; check what it fetches and update this loader`,
    )
  return source.replace(REMOTE_FONT, 'local("Bundled copy loaded by the editor")').split(STATUS_URL).join("data:application/json,{}")
}

module.exports = function editorNoCdnLoader(source) {
  return withoutCdn(source)
}
module.exports.withoutCdn = withoutCdn
module.exports.EXPECTED = EXPECTED
