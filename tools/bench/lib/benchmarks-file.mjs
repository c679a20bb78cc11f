/**
 * BENCHMARKS.md holds the latest run of each benchmark (page load, interactions, publishing builds), one `## `
 * section each, under a short intro. A tool that writes its run replaces its own section and leaves the others:
 * `npm run bench` wrote the whole file, and a page-load run took away the interactions' latest run.
 */

/** Page load's heading, as `npm run bench` writes it (older runs: "## 2026-11-28, commit bdd4846"). */
export const isPageLoadHeading = (line) => /^## (?:Page load, )?\d{4}-\d\d-\d\d, commit /.test(line)

/**
 * The file's text with `section` (which starts with its `## ` heading) in place of the first section whose heading
 * `isOwn` accepts, and without any later one; appended at the end when there is none.
 */
export function withSection(text, isOwn, section) {
  const [intro, ...sections] = text.split(/^(?=## )/m)
  const own = sections.findIndex((s) => isOwn(s.split("\n", 1)[0]))
  const body = section.endsWith("\n") ? section : `${section}\n`
  const kept = sections.filter((s, i) => i === own || !isOwn(s.split("\n", 1)[0]))
  const placed = own < 0 ? [...kept, body] : kept.map((s) => (isOwn(s.split("\n", 1)[0]) ? body : s))
  // a section that was last may lack the blank line the next one needs
  return intro + placed.map((s, i) => (i < placed.length - 1 && !s.endsWith("\n\n") ? `${s}\n` : s)).join("")
}
