/**
 * Finds visitor-visible English written into a component instead of coming from data/ or src/i18n.
 *
 * Reported, with the TypeScript parser:
 * - JSX text containing a letter;
 * - string literals (and template literal text) in JSX attributes meant for people (aria-label, alt, title,
 *   placeholder, label ...), whatever they look like;
 * - any other string literal that looks like prose: two words separated by a space, or a capitalised word
 *   ("Send", "Sending..."), wherever it is (constants, default props, objects, function arguments), and
 *   template literals that put a word beside a value (`${label} submenu`).
 * Not reported: import and export specifiers, tagged templates (graphql), property names, literal types,
 * operands of comparisons and `case` labels (they are never rendered), arguments of `new Error(...)` and
 * console calls (developer messages), technical attributes (className, id, key, type, role, data-*, href ...),
 * and the short ALLOWED list below.
 */
import * as ts from "typescript"
import { readdirSync, readFileSync, statSync } from "fs"
import { join, relative } from "path"

export type UiLiteral = { file: string; line: number; text: string }

/** Strings that may appear in components although they look like prose. Keep this list short and say why. */
export const ALLOWED: ReadonlySet<string> = new Set<string>([
  // The robots directive of a noindex page's <meta name="robots"> (read by crawlers, never shown).
  "noindex, follow",
])

/** JSX attributes whose value is read by people (screen readers included): any letter is reported. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
  "summary",
])

/** JSX attributes whose value is never shown: not reported at all. */
const TECHNICAL_ATTRIBUTES = new Set([
  "className",
  "id",
  "key",
  "type",
  "role",
  "href",
  "to",
  "src",
  "srcSet",
  "sizes",
  "rel",
  "target",
  "name",
  "as",
  "loading",
  "decoding",
  "fetchpriority",
  "fetchPriority",
  "autoComplete",
  "inputMode",
  "method",
  "action",
  "lang",
  "hrefLang",
  "htmlFor",
  "form",
  "accept",
  "pattern",
  "layout",
  "objectFit",
  "objectPosition",
  "placeholderType",
  "preload",
  "crossOrigin",
  "referrerPolicy",
  "viewBox",
  "fill",
  "stroke",
  "d",
  "xmlns",
  "style",
  "icon",
  "variant",
  "defaultCountry",
  "testId",
  "aria-controls",
  "aria-labelledby",
  "aria-describedby",
  "aria-current",
  "aria-live",
  "aria-haspopup",
  "aria-expanded",
  "aria-hidden",
  "aria-modal",
  "aria-selected",
  "aria-pressed",
  "aria-invalid",
  "aria-required",
  "aria-atomic",
  "aria-busy",
  "aria-orientation",
  "aria-autocomplete",
  "aria-relevant",
  "position",
  "theme",
  "transition",
  "controlsList",
  "enterKeyHint",
  "autoCapitalize",
  "spellCheck",
  "dir",
  "tabIndex",
  "media",
  "kind",
  "mode",
])

const hasLetter = (s: string) => /\p{L}/u.test(s)

/** Visitor prose: words separated by a space, or a capitalised word. */
export const looksLikeProse = (s: string): boolean => {
  const t = s.trim()
  if (!hasLetter(t)) return false
  if (/^[a-z][\w-]*:\/\//i.test(t) || /^[./#?@]/.test(t)) return false // URLs, paths, selectors
  if (/^[MmZzLlHhVvCcSsQqTtAa\d\s.,-]+$/.test(t) && /\d/.test(t)) return false // SVG path data
  if (t.split(/\s+/).every((w) => /^[A-Za-z][\w-]*(--|__)[\w-]+$/.test(w))) return false // BEM class lists (a library's CSS)
  if (/^[a-z-]+ \d+m?s( [a-z-]+)*$/.test(t)) return false // a CSS transition value: "opacity 500ms linear"
  if (/^\((min|max)-width: \d/.test(t)) return false // an image's sizes or a media query: "(min-width: 1240px) 1192px, 720px"
  return /\p{L}[.,!?;:'’"…)]*\s+["'‘“(]*\p{L}/u.test(t) || /^\p{Lu}\p{Ll}+/u.test(t)
}

/** A template literal whose text puts a word next to a value: `${label} submenu`, `Portrait of ${name}`. */
const hasWordFragment = (n: ts.TemplateExpression) =>
  [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].some((part) => /\p{L}{2,}\s|\s\p{L}{2,}/u.test(part))

const attributeName = (n: ts.JsxAttribute) => n.name.getText()

function literalText(n: ts.Node): string | null {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text
  if (ts.isTemplateExpression(n)) return [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(" ")
  return null
}

/** The JSX attribute a literal sits in (directly or inside its expression), if any. */
function enclosingAttribute(n: ts.Node): ts.JsxAttribute | null {
  for (let p = n.parent; p; p = p.parent) {
    if (ts.isJsxAttribute(p)) return p
    if (ts.isJsxElement(p) || ts.isJsxSelfClosingElement(p) || ts.isFunctionLike(p) || ts.isSourceFile(p)) return null
  }
  return null
}

function isIgnoredPosition(n: ts.Node): boolean {
  const p = n.parent
  if (!p) return true
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p) || ts.isImportTypeNode(p)) return true
  if (ts.isLiteralTypeNode(p)) return true
  if (ts.isTaggedTemplateExpression(p)) return true
  if ((ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p) || ts.isPropertySignature(p) || ts.isMethodDeclaration(p)) && p.name === n)
    return true
  if (ts.isElementAccessExpression(p) && p.argumentExpression === n) return true
  if (ts.isCaseClause(p)) return true
  if (
    ts.isBinaryExpression(p) &&
    [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
    ].includes(p.operatorToken.kind)
  )
    return true
  if (ts.isCallExpression(p) && ts.isIdentifier(p.expression) && p.expression.text === "require") return true
  if (ts.isCallExpression(p) && ts.isPropertyAccessExpression(p.expression) && p.expression.expression.getText() === "console") return true
  if (ts.isNewExpression(p) && /Error$/.test(p.expression.getText())) return true
  // a developer's message built in parts: "..." + `...` inside `new Error(...)`
  if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.PlusToken && isIgnoredPosition(p)) return true
  if (ts.isExpressionStatement(p)) return true // directives such as "use strict"
  return false
}

/** Visitor-visible literals of one source file. */
export function findUiLiterals(file: string, source: string): UiLiteral[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: UiLiteral[] = []
  const report = (n: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, " ").trim()
    if (ALLOWED.has(clean)) return
    found.push({ file, line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1, text: clean })
  }
  const visit = (n: ts.Node) => {
    if (ts.isTaggedTemplateExpression(n)) return // graphql`...`
    if (ts.isJsxText(n)) {
      if (hasLetter(n.text)) report(n, n.text)
      return
    }
    const text = literalText(n)
    if (text !== null) {
      if (!isIgnoredPosition(n)) {
        const attr = enclosingAttribute(n)
        const name = attr ? attributeName(attr) : null
        if (name && (TECHNICAL_ATTRIBUTES.has(name) || name.startsWith("data-"))) {
          // not shown
        } else if (
          name && TEXT_ATTRIBUTES.has(name) ? hasLetter(text) : looksLikeProse(text) || (ts.isTemplateExpression(n) && hasWordFragment(n))
        ) {
          report(n, text)
        }
      }
      if (!ts.isTemplateExpression(n)) return
    }
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return found
}

/** Every .ts/.tsx file under the given directories (or the files themselves), minus the excluded paths. */
export function listSources(root: string, entries: readonly string[], excluded: readonly string[]): string[] {
  const out: string[] = []
  const walk = (abs: string) => {
    const rel = relative(root, abs)
    if (excluded.some((e) => rel === e || rel.startsWith(e.endsWith("/") ? e : e + "/"))) return
    if (statSync(abs).isDirectory())
      return readdirSync(abs)
        .sort()
        .forEach((f) => walk(join(abs, f)))
    if (/\.tsx?$/.test(abs) && !/\.d\.ts$/.test(abs)) out.push(rel)
  }
  entries.forEach((e) => walk(join(root, e)))
  return out
}

export function scanSources(root: string, entries: readonly string[], excluded: readonly string[]): UiLiteral[] {
  return listSources(root, entries, excluded).flatMap((f) => findUiLiterals(f, readFileSync(join(root, f), "utf8")))
}

export const formatLiterals = (list: UiLiteral[]) => list.map((l) => `${l.file}:${l.line}: ${JSON.stringify(l.text)}`).join("\n")
